/**
 * Brands and models: a `brand` story per brand (mocks/data/brands.ts), then each brand's new models as
 * `model` stories at `{brand}/{model}` (issue 11). The models are the brand page's ones, a few more where
 * the range is larger (mocks/data/models.ts), and every model of the mock stock; the figures come from
 * that stock where it has the model, else from the body style (plausible list prices, WLTP figures;
 * all fictional).
 */
import { BRANDS } from '../../data/brands.ts';
import { L, modelImg, onRoadAlt } from '../../data/common.ts';
import {
  BODY_TYPE,
  EV_HIGHLIGHTS,
  EXTRA_MODELS,
  GENERIC_TRIMS,
  TYPE_BODY,
  TYPE_CONSUMPTION,
  TYPE_HIGHLIGHTS,
  TYPE_POWER,
  TYPE_PRICE,
} from '../../data/models.ts';
import { card, cardGrid, hero, richText, stockPreview } from '../bloks.ts';
import { T, brandStock, heroImg, image, link, storyDef } from '../content.ts';
import { sha, slugify } from '../ids.ts';
import type { Registry } from '../registry.ts';
import type { ModelDef } from '../../data/models.ts';
import type { BrandDef } from '../../data/brands.ts';

/** The fields of a vehicle story of the mock stock (mocks/vehicles/generate.ts) that the model pages read. */
export type StockVehicle = {
  brand: string;
  model: string;
  trim: string;
  body_style: string;
  fuel: string;
  transmission: string;
  condition: string;
  power_hp: number;
  price_purchase: number;
  consumption?: number | null;
  co2?: number | null;
};

/**
 * A brand's name by its slug, as its brand story gives it: the one name the site shows for the brand
 * (src/directory). The model, lease offer and utility model stories carry only the slug; their story
 * titles and texts say the name from here. An unknown slug is a mistake in the data, not a fallback.
 */
export function brandNameOf(slug: string): string {
  const brand = BRANDS.find((br) => br.slug === slug);
  if (!brand) throw new Error(`mocks: no brand "${slug}" in mocks/data/brands.ts`);
  return brand.name;
}

/** A model's name without its brand ("Ford Puma" → "Puma"). */
const shortName = (br: BrandDef, name: string) => (name.startsWith(`${br.name} `) ? name.slice(br.name.length + 1) : name);
const modelSlugOf = (br: BrandDef, m: ModelDef) => slugify(shortName(br, m.name));

export function brandStories(registry: Registry): void {
  for (const br of BRANDS) {
    registry.add(
      storyDef(
        br.slug,
        br.name,
        {
          component: 'brand',
          name: br.name,
          tagline: br.tagline,
          logo: image('logo', br.slug, { name: br.name }, T(`Logo ${br.name}`, `${br.name}-Logo`, `${br.name} logo`)),
          description: br.description,
          body: [
            hero(
              br.headline,
              br.intro,
              heroImg(
                `brand-${br.slug}`,
                { scene: br.car === 'sports' ? 'city' : 'road', car: br.car, pal: br.pal, seed: br.slug },
                onRoadAlt(br.car),
              ),
              L.stock,
              brandStock(br.slug),
            ),
            richText(br.body),
            stockPreview(T(`${br.name} en stock`, `${br.name} im Bestand`, `${br.name} in stock`), `brand=${br.slug}`, 4),
            cardGrid(
              T(`Les modèles ${br.name}`, `Die ${br.name}-Modelle`, `${br.name} models`),
              br.models.map((m) =>
                card(
                  m.name,
                  m.text,
                  modelImg(m.type, m.electric),
                  link(`${br.slug}/${modelSlugOf(br, m)}`),
                  T('Découvrir le modèle', 'Modell entdecken', 'Discover the model'),
                ),
              ),
            ),
            cardGrid(T('Toute la gamme', 'Die ganze Modellpalette', 'The whole range'), [
              card(
                T(`Tous les modèles ${br.name}`, `Alle ${br.name}-Modelle`, `All ${br.name} models`),
                T(
                  'Prix, consommations et véhicules en stock de chaque modèle.',
                  'Preise, Verbrauch und Lagerfahrzeuge jedes Modells.',
                  'Prices, consumption and vehicles in stock for every model.',
                ),
                null,
                link(`${br.slug}/tous-les-modeles`),
                T('Voir la gamme', 'Modellpalette ansehen', 'See the range'),
              ),
            ]),
          ],
        },
        { created: '2025-11-18' },
      ),
    );
  }
}

/** A stable number from 0 to n-1 for a word (the same model gets the same figures at every run). */
const spread = (word: string, n: number) => parseInt(sha(`model:${word}`).slice(0, 8), 16) % n;

type BrandModel = ModelDef & { short: string; slug: string; stockModel: string };

/** Every model of a brand: the brand page's, the extra ones, then the stock's not yet named, with the stock's slug each maps to. */
function brandModels(br: BrandDef, stock: StockVehicle[]): BrandModel[] {
  const stockNames = [...new Set(stock.filter((v) => v.brand === br.slug).map((v) => v.model))];
  const stockSlugs = stockNames.map(slugify);
  const models: BrandModel[] = [...br.models, ...(EXTRA_MODELS[br.slug] ?? [])].map((m) => {
    const slug = modelSlugOf(br, m);
    const stockModel = stockSlugs.includes(slug) ? slug : (stockSlugs.find((s) => slug.startsWith(`${s}-`)) ?? slug);
    return { ...m, short: shortName(br, m.name), slug, stockModel };
  });
  for (const name of stockNames) {
    const slug = slugify(name);
    if (models.some((m) => m.stockModel === slug)) continue;
    const body = stock.find((v) => v.brand === br.slug && v.model === name)?.body_style ?? '';
    const type = BODY_TYPE[body] ?? 'suv';
    const electric = stock.some((v) => v.brand === br.slug && v.model === name && v.fuel === 'electric');
    models.push({
      name: `${br.name} ${name}`,
      short: name,
      slug,
      stockModel: slug,
      type,
      electric,
      text: T(
        `${br.name} ${name}, disponible dans notre stock.`,
        `${br.name} ${name}, verfügbar in unserem Bestand.`,
        `${br.name} ${name}, available from our stock.`,
      ),
    });
  }
  return models;
}

/** The model stories; `stock` holds the vehicles of the mock stock. */
export function modelStories(registry: Registry, stock: StockVehicle[]): void {
  for (const br of BRANDS) {
    for (const m of brandModels(br, stock)) {
      const vehicles = stock.filter((v) => v.brand === br.slug && slugify(v.model) === m.stockModel);
      const fuels = vehicles.length
        ? [...new Set(vehicles.map((v) => v.fuel))]
        : m.electric
          ? ['electric']
          : m.type === 'van' || m.type === 'pickup'
            ? ['diesel']
            : m.type === 'sports'
              ? ['gasoline']
              : ['gasoline', 'gasoline-hybrid'];
      const bodies = vehicles.length ? [...new Set(vehicles.map((v) => v.body_style))] : [TYPE_BODY[m.type]];
      const electricOnly = fuels.every((f) => f === 'electric');
      // a new car of the model in stock sets the list price's level (a little under its price, options off)
      const newPrices = vehicles.filter((v) => v.condition === 'new').map((v) => v.price_purchase);
      const base = newPrices.length
        ? Math.floor((Math.min(...newPrices) * 0.93) / 100) * 100
        : TYPE_PRICE[m.type] + spread(m.slug, 13) * 500 + (electricOnly ? 7000 : 0);
      const trims = vehicles.length ? [...new Set(vehicles.map((v) => v.trim))].slice(0, 4) : GENERIC_TRIMS;
      const versions = trims.map((trim, i) => {
        const v = vehicles.find((x) => x.trim === trim);
        return {
          _uid: `${br.slug}-${m.slug}-v${i}`,
          component: 'model_version',
          name: trim,
          fuel: v?.fuel ?? fuels[i % fuels.length] ?? '',
          transmission: v?.transmission ?? (i === 0 && !electricOnly ? 'manual' : 'automatic'),
          power_hp: String(v?.power_hp ?? TYPE_POWER[m.type] + (electricOnly ? 50 : 0) + i * 25),
          price_from: String(base + i * 3500),
        };
      });
      const consumptions = vehicles.map((v) => v.consumption).filter((c): c is number => typeof c === 'number' && c > 0);
      const [cMin, cMax] = electricOnly
        ? [14.9 + spread(m.slug, 10) / 10, 16.8 + spread(m.slug, 17) / 10]
        : consumptions.length
          ? [Math.min(...consumptions), Math.max(...consumptions)]
          : TYPE_CONSUMPTION[m.type];
      const co2s = vehicles.map((v) => v.co2).filter((c): c is number => typeof c === 'number');
      const [co2Min, co2Max] = electricOnly
        ? [0, 0]
        : co2s.length
          ? [Math.min(...co2s), Math.max(...co2s)]
          : [Math.round(cMin * 23), Math.round(cMax * 23)];
      const gallery = [modelImg(m.type, false), modelImg(m.type, true)];
      registry.images.use(gallery);
      registry.add(
        storyDef(
          `${br.slug}/${m.slug}`,
          m.name,
          {
            component: 'model',
            brand: br.slug,
            name: m.short,
            stock_model: m.stockModel === m.slug ? '' : m.stockModel,
            tagline: m.text,
            intro: T(
              `Découvrez ${m.name} chez Autopolis : ses versions, ses prix, ses consommations, les véhicules disponibles tout de suite et un essai dans la concession de votre choix.`,
              `Entdecken Sie ${m.name} bei Autopolis: Versionen, Preise, Verbrauch, sofort verfügbare Fahrzeuge und eine Probefahrt im Autohaus Ihrer Wahl.`,
              `Discover the ${m.name} at Autopolis: its versions, prices and consumption, the vehicles available now, and a test drive at the dealership of your choice.`,
            ),
            image: modelImg(m.type, m.electric),
            gallery,
            body_styles: bodies,
            fuels,
            price_from: String(base),
            consumption_min: String(Math.round(cMin * 10) / 10),
            consumption_max: String(Math.round(cMax * 10) / 10),
            co2_min: String(co2Min),
            co2_max: String(co2Max),
            highlights: T(
              [...TYPE_HIGHLIGHTS[m.type].fr, ...(electricOnly ? EV_HIGHLIGHTS.fr : [])],
              [...TYPE_HIGHLIGHTS[m.type].de, ...(electricOnly ? EV_HIGHLIGHTS.de : [])],
              [...TYPE_HIGHLIGHTS[m.type].en, ...(electricOnly ? EV_HIGHLIGHTS.en : [])],
            ),
            versions,
          },
          { created: '2025-12-01' },
        ),
      );
    }
  }
}
