import { defineRule, isEmpty } from '../../form-engine/validation';
import type { FieldUi } from './types';

/**
 * What every lead form of the site asks in the same way: who the visitor is, how to reach them, and
 * their consent to the data policy. The forms spread these fields into their own definitions, so a
 * name, an e-mail or a phone number is checked alike everywhere (browser and server).
 */

/** How the visitor prefers to be contacted. */
export const CONTACT_OPTIONS = [
  { value: 'email', label: 'forms.options.contact.email' },
  { value: 'phone', label: 'forms.options.contact.phone' },
] as const;

/** Digits with spaces, dots, dashes, brackets or slashes; a leading + (or `(+`) is allowed. */
const PHONE_SHAPE = /^\(?\+?[0-9 ()./-]+$/;

/** A phone number a person can dial: digits and the usual separators, 6 to 15 digits (E.164 allows 15). */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!PHONE_SHAPE.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** A phone number a person can dial (see {@link isPhoneNumber}). */
export const phoneRule = defineRule<[]>({
  validate: ({ value }) => isPhoneNumber(String(value)),
  message: () => ({ key: 'forms.messages.phoneInvalid' }),
});

/**
 * `phone_if_called`: the phone number is required when the visitor asked to be called back (the
 * `contact` field says `phone`). Runs on an empty value and again when `contact` changes.
 */
export const phoneIfCalledRule = defineRule<[]>({
  validate: ({ value, values }) => values.contact !== 'phone' || !isEmpty(typeof value === 'string' ? value.trim() : value),
  message: () => ({ key: 'forms.messages.phoneRequired' }),
  skipEmpty: false,
  crossField: true,
});

/** The custom rules of the contact fields, to spread into a form's `rules`. */
export const CONTACT_RULES = { phone: phoneRule, phone_if_called: phoneIfCalledRule } as const;

/** Name, e-mail, phone and the preferred way to be contacted. */
export const CONTACT_FIELDS = {
  name: { type: 'text', label: 'forms.fields.name', rules: 'required:trim|length:2,100', maxLength: 100 },
  email: { type: 'email', label: 'forms.fields.email', rules: 'required:trim|email', maxLength: 200 },
  phone: { type: 'tel', label: 'forms.fields.phone', rules: 'phone_if_called|phone', maxLength: 30 },
  contact: { type: 'radio', label: 'forms.fields.contact', rules: 'required', options: CONTACT_OPTIONS },
} as const;

/** A free message: optional unless a form says otherwise. */
export const MESSAGE_FIELD = { type: 'textarea', label: 'forms.fields.message', rules: 'length:0,2000', maxLength: 2000 } as const;

/** Consent to the data policy (the page links to it). */
export const CONSENT_FIELD = {
  type: 'checkbox',
  label: 'forms.fields.consent',
  validationLabel: 'forms.fields.consentInSentence',
  rules: 'accepted',
  messages: { accepted: 'forms.messages.consentRequired' },
} as const;

/**
 * How every lead form lays out the fields above: the contact fields under "you" (their order is the order the
 * visitor fills them in), the consent last, and how the contact fields are shown (the browser's autofill and the
 * phone's keyboard; e-mail and phone side by side on wide screens). A form spreads them into its layout.
 */
export const CONTACT_SECTION = { legend: 'forms.sections.you', fields: ['name', 'email', 'phone', 'contact'] } as const;
export const CONSENT_SECTION = { legend: 'forms.sections.consent', fields: ['consent'] } as const;
export const CONTACT_UI = {
  name: { autoComplete: 'name' },
  email: { autoComplete: 'email', inputMode: 'email', half: true },
  phone: { autoComplete: 'tel', inputMode: 'tel', half: true, description: 'forms.descriptions.phone' },
} as const satisfies { readonly [K in keyof typeof CONTACT_FIELDS]?: FieldUi };
