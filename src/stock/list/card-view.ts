import { imageSrcSet, sizedImage } from '../../content/images';
import { formatEuros, formatKilometres, getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import type { VehicleCard } from '../types';
import { CONDITIONS, FUELS, TRANSMISSIONS, type PriceType } from '../vocabulary';
import { CARD_HEIGHT, CARD_WIDTH } from './model';
import type { CardView } from './vehicle-card';

/** The price a card shows for a price type: the purchase price, or a monthly financing rate. */
export function cardPrice(card: Pick<VehicleCard, 'prices'>, priceType: PriceType): { amount: number; type: PriceType } {
  const amount = card.prices[priceType];
  return amount === null ? { amount: card.prices.purchase, type: 'purchase' } : { amount, type: priceType };
}

/** The fixed texts of a card in a locale, translated once: a page shows 24 cards. */
const textsByLocale = new Map<Locale, ReturnType<typeof translateTexts>>();

function translateTexts(locale: Locale) {
  const t = getTranslator(locale, 'stock');
  const table = <K extends string>(keys: readonly K[], text: (key: K) => string) => new Map(keys.map((k) => [k, text(k)]));
  return {
    fuel: table(FUELS, (f) => t(`fuel.${f}`)),
    transmission: table(TRANSMISSIONS, (g) => t(`transmission.${g}`)),
    condition: table(CONDITIONS, (c) => t(`condition.${c}`)),
    monthly: {
      purchase: null,
      private: `${t('card.perMonth')} ${t('card.vatIncluded')}`,
      business: `${t('card.perMonth')} ${t('card.vatExcluded')}`,
    } satisfies Record<PriceType, string | null>,
  };
}

function cardTexts(locale: Locale) {
  let texts = textsByLocale.get(locale);
  if (!texts) {
    texts = translateTexts(locale);
    textsByLocale.set(locale, texts);
  }
  return texts;
}

/** A result row as its card shows it in `locale`, for the chosen price type. */
export function cardView(locale: Locale, card: VehicleCard, priceType: PriceType): CardView {
  const texts = cardTexts(locale);
  const price = cardPrice(card, priceType);
  const facts = [String(card.year), formatKilometres(locale, card.mileage), texts.fuel.get(card.fuel), texts.transmission.get(card.transmission)];
  return {
    id: card.id,
    href: href(locale, 'vehicle', { vehicle: card.param }),
    image: card.image
      ? { src: sizedImage(card.image.src, CARD_WIDTH, CARD_HEIGHT), srcSet: imageSrcSet(card.image.src, CARD_WIDTH, CARD_HEIGHT) ?? null }
      : null,
    badge: texts.condition.get(card.condition) ?? '',
    name: `${card.brandName} ${card.model}`,
    trim: card.trim,
    facts: facts.join(' · '),
    price: formatEuros(locale, price.amount),
    priceNote: texts.monthly[price.type],
    co2: getTranslator(locale, 'stock')('card.co2', { value: card.co2 }),
  };
}
