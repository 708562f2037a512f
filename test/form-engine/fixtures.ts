import { MESSAGES } from '../../src/i18n/messages';
import type { Locale } from '../../src/routing/locales';
import { defineForm, defineRule, type MessageSource } from '../../src/form-engine/validation';
import { tinyJpeg } from '../support/images';

/** Labels of the test form, in the shape a forms namespace of the locale files would have. */
const LABELS: Record<Locale, Record<string, string>> = {
  'fr-lu': {
    name: 'Nom',
    email: 'E-mail',
    emailConfirm: 'Confirmation de l’e-mail',
    phone: 'Téléphone',
    contact: 'Contact préféré',
    byEmail: 'Par e-mail',
    byPhone: 'Par téléphone',
    date: 'Date souhaitée',
    slot: 'Créneau',
    seats: 'Places',
    interests: 'Intérêts',
    leasing: 'Leasing',
    tradeIn: 'Reprise',
    financing: 'Financement',
    consent: 'Politique de confidentialité',
    consentInSentence: 'la politique de confidentialité',
    photos: 'Photos',
    message: 'Message',
    slotTaken: 'Ce créneau n’est plus disponible.',
    messageTooLong: 'Votre message dépasse {max} caractères.',
  },
  'de-lu': {
    name: 'Name',
    email: 'E-Mail',
    emailConfirm: 'E-Mail-Bestätigung',
    phone: 'Telefon',
    contact: 'Bevorzugter Kontakt',
    byEmail: 'Per E-Mail',
    byPhone: 'Per Telefon',
    date: 'Wunschtermin',
    slot: 'Zeitfenster',
    seats: 'Plätze',
    interests: 'Interessen',
    leasing: 'Leasing',
    tradeIn: 'Inzahlungnahme',
    financing: 'Finanzierung',
    consent: 'Datenschutzerklärung',
    consentInSentence: 'die Datenschutzerklärung',
    photos: 'Fotos',
    message: 'Nachricht',
    slotTaken: 'Dieses Zeitfenster ist nicht mehr frei.',
    messageTooLong: 'Ihre Nachricht ist länger als {max} Zeichen.',
  },
  'en-gb': {
    name: 'Name',
    email: 'Email',
    emailConfirm: 'Email confirmation',
    phone: 'Phone',
    contact: 'Preferred contact',
    byEmail: 'By email',
    byPhone: 'By phone',
    date: 'Preferred date',
    slot: 'Time slot',
    seats: 'Seats',
    interests: 'Interests',
    leasing: 'Leasing',
    tradeIn: 'Trade-in',
    financing: 'Financing',
    consent: 'Privacy policy',
    consentInSentence: 'privacy policy',
    photos: 'Photos',
    message: 'Message',
    slotTaken: 'This time slot is no longer available.',
    messageTooLong: 'Your message is longer than {max} characters.',
  },
};

export function testMessages(locale: Locale): MessageSource {
  return { ...MESSAGES[locale], testForms: LABELS[locale] } as MessageSource;
}

/** 2025-06-15 12:00 in Luxembourg. */
export const NOW = new Date('2025-06-15T10:00:00Z');

/** An asynchronous check, as a slot-availability lookup would be: 12:00 is taken. */
export const slotFree = defineRule<[]>({
  validate: ({ value }) => new Promise((resolve) => setTimeout(() => resolve(value !== '12:00'), 50)),
  message: () => ({ key: 'testForms.slotTaken' }),
  debounce: 200,
});

export const testDrive = defineForm({
  id: 'test-drive',
  rules: { slot_free: slotFree },
  fields: {
    name: { type: 'text', label: 'testForms.name', rules: 'required:trim|length:2,80' },
    email: { type: 'email', label: 'testForms.email', rules: 'required|email' },
    email_confirm: { type: 'email', label: 'testForms.emailConfirm', rules: 'confirm' },
    phone: { type: 'tel', label: 'testForms.phone', rules: 'matches:/^\\+?[0-9 ]{6,20}$/' },
    contact: {
      type: 'radio',
      label: 'testForms.contact',
      rules: 'required',
      options: [
        { value: 'email', label: 'testForms.byEmail' },
        { value: 'phone', label: 'testForms.byPhone' },
      ],
    },
    date: { type: 'date', label: 'testForms.date', rules: 'required|date_after' },
    slot: { type: 'time', label: 'testForms.slot', rules: 'required|slot_free' },
    seats: { type: 'number', label: 'testForms.seats', rules: 'between:1,9' },
    interests: {
      type: 'checkboxes',
      label: 'testForms.interests',
      rules: '?max:2',
      options: [
        { value: 'leasing', label: 'testForms.leasing' },
        {
          group: 'testForms.financing',
          options: [
            { value: 'trade-in', label: 'testForms.tradeIn' },
            { value: 'financing', label: 'testForms.financing' },
          ],
        },
      ],
    },
    consent: { type: 'checkbox', label: 'testForms.consent', validationLabel: 'testForms.consentInSentence', rules: 'accepted' },
    photos: {
      type: 'file',
      label: 'testForms.photos',
      multiple: true,
      maxFiles: 2,
      maxFileSize: 1024,
      accept: ['image/jpeg', 'image/png'],
    },
    message: { type: 'textarea', label: 'testForms.message', maxLength: 50, messages: { max_length: 'testForms.messageTooLong' } },
  },
});

export const JPEG_BYTES = tinyJpeg();

/** A submission that passes every rule. */
export function validFormData(): FormData {
  const data = new FormData();
  data.set('name', 'Jean Muller');
  data.set('email', 'jean@example.lu');
  data.set('email_confirm', 'jean@example.lu');
  data.set('phone', '+352 621 123 456');
  data.set('contact', 'phone');
  data.set('date', '2025-06-20');
  data.set('slot', '10:30');
  data.set('seats', '2');
  data.append('interests', 'leasing');
  data.append('interests', 'financing');
  data.set('consent', 'on');
  data.append('photos', new File([JPEG_BYTES], 'car.jpg', { type: 'image/jpeg' }));
  data.set('message', 'Bonjour');
  data.set('unexpected', 'dropped');
  return data;
}
