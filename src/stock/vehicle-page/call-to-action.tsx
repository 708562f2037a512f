import { telHref } from '../../directory/directory';
import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { VehiclePageLinks } from './data';

/**
 * The vehicle page's calls to action pinned to the foot of a phone's screen (issue 41: a vehicle page was a
 * 10 000 px scroll with its contact buttons at the top only): ask about the vehicle, book a test drive, call
 * the dealership. Plain links (the forms' pages and `tel:`), so they work without JavaScript; a landmark of
 * its own, after the page's content in reading order. The page keeps room for it below its last line, and a
 * focused element scrolls clear of it (vehicle-page.css). Wide screens have the sticky price column instead.
 */
export function VehicleCallToAction({
  locale,
  links,
  dealership,
}: {
  locale: Locale;
  links: Pick<VehiclePageLinks, 'interest' | 'testDrive'>;
  dealership: { name: string; phone: string };
}) {
  const t = getTranslator(locale, 'vehicle');
  return (
    <nav className="vehicle-cta" aria-label={t('cta.label')} data-vehicle-cta>
      <a className="vehicle-cta__link vehicle-cta__link--primary" href={links.interest} data-action="interest">
        {t('cta.ask')}
      </a>
      <a className="vehicle-cta__link" href={links.testDrive} data-action="test-drive">
        {t('cta.testDrive')}
      </a>
      {dealership.phone ? (
        <a className="vehicle-cta__link" href={telHref(dealership.phone)} data-action="call">
          {t('cta.call')}
          <span className="visually-hidden">{` ${dealership.name}, ${dealership.phone}`}</span>
        </a>
      ) : null}
    </nav>
  );
}
