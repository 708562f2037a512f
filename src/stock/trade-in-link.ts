import { pageWithSection } from '../content';
import type { Locale } from '../routing/locales';

/**
 * Where the vehicle pages and the stock send a visitor who has a car to hand over: the CMS page in
 * which an editor embedded the trade-in request (the `embedded_form` section with the `trade-in` row
 * of src/forms/lead-forms.ts), at its address in the visitor's language, as the content names it
 * (`/formulaires/reprise-de-votre-vehicule`, `/de-lu/formulaires/inzahlungnahme` today). Null when no
 * page embeds it: then no link is shown.
 */
export function tradeInHref(locale: Locale): Promise<string | null> {
  return pageWithSection(locale, 'embedded_form', { form: 'trade-in' });
}
