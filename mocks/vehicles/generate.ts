/**
 * Deterministic generator of vehicle stories (Storyblok shape, content type `vehicle`).
 *
 *   npx tsx mocks/vehicles/generate.ts                      → the 320 committed mock vehicles
 *   npx tsx mocks/vehicles/generate.ts --count 10000 --out bench/data/stories   (benchmarks; not committed)
 *
 * The same count always gives the same vehicles. Vehicles are not translated: they exist in the
 * default language only, and the content sources fall back to it for the other locales.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

type Fuel = 'gasoline' | 'diesel' | 'electric' | 'gasoline-hybrid' | 'diesel-hybrid';
type Body = 'hatchback' | 'sedan' | 'estate' | 'suv' | 'coupe' | 'convertible' | 'mpv' | 'van' | 'pickup';
type ModelSpec = {
  model: string;
  body: Body;
  fuels: Fuel[];
  price: [number, number];
  hp: [number, number];
  trims: string[];
  seats?: number;
};

/** Brands of the seed with a few of their real model names; prices are rough list-price bands. */
const CATALOGUE: Record<string, { name: string; models: ModelSpec[] }> = {
  ford: {
    name: 'Ford',
    models: [
      {
        model: 'Puma',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'gasoline'],
        price: [26000, 36000],
        hp: [125, 160],
        trims: ['Titanium', 'ST-Line', 'ST-Line X', 'Vignale'],
      },
      {
        model: 'Kuga',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'diesel', 'gasoline'],
        price: [34000, 48000],
        hp: [150, 243],
        trims: ['Titanium', 'ST-Line X', 'Vignale'],
      },
      {
        model: 'Focus',
        body: 'hatchback',
        fuels: ['gasoline', 'gasoline-hybrid', 'diesel'],
        price: [25000, 35000],
        hp: [100, 155],
        trims: ['Connected', 'Titanium', 'ST-Line'],
      },
      {
        model: 'Mustang Mach-E',
        body: 'suv',
        fuels: ['electric'],
        price: [50000, 70000],
        hp: [269, 487],
        trims: ['Standard Range', 'Extended Range', 'GT'],
      },
      {
        model: 'Transit Custom',
        body: 'van',
        fuels: ['diesel', 'electric'],
        price: [38000, 55000],
        hp: [110, 170],
        trims: ['Trend', 'Limited'],
        seats: 3,
      },
      {
        model: 'Ranger',
        body: 'pickup',
        fuels: ['diesel'],
        price: [42000, 60000],
        hp: [170, 240],
        trims: ['XLT', 'Wildtrak', 'Raptor'],
        seats: 5,
      },
    ],
  },
  kia: {
    name: 'Kia',
    models: [
      {
        model: 'Sportage',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'diesel-hybrid', 'gasoline'],
        price: [33000, 46000],
        hp: [150, 265],
        trims: ['Pulse', 'Black Edition', 'GT-Line'],
      },
      { model: 'EV6', body: 'suv', fuels: ['electric'], price: [48000, 66000], hp: [229, 585], trims: ['Air', 'Earth', 'GT-Line', 'GT'] },
      {
        model: 'Niro',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'electric'],
        price: [32000, 45000],
        hp: [141, 204],
        trims: ['Pulse', 'More'],
      },
      {
        model: 'Picanto',
        body: 'hatchback',
        fuels: ['gasoline'],
        price: [14000, 19000],
        hp: [67, 84],
        trims: ['Pure', 'Pulse', 'GT-Line'],
      },
      {
        model: 'Ceed SW',
        body: 'estate',
        fuels: ['gasoline', 'diesel'],
        price: [26000, 34000],
        hp: [100, 160],
        trims: ['Pulse', 'Black Edition'],
      },
    ],
  },
  hyundai: {
    name: 'Hyundai',
    models: [
      {
        model: 'Tucson',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'diesel-hybrid', 'gasoline'],
        price: [34000, 47000],
        hp: [150, 265],
        trims: ['Shine', 'Premium', 'N Line'],
      },
      { model: 'Ioniq 5', body: 'suv', fuels: ['electric'], price: [45000, 65000], hp: [170, 325], trims: ['Core', 'Lounge', 'N'] },
      { model: 'i20', body: 'hatchback', fuels: ['gasoline'], price: [19000, 26000], hp: [84, 100], trims: ['Pure', 'Shine'] },
      {
        model: 'Kona',
        body: 'suv',
        fuels: ['electric', 'gasoline-hybrid'],
        price: [30000, 45000],
        hp: [120, 218],
        trims: ['Shine', 'Premium'],
      },
    ],
  },
  opel: {
    name: 'Opel',
    models: [
      {
        model: 'Corsa',
        body: 'hatchback',
        fuels: ['gasoline', 'electric'],
        price: [19000, 34000],
        hp: [75, 156],
        trims: ['Edition', 'Elegance', 'GS'],
      },
      {
        model: 'Astra Sports Tourer',
        body: 'estate',
        fuels: ['gasoline', 'diesel', 'gasoline-hybrid'],
        price: [27000, 42000],
        hp: [110, 225],
        trims: ['Edition', 'Elegance', 'GS'],
      },
      { model: 'Mokka', body: 'suv', fuels: ['gasoline', 'electric'], price: [25000, 38000], hp: [100, 156], trims: ['Edition', 'GS'] },
      {
        model: 'Zafira Life',
        body: 'mpv',
        fuels: ['diesel', 'electric'],
        price: [42000, 60000],
        hp: [120, 177],
        trims: ['Edition', 'Elegance'],
        seats: 8,
      },
      {
        model: 'Vivaro',
        body: 'van',
        fuels: ['diesel', 'electric'],
        price: [33000, 48000],
        hp: [120, 177],
        trims: ['Enjoy', 'Edition'],
        seats: 3,
      },
    ],
  },
  fiat: {
    name: 'Fiat',
    models: [
      {
        model: '500',
        body: 'hatchback',
        fuels: ['electric', 'gasoline-hybrid'],
        price: [17000, 34000],
        hp: [70, 118],
        trims: ['Pop', 'Icon', 'La Prima'],
      },
      {
        model: '500C',
        body: 'convertible',
        fuels: ['electric', 'gasoline-hybrid'],
        price: [20000, 37000],
        hp: [70, 118],
        trims: ['Icon', 'La Prima'],
      },
      {
        model: 'Tipo Cross',
        body: 'hatchback',
        fuels: ['gasoline-hybrid', 'diesel'],
        price: [24000, 30000],
        hp: [130, 130],
        trims: ['Cross', 'Cross Plus'],
      },
      {
        model: 'Doblò',
        body: 'van',
        fuels: ['diesel', 'electric'],
        price: [25000, 38000],
        hp: [100, 136],
        trims: ['Base', 'Maxi'],
        seats: 5,
      },
    ],
  },
  abarth: {
    name: 'Abarth',
    models: [
      {
        model: '500e',
        body: 'hatchback',
        fuels: ['electric'],
        price: [38000, 43000],
        hp: [155, 155],
        trims: ['Turismo', 'Scorpionissima'],
      },
      { model: '695', body: 'hatchback', fuels: ['gasoline'], price: [27000, 33000], hp: [180, 180], trims: ['Turismo', 'Competizione'] },
    ],
  },
  'alfa-romeo': {
    name: 'Alfa Romeo',
    models: [
      {
        model: 'Tonale',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'diesel'],
        price: [38000, 52000],
        hp: [130, 280],
        trims: ['Sprint', 'Ti', 'Veloce'],
      },
      { model: 'Giulia', body: 'sedan', fuels: ['gasoline', 'diesel'], price: [45000, 62000], hp: [160, 280], trims: ['Sprint', 'Veloce'] },
      {
        model: 'Junior',
        body: 'suv',
        fuels: ['electric', 'gasoline-hybrid'],
        price: [30000, 45000],
        hp: [136, 280],
        trims: ['Speciale', 'Elettrica Veloce'],
      },
    ],
  },
  jeep: {
    name: 'Jeep',
    models: [
      {
        model: 'Avenger',
        body: 'suv',
        fuels: ['gasoline', 'electric'],
        price: [25000, 40000],
        hp: [100, 156],
        trims: ['Longitude', 'Altitude', 'Summit'],
      },
      {
        model: 'Compass',
        body: 'suv',
        fuels: ['gasoline-hybrid', 'diesel'],
        price: [36000, 50000],
        hp: [130, 240],
        trims: ['Longitude', 'Limited', 'Trailhawk'],
      },
      { model: 'Wrangler', body: 'suv', fuels: ['gasoline-hybrid'], price: [62000, 75000], hp: [380, 380], trims: ['Sahara', 'Rubicon'] },
    ],
  },
  lancia: {
    name: 'Lancia',
    models: [
      {
        model: 'Ypsilon',
        body: 'hatchback',
        fuels: ['electric', 'gasoline-hybrid'],
        price: [24000, 39000],
        hp: [100, 156],
        trims: ['Ypsilon', 'LX', 'Cassina'],
      },
    ],
  },
  mg: {
    name: 'MG',
    models: [
      {
        model: 'MG4',
        body: 'hatchback',
        fuels: ['electric'],
        price: [30000, 45000],
        hp: [170, 435],
        trims: ['Standard', 'Comfort', 'Luxury', 'XPOWER'],
      },
      {
        model: 'ZS',
        body: 'suv',
        fuels: ['gasoline', 'gasoline-hybrid'],
        price: [20000, 30000],
        hp: [106, 196],
        trims: ['Comfort', 'Luxury'],
      },
      {
        model: 'HS',
        body: 'suv',
        fuels: ['gasoline', 'gasoline-hybrid'],
        price: [29000, 40000],
        hp: [170, 272],
        trims: ['Comfort', 'Luxury'],
      },
      { model: 'MG3', body: 'hatchback', fuels: ['gasoline-hybrid'], price: [19000, 23000], hp: [194, 194], trims: ['Comfort', 'Luxury'] },
    ],
  },
  suzuki: {
    name: 'Suzuki',
    models: [
      { model: 'Swift', body: 'hatchback', fuels: ['gasoline-hybrid'], price: [18000, 23000], hp: [83, 83], trims: ['Club', 'Pro', 'Top'] },
      { model: 'Vitara', body: 'suv', fuels: ['gasoline-hybrid'], price: [25000, 33000], hp: [102, 129], trims: ['Club', 'Pro', 'Top'] },
      { model: 'Jimny', body: 'suv', fuels: ['gasoline'], price: [27000, 32000], hp: [102, 102], trims: ['Pro'] },
      { model: 'S-Cross', body: 'suv', fuels: ['gasoline-hybrid'], price: [28000, 36000], hp: [129, 129], trims: ['Pro', 'Top'] },
    ],
  },
  corvette: {
    name: 'Corvette',
    models: [
      { model: 'Stingray', body: 'coupe', fuels: ['gasoline'], price: [100000, 125000], hp: [482, 482], trims: ['2LT', '3LT'], seats: 2 },
      {
        model: 'Stingray Convertible',
        body: 'convertible',
        fuels: ['gasoline'],
        price: [110000, 135000],
        hp: [482, 482],
        trims: ['3LT'],
        seats: 2,
      },
      { model: 'E-Ray', body: 'coupe', fuels: ['gasoline-hybrid'], price: [140000, 160000], hp: [655, 655], trims: ['3LZ'], seats: 2 },
    ],
  },
  cadillac: {
    name: 'Cadillac',
    models: [
      { model: 'Lyriq', body: 'suv', fuels: ['electric'], price: [80000, 95000], hp: [528, 528], trims: ['Sport', 'Luxury'] },
      { model: 'Optiq', body: 'suv', fuels: ['electric'], price: [65000, 75000], hp: [304, 304], trims: ['Sport'] },
    ],
  },
  isuzu: {
    name: 'Isuzu',
    models: [
      { model: 'D-Max', body: 'pickup', fuels: ['diesel'], price: [38000, 52000], hp: [164, 164], trims: ['L', 'LS', 'V-Cross'], seats: 5 },
    ],
  },
  maxus: {
    name: 'Maxus',
    models: [
      { model: 'eDeliver 3', body: 'van', fuels: ['electric'], price: [36000, 44000], hp: [122, 122], trims: ['Van'], seats: 2 },
      {
        model: 'eDeliver 9',
        body: 'van',
        fuels: ['electric'],
        price: [62000, 78000],
        hp: [204, 204],
        trims: ['Van L2', 'Van L3'],
        seats: 3,
      },
      { model: 'MIFA 9', body: 'mpv', fuels: ['electric'], price: [70000, 78000], hp: [245, 245], trims: ['Luxury'], seats: 7 },
    ],
  },
};

const LOCATIONS = ['bertrange', 'niederkorn', 'esch-sur-alzette'];
const COLORS = ['white', 'black', 'grey', 'blue', 'red', 'silver'] as const;
const COLOR_HEX: Record<(typeof COLORS)[number], string> = {
  white: '#e9edf2',
  black: '#1f2430',
  grey: '#7b8493',
  blue: '#2451a6',
  red: '#b4262d',
  silver: '#b9c0ca',
};
const BODIES: Body[] = ['hatchback', 'sedan', 'estate', 'suv', 'coupe', 'convertible', 'mpv', 'van', 'pickup'];

const EQUIPMENT: Record<string, string[]> = {
  Comfort: [
    'Automatic climate control',
    'Heated front seats',
    'Keyless entry and start',
    'Heated steering wheel',
    'Electric tailgate',
    'Rain-sensing wipers',
  ],
  Safety: [
    'Adaptive cruise control',
    'Lane keeping assist',
    'Autonomous emergency braking',
    'Blind spot monitoring',
    'Rear view camera',
    '360° camera',
  ],
  Multimedia: ['Apple CarPlay and Android Auto', 'Navigation system', 'DAB+ radio', 'Wireless phone charging', 'Premium sound system'],
  Exterior: ['LED headlights', 'Alloy wheels 18"', 'Tinted rear windows', 'Panoramic roof', 'Roof rails'],
  Interior: ['Leather upholstery', 'Ambient lighting', 'Digital instrument cluster', 'Split-folding rear seats'],
  Miscellaneous: ['Tow bar', 'Spare wheel', 'Winter tyres included', 'Two keys', 'Service book complete'],
};

/** mulberry32: a small seeded PRNG, so the same count gives the same stock. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function generateVehicles(count: number, seed = 20261122) {
  const rand = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const between = (lo: number, hi: number) => lo + rand() * (hi - lo);
  const round = (n: number, step: number) => Math.round(n / step) * step;
  const brands = Object.keys(CATALOGUE);
  const stories = [];
  const base = Date.UTC(2026, 10, 20);
  /** legacy slugs given per brand, for Drupal pathauto's `-0`, `-1` … suffix on a repeated alias */
  const legacySlugs = new Set<string>();
  for (let i = 0; i < count; i++) {
    const id = 100001 + i;
    const brand = brands[i % brands.length]!;
    const { name: brandName, models } = CATALOGUE[brand]!;
    const spec = pick(models);
    const fuel = pick(spec.fuels);
    const trim = pick(spec.trims);
    const isNew = rand() < 0.35;
    const age = isNew ? 0 : Math.floor(between(1, 9));
    const year = 2026 - age;
    const mileage = isNew ? Math.floor(between(5, 60)) : round(between(age * 8000, age * 22000), 100);
    const list = between(spec.price[0], spec.price[1]);
    const purchase = round(isNew ? list : list * Math.pow(0.86, age) * (1 - mileage / 800000), 50);
    const electric = fuel === 'electric';
    const hybrid = fuel.endsWith('hybrid');
    const hp = Math.round(between(spec.hp[0], spec.hp[1]));
    const cc = electric ? null : round(between(hp < 120 ? 999 : 1199, hp > 300 ? 6200 : hp > 180 ? 1998 : 1598), 1);
    const consumption = electric
      ? Number(between(14, 21).toFixed(1))
      : Number(between(hybrid ? 4.2 : 5, spec.body === 'pickup' || hp > 300 ? 12 : 7.8).toFixed(1));
    const co2 = electric ? 0 : Math.round(consumption * (fuel.startsWith('diesel') ? 26.5 : 23.7));
    const battery = electric ? Math.round(between(42, 84)) : null;
    const range = electric && battery ? Math.round(battery * between(5.2, 6.6)) : null;
    const color = pick(COLORS);
    const hasLease = rand() < 0.8;
    const categories = new Set<string>();
    if (electric) categories.add('electric');
    if (hybrid) categories.add('hybrid');
    if (spec.body === 'hatchback' && purchase < 30000) categories.add('compact');
    // the seed's high_entry: a raised seat, easy to get in and out of (SUVs, people carriers, pick-ups, vans), not a price
    if (['suv', 'mpv', 'pickup', 'van'].includes(spec.body)) categories.add('high_entry');
    if (['suv', 'mpv', 'estate'].includes(spec.body) && (spec.seats ?? 5) >= 5) categories.add('family');
    if ((electric || hybrid) && purchase > 30000 && spec.body !== 'van') categories.add('company_car');
    const equipment = Object.entries(EQUIPMENT)
      .map(([category, items], g) => ({
        _uid: `eq-${id}-${g}`,
        component: 'equipment_group',
        category,
        items: items.filter(() => rand() < 0.6),
      }))
      .filter((g) => g.items.length > 0);
    const images = [0, 1, 2].map((k) => ({
      id: id * 10 + k,
      filename: `/images/vehicles/${spec.body}-${color}.svg`,
      alt: `${brandName} ${spec.model} ${trim}`,
      title: '',
    }));
    const published = new Date(base - Math.floor(rand() * 120) * 86400000 - i * 60000).toISOString();
    const name = `${brandName} ${spec.model} ${trim}`;
    const storySlug = `${id}-${slug(`${brand} ${spec.model} ${trim}`)}`;
    // Vehicles taken over from the old site keep the alias and node id they had there
    // (`/fr/vehicules-occasion-stock/{brand}/{model}-{trim}-{year}`); one in five arrived after the
    // switch and has none. Derived without the random generator, so every other field stays as it was.
    let legacy: { legacy_slug: string; legacy_id: number } | Record<string, never> = {};
    if (i % 5 !== 4) {
      const alias = slug(`${spec.model} ${trim} ${year}`);
      let unique = alias;
      for (let n = 0; legacySlugs.has(`${brand}/${unique}`); n++) unique = `${alias}-${n}`;
      legacySlugs.add(`${brand}/${unique}`);
      legacy = { legacy_slug: unique, legacy_id: 4000 + i * 3 };
    }
    stories.push({
      id,
      uuid: `veh-${id.toString(16).padStart(8, '0')}-0000-4000-8000-${id.toString().padStart(12, '0')}`,
      name,
      slug: storySlug,
      full_slug: `vehicles/${storySlug}`,
      lang: 'default',
      created_at: published,
      published_at: published,
      first_published_at: published,
      tag_list: [],
      content: {
        _uid: `veh-${id}`,
        component: 'vehicle',
        brand,
        brand_name: brandName,
        model: spec.model,
        trim,
        condition: isNew ? 'new' : 'used',
        price_purchase: purchase,
        price_private: hasLease ? round(purchase * 0.0135 + 49, 1) : null,
        price_business: hasLease ? round((purchase * 0.0125 + 39) / 1.17, 1) : null,
        mileage,
        construction_year: year,
        first_registration: isNew ? '' : `${year}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}`,
        fuel,
        transmission: electric || hp > 200 || rand() < 0.45 ? 'automatic' : 'manual',
        body_style: spec.body,
        location: pick(LOCATIONS),
        power_hp: hp,
        cylinder_cc: cc,
        consumption,
        co2,
        battery_kwh: battery,
        range_km: range,
        color,
        doors: ['coupe', 'convertible'].includes(spec.body) ? 2 : spec.body === 'van' ? 4 : 5,
        seats: spec.seats ?? 5,
        categories: [...categories],
        equipment,
        images,
        ...legacy,
        // one leased vehicle in seven comes with its lender's own terms in the feed (the others get the
        // settings' defaults); derived without the random generator, so every other field stays as it was
        ...(hasLease && i % 7 === 3
          ? {
              financing: [
                {
                  _uid: `fin-${id}-private`,
                  component: 'financing_terms',
                  price_type: 'private',
                  lender: 'Banque Exemple Luxembourg',
                  rate_type: i % 2 === 0 ? 'fixed' : 'variable',
                  borrowing_rate: 3.9,
                  duration: 60,
                  deposit: Math.round((purchase * 0.15) / 100) * 100,
                  balloon: Math.round((purchase * 0.3) / 100) * 100,
                  fees: 150,
                },
              ],
            }
          : {}),
      },
    });
  }
  return stories;
}

/** Side-view silhouettes per body style, filled with the vehicle's colour (800×500). */
function vehicleSvg(body: Body, hex: string): string {
  const shapes: Record<Body, string> = {
    hatchback: 'M120 330 L150 250 Q170 215 230 205 L420 200 Q470 200 520 245 L600 265 Q680 275 690 330 Z',
    sedan: 'M100 330 L140 265 Q160 230 230 220 L400 212 Q460 212 510 250 L620 268 Q700 280 705 330 Z',
    estate: 'M100 330 L140 250 Q160 215 230 208 L560 205 Q610 210 640 260 L690 280 Q705 300 705 330 Z',
    suv: 'M105 335 L125 240 Q140 195 210 188 L520 185 Q570 188 610 240 L670 262 Q700 278 700 335 Z',
    coupe: 'M100 330 L170 262 Q220 225 330 220 L430 222 Q500 230 560 262 L650 278 Q705 290 705 330 Z',
    convertible: 'M100 330 L150 285 L300 270 L320 245 L340 270 L560 268 L650 282 Q705 292 705 330 Z',
    mpv: 'M100 335 L115 235 Q125 180 200 175 L560 172 Q610 175 640 230 L690 255 Q705 275 705 335 Z',
    van: 'M95 340 L95 185 Q95 150 140 150 L540 150 Q590 152 620 210 L690 245 Q710 265 710 340 Z',
    pickup: 'M95 335 L100 260 L330 258 L345 200 Q355 180 400 180 L520 180 Q560 182 590 230 L690 252 Q710 270 710 335 Z',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img"><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6fa"/><stop offset="1" stop-color="#dfe4ec"/></linearGradient></defs><rect width="800" height="500" fill="url(#bg)"/><rect y="372" width="800" height="128" fill="#c9d0da"/><ellipse cx="400" cy="372" rx="330" ry="18" fill="#000" opacity=".12"/><path d="${shapes[body]}" fill="${hex}" stroke="#111827" stroke-opacity=".35" stroke-width="3"/><circle cx="225" cy="340" r="44" fill="#1f2430"/><circle cx="225" cy="340" r="20" fill="#aab2bf"/><circle cx="590" cy="340" r="44" fill="#1f2430"/><circle cx="590" cy="340" r="20" fill="#aab2bf"/></svg>\n`;
}

export function writeVehicleImages(publicDir: string) {
  const dir = path.join(publicDir, 'images', 'vehicles');
  mkdirSync(dir, { recursive: true });
  for (const body of BODIES)
    for (const color of COLORS) writeFileSync(path.join(dir, `${body}-${color}.svg`), vehicleSvg(body, COLOR_HEX[color]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '320' }, out: { type: 'string' } } });
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--count must be a positive integer, got ${values.count}`);
  const root = path.resolve(import.meta.dirname, '..', '..');
  const out = path.resolve(values.out ?? path.join(root, 'mocks', 'stories'));
  const dir = path.join(out, 'fr-lu', 'vehicles');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const stories = generateVehicles(count);
  for (const story of stories) writeFileSync(path.join(dir, `${story.slug}.json`), `${JSON.stringify(story, null, 1)}\n`);
  if (!values.out) writeVehicleImages(path.join(root, 'public'));
  console.log(`wrote ${stories.length} vehicles to ${path.relative(process.cwd(), dir)}`);
}
