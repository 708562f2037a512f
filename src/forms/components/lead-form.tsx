'use client';

import { use } from 'react';
import { loadable, UntilReached, type Loadable } from '../../ui/until-reached';
import type { LeadFormSpec } from '../definitions';
import type { LeadFormProps } from './lead-form-impl';
import { LeadFormLoaderContext, type LeadFormLoader } from './lead-form-context';

export type { LeadFormProps } from './lead-form-impl';

/**
 * The form's code (react-aria, the validation engine, the slot logic: about 70 KB) and its row (the
 * definition) are chunks of their own, not part of the script every page of the site loads. A row is
 * loaded once per id.
 */
const impl = loadable(() => import('./lead-form-impl'));
const rows = new Map<string, Loadable<LeadFormSpec>>();
const rowOf = (kind: string, load: LeadFormLoader) => {
  let row = rows.get(kind);
  if (!row) rows.set(kind, (row = loadable(() => load(kind))));
  return row;
};

/**
 * The lead form, by its id in the lead-form table; its chunks load when the visitor reaches it (issue 29,
 * `UntilReached`): the page's HTML holds the form whole (without JavaScript, a plain POST to its server
 * action), and the browser hydrates it once the visitor comes near it or points at, touches, focuses or
 * types in it (what was typed meanwhile is kept, see `adoptTypedValues`). Rendered in the browser without
 * server HTML (a client navigation to a form page), its chunks load first and the page is shown with its
 * form, as before. A form that answers a post (refused, failed or sent: `initial` is not idle) is what the
 * visitor is busy with, and its success screen holds server-rendered links a boundary could wait for (and
 * stream hidden): it is rendered and hydrated at once, without a boundary.
 */
export function LeadForm({ kind, ...props }: LeadFormProps) {
  const load = use(LeadFormLoaderContext);
  if (!load) throw new Error(`the lead form "${kind}" is rendered outside the lead-form table's provider`);
  if (props.initial.status !== 'idle') {
    return (
      <div className="lead-form-slot">
        <Loaded kind={kind} load={load} props={props} />
      </div>
    );
  }
  return (
    <UntilReached className="lead-form-slot" code={[impl, rowOf(kind, load)]} onClientRender="load">
      <Loaded kind={kind} load={load} props={props} />
    </UntilReached>
  );
}

/** The form, once its code and row are loaded (waited for here, or by `UntilReached` before). */
function Loaded({ kind, load, props }: { kind: string; load: LeadFormLoader; props: Omit<LeadFormProps, 'kind'> }) {
  const { LeadForm: Form } = use(impl.load());
  return <Form {...props} spec={use(rowOf(kind, load).load())} />;
}
