import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatEuros, formatKilometres } from '../../src/i18n/server';
import { cardPrice, cardView } from '../../src/stock/list/card-view';
import { cardOfRow, cardRow, optionRows, type FilterOption } from '../../src/stock/list/model';
import { OptionList } from '../../src/stock/list/option-list';
import { VehicleCardList, VehicleCardView } from '../../src/stock/list/vehicle-card';
import { tucsonCard as card } from './tucson-card';

describe('number formats', () => {
  it('write euros and kilometres the way each locale does', () => {
    expect(formatEuros('fr-lu', 25_950)).toMatch(/^25\.950\s€$/);
    expect(formatEuros('de-lu', 25_950)).toMatch(/^25\.950\s€$/);
    expect(formatEuros('en-gb', 25_950)).toBe('€25,950');
    expect(formatEuros('en-gb', 25_950.6)).toBe('€25,951');
    expect(formatKilometres('fr-lu', 89_600)).toMatch(/^89\.600\skm$/);
    expect(formatKilometres('en-gb', 89_600)).toBe('89,600 km');
  });
});

describe('cardView', () => {
  it('gives every text of the card, translated and formatted, in each locale', () => {
    expect(cardView('fr-lu', card, 'purchase')).toEqual({
      id: 100063,
      href: '/stock/100063-1-hyundai-tucson-shine',
      image: { src: '/images/vehicles/suv-grey.svg', srcSet: null },
      badge: 'Occasion',
      name: 'Hyundai Tucson',
      trim: 'Shine',
      facts: expect.stringMatching(/^2021 · 89\.600\skm · Hybride essence · Automatique$/),
      price: expect.stringMatching(/^18\.200\s€$/),
      priceNote: null,
      apr: null,
      credit: null,
      creditHref: null,
      co2: 'CO₂ 159 g/km',
    });
    const de = cardView('de-lu', card, 'purchase');
    expect(de.href).toBe('/de-lu/stock/100063-1-hyundai-tucson-shine');
    expect(de.badge).toBe('Gebraucht');
    expect(de.facts).toMatch(/^2021 · 89\.600\skm · Hybrid \(Benzin\) · Automatik$/);
    const en = cardView('en-gb', card, 'purchase');
    expect(en.href).toBe('/en-gb/stock/100063-1-hyundai-tucson-shine');
    expect(en.facts).toBe('2021 · 89,600 km · Petrol hybrid · Automatic');
    expect(en.price).toBe('€18,200');
  });

  it('shows the monthly rate of the chosen financing with its APR and its whole example, and the purchase price where there is none', () => {
    expect(cardView('de-lu', card, 'private')).toMatchObject({
      price: expect.stringMatching(/^335,57\s€$/),
      // an instalment is a credit amount: no VAT wording (docs/credit-law.md)
      priceNote: '/ Monat',
      apr: expect.stringMatching(/^eff\. Jahreszins 5,01\s%$/),
      creditHref: '/de-lu/stock/100063-1-hyundai-tucson-shine#financing',
    });
    const example = cardView('de-lu', card, 'private').credit!.replace(/[\u00a0\u202f]/g, ' ');
    // every element of art. 8, the lender named in German, the total without the deposit
    for (const part of [
      'Repräsentatives Beispiel, Privatfinanzierung',
      'Barzahlungspreis 18.200,00 € inkl. MwSt.',
      'Anzahlung 3.600,00 €',
      'Nettodarlehensbetrag 14.600,00 €',
      'Sollzins gebunden 4,90 %',
      'effektiver Jahreszins 5,01 %',
      'Laufzeit 48 Monate',
      '48 Monatsraten von 335,57 €',
      'Gesamtbetrag 16.107,36 €',
      'Kreditkosten von 1.507,36 €',
      'Kreditgeber: Autopolis Finance S.A. (fiktiver Kreditgeber)',
    ]) {
      expect(example).toContain(part);
    }
    expect(cardView('fr-lu', card, 'private').credit).toContain('Prêteur : Autopolis Finance S.A. (prêteur fictif)');
    expect(cardPrice(card, 'business')).toEqual({ amount: 18_200, type: 'purchase' });
    expect(cardView('en-gb', card, 'business')).toMatchObject({ price: '€18,200', priceNote: null, apr: null, credit: null });
  });

  it('gives the APR the same size and weight as the instalment', () => {
    const html = renderToString(<VehicleCardList className="stock-grid" cards={[cardRow(cardView('en-gb', card, 'private'))]} />);
    expect(html).toMatch(
      /<p class="vehicle-card__price"><strong>€335\.57<\/strong>.*<strong data-credit-apr="true">APR 5\.01%<\/strong><\/p>/,
    );
  });

  it('leaves the photo out when the vehicle has none', () => {
    const view = cardView('fr-lu', { ...card, image: null }, 'purchase');
    expect(view.image).toBeNull();
    const html = renderToString(<VehicleCardList className="stock-grid" cards={[view].map(cardRow)} />);
    expect(html).not.toContain('<img');
  });
});

describe('card photos', () => {
  it('come cut to the card from Storyblok, at the widths the grid needs', () => {
    const src = 'https://a.storyblok.com/f/288776/1920x1280/5c1f2e9a0b/ford-puma.jpg';
    const view = cardView('fr-lu', { ...card, image: { src, alt: '' } }, 'purchase');
    expect(view.image).toEqual({ src: `${src}/m/480x320`, srcSet: expect.stringContaining(`${src}/m/960x640 960w`) });
    const html = renderToString(<VehicleCardList className="stock-grid" cards={[view].map(cardRow)} />);
    expect(html).toContain(`src="${src}/m/480x320"`);
    expect(html).toMatch(/srcSet="[^"]+240w[^"]+"/);
    expect(html).toContain('sizes="(min-width: 36rem) 25rem, calc(100vw - 2rem)"');
  });
});

describe('VehicleCardList', () => {
  it('renders a linked title per card, the first photos eagerly and the others lazily', () => {
    const views = [1, 2, 3].map((i) => cardView('fr-lu', { ...card, id: i, param: `${i}-1-hyundai-tucson-shine` }, 'private'));
    const html = renderToString(<VehicleCardList className="stock-grid" cards={views.map(cardRow)} eager={2} />);
    expect(html.match(/<h3 class="vehicle-card__title"><a href="\/stock\/\d-1-hyundai-tucson-shine">/g)).toHaveLength(3);
    expect(html.match(/loading="eager"/g)).toHaveLength(2);
    expect(html.match(/loading="lazy"/g)).toHaveLength(1);
    expect(html).toContain('<span class="vehicle-card__monthly"> / mois</span>');
    // the first photo is the largest image of a phone's first screen: fetched first (issue 15, point 13)
    // (React also preloads it from the document's head)
    const images = html.match(/<img [^>]*>/g)!;
    expect(images.map((img) => img.includes('fetchPriority="high"'))).toEqual([true, false, false]);
    // a list with no eager photos (further down a CMS page) claims no priority
    expect(renderToString(<VehicleCardList className="stock-grid" cards={views.map(cardRow)} />)).not.toContain('fetchPriority');
  });
});

describe('rows for the RSC payload', () => {
  it('render the cards and the filter options exactly as the objects they stand for', () => {
    const views = [cardView('fr-lu', card, 'private'), cardView('en-gb', { ...card, id: 7, image: null }, 'purchase')];
    expect(views.map(cardRow).map(cardOfRow)).toEqual(views);
    const list = { className: 'stock-grid', eager: 1, keep: { keep: 'Keep', compare: 'Compare', compareFull: 'Full' } };
    expect(renderToString(<VehicleCardList cards={views.map(cardRow)} {...list} />)).toBe(
      renderToString(
        // the main results: the links that come into view are fetched ahead (src/navigation/prefetch.ts)
        <ul className={list.className} data-prefetch-in-view="">
          {views.map((view, i) => (
            <li key={view.id}>
              <VehicleCardView view={view} eager={i < list.eager} priority={i === 0} keep={list.keep} />
            </li>
          ))}
        </ul>,
      ),
    );

    const options: FilterOption[] = [
      { value: 'ford', label: 'Ford', count: 12, selected: true, disabled: false },
      { value: 'kia', label: 'Kia', count: 0, selected: false, disabled: true },
      { value: 'fiat', label: 'Fiat', count: 3, selected: false, disabled: false },
    ];
    const html = renderToString(<OptionList name="brand" options={optionRows(options)} scroll />);
    expect(html).toBe(
      '<ul class="stock-options stock-options--scroll">' +
        '<li class="stock-option"><label><input type="checkbox" name="brand" checked="" value="ford"/><span class="stock-option__label">Ford</span><span class="stock-option__count">12</span></label></li>' +
        '<li class="stock-option" data-disabled="true"><label><input type="checkbox" disabled="" name="brand" value="kia"/><span class="stock-option__label">Kia</span><span class="stock-option__count">0</span></label></li>' +
        '<li class="stock-option"><label><input type="checkbox" name="brand" value="fiat"/><span class="stock-option__label">Fiat</span><span class="stock-option__count">3</span></label></li>' +
        '</ul>',
    );
  });
});
