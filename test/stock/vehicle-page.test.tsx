import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import deLu from '../../locales/de-lu.json';
import enGb from '../../locales/en-gb.json';
import frLu from '../../locales/fr-lu.json';
import { generateVehicles } from '../../mocks/vehicles/generate';
import { SbStory } from '../../src/content/storyblok-schema';
import type { Locale } from '../../src/routing/locales';
import { vehicleDocument } from '../../src/stock/document';
import { quoteFinancing } from '../../src/stock/financing/calculator';
import { formatCents } from '../../src/stock/financing/format';
import { readFinancingDefaults } from '../../src/stock/financing/terms';
import { createMockSource } from '../../src/content/mock-source';
import type { Vehicle } from '../../src/stock/types';
import { directoryOf } from '../../src/directory/directory';
import { resolveVehiclePage, type VehiclePageData } from '../../src/stock/vehicle-page/data';
import { jsonLdScriptContent } from '../../src/seo/json-ld';
import { vehicleJsonLd } from '../../src/stock/vehicle-page/json-ld';
import { formatEuros } from '../../src/i18n/server';
import { equipmentGroups, keyFacts, priceView } from '../../src/stock/vehicle-page/model';
import { VehiclePage } from '../../src/stock/vehicle-page/vehicle-page';

const SITE = 'https://www.example.lu';
const MESSAGES = { 'fr-lu': frLu, 'de-lu': deLu, 'en-gb': enGb } as const;
const LOCALES = Object.keys(MESSAGES) as Locale[];
const PREFIX: Record<Locale, string> = { 'fr-lu': '', 'de-lu': '/de-lu', 'en-gb': '/en-gb' };

/** Vehicles as the search index holds them: generated stories through the indexer's mapping (the settings' lenders named in each locale). */
const defaults = await readFinancingDefaults(createMockSource());
const stock: Vehicle[] = generateVehicles(2).map((story) => {
  const mapped = vehicleDocument(SbStory.parse(story), {}, defaults);
  if (!mapped.ok) throw new Error(mapped.reason);
  return mapped.document.vehicle;
});
/** 100001: a used diesel Ford Ranger without financing offers; 100002: a new electric Kia EV6 with both. */
const diesel = stock[0]!;
const electric = stock[1]!;

function pageData(locale: Locale, vehicle: Vehicle, brand?: string): VehiclePageData {
  const result = resolveVehiclePage(locale, vehicle, { param: vehicle.param, brand }, SITE);
  if (result.kind !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result.page;
}

/** The page's HTML once every boundary is done (the calculator's code is a chunk loaded on its own, as the server loads it). */
async function renderComplete(element: ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}
const render = (page: VehiclePageData) => renderComplete(<VehiclePage page={page} />);

/** The text of the page without tags (entities decoded where the tests need them). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** The page's `Car` (beside it, only its breadcrumbs). */
function jsonLdOf(html: string): Record<string, any> {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  expect(scripts.map((s) => s['@type']).sort()).toEqual(['BreadcrumbList', 'Car']);
  return scripts.find((s) => s['@type'] === 'Car');
}

describe('fixtures', () => {
  it('are the vehicles the tests describe', () => {
    expect(diesel).toMatchObject({ id: 100001, brand: 'ford', fuel: 'diesel', condition: 'used', location: 'niederkorn' });
    expect(electric).toMatchObject({ id: 100002, brand: 'kia', fuel: 'electric', condition: 'new' });
    expect(electric.prices.private).toBeGreaterThan(0);
    expect(diesel.prices.private || null).toBeNull();
  });
});

describe('prices', () => {
  it('formats euros without cents in each locale', () => {
    expect(formatEuros('fr-lu', 25950)).toMatch(/^25\.950\s€$/);
    expect(formatEuros('de-lu', 25950)).toMatch(/^25\.950\s€$/);
    expect(formatEuros('en-gb', 25950)).toBe('€25,950');
  });

  it('shows each financing as its instalment and APR alike, with no "from" and no VAT wording, and its whole example', () => {
    const en = priceView('en-gb', electric);
    // the monthly price is the representative example's instalment, to the cent
    const q = quoteFinancing(electric.financing.private!);
    expect(electric.prices.private).toBe(q.instalmentCents / 100);
    expect(en.private).toMatchObject({
      monthly: `${formatCents('en-gb', q.instalmentCents)}/month`,
      apr: `APR ${(q.aprBp / 100).toFixed(2)}%`,
    });
    expect(en.business!.monthly).toBe(`${formatCents('en-gb', quoteFinancing(electric.financing.business!).instalmentCents)}/month`);
    expect(en.private!.example).toContain(`total amount payable ${formatCents('en-gb', q.totalPayableCents)}`);
    expect(en.private!.example).toContain('Lender: Autopolis Finance S.A. (fictional lender)');
    expect(en.business!.example).toMatch(/final payment of .+, arrangement fee of €250\.00/);
    const de = priceView('de-lu', electric);
    expect(de.private!.monthly).toMatch(/^.+,\d\d\s€\/Monat$/);
    expect(de.private!.lender).toBe('Autopolis Finance S.A. (fiktiver Kreditgeber)');
    expect(priceView('fr-lu', diesel)).toMatchObject({ private: null, business: null });
  });
});

describe('key facts', () => {
  it('lists the seed facts in order, in the locale, with units', () => {
    const facts = keyFacts('en-gb', diesel);
    expect(facts.map((f) => f.key)).toEqual([
      'year',
      'firstRegistration',
      'mileage',
      'fuel',
      'transmission',
      'power',
      'cylinder',
      'consumption',
      'co2',
      'body',
      'condition',
      'color',
      'doors',
      'seats',
    ]);
    const byKey = Object.fromEntries(facts.map((f) => [f.key, f.value]));
    expect(byKey.year).toBe(String(diesel.year));
    expect(byKey.firstRegistration).toBe('03/2021');
    expect(byKey.fuel).toBe('Diesel');
    expect(byKey.co2).toBe(`${diesel.co2} g/km`);
    expect(byKey.consumption).toBe(`${diesel.consumption!.toFixed(1)} l/100 km`);
    expect(byKey.power).toMatch(new RegExp(`^${diesel.powerHp} hp \\(\\d+ kW\\)$`));
    expect(byKey.cylinder).toMatch(/^[\d,]+ cm³$/);
    const de = Object.fromEntries(keyFacts('de-lu', diesel).map((f) => [f.label, f.value]));
    expect(de['Kraftstoff']).toBe('Diesel');
    // ICU writes month and year with a slash or a dot depending on its version
    expect(de['Erstzulassung']).toMatch(/^03[./]2021$/);
    expect(de['Leistung']).toMatch(/ PS \(\d+ kW\)$/);
  });

  it('gives electric vehicles battery and range, consumption in kWh/100 km and no cylinder capacity', () => {
    const facts = Object.fromEntries(keyFacts('fr-lu', electric).map((f) => [f.key, f.value]));
    expect(facts.battery).toBe(`${electric.batteryKwh} kWh`);
    expect(facts.range).toMatch(/^[\d.]+ km$/);
    expect(facts.consumption).toBe(`${electric.consumption!.toFixed(1).replace('.', ',')} kWh/100 km`);
    expect(facts.co2).toBe('0 g/km');
    expect(facts.cylinder).toBeUndefined();
    expect(facts.fuel).toBe('Électrique');
    expect(facts.firstRegistration).toBeUndefined();
  });
});

describe('equipment', () => {
  it('groups items per localized category with Miscellaneous last, items in the vocabulary’s words', () => {
    const shuffled: Vehicle = {
      ...diesel,
      equipment: [
        { category: 'Miscellaneous', items: ['Tow bar'] },
        { category: 'Comfort', items: ['Heated seats'] },
        { category: 'Empty', items: [] },
        { category: 'Off-road pack', items: ['Skid plates'] },
      ],
    };
    expect(equipmentGroups('de-lu', shuffled).map((g) => [g.title, g.items])).toEqual([
      ['Komfort', ['Heated seats']],
      ['Off-road pack', ['Skid plates']],
      ['Sonstiges', ['Anhängerkupplung']],
    ]);
    // items the vocabulary lacks ("Heated seats", "Skid plates") are shown as the feed gives them
  });
});

describe('JSON-LD', () => {
  it('describes a schema.org Car with its Offer', () => {
    const page = pageData('en-gb', electric);
    const data = vehicleJsonLd({
      locale: 'en-gb',
      vehicle: electric,
      url: page.canonicalUrl,
      dealershipUrl: `${SITE}/en-gb/locations/x`,
      siteUrl: SITE,
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: electric.title,
      brand: { '@type': 'Brand', name: 'Kia' },
      model: electric.model,
      vehicleModelDate: String(electric.year),
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: electric.mileage, unitCode: 'KMT' },
      fuelType: 'Electric',
      emissionsCO2: 0,
      itemCondition: 'https://schema.org/NewCondition',
      offers: {
        '@type': 'Offer',
        price: electric.prices.purchase,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${SITE}/en-gb/stock/${electric.param}`,
      },
    });
    expect((data.image as string[]).every((src) => src.startsWith(`${SITE}/images/`))).toBe(true);
  });

  it('escapes < > & so the JSON cannot end its script element', () => {
    const content = jsonLdScriptContent({ name: 'A </script><script>alert(1)</script> & <!-- b' });
    expect(content).not.toMatch(/[<>&]/);
    expect(JSON.parse(content).name).toBe('A </script><script>alert(1)</script> & <!-- b');
  });
});

describe('the page', () => {
  for (const locale of LOCALES) {
    const t = MESSAGES[locale].vehicle;
    const prefix = PREFIX[locale];

    it(`renders every block in ${locale}`, async () => {
      const html = await render(pageData(locale, diesel));
      const body = text(html);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${diesel.title}</h1>`));
      expect(html).toContain(`<title>${diesel.title} (${diesel.year}) – `);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${prefix}/stock/${diesel.param}"/>`);
      // price and CO2 side by side
      expect(body).toContain(text(formatEuros(locale, diesel.prices.purchase)));
      expect(body).toContain(t.price.purchase);
      expect(html).toMatch(/data-efficiency="co2"[^>]*>.*CO₂ 313 g\/km/);
      expect(html).toContain('data-efficiency="consumption"');
      // no financing offers for this one
      expect(html).not.toContain('data-price="private"');
      // localized facts
      expect(body).toContain(t.facts.title);
      expect(body).toContain(t.facts.mileage);
      expect(body).toContain(t.fuel.diesel);
      expect(body).toContain(t.transmission[diesel.transmission]);
      expect(body).toContain(t.body[diesel.body]);
      expect(html).toMatch(/<dl class="vehicle-facts">/);
      // equipment groups, benefits, dealership and calls to action
      expect(html).toContain(`<h3>${t.equipment.category.comfort}</h3>`);
      for (const benefit of Object.values(t.benefits)) expect(body).toContain(benefit);
      expect(body).toContain('Niederkorn');
      const locations = locale === 'fr-lu' ? 'concessions' : 'locations';
      expect(html).toContain(`href="${prefix}/${locations}/niederkorn"`);
      const interest = locale === 'fr-lu' ? 'interessee' : 'interest';
      const testDrive = locale === 'fr-lu' ? 'essai-routier' : 'test-drive';
      expect(html).toContain(`href="${prefix}/stock/${diesel.param}/${interest}"`);
      expect(html).toContain(`href="${prefix}/stock/${diesel.param}/${testDrive}"`);
      expect(body).toContain(t.actions.interest.replace(/'/g, "'"));
      expect(body).toContain(t.actions.testDrive);
      // structured data
      const ld = jsonLdOf(html);
      expect(ld['@type']).toBe('Car');
      expect(ld.offers['@type']).toBe('Offer');
      expect(ld.offers.price).toBe(diesel.prices.purchase);
      expect(ld.itemCondition).toBe('https://schema.org/UsedCondition');
    });
  }

  it('pins the calls to action for a phone: ask, test drive and a call to the dealership, as plain links', async () => {
    const directory = directoryOf('en-gb', [
      { slug: 'niederkorn', name: 'Autopolis Niederkorn', place: 'Niederkorn', kind: 'dealership', phone: '+352 00 00 30 00' },
    ]);
    const result = resolveVehiclePage('en-gb', diesel, { param: diesel.param }, SITE, directory);
    if (result.kind !== 'page') throw new Error('expected a page');
    const html = await render(result.page);
    const bar = /<nav class="vehicle-cta" aria-label="Contact the dealership"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...bar.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      `/en-gb/stock/${diesel.param}/interest`,
      `/en-gb/stock/${diesel.param}/test-drive`,
      'tel:+35200003000',
    ]);
    expect(text(bar)).toContain('Call Autopolis Niederkorn, +352 00 00 30 00');
    // no number in the CMS: no call button
    const noNumber = await render(pageData('en-gb', diesel));
    expect(noNumber).toContain('class="vehicle-cta"');
    expect(noNumber).not.toContain('href="tel:');
  });

  it('folds the key facts and the equipment in disclosures, kept open or closed on Back', async () => {
    const html = await render(pageData('en-gb', diesel));
    expect(html).toMatch(
      /<details class="vehicle-fold" data-keep-view="vehicle-facts"><summary class="vehicle-fold__toggle">Show all \d+ key facts<\/summary><dl class="vehicle-facts">/,
    );
    expect(html).toMatch(
      /<details class="vehicle-fold" data-keep-view="vehicle-equipment"><summary class="vehicle-fold__toggle">Show all \d+ equipment items<\/summary><div class="vehicle-equipment">/,
    );
  });

  it('shows both financing offers, battery and range for an electric vehicle', async () => {
    const html = await render(pageData('en-gb', electric));
    const body = text(html);
    expect(html).toContain('data-price="private"');
    expect(html).toContain('data-price="business"');
    // the cash price says whether VAT is in it; the instalments do not (a credit has no VAT)
    expect(body).toMatch(/cash price €[\d,.]+ incl\. VAT/);
    expect(body).toMatch(/cash price €[\d,.]+ excl\. VAT/);
    expect(body).not.toMatch(/\/month VAT/);
    expect(html).toContain('data-fact="battery"');
    expect(html).toContain('data-fact="range"');
    expect(body).toContain(`${electric.batteryKwh} kWh`);
    expect(html).toMatch(/data-efficiency="consumption"[^>]*>[\d.]+ kWh\/100 km/);
  });

  it('gives the financing its representative example once in full, with the legal warning in the locale, and a calculator', async () => {
    const warnings = {
      'fr-lu': 'Attention, emprunter de l’argent coûte aussi de l’argent.',
      'de-lu': 'Achtung! Kreditaufnahme kostet Geld.',
      'en-gb': 'Attention! Borrowing money costs money.',
    };
    for (const locale of LOCALES) {
      const html = await render(pageData(locale, electric));
      const firstScreen = html.slice(0, html.indexOf('class="vehicle-actions"'));
      // the warning in the first screen, beside the monthly figures, and again in the financing section
      expect(text(firstScreen)).toContain(warnings[locale]);
      expect(html).toContain('id="financing"');
      // the table once: the calculator's result, which is the representative example until the visitor changes a term
      expect(html.match(/data-financing-example=/g)).toEqual(['data-financing-example=']);
      expect(html).toContain('data-financing-example="private"');
      expect(html).toContain('data-financing-calculator');
      // the example beside each price links to the table
      expect(html.match(/class="vehicle-financing__example" href="#financing"/g)).toHaveLength(2);
    }
    const terms = electric.financing.private!;
    const q = quoteFinancing(terms);
    const html = await render(pageData('en-gb', electric));
    const example = html.slice(html.indexOf('data-financing-example="private"'));
    for (const [row, value] of [
      ['credit', formatCents('en-gb', q.creditCents)],
      ['deposit', formatCents('en-gb', q.depositCents)],
      ['total', formatCents('en-gb', q.totalPayableCents)],
      ['instalment', `48 monthly instalments of ${formatCents('en-gb', q.instalmentCents)}`],
      ['apr', `${(q.aprBp / 100).toFixed(2)}%`],
      ['rate', '4.90%'],
      ['lender', 'Autopolis Finance S.A. (fictional lender)'],
    ] as const) {
      expect(example).toMatch(new RegExp(`data-row="${row}"><dt>[^<]*</dt><dd>${value.replace(/[.()]/g, '\\$&')}`));
    }
    expect(q.totalPayableCents).toBe(q.creditCents + q.costCents);
    // no financing, no example
    expect(render(pageData('en-gb', diesel))).not.toContain('id="financing"');
  });

  it('quotes the choice of the calculator’s GET form on the server', async () => {
    const query = new URLSearchParams({ finance: 'private', months: '60', deposit: '2000' });
    const html = await renderComplete(<VehiclePage page={pageData('en-gb', electric)} query={query} />);
    const q = quoteFinancing(electric.financing.private!, { months: 60, depositCents: 200_000 });
    const calculator = html.slice(html.indexOf('data-financing-calculator'));
    expect(calculator).toContain(`60 monthly instalments of ${formatCents('en-gb', q.instalmentCents)}`);
    expect(calculator).toContain('href="/en-gb/stock/100002-1-kia-ev6-earth/interest?finance=private&amp;months=60&amp;deposit=2000"');
  });

  it('links the brand route to the brand interest and test-drive forms, its one canonical is /stock/{vehicle}', async () => {
    const html = await render(pageData('de-lu', electric, 'kia'));
    expect(html).toContain(`<link rel="canonical" href="${SITE}/de-lu/stock/${electric.param}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${SITE}/stock/${electric.param}"/>`);
    expect(html).toContain(`href="/de-lu/kia/stock/${electric.param}/interest"`);
    expect(html).toContain(`href="/de-lu/kia/stock/${electric.param}/test-drive"`);
  });

  it('loads the first photo eagerly with its size and the others lazily, thumbnails link to photos', async () => {
    const html = await render(pageData('fr-lu', diesel));
    const imgs = [...html.matchAll(/<li id="vehicle-photo-(\d)"[^>]*><img ([^>]*)>/g)];
    expect(imgs.map((m) => m[1])).toEqual(['1', '2', '3']);
    expect(imgs[0]![2]).toMatch(/width="1600" height="1000"/);
    expect(imgs[0]![2]).toContain('loading="eager"');
    expect(imgs[0]![2]).toContain('fetchPriority="high"');
    expect(imgs[1]![2]).toContain('loading="lazy"');
    expect(html).toContain('href="#vehicle-photo-2"');
  });

  it('shows a placeholder when a vehicle has no photo', async () => {
    const html = await render(pageData('en-gb', { ...diesel, images: [] }));
    expect(html).toContain('vehicle-gallery--empty');
    expect(text(html)).toContain(enGb.vehicle.gallery.noPhoto);
  });

  it('escapes a script-closing vehicle title in the JSON-LD and in the page', async () => {
    const title = 'Evil </script><script>alert(1)</script>';
    const html = await render(pageData('en-gb', { ...diesel, title }));
    expect(html).not.toContain('<script>alert(1)');
    expect(jsonLdOf(html).name).toBe(title);
  });
});

describe('canonical URL', () => {
  it('redirects an outdated slug to the canonical path', () => {
    expect(resolveVehiclePage('fr-lu', diesel, { param: '100001-1-wrong-slug' }, SITE)).toEqual({
      kind: 'redirect',
      location: `/stock/${diesel.param}`,
    });
    expect(resolveVehiclePage('en-gb', diesel, { param: '100001-1-wrong-slug', brand: 'ford' }, SITE)).toEqual({
      kind: 'redirect',
      location: `/en-gb/ford/stock/${diesel.param}`,
    });
  });

  it('redirects a wrong brand to the vehicle under its own brand', () => {
    expect(resolveVehiclePage('de-lu', diesel, { param: diesel.param, brand: 'kia' }, SITE)).toEqual({
      kind: 'redirect',
      location: `/de-lu/ford/stock/${diesel.param}`,
    });
  });

  it('renders the canonical paths with and without brand', () => {
    expect(resolveVehiclePage('fr-lu', diesel, { param: diesel.param }, SITE).kind).toBe('page');
    expect(resolveVehiclePage('fr-lu', diesel, { param: diesel.param, brand: 'ford' }, SITE).kind).toBe('page');
  });
});
