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
  return formPageHref(locale, 'trade-in');
}

/** The CMS page that embeds a lead form (`trade-in`, `contact`), at its address in the visitor's language, or null. */
export function formPageHref(locale: Locale, form: string): Promise<string | null> {
  return pageWithSection(locale, 'embedded_form', { form });
}

/** The query parameter that names the vehicle a visitor came from (the trade-in request then names it in the lead). */
export const CAME_FROM_PARAM = 'vehicle';

/**
 * A form page's address from a vehicle's page (the trade-in request, a sold vehicle's contact): it carries the
 * vehicle, which the form names and posts, and the lead names (issue 37: the trade-in link forgot it).
 */
export function tradeInFrom(formPage: string | null, vehicleParam: string): string | null {
  return formPage ? `${formPage}?${new URLSearchParams({ [CAME_FROM_PARAM]: vehicleParam }).toString()}` : null;
}
