import { imageSrcSet, sizedImage } from '../../content/images';
import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { VehicleCard } from '../types';
import type { PriceType } from '../vocabulary';
import { lenderName } from '../financing/example';
import { FINANCING_ANCHOR } from '../financing/format';
import { vocabularyLabels } from './labels';
import { CARD_HEIGHT, CARD_WIDTH } from './model';
import type { CardView } from './model';

/** The price a card shows for a price type: the purchase price, or a monthly financing rate. */
export function cardPrice(card: Pick<VehicleCard, 'prices'>, priceType: PriceType): { amount: number; type: PriceType } {
  const amount = card.prices[priceType];
  return amount === null ? { amount: card.prices.purchase, type: 'purchase' } : { amount, type: priceType };
}

/** A result row as its card shows it in `locale`, for the chosen price type. */
export function cardView(locale: Locale, card: VehicleCard, priceType: PriceType): CardView {
  const labels = vocabularyLabels(locale);
  const price = cardPrice(card, priceType);
  const facts = [String(card.year), labels.km(card.mileage), labels.fuel(card.fuel), labels.transmission(card.transmission)];
  const page = href(locale, 'vehicle', { vehicle: card.param });
  const credit = price.type === 'purchase' ? null : (card.credit?.[price.type] ?? null);
  return {
    id: card.id,
    href: page,
    image: card.image
      ? { src: sizedImage(card.image.src, CARD_WIDTH, CARD_HEIGHT), srcSet: imageSrcSet(card.image.src, CARD_WIDTH, CARD_HEIGHT) ?? null }
      : null,
    badge: labels.condition(card.condition),
    name: `${card.brandName} ${card.model}`,
    trim: card.trim,
    facts: facts.join(' · '),
    price: price.type === 'purchase' ? labels.euros(price.amount) : labels.cents(Math.round(price.amount * 100)),
    priceNote: labels.monthlyNote[price.type],
    apr: credit ? labels.apr(credit) : null,
    credit: credit && price.type !== 'purchase' ? labels.credit(price.type, credit) : null,
    creditHref: credit ? `${page}#${FINANCING_ANCHOR}` : null,
    co2: getTranslator(locale, 'stock')('card.co2', { value: card.co2 }),
  };
}

/** The lenders of the financing prices cards show for a price type, in the locale (none for the purchase price): their page's credit notice names them. */
export function cardLenders(locale: Locale, cards: readonly Pick<VehicleCard, 'credit' | 'prices'>[], priceType: PriceType): string[] {
  if (priceType === 'purchase') return [];
  const names = cards.flatMap((card) => {
    const price = cardPrice(card, priceType);
    const credit = price.type === 'purchase' ? null : card.credit?.[price.type];
    return credit ? [lenderName(credit, locale)] : [];
  });
  return [...new Set(names)];
}
