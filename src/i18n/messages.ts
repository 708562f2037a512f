import deLu from '../../locales/de-lu.json' with { type: 'json' };
import enGb from '../../locales/en-gb.json' with { type: 'json' };
import frLu from '../../locales/fr-lu.json' with { type: 'json' };
import type { Locale } from '../routing/locales';

/** The French file is the reference: every locale must have exactly its keys (a test checks it). */
export type Messages = typeof frLu;

export const MESSAGES: Record<Locale, Messages> = {
  'fr-lu': frLu,
  'de-lu': deLu,
  'en-gb': enGb,
};
