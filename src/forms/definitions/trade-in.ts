import { defineFields, defineForm } from '../../form-engine/validation';
import { CONSENT_FIELD, CONSENT_SECTION, CONTACT_FIELDS, CONTACT_RULES, CONTACT_SECTION, CONTACT_UI, MESSAGE_FIELD } from './common';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from './tyre-offer';
import type { FieldUi, FormConfig, FormLayout } from './types';
import { leadFormSpec } from './index';

/** How the visitor judges the car they hand over. */
export const TRADE_IN_CONDITIONS = [
  { value: 'excellent', label: 'forms.options.condition.excellent' },
  { value: 'good', label: 'forms.options.condition.good' },
  { value: 'fair', label: 'forms.options.condition.fair' },
  { value: 'damaged', label: 'forms.options.condition.damaged' },
] as const;

/** A Luxembourg plate (AB 1234) or a foreign one, or a 17-character VIN: letters, digits, spaces and dashes. */
export const PLATE_OR_VIN = /^\s*[A-Z0-9][A-Z0-9 -]{1,16}\s*$/i;
export const MAX_TRADE_IN_PHOTOS = 3;
export const OLDEST_TRADE_IN_YEAR = 1950;
export const MAX_MILEAGE_KM = 2_000_000;

/**
 * The car a visitor hands over, as every form that asks about it asks: plate or VIN, make, model,
 * year (1950 to next year, as of `now`), mileage and condition. The trade-in form asks these whole;
 * the vehicle forms take them as an optional part (`tradeInPart`).
 */
export function tradeInCarFields(now = new Date()) {
  const nextYear = now.getFullYear() + 1;
  return defineFields({
    plateOrVin: {
      type: 'text',
      label: 'forms.fields.plateOrVin',
      rules: ['required:trim', { rule: 'matches', args: [PLATE_OR_VIN] }],
      maxLength: 20,
      messages: { matches: 'forms.messages.plateOrVin' },
    },
    make: { type: 'text', label: 'forms.fields.make', rules: 'required:trim|length:2,60', maxLength: 60 },
    model: { type: 'text', label: 'forms.fields.model', rules: 'required:trim|length:1,80', maxLength: 80 },
    year: {
      type: 'number',
      label: 'forms.fields.year',
      rules: `required|number|between:${OLDEST_TRADE_IN_YEAR},${nextYear}`,
      messages: { number: 'forms.messages.year', between: 'forms.messages.year' },
    },
    mileage: { type: 'number', label: 'forms.fields.mileage', rules: `required|number|between:0,${MAX_MILEAGE_KM}` },
    condition: { type: 'radio', label: 'forms.fields.condition', rules: 'required', options: TRADE_IN_CONDITIONS },
  });
}

type CarFields = ReturnType<typeof tradeInCarFields>;

/** The box that opens the trade-in part of a form. */
export const TRADE_IN_TOGGLE = 'tradeIn';

/** A car field's name in the trade-in part: `tradeInPlateOrVin`, `tradeInMake`… (the stored lead's keys too). */
type PartName<K extends string> = `${typeof TRADE_IN_TOGGLE}${Capitalize<K>}`;
type PartFields = { readonly tradeIn: { readonly type: 'checkbox'; readonly label: string } } & {
  readonly [K in keyof CarFields & string as PartName<K>]: CarFields[K] & { readonly when: typeof TRADE_IN_TOGGLE };
};

const partName = <K extends string>(name: K): PartName<K> =>
  `${TRADE_IN_TOGGLE}${name.charAt(0).toUpperCase()}${name.slice(1)}` as PartName<K>;

/**
 * The optional trade-in part of the interest and test-drive forms (issue 27, point 4): the box "I have
 * a vehicle to trade in" and the car's fields, which count only while it is ticked (the form engine's
 * `when`: unticked, nothing of them is validated or stored). Spread into a form's fields; lay it out
 * with `TRADE_IN_PART_SECTION` and `TRADE_IN_PART_UI`.
 */
export function tradeInPart(now = new Date()): PartFields {
  const car = tradeInCarFields(now);
  const part: Record<string, unknown> = { [TRADE_IN_TOGGLE]: { type: 'checkbox', label: 'forms.fields.tradeIn' } };
  for (const [name, field] of Object.entries(car)) part[partName(name)] = { ...field, when: TRADE_IN_TOGGLE };
  return part as PartFields;
}

/** The trade-in part as a section of a form's layout: the box, then the fields it shows (without JavaScript too: CSS). */
export const TRADE_IN_PART_SECTION = {
  legend: 'forms.sections.tradeInPart',
  toggle: TRADE_IN_TOGGLE,
  fields: [
    TRADE_IN_TOGGLE,
    partName('plateOrVin'),
    partName('make'),
    partName('model'),
    partName('year'),
    partName('mileage'),
    partName('condition'),
  ],
} as const;

/** How the car's fields are shown, in the trade-in form and in the part alike. */
const CAR_UI = {
  plateOrVin: { placeholder: 'forms.placeholders.plate', description: 'forms.descriptions.plateOrVin', autoComplete: 'off' },
  make: { half: true, placeholder: 'forms.placeholders.make' },
  model: { half: true, placeholder: 'forms.placeholders.model' },
  year: { half: true, inputMode: 'numeric', autoComplete: 'off' },
  mileage: { half: true, inputMode: 'numeric', autoComplete: 'off', description: 'forms.descriptions.mileage' },
} as const satisfies Record<string, FieldUi>;

export const TRADE_IN_PART_UI = {
  tradeIn: { description: 'forms.descriptions.tradeInPart' },
  ...Object.fromEntries(Object.entries(CAR_UI).map(([name, ui]) => [partName(name), ui])),
} as { readonly [K in keyof PartFields]?: FieldUi };

/**
 * The trade-in (part-exchange) request (issue 27, point 4): the car the visitor hands over, how it
 * is, up to three photos (the tyre offer's photo rules), and who to answer.
 */
export function tradeInForm(_config: FormConfig = {}) {
  return defineForm({
    id: 'trade-in',
    rules: CONTACT_RULES,
    fields: {
      ...tradeInCarFields(),
      // a chosen file is judged at once: choosing is the whole edit of a file field
      photos: {
        type: 'file',
        label: 'forms.fields.tradeInPhotos',
        visibility: 'dirty',
        multiple: true,
        maxFiles: MAX_TRADE_IN_PHOTOS,
        maxFileSize: MAX_PHOTO_BYTES,
        accept: PHOTO_TYPES,
      },
      ...CONTACT_FIELDS,
      message: MESSAGE_FIELD,
      consent: CONSENT_FIELD,
    },
  });
}

export type TradeInFields = ReturnType<typeof tradeInForm>['fields'];

export const tradeInLayout: FormLayout<TradeInFields> = {
  sections: [
    { legend: 'forms.sections.tradeIn', fields: ['plateOrVin', 'make', 'model', 'year', 'mileage', 'condition', 'photos'] },
    CONTACT_SECTION,
    { legend: 'forms.sections.request', fields: ['message'] },
    CONSENT_SECTION,
  ],
  ui: {
    ...CAR_UI,
    photos: { description: 'forms.descriptions.tradeInPhotos' },
    ...CONTACT_UI,
    message: { rows: 4 },
  },
};

/** The trade-in's spec: editors embed it in a page, which the vehicle pages and the stock link to. */
export const TRADE_IN = leadFormSpec({
  id: 'trade-in',
  build: tradeInForm,
  layout: tradeInLayout,
  defaults: { contact: 'email' },
  embeddable: true,
});
