/**
 * Vehicle stories → search documents, as the indexer reads them (no engine needed).
 */
import { describe, expect, it } from 'vitest';
import { describeSkipped, toDocuments } from '../../src/indexing/documents';
import { financingDefaultsOf } from '../../src/stock/financing/terms';
import { brokenVehicleStories, mockSettingsStory, mockVehicleStories, withContent } from './stock-fixtures';

const [first, second, third] = mockVehicleStories();

describe('toDocuments', () => {
  it('keeps an empty number field empty: null, "" (Storyblok) and missing are null, "0" is 0', () => {
    const stories = [
      withContent(first!, { price_private: null, price_business: '', cylinder_cc: '', battery_kwh: null }),
      withContent(second!, { price_private: undefined, price_business: undefined, range_km: undefined }),
      withContent(third!, { price_private: '0', price_business: '349.5', cylinder_cc: '1498' }),
    ];
    const { documents, skipped } = toDocuments(stories);
    expect(skipped).toEqual([]);
    const byId = new Map(documents.map((d) => [d.id, d]));
    expect(byId.get(first!.id)).toMatchObject({
      price_private: null,
      price_business: null,
      vehicle: { cylinderCc: null, batteryKwh: null },
    });
    expect(byId.get(first!.id)?.card.prices).toMatchObject({ private: null, business: null });
    expect(byId.get(second!.id)).toMatchObject({ price_private: null, price_business: null, vehicle: { rangeKm: null } });
    // a monthly price the feed sends says the vehicle is financed; without terms (no feed terms, no
    // settings defaults here) it is not advertised: a cost of credit needs its representative example
    expect(byId.get(third!.id)).toMatchObject({ price_private: null, price_business: null, vehicle: { cylinderCc: 1498 } });
  });

  it('gives a financed price type its terms, the feed’s or the settings’ defaults, and its instalment as the monthly price', () => {
    const defaults = financingDefaultsOf(mockSettingsStory().content);
    const feed = {
      component: 'financing_terms',
      price_type: 'private',
      lender: 'Banque Exemple',
      rate_type: 'variable',
      borrowing_rate: 5.9,
      duration: 36,
      deposit: 4000,
      balloon: 5000,
      fees: 300,
    };
    const stories = [
      withContent(first!, { price_purchase: 24_000, price_private: 1, price_business: null, financing: [feed] }),
      withContent(second!, { price_purchase: 20_000, price_private: 295, price_business: 250, financing: [] }),
    ];
    const { documents } = toDocuments(stories, {}, defaults);
    const byId = new Map(documents.map((d) => [d.id, d]));
    // the hand-worked example of test/stock/financing.test.ts: 480.23 € a month
    expect(byId.get(first!.id)).toMatchObject({ price_private: 480.23, price_business: null });
    expect(byId.get(first!.id)?.vehicle.financing.private).toMatchObject({ lender: 'Banque Exemple', rateType: 'variable', rateBp: 590 });
    // the card keeps the whole representative example; its total is the credit plus its cost, without the deposit
    expect(byId.get(first!.id)?.card.credit.private).toMatchObject({
      lender: 'Banque Exemple',
      rateType: 'variable',
      rateBp: 590,
      aprBp: 695,
      months: 36,
      creditCents: 2_000_000,
      instalmentCents: 48_023,
      totalPayableCents: 2_258_828,
      costCents: 258_828,
    });
    // the settings' default: 4.90 % over 48 months, 20 % deposit: 367.74 € a month
    expect(byId.get(second!.id)).toMatchObject({ price_private: 367.74 });
    expect(byId.get(second!.id)?.vehicle.financing.business).toMatchObject({ rateBp: 540, feesCents: 25_000 });
  });

  it('drops vehicle photos whose address is no http(s) URL or site path, keeping the good ones', () => {
    const img = (filename: string) => ({ id: 1, filename, alt: '', title: '' });
    const story = withContent(first!, {
      images: [
        img('javascript:alert(1)'),
        img('https://exa mple.com/a.jpg'),
        img('http://'),
        img(''),
        img('/images/vehicles/ok.svg'),
        img('//a.storyblok.com/f/1/car.jpg'),
      ],
    });
    const { documents, skipped } = toDocuments([story]);
    expect(skipped).toEqual([]);
    expect(documents[0]!.vehicle.images.map((i) => i.src)).toEqual(['/images/vehicles/ok.svg', 'https://a.storyblok.com/f/1/car.jpg']);
    expect(documents[0]!.vehicle.images[0]!.alt).toBe(documents[0]!.title);
  });

  it('sorts by id, indexes a story seen twice once, and lists each invalid story with its id and reason', () => {
    const broken = brokenVehicleStories(first!);
    const { documents, skipped } = toDocuments([third!, ...broken.map((b) => b.story).reverse(), first!, third!]);
    expect(documents.map((d) => d.id)).toEqual([first!.id, third!.id]);
    expect(skipped.map((s) => s.id)).toEqual(broken.map((b) => b.story.id));
    for (const [i, s] of skipped.entries()) {
      expect(s.reason).toContain(broken[i]!.field);
      expect(s.slug).toBe(broken[i]!.story.full_slug);
    }
    const text = describeSkipped(skipped, 3);
    expect(text).toContain(`${broken[0]!.story.id} (`);
    expect(text).toMatch(new RegExp(`and ${broken.length - 3} more$`));
  });
});
