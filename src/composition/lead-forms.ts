import { joinLeadForms } from '../forms/definitions';
import { FEATURE_LEAD_FORMS } from './features';

/**
 * The one table of lead forms: every feature's rows (`leadForms` of its declaration, the list in
 * `features.ts`), each a form (definition, layout, defaults, booking), its server action and how the
 * lead e-mail names it. It sits above the features, so the form kit needs none of them: the form-post
 * middleware is given the table (server-entry.tsx), the embedded-form section its embeddable rows
 * (sections.tsx), the browser its loader (lead-form-loader.tsx).
 */
export const LEAD_FORM_ROWS = FEATURE_LEAD_FORMS;

export const LEAD_FORMS = joinLeadForms(LEAD_FORM_ROWS);

/** Every lead form's id: what a lead is stored under, what a page and the browser name a form by. */
export type FormKind = keyof typeof LEAD_FORMS;
export const FORM_KINDS = Object.keys(LEAD_FORMS) as FormKind[];
