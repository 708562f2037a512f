'use client';

import { lazy } from 'react';
import type { LeadFormProps } from './lead-form-impl';

export type { LeadFormProps } from './lead-form-impl';

/**
 * The lead form, loaded on the pages that show one: its code (react-aria, the validation engine,
 * the form definitions and the slot logic) is a chunk of its own, not part of the script every page
 * of the site loads.
 *
 * No Suspense boundary here, on purpose: on the server the page's HTML waits for the form (it is
 * never streamed into a hidden block that only a script would reveal: it works without JavaScript),
 * and in the browser the form's server HTML stays as it is until its chunk has loaded, then hydrates
 * (what was typed meanwhile is kept, see `adoptTypedValues`).
 */
const LazyLeadForm = lazy(() => import('./lead-form-impl').then((m) => ({ default: m.LeadForm })));

export function LeadForm(props: LeadFormProps) {
  return <LazyLeadForm {...props} />;
}
