import type { Schedule } from '../../locations/hours/hours';
import type { Fields } from '../../form-engine/validation';

/**
 * What a form needs to know besides its fields, as plain data: the server builds it from the CMS
 * and the stock, hands it to the browser as props, and both build the same definition from it.
 */
export type LocationChoice = {
  slug: string;
  name: string;
  /** The schedule appointments are checked against (a workshop's for tyres), or null. */
  schedule: Schedule | null;
};

export type FormConfig = {
  /** The vehicle's dealership showroom (test drive). */
  schedule?: Schedule | null;
  /** The sites a visitor may choose (tyre forms, contact). */
  locations?: readonly LocationChoice[];
};

/** How a field is shown; the definition says what it accepts. */
export type FieldUi = {
  autoComplete?: string;
  /** Message key of a help text under the label. */
  description?: string;
  /** Message key of a placeholder (an example, never a label). */
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  rows?: number;
  /** Half-width beside another half field on wide screens. */
  half?: boolean;
  /** A time field shown as a select of the slots of the chosen date (the date field named here). */
  slotsOf?: string;
  /** A select's first, empty choice (message key); a required select has one that cannot be chosen again. */
  emptyOption?: string;
};

/**
 * Fields grouped under a legend (message key), in order. `toggle`: the section is an optional part
 * opened by this checkbox of its fields (the fields' `when` names it): its other fields are shown
 * while it is ticked (by CSS, so without JavaScript too) and count only then.
 */
export type FormSection<F extends Fields> = { legend: string; fields: readonly (keyof F & string)[]; toggle?: keyof F & string };

export type FormLayout<F extends Fields> = {
  sections: readonly FormSection<F>[];
  ui: { readonly [K in keyof F]?: FieldUi };
};
