import { defineForm } from '../../form-engine/validation';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI, MESSAGE_FIELD } from './common';
import type { FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

export const TYRE_SEASONS = [
  { value: 'summer', label: 'forms.options.season.summer' },
  { value: 'winter', label: 'forms.options.season.winter' },
  { value: 'allSeason', label: 'forms.options.season.allSeason' },
] as const;

export const TYRE_QUANTITIES = [
  { value: '1', label: 'forms.options.quantity.one' },
  { value: '2', label: 'forms.options.quantity.two' },
  { value: '4', label: 'forms.options.quantity.four' },
] as const;

/** A tyre size as printed on the sidewall: 205/55 R16, optionally with load index and speed rating (91V). */
export const TYRE_SIZE = /^\s*\d{3}\s*\/\s*\d{2}\s*Z?R\s*\d{2}(\s*\d{2,3}\s*[A-Z]{1,2})?\s*$/i;

/** Photos of the tyres: what the lead store accepts (images, sniffed), five at most, 8 MiB each. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const MAX_PHOTOS = 5;
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

/**
 * The tyre offer request: which vehicle and tyres, optionally photos of the sidewall, and which
 * dealership should answer.
 */
export function tyreOfferForm(config: FormConfig = {}) {
  const locations = config.locations ?? [];
  return defineForm({
    id: 'tyre-offer',
    rules: CONTACT_RULES,
    fields: {
      vehicle: { type: 'text', label: 'forms.fields.vehicleModel', rules: 'required:trim|length:2,120', maxLength: 120 },
      tyreSize: {
        type: 'text',
        label: 'forms.fields.tyreSize',
        rules: [{ rule: 'matches', args: [TYRE_SIZE] }],
        maxLength: 30,
        messages: { matches: 'forms.messages.tyreSize' },
      },
      season: { type: 'radio', label: 'forms.fields.season', rules: 'required', options: TYRE_SEASONS },
      quantity: { type: 'radio', label: 'forms.fields.quantity', rules: 'required', options: TYRE_QUANTITIES },
      rims: { type: 'checkbox', label: 'forms.fields.rims' },
      // a chosen file is judged at once: choosing is the whole edit of a file field
      photos: {
        type: 'file',
        label: 'forms.fields.photos',
        visibility: 'dirty',
        multiple: true,
        maxFiles: MAX_PHOTOS,
        maxFileSize: MAX_PHOTO_BYTES,
        accept: PHOTO_TYPES,
      },
      location: { type: 'select', label: 'forms.fields.dealership', options: locations.map((l) => ({ value: l.slug, label: l.name })) },
      ...CONTACT_FIELDS,
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type TyreOfferFields = ReturnType<typeof tyreOfferForm>['fields'];

export const tyreOfferLayout: FormLayout<TyreOfferFields> = {
  sections: [
    { legend: 'forms.sections.tyres', fields: ['vehicle', 'tyreSize', 'season', 'quantity', 'rims', 'photos', 'location'] },
    CONTACT_SECTION,
    { legend: 'forms.sections.request', fields: ['message'] },
    CONSENT_SECTION,
  ],
  ui: {
    vehicle: { half: true, placeholder: 'forms.placeholders.vehicleModel' },
    tyreSize: { half: true, placeholder: 'forms.placeholders.tyreSize', description: 'forms.descriptions.tyreSize', autoComplete: 'off' },
    photos: { description: 'forms.descriptions.photos' },
    location: { emptyOption: 'forms.placeholders.anyDealership' },
    ...CONTACT_UI,
    message: { rows: 4 },
  },
};

/** The tyre offer's spec (photos: the largest body of every form); editors embed it in pages. */
export const TYRE_OFFER = leadFormSpec({
  id: 'tyre-offer',
  build: tyreOfferForm,
  layout: tyreOfferLayout,
  defaults: { contact: 'email', quantity: '4' },
  embeddable: true,
});
