import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { KeepTexts } from './keep-buttons';
import { VEHICLE_PLACEHOLDER } from './recent';

/** The words of a vehicle's heart and compare toggle in a locale (given once to a list of cards). */
export function keepTexts(locale: Locale): KeepTexts {
  const t = getTranslator(locale, 'favourites');
  return { keep: t.raw('keep') as string, compare: t('compareToggle'), compareFull: t.raw('compareFull') as string };
}

/** What the site's frame shows of the visitor's lists: the header link and the compare bar. */
export function keptLinks(locale: Locale) {
  const t = getTranslator(locale, 'favourites');
  return {
    favourites: { href: href(locale, 'favourites'), label: t('headerLink') },
    compare: {
      href: href(locale, 'compare'),
      texts: { open: t.raw('compareBar') as string, clear: t('compareClear'), tooFew: t('compareTooFew') },
    },
  };
}

/** What the recently viewed list needs from the server: its words and the vehicle route's address in the locale. */
export function recentTexts(locale: Locale) {
  const t = getTranslator(locale, 'stock');
  return {
    vehicleHref: href(locale, 'vehicle', { vehicle: VEHICLE_PLACEHOLDER }),
    texts: { title: t('recent.title'), clear: t('recent.clear') },
  };
}
