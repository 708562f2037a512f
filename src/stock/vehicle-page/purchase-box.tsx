import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { FINANCED_PRICE_TYPES } from '../financing/calculator';
import { FINANCING_ANCHOR } from '../financing/format';
import { CreditNotice } from '../financing/notice';
import type { VehiclePageLinks } from './data';
import { LeafIcon, PinIcon } from './icons';
import type { EfficiencyView, PriceView } from './model';

/**
 * The price block: purchase price, CO2 and consumption as badges right under it at the size of the
 * price label (as prominent as the price, as EU car labelling asks), the financing offers (each
 * instalment with its APR alike and its representative example, then the credit warning: all in the
 * first screen, docs/credit-law.md), the two
 * calls to action and the dealership the vehicle stands at.
 */
export function PurchaseBox({
  locale,
  prices,
  efficiency,
  links,
  dealership,
}: {
  locale: Locale;
  prices: PriceView;
  efficiency: EfficiencyView;
  links: VehiclePageLinks;
  dealership: string;
}) {
  const t = getTranslator(locale, 'vehicle');
  return (
    <div className="vehicle-buy">
      <section className="vehicle-price" aria-labelledby="vehicle-price-label">
        <h2 id="vehicle-price-label" className="vehicle-price__label">
          {t('price.purchase')}
        </h2>
        <p className="vehicle-price__amount" data-price="purchase">
          {prices.purchase}
          <span className="vehicle-price__vat"> {t('price.vatIncluded')}</span>
        </p>
        {/* the lists are introduced by hidden texts, not named: HTML's ARIA rules leave aria-label(ledby) to landmarks, controls and roles */}
        <p className="visually-hidden">{t('efficiency.label')}</p>
        <ul className="vehicle-efficiency">
          <li className="vehicle-badge vehicle-badge--co2" data-efficiency="co2">
            <LeafIcon />
            {efficiency.co2}
          </li>
          {efficiency.consumption ? (
            <li className="vehicle-badge" data-efficiency="consumption">
              {efficiency.consumption}
            </li>
          ) : null}
        </ul>
        {prices.private || prices.business ? (
          <>
            <p className="visually-hidden">{t('price.financing')}</p>
            <dl className="vehicle-financing">
              {FINANCED_PRICE_TYPES.map((type) => {
                const financed = prices[type];
                return financed ? (
                  <div key={type} className="vehicle-financing__row" data-price={type}>
                    <dt>{t(`price.${type}`)}</dt>
                    {/* the APR as prominent as the instalment: the same size and weight (docs/credit-law.md) */}
                    <dd>
                      <span className="vehicle-financing__figures">
                        <strong>{financed.monthly}</strong> · <strong data-credit-apr>{financed.apr}</strong>
                      </span>
                      <a className="vehicle-financing__example" href={`#${FINANCING_ANCHOR}`} data-credit-example>
                        {financed.example}
                      </a>
                    </dd>
                  </div>
                ) : null;
              })}
            </dl>
            <CreditNotice locale={locale} compact />
          </>
        ) : null}
      </section>
      <section className="vehicle-actions" aria-labelledby="vehicle-actions-title">
        <h2 id="vehicle-actions-title" className="visually-hidden">
          {t('actions.title')}
        </h2>
        <a className="button button--primary vehicle-actions__button" href={links.interest} data-action="interest">
          {t('actions.interest')}
        </a>
        <a className="button vehicle-actions__button vehicle-actions__button--secondary" href={links.testDrive} data-action="test-drive">
          {t('actions.testDrive')}
        </a>
        {links.tradeIn ? (
          <a className="vehicle-actions__trade-in" href={links.tradeIn} data-action="trade-in">
            {t('actions.tradeIn')}
          </a>
        ) : null}
      </section>
      <section className="vehicle-dealership" aria-labelledby="vehicle-dealership-title">
        <h2 id="vehicle-dealership-title" className="vehicle-dealership__title">
          {t('dealership.title')}
        </h2>
        <p className="vehicle-dealership__name">
          <PinIcon />
          <span>{t('dealership.availableAt', { name: dealership })}</span>
        </p>
        <a className="vehicle-dealership__link" href={links.location}>
          {t('dealership.link')}
        </a>
      </section>
    </div>
  );
}
