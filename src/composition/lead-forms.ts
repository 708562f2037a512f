import { BUSINESS_LEAD_FORMS } from '../business/lead-forms';
import { CAREER_LEAD_FORMS } from '../careers/lead-forms';
import { joinLeadForms } from '../forms/definitions';
import { SITE_LEAD_FORMS } from '../forms/lead-forms';
import { LEASE_LEAD_FORMS } from '../leases/lead-forms';
import { MODEL_LEAD_FORMS } from '../models/lead-forms';

/**
 * The one table of lead forms: the site's own rows (src/forms/lead-forms.ts) joined with every
 * feature's (`src/<feature>/lead-forms.ts`), each a form (definition, layout, defaults, booking) and
 * its server action. It sits above the features, so the form kit needs none of them: the form-post
 * middleware is given the table (server-entry.tsx), the embedded-form section its embeddable rows
 * (sections.tsx), the browser its loader (lead-form-loader.tsx). A new form is a row in its feature;
 * a new feature's rows are one more spread here.
 */
export const LEAD_FORM_ROWS = [
  ...SITE_LEAD_FORMS,
  ...LEASE_LEAD_FORMS,
  ...CAREER_LEAD_FORMS,
  ...MODEL_LEAD_FORMS,
  ...BUSINESS_LEAD_FORMS,
] as const;

export const LEAD_FORMS = joinLeadForms(LEAD_FORM_ROWS);

/** Every lead form's id: what a lead is stored under, what a page and the browser name a form by. */
export type FormKind = keyof typeof LEAD_FORMS;
export const FORM_KINDS = Object.keys(LEAD_FORMS) as FormKind[];
