'use client';

import { lazy, use } from 'react';
import type { LeadFormSpec } from '../definitions';
import type { LeadFormProps } from './lead-form-impl';
import { LeadFormLoaderContext, type LeadFormLoader } from './lead-form-context';

export type { LeadFormProps } from './lead-form-impl';

/**
 * The form's code (react-aria, the validation engine, the slot logic) and its row (the definition)
 * are chunks of their own, loaded when a page shows a lead form, not part of the script every page
 * of the site loads. A row is loaded once per id.
 */
const LazyLeadForm = lazy(() => import('./lead-form-impl').then((m) => ({ default: m.LeadForm })));
const rows = new Map<string, Promise<LeadFormSpec>>();
const rowOf = (kind: string, load: LeadFormLoader) => {
  let row = rows.get(kind);
  if (!row) rows.set(kind, (row = load(kind)));
  return row;
};

/**
 * The lead form, by its id in the lead-form table.
 *
 * No Suspense boundary here, on purpose: on the server the page's HTML waits for the form (it is
 * never streamed into a hidden block that only a script would reveal: it works without JavaScript),
 * and in the browser the form's server HTML stays as it is until its chunk has loaded, then hydrates
 * (what was typed meanwhile is kept, see `adoptTypedValues`).
 */
export function LeadForm({ kind, ...props }: LeadFormProps) {
  const load = use(LeadFormLoaderContext);
  if (!load) throw new Error(`the lead form "${kind}" is rendered outside the lead-form table's provider`);
  return <LazyLeadForm {...props} spec={use(rowOf(kind, load))} />;
}
