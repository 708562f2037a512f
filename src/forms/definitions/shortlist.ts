import { defineForm } from '../../form-engine/validation';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI, MESSAGE_FIELD } from './common';
import type { FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

/**
 * "Send my shortlist" (issue 37): the vehicles a visitor kept (favourites) or compares, sent to a salesperson of
 * the dealership they choose, with their contact. The vehicles travel as a hidden field (`SHORTLIST_FIELD`, the
 * ids of the page's address); the server finds them in the stock itself and stores them with the lead
 * (src/forms/actions/context.ts), which names each (src/composition/lead-mail.ts).
 */
export function shortlistForm(config: FormConfig = {}) {
  const locations = config.locations ?? [];
  return defineForm({
    id: 'shortlist',
    rules: CONTACT_RULES,
    fields: {
      location: {
        type: 'select',
        label: 'forms.fields.dealership',
        rules: 'required',
        options: locations.map((l) => ({ value: l.slug, label: l.name })),
      },
      ...CONTACT_FIELDS,
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type ShortlistFields = ReturnType<typeof shortlistForm>['fields'];

export const shortlistLayout: FormLayout<ShortlistFields> = {
  sections: [{ legend: 'forms.sections.request', fields: ['location', 'message'] }, CONTACT_SECTION, CONSENT_SECTION],
  ui: {
    location: { emptyOption: 'forms.placeholders.dealership' },
    message: { rows: 4, placeholder: 'forms.placeholders.shortlistMessage' },
    ...CONTACT_UI,
  },
};

/** The shortlist's spec: its vehicles are a hidden field, its dealership the visitor's choice among every site. */
export const SHORTLIST = leadFormSpec({
  id: 'shortlist',
  build: shortlistForm,
  layout: shortlistLayout,
  defaults: { contact: 'email' },
});
