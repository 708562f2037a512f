import { getFormatter, getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { VehicleCard } from '../types';
import type { PriceType } from '../vocabulary';

/** The price a card shows for a price type: the purchase price, or a monthly financing rate. */
export function cardPrice(card: Pick<VehicleCard, 'prices'>, priceType: PriceType): { amount: number; type: PriceType } {
  const amount = card.prices[priceType];
  return amount === null ? { amount: card.prices.purchase, type: 'purchase' } : { amount, type: priceType };
}

/**
 * One vehicle of a result list: photo in a fixed-ratio box, title, year · mileage · fuel ·
 * gearbox, the price of the chosen price type (monthly with its VAT note for financing) and CO2.
 * The title is the link; the whole card is clickable through CSS.
 */
export function VehicleCardView({
  locale,
  card,
  priceType,
  headingLevel = 3,
  eager = false,
}: {
  locale: Locale;
  card: VehicleCard;
  priceType: PriceType;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const t = getTranslator(locale, 'stock');
  const format = getFormatter(locale);
  const price = cardPrice(card, priceType);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const link = href(locale, 'vehicle', { vehicle: card.param });
  const facts = [
    String(card.year),
    format.number(card.mileage, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
    t(`fuel.${card.fuel}`),
    t(`transmission.${card.transmission}`),
  ];
  return (
    <article className="vehicle-card">
      <div className="vehicle-card__media">
        {card.image ? (
          <img
            src={card.image.src}
            alt=""
            width={480}
            height={320}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
        <span className="vehicle-card__badge">{t(`condition.${card.condition}`)}</span>
      </div>
      <div className="vehicle-card__body">
        <Heading className="vehicle-card__title">
          <a href={link}>
            {card.brandName} {card.model} <span className="vehicle-card__trim">{card.trim}</span>
          </a>
        </Heading>
        <p className="vehicle-card__facts">{facts.join(' · ')}</p>
        <p className="vehicle-card__price">
          <strong>{format.number(price.amount, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })}</strong>
          {price.type === 'purchase' ? null : (
            <span className="vehicle-card__monthly">
              {' '}
              {t('card.perMonth')} {price.type === 'private' ? t('card.vatIncluded') : t('card.vatExcluded')}
            </span>
          )}
        </p>
        <p className="vehicle-card__co2">{t('card.co2', { value: card.co2 })}</p>
      </div>
    </article>
  );
}
