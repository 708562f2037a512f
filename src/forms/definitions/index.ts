import type { Fields, FormDefinition, RawValues } from '../../form-engine/validation';
import type { Messages } from '../../i18n/messages';
import type { LeadFormAction } from '../actions/state';
import type { Booking } from './booking';
import type { FormConfig, FormLayout } from './types';

export { bookingSchedule, type Booking } from './booking';
export type { FieldUi, FormConfig, FormLayout, FormSection, LocationChoice } from './types';

/**
 * A lead form as the kit knows it: its id (what a page, a CMS section and the browser name it by,
 * and the form a lead is stored under), its definition for a configuration (client and server build
 * it from the same configuration, so both validate alike), its layout and the values it starts with.
 * `vehicle`: the form is about a vehicle of the stock (its hidden field names it); `booking`: how it
 * books an appointment (see booking.ts); `embeddable`: an editor may place it in a page (the
 * `embedded_form` section). Module of the browser and the server alike: no server code here.
 */
export type LeadFormSpec<Id extends string = string> = {
  readonly id: Id;
  readonly build: (config: FormConfig) => FormDefinition<Fields>;
  readonly layout: FormLayout<Fields>;
  readonly defaults: Readonly<Record<string, string>>;
  readonly vehicle: boolean;
  readonly booking: Booking | null;
  readonly embeddable: boolean;
};

/**
 * One row of the lead-form table: the form and the server action that submits it. A feature
 * declares its rows in its `lead-forms.ts` (the site's own in src/forms/lead-forms.ts); the
 * composition joins them (src/composition/lead-forms.ts), and the form-post middleware, the
 * embedded-form section and the browser's lazy form read the joined table.
 */
export type LeadFormRow<Id extends string = string> = LeadFormSpec<Id> & { readonly action: LeadFormAction; readonly mail: LeadMailRow };

/**
 * How the lead e-mail (src/composition/lead-mail.ts) describes a form's leads. `name`: what its title
 * and subject call the form ("lease offer"), a key of `leadMail.forms` in locales/*.json: the
 * compiler checks it against the French file, and every locale has the French file's keys (a test).
 */
export type LeadMailRow = { readonly name: Exclude<keyof Messages['leadMail']['forms'], 'other'> };

/**
 * A lead form's spec from its typed parts (the layout is checked against the definition's fields).
 * It lives beside its definition; the server action imports it, the row adds the action.
 */
export function leadFormSpec<const Id extends string, F extends Fields>(spec: {
  id: Id;
  build: (config: FormConfig) => FormDefinition<F>;
  layout: FormLayout<F>;
  defaults: Readonly<Record<string, string>>;
  vehicle?: boolean;
  booking?: Booking | null;
  embeddable?: boolean;
}): LeadFormSpec<Id> {
  return {
    id: spec.id,
    build: spec.build as unknown as LeadFormSpec['build'],
    layout: spec.layout as unknown as FormLayout<Fields>,
    defaults: spec.defaults,
    vehicle: spec.vehicle ?? false,
    booking: spec.booking ?? null,
    embeddable: spec.embeddable ?? false,
  };
}

/** A row of the lead-form table: the form, its server action and how the lead e-mail describes it. */
export function defineLeadForm<const Id extends string>(
  spec: LeadFormSpec<Id>,
  action: LeadFormAction,
  mail: LeadMailRow,
): LeadFormRow<Id> {
  return { ...spec, action, mail };
}

/** A form's definition for a configuration, without its field types (pages and actions handle every form alike). */
export function buildForm(spec: LeadFormSpec, config: FormConfig): FormDefinition<Fields> {
  return spec.build(config);
}

/** The values a form starts with (a preselected workshop, the usual answers), as raw values. */
export function defaultValues(spec: LeadFormSpec, extra: Record<string, string> = {}): Partial<RawValues<Fields>> {
  return { ...spec.defaults, ...extra } as Partial<RawValues<Fields>>;
}

/** The lead-form table by id, from every feature's rows; an id given twice is a mistake of the join, refused at load. */
export function joinLeadForms<const R extends readonly LeadFormRow[]>(rows: R): { readonly [K in R[number]['id']]: LeadFormRow<K> } {
  const table: Record<string, LeadFormRow> = {};
  for (const row of rows) {
    if (Object.hasOwn(table, row.id)) throw new Error(`two lead forms are called "${row.id}"`);
    table[row.id] = row;
  }
  return table as { readonly [K in R[number]['id']]: LeadFormRow<K> };
}
