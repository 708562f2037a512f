#!/usr/bin/env node
/**
 * Generates the mock CMS content: Storyblok-shaped stories in `mocks/stories/{locale}/{full_slug}.json`
 * and the SVG illustrations they reference in `public/images/`.
 *
 *   node mocks/generate-content.mjs
 *
 * Deterministic: ids, uuids, _uids and timestamps derive from the full slugs, so running it twice gives
 * the same files. Every company fact (addresses, phones, VAT, IBAN, people, history) is fictional.
 * Brand texts use only general, well-known public facts about each brand; there are no prices.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { leaseOffers, leaseSections } from './leases.mjs';
import { businessStories } from './business.mjs';
import { sha, hashInt, uuidFrom, storyUuid, addDays, slugify } from './generate/ids.ts';
import { T, RT, p, h2, h3, ul, ol, quote, hr, b, i, a, ax, link, urlLink, brandStock, image, heroImg, cardImg, articleImg, storyDef } from './generate/content.ts';
import { Registry } from './generate/registry.ts';
import { write } from './generate/output.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const registry = new Registry();

/**
 * The models of the mock stock (`ford/puma`), read from the vehicle stories of mocks/vehicles/generate.ts:
 * a brand page's model card leads to that model's vehicles when there are any, else to the brand's.
 */
const STOCK_VEHICLES = (() => {
  const dir = join(ROOT, 'mocks', 'stories', 'fr-lu', 'vehicles');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')).content);
})();
/** A model's name without its brand ("Ford Puma" → "Puma"). */
const shortName = (br, name) => (name.startsWith(`${br.name} `) ? name.slice(br.name.length + 1) : name);
const modelSlugOf = (br, m) => slugify(shortName(br, m.name));

// ---------------------------------------------------------------------------------------------------
// Bloks
// ---------------------------------------------------------------------------------------------------

const hero = (headline, textValue, img, ctaLabel, ctaLink) => ({
  component: 'hero',
  headline,
  text: textValue,
  image: img,
  cta_label: ctaLabel ?? '',
  cta_link: ctaLink ?? null,
});
const card = (title, textValue, img, target, linkLabel) => ({
  component: 'card',
  title,
  text: textValue,
  image: img ?? null,
  link: target ?? null,
  link_label: linkLabel ?? '',
});
const cardGrid = (title, cards) => ({ component: 'card_grid', title, cards });
const brandLogos = (title, slugs) => ({ component: 'brand_logos', title, brands: slugs.map(storyUuid) });
const brandOverview = (title, intro, slugs) => ({ component: 'brand_overview', title, intro, brands: slugs.map(storyUuid) });
/** Storyblok number fields arrive as strings; the schema coerces them. */
const articleOverview = (title, limit) => ({ component: 'article_overview', title, limit: String(limit) });
const richText = (value) => ({ component: 'rich_text', text: value });
/** Location sections: every dealership, or one location (by story uuid) with its hours and team. */
const locationOverview = (title, intro) => ({ component: 'location_overview', title, intro });
const locationDetail = (slug, title, showEmployees = true) => ({
  component: 'location_detail',
  title,
  location: storyUuid(`concessions/${slug}`),
  show_employees: showEmployees,
});
/** Stock sections: `query` is a stock URL query string; Storyblok number fields arrive as strings. */
const stockPreview = (title, query, limit = 4) => ({ component: 'stock_preview', title, query, limit: String(limit) });
const stockOverview = (title, query, limit = 12) => ({ component: 'stock_overview', title, query, limit: String(limit) });
const quickStockEntry = (title) => ({ component: 'quick_stock_entry', title });
const stockForm = (title) => ({ component: 'stock_form', title });
const jobOverview = (title, intro, spontaneous) => ({ component: 'job_overview', title, intro, spontaneous });
const employeePortraits = (title, intro, portraits) => ({ component: 'employee_portraits', title, intro, portraits });
/** One person of the careers portraits (fictional), with a drawn portrait. */
function portrait(name, role, location, quoteText, textValue, pal, look = {}) {
  const slug = slugify(name);
  return {
    component: 'employee_portrait',
    name,
    role,
    location,
    quote: quoteText,
    text: textValue,
    photo: image(
      'portrait',
      slug,
      { name, pal, ...look },
      T(`Illustration (pas une photo) : ${name}`, `Illustration (kein Foto): ${name}`, `Illustration (not a photo): ${name}`),
    ),
  };
}


/** Frequently used labels. */
const L = {
  discover: T('Découvrir', 'Entdecken', 'Discover'),
  more: T('En savoir plus', 'Mehr erfahren', 'Learn more'),
  stock: T('Voir le stock', 'Zum Fahrzeugbestand', 'View stock'),
  contactUs: T('Nous contacter', 'Kontakt aufnehmen', 'Contact us'),
  appointment: T('Prendre rendez-vous', 'Termin vereinbaren', 'Book an appointment'),
};

/** Registers a story; `meta.created`/`meta.published` are yyyy-mm-dd dates. */
function story(fullSlug, name, content, meta = {}) {
  registry.add(storyDef(fullSlug, name, content, meta));
}

// ---------------------------------------------------------------------------------------------------
// Brands
// ---------------------------------------------------------------------------------------------------

const TYPE_NAME = {
  hatch: T('une citadine', 'ein Kleinwagen', 'a hatchback'),
  suv: T('un SUV', 'ein SUV', 'an SUV'),
  sedan: T('une berline', 'eine Limousine', 'a saloon car'),
  sports: T('une voiture de sport', 'ein Sportwagen', 'a sports car'),
  van: T('un utilitaire', 'ein Transporter', 'a van'),
  pickup: T('un pick-up', 'ein Pick-up', 'a pickup truck'),
};
const onRoadAlt = (type) =>
  T(
    `Illustration : ${TYPE_NAME[type].fr} sur la route`,
    `Illustration: ${TYPE_NAME[type].de} auf der Straße`,
    `Illustration: ${TYPE_NAME[type].en} on the road`,
  );
const chargingAlt = (type) =>
  T(
    `Illustration : ${TYPE_NAME[type].fr} électrique à la borne de recharge`,
    `Illustration: ${TYPE_NAME[type].de} mit Elektroantrieb an der Ladesäule`,
    `Illustration: ${TYPE_NAME[type].en} with electric drive at a charging point`,
  );
const MODEL_PAL = { hatch: 'blue', suv: 'teal', sedan: 'slate', sports: 'red', van: 'sand', pickup: 'dusk' };
/** The card image of a model: a generic silhouette of its body style, electric ones at a charger. */
function modelImg(type, electric = false) {
  return electric
    ? cardImg(`model-${type}-electric`, { scene: 'charging', car: type, pal: 'green', seed: `ev-${type}` }, chargingAlt(type))
    : cardImg(`model-${type}`, { scene: 'road', car: type, pal: MODEL_PAL[type], seed: `model-${type}` }, onRoadAlt(type));
}

const BRANDS = [];
function brand(def) {
  BRANDS.push(def);
}

brand({
  slug: 'ford',
  name: 'Ford',
  car: 'suv',
  pal: 'blue',
  tagline: T('L’esprit pionnier depuis 1903', 'Pioniergeist seit 1903', 'Pioneering spirit since 1903'),
  description: T(
    'Ford chez Autopolis : SUV, véhicules électriques et utilitaires Transit, conseil, essai et entretien au Luxembourg.',
    'Ford bei Autopolis: SUVs, Elektrofahrzeuge und Transit-Nutzfahrzeuge – Beratung, Probefahrt und Wartung in Luxemburg.',
    'Ford at Autopolis: SUVs, electric vehicles and Transit vans – advice, test drives and servicing in Luxembourg.',
  ),
  headline: T('Ford, l’automobile pour tous', 'Ford – das Auto für alle', 'Ford, the car for everyone'),
  intro: T(
    'Des SUV polyvalents, des modèles électriques et la gamme d’utilitaires Transit, à découvrir chez Autopolis.',
    'Vielseitige SUVs, Elektromodelle und die Transit-Nutzfahrzeugfamilie – entdecken Sie sie bei Autopolis.',
    'Versatile SUVs, electric models and the Transit van family – come and discover them at Autopolis.',
  ),
  body: RT(
    [
      h2('Une marque qui a changé l’histoire de l’automobile'),
      p(
        'Fondée en 1903 par Henry Ford à Dearborn, dans le Michigan, la marque a rendu l’automobile accessible au plus grand nombre avec la ',
        b('Ford Model T'),
        ' (1908) et la chaîne de montage mobile introduite en 1913.',
      ),
      p('Aujourd’hui, Ford propose en Europe une gamme centrée sur les SUV, les motorisations électrifiées et les véhicules utilitaires.'),
      ul(
        'Des SUV compacts et familiaux, en hybride, hybride rechargeable ou électrique',
        'La famille Transit, référence des utilitaires en Europe',
        'Le pick-up Ranger pour le travail comme pour les loisirs',
      ),
      p('Envie d’un essai ? Consultez notre ', a('stock de véhicules', 'stock'), ' ou ', a('contactez nos conseillers', 'contact'), '.'),
    ],
    [
      h2('Eine Marke, die Automobilgeschichte geschrieben hat'),
      p(
        'Henry Ford gründete das Unternehmen 1903 in Dearborn, Michigan. Mit dem ',
        b('Ford Model T'),
        ' (1908) und dem 1913 eingeführten Fließband machte er das Auto für breite Bevölkerungsschichten erschwinglich.',
      ),
      p('Heute konzentriert sich Ford in Europa auf SUVs, elektrifizierte Antriebe und Nutzfahrzeuge.'),
      ul(
        'Kompakte und familientaugliche SUVs als Hybrid, Plug-in-Hybrid oder Elektroauto',
        'Die Transit-Familie, eine feste Größe unter den Nutzfahrzeugen in Europa',
        'Der Pick-up Ranger für Arbeit und Freizeit',
      ),
      p(
        'Lust auf eine Probefahrt? Sehen Sie sich unseren ',
        a('Fahrzeugbestand', 'stock'),
        ' an oder ',
        a('kontaktieren Sie unsere Berater', 'contact'),
        '.',
      ),
    ],
    [
      h2('A brand that changed motoring history'),
      p(
        'Henry Ford founded the company in Dearborn, Michigan, in 1903. The ',
        b('Ford Model T'),
        ' (1908) and the moving assembly line introduced in 1913 put the car within reach of ordinary families.',
      ),
      p('Today Ford’s European range focuses on SUVs, electrified powertrains and commercial vehicles.'),
      ul(
        'Compact and family SUVs as hybrid, plug-in hybrid or fully electric',
        'The Transit family, a benchmark among vans in Europe',
        'The Ranger pickup for work and leisure',
      ),
      p('Fancy a test drive? Browse our ', a('vehicle stock', 'stock'), ' or ', a('get in touch with our advisors', 'contact'), '.'),
    ],
  ),
  models: [
    {
      name: 'Ford Puma',
      type: 'hatch',
      text: T(
        'SUV compact au style affirmé, aussi disponible en version électrique.',
        'Kompakter SUV mit markantem Design, auch als Elektroversion erhältlich.',
        'A compact SUV with bold styling, also available as an electric version.',
      ),
    },
    {
      name: 'Ford Kuga',
      type: 'suv',
      text: T(
        'SUV familial spacieux, notamment en hybride rechargeable.',
        'Geräumiger Familien-SUV, unter anderem als Plug-in-Hybrid.',
        'A roomy family SUV, including a plug-in hybrid version.',
      ),
    },
    {
      name: 'Ford Mustang Mach-E',
      type: 'suv',
      electric: true,
      text: T(
        'SUV 100 % électrique inspiré de la légendaire Mustang.',
        'Vollelektrischer SUV, inspiriert vom legendären Mustang.',
        'A fully electric SUV inspired by the legendary Mustang.',
      ),
    },
    {
      name: 'Ford Transit',
      type: 'van',
      text: T(
        'La gamme d’utilitaires pour les artisans et les entreprises.',
        'Die Transporterfamilie für Handwerk und Unternehmen.',
        'The van family for tradespeople and businesses.',
      ),
    },
  ],
});

brand({
  slug: 'kia',
  name: 'Kia',
  car: 'suv',
  pal: 'slate',
  tagline: T('Design coréen et mobilité électrique', 'Koreanisches Design und E-Mobilität', 'Korean design and electric mobility'),
  description: T(
    'Kia chez Autopolis : citadines, SUV et voitures électriques, avec la garantie constructeur de la marque.',
    'Kia bei Autopolis: Kleinwagen, SUVs und Elektroautos mit der Herstellergarantie der Marke.',
    'Kia at Autopolis: city cars, SUVs and electric cars, backed by the brand’s manufacturer warranty.',
  ),
  headline: T('Kia, l’électrique avec style', 'Kia – elektrisch mit Stil', 'Kia, electric with style'),
  intro: T(
    'De la citadine au grand SUV électrique, une gamme moderne à essayer dans nos concessions.',
    'Vom Kleinwagen bis zum großen Elektro-SUV – eine moderne Modellpalette zum Probefahren in unseren Autohäusern.',
    'From city car to large electric SUV, a modern range to try out at our dealerships.',
  ),
  body: RT(
    [
      h2('De Séoul aux routes luxembourgeoises'),
      p(
        'Kia a été fondée en 1944 en Corée du Sud et fait partie du groupe Hyundai Motor depuis la fin des années 1990. La marque s’est imposée en Europe par son design et sa ',
        b('garantie constructeur de 7 ans'),
        ' (selon les conditions du constructeur).',
      ),
      p('Sa gamme électrique, avec des modèles comme l’EV6 ou l’EV9, compte parmi les plus complètes du marché.'),
      ul(
        'Citadines et compactes économiques',
        'SUV hybrides, hybrides rechargeables et électriques',
        'Recharge rapide sur les modèles électriques récents',
      ),
      p('Découvrez les Kia disponibles dans notre ', a('stock', 'stock'), ' ou nos formules de ', a('leasing', 'services/leasing'), '.'),
    ],
    [
      h2('Von Seoul auf Luxemburgs Straßen'),
      p(
        'Kia wurde 1944 in Südkorea gegründet und gehört seit Ende der 1990er-Jahre zur Hyundai Motor Group. In Europa überzeugt die Marke mit Design und ihrer ',
        b('7-jährigen Herstellergarantie'),
        ' (gemäß den Bedingungen des Herstellers).',
      ),
      p('Mit Modellen wie dem EV6 oder dem EV9 gehört die Elektropalette von Kia zu den umfassendsten auf dem Markt.'),
      ul(
        'Sparsame Klein- und Kompaktwagen',
        'SUVs als Hybrid, Plug-in-Hybrid und Elektroauto',
        'Schnellladefähigkeit bei den aktuellen Elektromodellen',
      ),
      p(
        'Entdecken Sie die verfügbaren Kia in unserem ',
        a('Bestand', 'stock'),
        ' oder unsere ',
        a('Leasingangebote', 'services/leasing'),
        '.',
      ),
    ],
    [
      h2('From Seoul to the roads of Luxembourg'),
      p(
        'Kia was founded in South Korea in 1944 and has been part of the Hyundai Motor Group since the late 1990s. In Europe the brand is known for its design and its ',
        b('7-year manufacturer warranty'),
        ' (subject to the manufacturer’s conditions).',
      ),
      p('With models such as the EV6 and the EV9, Kia’s electric line-up is one of the broadest on the market.'),
      ul('Economical city and compact cars', 'SUVs as hybrid, plug-in hybrid and electric', 'Fast charging on the latest electric models'),
      p('See the Kia models in our ', a('stock', 'stock'), ' or our ', a('leasing offers', 'services/leasing'), '.'),
    ],
  ),
  models: [
    {
      name: 'Kia Picanto',
      type: 'hatch',
      text: T('Citadine agile, idéale en ville.', 'Wendiger Kleinwagen für die Stadt.', 'A nimble city car.'),
    },
    {
      name: 'Kia Sportage',
      type: 'suv',
      text: T(
        'SUV familial, en hybride et hybride rechargeable.',
        'Familien-SUV als Hybrid und Plug-in-Hybrid.',
        'A family SUV in hybrid and plug-in hybrid form.',
      ),
    },
    {
      name: 'Kia Niro',
      type: 'hatch',
      electric: true,
      text: T(
        'Crossover compact en hybride, hybride rechargeable ou électrique.',
        'Kompakter Crossover als Hybrid, Plug-in-Hybrid oder Elektroauto.',
        'A compact crossover as hybrid, plug-in hybrid or electric.',
      ),
    },
    {
      name: 'Kia EV6',
      type: 'suv',
      electric: true,
      text: T(
        'Crossover 100 % électrique à recharge rapide.',
        'Vollelektrischer Crossover mit Schnellladefunktion.',
        'A fully electric crossover with fast charging.',
      ),
    },
  ],
});

brand({
  slug: 'hyundai',
  name: 'Hyundai',
  car: 'hatch',
  pal: 'teal',
  tagline: T('Innovation et fiabilité au quotidien', 'Innovation und Zuverlässigkeit im Alltag', 'Everyday innovation and reliability'),
  description: T(
    'Hyundai chez Autopolis : citadines, SUV, hybrides et gamme électrique IONIQ.',
    'Hyundai bei Autopolis: Kleinwagen, SUVs, Hybride und die elektrische IONIQ-Familie.',
    'Hyundai at Autopolis: city cars, SUVs, hybrids and the electric IONIQ family.',
  ),
  headline: T('Hyundai, l’innovation accessible', 'Hyundai – Innovation für alle', 'Hyundai, innovation within reach'),
  intro: T(
    'Des citadines aux SUV électriques IONIQ, trouvez la Hyundai qui vous correspond.',
    'Vom Kleinwagen bis zum elektrischen IONIQ-SUV – finden Sie den passenden Hyundai.',
    'From city cars to electric IONIQ SUVs, find the Hyundai that suits you.',
  ),
  body: RT(
    [
      h2('Un constructeur coréen devenu mondial'),
      p(
        'Hyundai Motor Company a été fondée en 1967 à Séoul. La ',
        b('Pony'),
        ', lancée en 1975, fut la première voiture de série développée en Corée du Sud.',
      ),
      p(
        'La marque est aujourd’hui l’un des grands constructeurs mondiaux et investit fortement dans l’électrique, avec sa famille IONIQ, et dans l’hydrogène.',
      ),
      ul(
        'Citadines i10 et i20',
        'SUV Kona et Tucson, en hybride ou électrique selon les versions',
        'IONIQ 5 et IONIQ 6, conçues sur une plateforme dédiée à l’électrique',
      ),
      p('Nos conseillers vous présentent les Hyundai disponibles dans notre ', a('stock', 'stock'), '.'),
    ],
    [
      h2('Vom koreanischen Hersteller zum Weltkonzern'),
      p(
        'Die Hyundai Motor Company wurde 1967 in Seoul gegründet. Der 1975 vorgestellte ',
        b('Pony'),
        ' war das erste in Südkorea entwickelte Serienauto.',
      ),
      p(
        'Heute gehört die Marke zu den großen Automobilherstellern der Welt und investiert stark in Elektromobilität mit der IONIQ-Familie sowie in Wasserstoff.',
      ),
      ul(
        'Kleinwagen i10 und i20',
        'SUVs Kona und Tucson, je nach Version als Hybrid oder Elektroauto',
        'IONIQ 5 und IONIQ 6 auf einer eigens für Elektroautos entwickelten Plattform',
      ),
      p('Unsere Berater zeigen Ihnen gerne die verfügbaren Hyundai aus unserem ', a('Bestand', 'stock'), '.'),
    ],
    [
      h2('From Korean carmaker to global group'),
      p(
        'Hyundai Motor Company was founded in Seoul in 1967. The ',
        b('Pony'),
        ', launched in 1975, was the first mass-produced car developed in South Korea.',
      ),
      p(
        'Today the brand is one of the world’s largest carmakers and invests heavily in electric mobility with its IONIQ family, as well as in hydrogen.',
      ),
      ul(
        'The i10 and i20 city cars',
        'Kona and Tucson SUVs, hybrid or electric depending on the version',
        'IONIQ 5 and IONIQ 6, built on a dedicated electric platform',
      ),
      p('Our advisors will gladly show you the Hyundai models in our ', a('stock', 'stock'), '.'),
    ],
  ),
  models: [
    {
      name: 'Hyundai i10',
      type: 'hatch',
      text: T('Citadine compacte et pratique.', 'Kompakter, praktischer Stadtflitzer.', 'A compact, practical city car.'),
    },
    {
      name: 'Hyundai Tucson',
      type: 'suv',
      text: T(
        'SUV familial, en hybride et hybride rechargeable.',
        'Familien-SUV als Hybrid und Plug-in-Hybrid.',
        'A family SUV in hybrid and plug-in hybrid form.',
      ),
    },
    {
      name: 'Hyundai Kona',
      type: 'suv',
      electric: true,
      text: T(
        'SUV urbain, aussi en version 100 % électrique.',
        'Urbaner SUV, auch rein elektrisch.',
        'An urban SUV, also available fully electric.',
      ),
    },
    {
      name: 'Hyundai IONIQ 5',
      type: 'hatch',
      electric: true,
      text: T(
        'Crossover électrique au design rétro-futuriste.',
        'Elektro-Crossover im retro-futuristischen Design.',
        'An electric crossover with retro-futuristic design.',
      ),
    },
  ],
});

brand({
  slug: 'opel',
  name: 'Opel',
  car: 'hatch',
  pal: 'dusk',
  tagline: T('L’ingénierie allemande depuis 1899', 'Deutsche Ingenieurskunst seit 1899', 'German engineering since 1899'),
  description: T(
    'Opel chez Autopolis : Corsa, Astra, SUV et utilitaires, en thermique, hybride ou électrique.',
    'Opel bei Autopolis: Corsa, Astra, SUVs und Nutzfahrzeuge – mit Verbrenner, Hybrid oder elektrisch.',
    'Opel at Autopolis: Corsa, Astra, SUVs and vans – combustion, hybrid or electric.',
  ),
  headline: T('Opel, la qualité allemande électrifiée', 'Opel – deutsche Qualität, elektrisiert', 'Opel, German quality gone electric'),
  intro: T(
    'Citadines, compactes, SUV et utilitaires : la gamme Opel presque entièrement disponible en électrique.',
    'Kleinwagen, Kompakte, SUVs und Transporter: Die Opel-Palette gibt es fast vollständig auch elektrisch.',
    'City cars, compacts, SUVs and vans: almost the whole Opel range is also available as an electric car.',
  ),
  body: RT(
    [
      h2('De Rüsselsheim à Luxembourg'),
      p(
        'Adam Opel fonde son entreprise en 1862 à Rüsselsheim, en Allemagne, pour fabriquer des machines à coudre, puis des vélos. La ',
        b('première automobile Opel'),
        ' sort en 1899.',
      ),
      p('Opel fait aujourd’hui partie du groupe Stellantis et propose la plupart de ses modèles en version électrique.'),
      ul(
        'Corsa et Astra, les compactes emblématiques',
        'SUV Mokka, Frontera et Grandland',
        'Utilitaires Combo, Vivaro et Movano pour les professionnels',
      ),
      p('Les professionnels trouveront aussi nos offres de ', a('leasing entreprise', 'services/leasing'), '.'),
    ],
    [
      h2('Von Rüsselsheim nach Luxemburg'),
      p(
        'Adam Opel gründete sein Unternehmen 1862 in Rüsselsheim und baute zunächst Nähmaschinen, später Fahrräder. Das ',
        b('erste Opel-Automobil'),
        ' entstand 1899.',
      ),
      p('Heute gehört Opel zum Stellantis-Konzern und bietet die meisten Modelle auch als Elektroversion an.'),
      ul(
        'Corsa und Astra, die Klassiker der Marke',
        'Die SUVs Mokka, Frontera und Grandland',
        'Die Nutzfahrzeuge Combo, Vivaro und Movano für Gewerbekunden',
      ),
      p('Gewerbekunden finden zudem unsere ', a('Leasingangebote für Unternehmen', 'services/leasing'), '.'),
    ],
    [
      h2('From Rüsselsheim to Luxembourg'),
      p(
        'Adam Opel founded his company in Rüsselsheim, Germany, in 1862, first making sewing machines and then bicycles. The ',
        b('first Opel car'),
        ' followed in 1899.',
      ),
      p('Opel is now part of the Stellantis group and offers most of its models in an electric version.'),
      ul(
        'Corsa and Astra, the brand’s classics',
        'The Mokka, Frontera and Grandland SUVs',
        'Combo, Vivaro and Movano vans for professionals',
      ),
      p('Business customers will also find our ', a('business leasing offers', 'services/leasing'), '.'),
    ],
  ),
  models: [
    {
      name: 'Opel Corsa',
      type: 'hatch',
      text: T(
        'La citadine best-seller, aussi en électrique.',
        'Der beliebte Kleinwagen, auch elektrisch.',
        'The best-selling small car, also electric.',
      ),
    },
    {
      name: 'Opel Astra',
      type: 'hatch',
      text: T(
        'Compacte polyvalente, en berline ou break.',
        'Vielseitiger Kompakter als Fünftürer oder Kombi.',
        'A versatile compact, as hatchback or estate.',
      ),
    },
    {
      name: 'Opel Grandland',
      type: 'suv',
      electric: true,
      text: T(
        'Grand SUV familial, en hybride ou électrique.',
        'Großer Familien-SUV, als Hybrid oder elektrisch.',
        'A large family SUV, hybrid or electric.',
      ),
    },
    {
      name: 'Opel Vivaro',
      type: 'van',
      text: T('Fourgon compact pour les professionnels.', 'Kompakter Transporter für Profis.', 'A mid-size van for professionals.'),
    },
  ],
});

brand({
  slug: 'fiat',
  name: 'Fiat',
  car: 'hatch',
  pal: 'sand',
  tagline: T('La dolce vita depuis 1899', 'Dolce Vita seit 1899', 'La dolce vita since 1899'),
  description: T(
    'Fiat chez Autopolis : la 500, la Panda, la 600 et les utilitaires Fiat Professional.',
    'Fiat bei Autopolis: der 500, der Panda, der 600 und die Nutzfahrzeuge von Fiat Professional.',
    'Fiat at Autopolis: the 500, the Panda, the 600 and Fiat Professional vans.',
  ),
  headline: T('Fiat, l’esprit italien en ville', 'Fiat – italienisches Lebensgefühl in der Stadt', 'Fiat, Italian spirit in town'),
  intro: T(
    'Des citadines iconiques et des utilitaires robustes, à découvrir à Niederkorn.',
    'Kultige Stadtautos und robuste Nutzfahrzeuge – zu entdecken in Niederkorn.',
    'Iconic city cars and sturdy vans – come and see them in Niederkorn.',
  ),
  body: RT(
    [
      h2('Une icône de Turin'),
      p(
        'Fiat, pour ',
        i('Fabbrica Italiana Automobili Torino'),
        ', a été fondée en 1899 à Turin. La ',
        b('Nuova 500'),
        ' de 1957 a motorisé l’Italie de l’après-guerre et reste une icône du design.',
      ),
      p(
        'Membre du groupe Stellantis, Fiat propose aujourd’hui la 500 en version électrique, la Panda, la 600 et, sous la bannière Fiat Professional, des utilitaires comme le Doblò et le Ducato.',
      ),
      ul('Citadines faciles à garer', 'Motorisations hybrides et électriques', 'Utilitaires Fiat Professional pour les artisans'),
      p('Renseignez-vous sur nos solutions de ', a('financement', 'services/financement'), '.'),
    ],
    [
      h2('Eine Ikone aus Turin'),
      p(
        'Fiat – kurz für ',
        i('Fabbrica Italiana Automobili Torino'),
        ' – wurde 1899 in Turin gegründet. Der ',
        b('Nuova 500'),
        ' von 1957 motorisierte das Italien der Nachkriegszeit und ist bis heute eine Design-Ikone.',
      ),
      p(
        'Als Teil von Stellantis bietet Fiat heute den 500 mit Elektroantrieb, den Panda, den 600 und unter dem Namen Fiat Professional Nutzfahrzeuge wie Doblò und Ducato an.',
      ),
      ul('Stadtautos, die in jede Parklücke passen', 'Hybrid- und Elektroantriebe', 'Nutzfahrzeuge von Fiat Professional für Handwerker'),
      p('Informieren Sie sich über unsere ', a('Finanzierungslösungen', 'services/financement'), '.'),
    ],
    [
      h2('An icon from Turin'),
      p(
        'Fiat – short for ',
        i('Fabbrica Italiana Automobili Torino'),
        ' – was founded in Turin in 1899. The ',
        b('Nuova 500'),
        ' of 1957 put post-war Italy on wheels and remains a design icon.',
      ),
      p(
        'As part of Stellantis, Fiat now offers the electric 500, the Panda, the 600 and, under the Fiat Professional name, vans such as the Doblò and the Ducato.',
      ),
      ul('City cars that fit any parking space', 'Hybrid and electric powertrains', 'Fiat Professional vans for tradespeople'),
      p('Ask about our ', a('financing solutions', 'services/financement'), '.'),
    ],
  ),
  models: [
    {
      name: 'Fiat 500e',
      type: 'hatch',
      electric: true,
      text: T(
        'L’icône italienne, en version 100 % électrique.',
        'Die italienische Ikone, rein elektrisch.',
        'The Italian icon, fully electric.',
      ),
    },
    {
      name: 'Fiat Panda',
      type: 'hatch',
      text: T(
        'Pratique et sympathique, une valeur sûre.',
        'Praktisch und sympathisch – ein Klassiker.',
        'Practical and likeable, a safe bet.',
      ),
    },
    {
      name: 'Fiat 600',
      type: 'suv',
      text: T('SUV compact, en hybride ou électrique.', 'Kompakter SUV, als Hybrid oder elektrisch.', 'A compact SUV, hybrid or electric.'),
    },
    {
      name: 'Fiat Ducato',
      type: 'van',
      text: T(
        'Grand fourgon, base de nombreux camping-cars.',
        'Großer Transporter und Basis vieler Reisemobile.',
        'A large van and the base of many motorhomes.',
      ),
    },
  ],
});

brand({
  slug: 'abarth',
  name: 'Abarth',
  car: 'sports',
  pal: 'red',
  tagline: T('Le scorpion depuis 1949', 'Der Skorpion seit 1949', 'The scorpion since 1949'),
  description: T(
    'Abarth chez Autopolis : des citadines sportives, thermiques et électriques, pour les amateurs de conduite.',
    'Abarth bei Autopolis: sportliche Kleinwagen mit Verbrenner oder Elektroantrieb für Fahrbegeisterte.',
    'Abarth at Autopolis: sporty small cars, petrol or electric, for keen drivers.',
  ),
  headline: T('Abarth, la petite sportive italienne', 'Abarth – der kleine italienische Sportler', 'Abarth, the small Italian sports car'),
  intro: T(
    'Des citadines vitaminées pour ceux qui aiment conduire.',
    'Kraftvolle Kleinwagen für alle, die gerne fahren.',
    'Pocket rockets for people who love driving.',
  ),
  body: RT(
    [
      h2('L’héritage de Carlo Abarth'),
      p(
        'Fondée à Turin en 1949 par Carlo Abarth, la marque au ',
        b('scorpion'),
        ' – son signe astrologique – s’est fait un nom en préparant des Fiat pour la compétition.',
      ),
      p(
        'Abarth fait aujourd’hui partie du groupe Stellantis et décline son savoir-faire sportif sur des modèles thermiques et électriques.',
      ),
      ul('Châssis affûtés et direction précise', 'Sonorité et caractère typiquement Abarth', 'Versions électriques 500e et 600e'),
      p('Réservez un essai via notre ', a('page contact', 'contact'), '.'),
    ],
    [
      h2('Das Erbe von Carlo Abarth'),
      p(
        'Carlo Abarth gründete die Marke 1949 in Turin. Der ',
        b('Skorpion'),
        ' – sein Sternzeichen – wurde mit getunten Fiat-Modellen im Motorsport berühmt.',
      ),
      p('Heute gehört Abarth zu Stellantis und überträgt sein sportliches Know-how auf Verbrenner- und Elektromodelle.'),
      ul('Straff abgestimmtes Fahrwerk und präzise Lenkung', 'Typischer Abarth-Sound und Charakter', 'Elektroversionen 500e und 600e'),
      p('Vereinbaren Sie eine Probefahrt über unsere ', a('Kontaktseite', 'contact'), '.'),
    ],
    [
      h2('Carlo Abarth’s legacy'),
      p(
        'Carlo Abarth founded the brand in Turin in 1949. The ',
        b('scorpion'),
        ' – his star sign – became famous through tuned Fiats in motorsport.',
      ),
      p('Abarth is now part of Stellantis and applies its sporting know-how to both petrol and electric models.'),
      ul('Sharp chassis and precise steering', 'The typical Abarth sound and character', 'Electric 500e and 600e versions'),
      p('Book a test drive via our ', a('contact page', 'contact'), '.'),
    ],
  ),
  models: [
    {
      name: 'Abarth 695',
      type: 'hatch',
      text: T('La citadine sportive à moteur turbo.', 'Der sportliche Kleinwagen mit Turbomotor.', 'The turbocharged pocket rocket.'),
    },
    {
      name: 'Abarth 500e',
      type: 'hatch',
      electric: true,
      text: T('Le scorpion passe à l’électrique.', 'Der Skorpion fährt elektrisch.', 'The scorpion goes electric.'),
    },
    {
      name: 'Abarth 600e',
      type: 'suv',
      electric: true,
      text: T(
        'SUV compact électrique aux performances affirmées.',
        'Kompakter Elektro-SUV mit kräftigen Fahrleistungen.',
        'A compact electric SUV with strong performance.',
      ),
    },
  ],
});

brand({
  slug: 'alfa-romeo',
  name: 'Alfa Romeo',
  car: 'sedan',
  pal: 'red',
  tagline: T('La passion automobile depuis 1910', 'Leidenschaft für das Automobil seit 1910', 'A passion for driving since 1910'),
  description: T(
    'Alfa Romeo chez Autopolis : berlines et SUV sportifs, de la Giulia au Junior.',
    'Alfa Romeo bei Autopolis: sportliche Limousinen und SUVs, von der Giulia bis zum Junior.',
    'Alfa Romeo at Autopolis: sporty saloons and SUVs, from the Giulia to the Junior.',
  ),
  headline: T('Alfa Romeo, le plaisir de conduire', 'Alfa Romeo – Fahrfreude pur', 'Alfa Romeo, the joy of driving'),
  intro: T(
    'Style milanais et tempérament sportif, à découvrir en concession.',
    'Mailänder Stil und sportliches Temperament – zu entdecken im Autohaus.',
    'Milanese style and sporting temperament – come and see them at the dealership.',
  ),
  body: RT(
    [
      h2('Milan, 1910'),
      p(
        'Alfa Romeo est née en 1910 à Milan sous le nom d’A.L.F.A. (',
        i('Anonima Lombarda Fabbrica Automobili'),
        '). L’ingénieur Nicola Romeo reprend l’entreprise quelques années plus tard et lui donne son nom actuel.',
      ),
      p(
        'Le ',
        b('trèfle à quatre feuilles'),
        ' (Quadrifoglio) orne depuis des décennies ses versions les plus sportives. Alfa Romeo fait aujourd’hui partie du groupe Stellantis.',
      ),
      ul('Giulia : berline à propulsion', 'Stelvio : SUV sportif', 'Tonale et Junior : SUV compacts électrifiés'),
      p('Découvrez nos Alfa Romeo en ', a('stock', 'stock'), '.'),
    ],
    [
      h2('Mailand, 1910'),
      p(
        'Alfa Romeo wurde 1910 in Mailand als A.L.F.A. (',
        i('Anonima Lombarda Fabbrica Automobili'),
        ') gegründet. Einige Jahre später übernahm der Ingenieur Nicola Romeo das Unternehmen und gab ihm seinen heutigen Namen.',
      ),
      p(
        'Das ',
        b('vierblättrige Kleeblatt'),
        ' (Quadrifoglio) schmückt seit Jahrzehnten die sportlichsten Versionen. Heute ist Alfa Romeo Teil von Stellantis.',
      ),
      ul('Giulia: Limousine mit Hinterradantrieb', 'Stelvio: sportlicher SUV', 'Tonale und Junior: elektrifizierte Kompakt-SUVs'),
      p('Entdecken Sie unsere Alfa Romeo im ', a('Bestand', 'stock'), '.'),
    ],
    [
      h2('Milan, 1910'),
      p(
        'Alfa Romeo was founded in Milan in 1910 as A.L.F.A. (',
        i('Anonima Lombarda Fabbrica Automobili'),
        '). A few years later the engineer Nicola Romeo took over the company and gave it its current name.',
      ),
      p(
        'The ',
        b('four-leaf clover'),
        ' (Quadrifoglio) has marked its sportiest versions for decades. Alfa Romeo is now part of Stellantis.',
      ),
      ul('Giulia: a rear-wheel-drive saloon', 'Stelvio: a sporty SUV', 'Tonale and Junior: electrified compact SUVs'),
      p('See our Alfa Romeo cars in ', a('stock', 'stock'), '.'),
    ],
  ),
  models: [
    {
      name: 'Alfa Romeo Giulia',
      type: 'sedan',
      text: T('Berline sportive à propulsion.', 'Sportliche Limousine mit Hinterradantrieb.', 'A sporty rear-wheel-drive saloon.'),
    },
    {
      name: 'Alfa Romeo Stelvio',
      type: 'suv',
      text: T('Le SUV au caractère Alfa Romeo.', 'Der SUV mit Alfa-Romeo-Charakter.', 'The SUV with Alfa Romeo character.'),
    },
    {
      name: 'Alfa Romeo Tonale',
      type: 'suv',
      text: T(
        'SUV compact, notamment en hybride rechargeable.',
        'Kompakt-SUV, unter anderem als Plug-in-Hybrid.',
        'A compact SUV, including a plug-in hybrid.',
      ),
    },
    {
      name: 'Alfa Romeo Junior',
      type: 'hatch',
      electric: true,
      text: T(
        'Le plus petit SUV de la marque, hybride ou électrique.',
        'Der kleinste SUV der Marke, als Hybrid oder elektrisch.',
        'The brand’s smallest SUV, hybrid or electric.',
      ),
    },
  ],
});

brand({
  slug: 'jeep',
  name: 'Jeep',
  car: 'suv',
  pal: 'green',
  tagline: T('L’aventure depuis 1941', 'Abenteuer seit 1941', 'Adventure since 1941'),
  description: T(
    'Jeep chez Autopolis : SUV compacts et tout-terrain, de l’Avenger au Wrangler, dont des versions 4xe.',
    'Jeep bei Autopolis: Kompakt-SUVs und Geländewagen vom Avenger bis zum Wrangler, auch als 4xe.',
    'Jeep at Autopolis: compact SUVs and off-roaders from the Avenger to the Wrangler, including 4xe versions.',
  ),
  headline: T('Jeep, partout où vous allez', 'Jeep – überall, wo Sie hinwollen', 'Jeep, wherever you go'),
  intro: T(
    'Des SUV urbains aux tout-terrain légendaires, électrifiés selon les versions.',
    'Vom Stadt-SUV bis zum legendären Geländewagen, je nach Version elektrifiziert.',
    'From urban SUVs to legendary off-roaders, electrified depending on the version.',
  ),
  body: RT(
    [
      h2('Une légende née en 1941'),
      p(
        'L’histoire de Jeep commence en 1941 avec la ',
        b('Willys MB'),
        ', véhicule tout-terrain de l’armée américaine. Le Wrangler actuel en est le descendant direct.',
      ),
      p(
        'Membre du groupe Stellantis, Jeep propose aussi des SUV compacts comme l’Avenger, élu Voiture européenne de l’année 2023, et des versions hybrides rechargeables 4xe.',
      ),
      ul(
        'Avenger : SUV compact, aussi en électrique',
        'Renegade et Compass : SUV polyvalents',
        'Wrangler : le tout-terrain par excellence',
      ),
      p('Pour entretenir votre Jeep, pensez à notre ', a('service après-vente', 'services/service-apres-vente'), '.'),
    ],
    [
      h2('Eine Legende seit 1941'),
      p(
        'Die Geschichte von Jeep beginnt 1941 mit dem ',
        b('Willys MB'),
        ', dem Geländewagen der US-Armee. Der heutige Wrangler ist sein direkter Nachfahre.',
      ),
      p(
        'Als Teil von Stellantis bietet Jeep auch Kompakt-SUVs wie den Avenger – Europas Auto des Jahres 2023 – sowie Plug-in-Hybride mit der Bezeichnung 4xe an.',
      ),
      ul('Avenger: Kompakt-SUV, auch elektrisch', 'Renegade und Compass: vielseitige SUVs', 'Wrangler: der Geländewagen schlechthin'),
      p('Für die Wartung Ihres Jeep steht unser ', a('Kundendienst', 'services/service-apres-vente'), ' bereit.'),
    ],
    [
      h2('A legend since 1941'),
      p(
        'Jeep’s story began in 1941 with the ',
        b('Willys MB'),
        ', the US Army’s off-road vehicle. Today’s Wrangler is its direct descendant.',
      ),
      p(
        'As part of Stellantis, Jeep also offers compact SUVs such as the Avenger – European Car of the Year 2023 – and 4xe plug-in hybrids.',
      ),
      ul('Avenger: a compact SUV, also electric', 'Renegade and Compass: versatile SUVs', 'Wrangler: the off-roader par excellence'),
      p('Our ', a('after-sales service', 'services/service-apres-vente'), ' looks after your Jeep.'),
    ],
  ),
  models: [
    {
      name: 'Jeep Avenger',
      type: 'hatch',
      electric: true,
      text: T('SUV compact, en hybride ou électrique.', 'Kompakt-SUV, als Hybrid oder elektrisch.', 'A compact SUV, hybrid or electric.'),
    },
    {
      name: 'Jeep Renegade',
      type: 'suv',
      text: T('Petit SUV au look typé Jeep.', 'Kleiner SUV im typischen Jeep-Look.', 'A small SUV with typical Jeep looks.'),
    },
    {
      name: 'Jeep Compass',
      type: 'suv',
      text: T('SUV familial, aussi en 4xe.', 'Familien-SUV, auch als 4xe.', 'A family SUV, also as 4xe.'),
    },
    {
      name: 'Jeep Wrangler',
      type: 'suv',
      text: T('Le franchisseur légendaire.', 'Der legendäre Geländewagen.', 'The legendary off-roader.'),
    },
  ],
});

brand({
  slug: 'lancia',
  name: 'Lancia',
  car: 'hatch',
  pal: 'slate',
  tagline: T('L’élégance italienne depuis 1906', 'Italienische Eleganz seit 1906', 'Italian elegance since 1906'),
  description: T(
    'Lancia chez Autopolis : la nouvelle Ypsilon, hybride ou électrique, et l’héritage d’une marque pionnière.',
    'Lancia bei Autopolis: der neue Ypsilon als Hybrid oder Elektroauto und das Erbe einer Pioniermarke.',
    'Lancia at Autopolis: the new Ypsilon, hybrid or electric, and the heritage of a pioneering brand.',
  ),
  headline: T('Lancia, le retour d’une icône', 'Lancia – die Rückkehr einer Ikone', 'Lancia, an icon returns'),
  intro: T(
    'Élégance, confort et innovation : découvrez la nouvelle Ypsilon.',
    'Eleganz, Komfort und Innovation: Entdecken Sie den neuen Ypsilon.',
    'Elegance, comfort and innovation: discover the new Ypsilon.',
  ),
  body: RT(
    [
      h2('Une marque d’ingénieurs'),
      p(
        'Vincenzo Lancia fonde sa marque à Turin en 1906. La ',
        b('Lambda'),
        ' de 1922 est l’une des premières voitures à carrosserie autoporteuse.',
      ),
      p(
        'En rallye, la Stratos et la Delta HF Integrale ont marqué l’histoire du championnat du monde. Aujourd’hui membre du groupe Stellantis, Lancia se relance avec la nouvelle Ypsilon.',
      ),
      ul('Intérieur soigné, inspiré du design italien', 'Motorisations hybrides et électriques', 'Version sportive HF'),
      p('Demandez un essai sur notre ', a('page contact', 'contact'), '.'),
    ],
    [
      h2('Eine Marke von Ingenieuren'),
      p(
        'Vincenzo Lancia gründete seine Marke 1906 in Turin. Der ',
        b('Lambda'),
        ' von 1922 war eines der ersten Autos mit selbsttragender Karosserie.',
      ),
      p(
        'Im Rallyesport schrieben der Stratos und der Delta HF Integrale Weltmeisterschaftsgeschichte. Heute gehört Lancia zu Stellantis und startet mit dem neuen Ypsilon neu.',
      ),
      ul('Hochwertiger Innenraum im italienischen Design', 'Hybrid- und Elektroantriebe', 'Sportliche HF-Version'),
      p('Fragen Sie eine Probefahrt über unsere ', a('Kontaktseite', 'contact'), ' an.'),
    ],
    [
      h2('A brand built by engineers'),
      p(
        'Vincenzo Lancia founded his brand in Turin in 1906. The ',
        b('Lambda'),
        ' of 1922 was one of the first cars with a monocoque body.',
      ),
      p(
        'In rallying, the Stratos and the Delta HF Integrale wrote world championship history. Now part of Stellantis, Lancia is making a fresh start with the new Ypsilon.',
      ),
      ul('A refined interior in Italian design', 'Hybrid and electric powertrains', 'A sporty HF version'),
      p('Request a test drive via our ', a('contact page', 'contact'), '.'),
    ],
  ),
  models: [
    {
      name: 'Lancia Ypsilon',
      type: 'hatch',
      text: T(
        'Citadine élégante, en hybride ou électrique.',
        'Eleganter Kleinwagen, als Hybrid oder elektrisch.',
        'An elegant small car, hybrid or electric.',
      ),
    },
    {
      name: 'Lancia Ypsilon HF',
      type: 'hatch',
      electric: true,
      text: T(
        'La version sportive électrique de l’Ypsilon.',
        'Die sportliche Elektroversion des Ypsilon.',
        'The sporty electric version of the Ypsilon.',
      ),
    },
  ],
});

brand({
  slug: 'mg',
  name: 'MG',
  car: 'hatch',
  pal: 'teal',
  tagline: T('Un nom britannique, une offre électrique', 'Britischer Name, elektrisches Angebot', 'A British name, an electric line-up'),
  description: T(
    'MG chez Autopolis : MG3 hybride, SUV ZS et HS, MG4 électrique et roadster Cyberster.',
    'MG bei Autopolis: MG3 Hybrid, die SUVs ZS und HS, der elektrische MG4 und der Roadster Cyberster.',
    'MG at Autopolis: MG3 hybrid, ZS and HS SUVs, the electric MG4 and the Cyberster roadster.',
  ),
  headline: T('MG, l’électrique à portée de main', 'MG – Elektromobilität zum Greifen nah', 'MG, electric made easy'),
  intro: T(
    'Citadines, SUV et roadster : une gamme riche en motorisations électrifiées.',
    'Kleinwagen, SUVs und Roadster: eine Modellpalette mit vielen elektrifizierten Antrieben.',
    'City cars, SUVs and a roadster: a range rich in electrified powertrains.',
  ),
  body: RT(
    [
      h2('De Morris Garages à aujourd’hui'),
      p(
        'MG tire son nom des ',
        b('Morris Garages'),
        ' d’Oxford, où sont nées dans les années 1920 les premières sportives de la marque. MG appartient aujourd’hui au groupe SAIC Motor.',
      ),
      p('La marque s’est fait une place en Europe avec des modèles électriques et hybrides bien équipés.'),
      ul('MG3 : citadine hybride', 'MG ZS et MG HS : SUV, dont des versions électrifiées', 'MG4 Electric et Cyberster : 100 % électriques'),
      p('Voir les MG disponibles dans notre ', a('stock', 'stock'), '.'),
    ],
    [
      h2('Von Morris Garages bis heute'),
      p(
        'MG verdankt seinen Namen den ',
        b('Morris Garages'),
        ' in Oxford, wo in den 1920er-Jahren die ersten Sportwagen der Marke entstanden. Heute gehört MG zum SAIC-Motor-Konzern.',
      ),
      p('In Europa hat sich die Marke mit gut ausgestatteten Elektro- und Hybridmodellen etabliert.'),
      ul('MG3: Hybrid-Kleinwagen', 'MG ZS und MG HS: SUVs, auch elektrifiziert', 'MG4 Electric und Cyberster: rein elektrisch'),
      p('Die verfügbaren MG finden Sie in unserem ', a('Bestand', 'stock'), '.'),
    ],
    [
      h2('From Morris Garages to today'),
      p(
        'MG takes its name from ',
        b('Morris Garages'),
        ' in Oxford, where the brand’s first sports cars were built in the 1920s. MG is now owned by SAIC Motor.',
      ),
      p('The brand has made its mark in Europe with well-equipped electric and hybrid models.'),
      ul('MG3: a hybrid small car', 'MG ZS and MG HS: SUVs, including electrified versions', 'MG4 Electric and Cyberster: fully electric'),
      p('See the MG cars in our ', a('stock', 'stock'), '.'),
    ],
  ),
  models: [
    {
      name: 'MG3',
      type: 'hatch',
      text: T('Citadine à motorisation hybride.', 'Kleinwagen mit Hybridantrieb.', 'A small car with hybrid power.'),
    },
    {
      name: 'MG ZS',
      type: 'suv',
      text: T('SUV compact, en hybride ou électrique.', 'Kompakt-SUV, als Hybrid oder elektrisch.', 'A compact SUV, hybrid or electric.'),
    },
    {
      name: 'MG4 Electric',
      type: 'hatch',
      electric: true,
      text: T(
        'Compacte 100 % électrique à propulsion.',
        'Rein elektrischer Kompakter mit Hinterradantrieb.',
        'A fully electric rear-wheel-drive compact.',
      ),
    },
    {
      name: 'MG Cyberster',
      type: 'sports',
      electric: true,
      text: T('Roadster électrique à portes en élytre.', 'Elektro-Roadster mit Scherentüren.', 'An electric roadster with scissor doors.'),
    },
  ],
});

brand({
  slug: 'suzuki',
  name: 'Suzuki',
  car: 'suv',
  pal: 'blue',
  tagline: T('Compactes, légères et 4x4', 'Kompakt, leicht und mit Allrad', 'Compact, light and four-wheel drive'),
  description: T(
    'Suzuki chez Autopolis : Swift, Vitara, S-Cross et e Vitara, avec transmission intégrale ALLGRIP selon les versions.',
    'Suzuki bei Autopolis: Swift, Vitara, S-Cross und e Vitara, je nach Version mit ALLGRIP-Allradantrieb.',
    'Suzuki at Autopolis: Swift, Vitara, S-Cross and e Vitara, with ALLGRIP four-wheel drive depending on the version.',
  ),
  headline: T('Suzuki, la compacte intelligente', 'Suzuki – clever und kompakt', 'Suzuki, small and smart'),
  intro: T(
    'Des voitures légères et sobres, et un vrai savoir-faire en 4x4.',
    'Leichte, sparsame Autos und echte Allrad-Kompetenz.',
    'Light, economical cars and real four-wheel-drive know-how.',
  ),
  body: RT(
    [
      h2('Une histoire commencée en 1909'),
      p(
        'Michio Suzuki fonde son entreprise en 1909 à Hamamatsu, au Japon, pour fabriquer des métiers à tisser. Les premières automobiles Suzuki apparaissent dans les années 1950.',
      ),
      p('La marque est reconnue pour ses voitures compactes et légères et pour sa transmission intégrale ', b('ALLGRIP'), '.'),
      ul(
        'Swift : citadine hybride légère',
        'Vitara et S-Cross : SUV, avec 4x4 selon les versions',
        'e Vitara : le premier SUV électrique de la marque',
      ),
      p('Nos ateliers assurent l’', a('entretien de votre Suzuki', 'services/service-apres-vente'), '.'),
    ],
    [
      h2('Eine Geschichte seit 1909'),
      p(
        'Michio Suzuki gründete sein Unternehmen 1909 im japanischen Hamamatsu und baute zunächst Webstühle. Die ersten Suzuki-Automobile folgten in den 1950er-Jahren.',
      ),
      p('Die Marke ist bekannt für kompakte, leichte Autos und ihren Allradantrieb ', b('ALLGRIP'), '.'),
      ul(
        'Swift: leichter Hybrid-Kleinwagen',
        'Vitara und S-Cross: SUVs, je nach Version mit Allrad',
        'e Vitara: der erste Elektro-SUV der Marke',
      ),
      p('Unsere Werkstätten übernehmen die ', a('Wartung Ihres Suzuki', 'services/service-apres-vente'), '.'),
    ],
    [
      h2('A story that began in 1909'),
      p(
        'Michio Suzuki founded his company in Hamamatsu, Japan, in 1909 to build weaving looms. The first Suzuki cars followed in the 1950s.',
      ),
      p('The brand is known for compact, lightweight cars and its ', b('ALLGRIP'), ' four-wheel-drive system.'),
      ul(
        'Swift: a light hybrid small car',
        'Vitara and S-Cross: SUVs, with four-wheel drive on some versions',
        'e Vitara: the brand’s first electric SUV',
      ),
      p('Our workshops take care of ', a('servicing your Suzuki', 'services/service-apres-vente'), '.'),
    ],
  ),
  models: [
    {
      name: 'Suzuki Swift',
      type: 'hatch',
      text: T('Citadine légère à motorisation hybride.', 'Leichter Kleinwagen mit Hybridantrieb.', 'A light small car with hybrid power.'),
    },
    {
      name: 'Suzuki Vitara',
      type: 'suv',
      text: T(
        'SUV compact, disponible en 4x4 ALLGRIP.',
        'Kompakt-SUV, auch mit ALLGRIP-Allrad.',
        'A compact SUV, available with ALLGRIP 4WD.',
      ),
    },
    {
      name: 'Suzuki S-Cross',
      type: 'suv',
      text: T('SUV spacieux et économe.', 'Geräumiger und sparsamer SUV.', 'A roomy, economical SUV.'),
    },
    {
      name: 'Suzuki e Vitara',
      type: 'suv',
      electric: true,
      text: T(
        'SUV 100 % électrique, aussi en transmission intégrale.',
        'Rein elektrischer SUV, auch mit Allradantrieb.',
        'A fully electric SUV, also with all-wheel drive.',
      ),
    },
  ],
});

brand({
  slug: 'corvette',
  name: 'Corvette',
  car: 'sports',
  pal: 'night',
  tagline: T('La sportive américaine depuis 1953', 'Der amerikanische Sportwagen seit 1953', 'America’s sports car since 1953'),
  description: T(
    'Corvette chez Autopolis : Stingray, E-Ray et Z06, la sportive américaine à moteur central.',
    'Corvette bei Autopolis: Stingray, E-Ray und Z06 – der amerikanische Sportwagen mit Mittelmotor.',
    'Corvette at Autopolis: Stingray, E-Ray and Z06 – the mid-engined American sports car.',
  ),
  headline: T('Corvette, une légende à moteur central', 'Corvette – eine Legende mit Mittelmotor', 'Corvette, a mid-engined legend'),
  intro: T(
    'Le mythe américain, en coupé ou cabriolet, à découvrir à Bertrange.',
    'Der amerikanische Mythos als Coupé oder Cabrio – zu entdecken in Bertrange.',
    'The American legend, as coupé or convertible – come and see it in Bertrange.',
  ),
  body: RT(
    [
      h2('Plus de 70 ans de passion'),
      p(
        'Présentée en 1953, la Corvette est la sportive emblématique de General Motors. Depuis la huitième génération (C8), elle adopte un ',
        b('moteur central'),
        ', une première dans son histoire.',
      ),
      p('En Europe, elle est désormais commercialisée sous le nom Corvette.'),
      ul(
        'Stingray : coupé ou cabriolet à toit rigide escamotable',
        'E-Ray : motorisation hybride et transmission intégrale',
        'Z06 : la version pensée pour la piste',
      ),
      p('Pour découvrir une Corvette, ', a('prenez contact', 'contact'), ' avec notre équipe de Bertrange.'),
    ],
    [
      h2('Mehr als 70 Jahre Leidenschaft'),
      p(
        'Die 1953 vorgestellte Corvette ist der Sportwagen von General Motors schlechthin. Seit der achten Generation (C8) hat sie erstmals in ihrer Geschichte einen ',
        b('Mittelmotor'),
        '.',
      ),
      p('In Europa wird sie inzwischen unter dem Namen Corvette angeboten.'),
      ul('Stingray: Coupé oder Cabrio mit versenkbarem Hardtop', 'E-Ray: Hybridantrieb und Allrad', 'Z06: die Version für die Rennstrecke'),
      p('Für eine Corvette-Besichtigung ', a('kontaktieren Sie', 'contact'), ' unser Team in Bertrange.'),
    ],
    [
      h2('More than 70 years of passion'),
      p(
        'Introduced in 1953, the Corvette is General Motors’ signature sports car. Since the eighth generation (C8) it has a ',
        b('mid-mounted engine'),
        ' for the first time in its history.',
      ),
      p('In Europe it is now sold under the Corvette name.'),
      ul(
        'Stingray: coupé or convertible with retractable hardtop',
        'E-Ray: hybrid drive and all-wheel drive',
        'Z06: the track-focused version',
      ),
      p('To see a Corvette, ', a('get in touch', 'contact'), ' with our team in Bertrange.'),
    ],
  ),
  models: [
    {
      name: 'Corvette Stingray',
      type: 'sports',
      text: T(
        'Coupé ou cabriolet à moteur V8 central.',
        'Coupé oder Cabrio mit V8-Mittelmotor.',
        'Coupé or convertible with a mid-mounted V8.',
      ),
    },
    {
      name: 'Corvette E-Ray',
      type: 'sports',
      text: T('Hybride à transmission intégrale.', 'Hybrid mit Allradantrieb.', 'A hybrid with all-wheel drive.'),
    },
    {
      name: 'Corvette Z06',
      type: 'sports',
      text: T('La Corvette taillée pour le circuit.', 'Die Corvette für die Rennstrecke.', 'The Corvette built for the track.'),
    },
  ],
});

brand({
  slug: 'cadillac',
  name: 'Cadillac',
  car: 'suv',
  pal: 'night',
  tagline: T('Le luxe américain, version électrique', 'Amerikanischer Luxus, elektrisch', 'American luxury, electric'),
  description: T(
    'Cadillac chez Autopolis : les SUV électriques LYRIQ et OPTIQ, le luxe américain au Luxembourg.',
    'Cadillac bei Autopolis: die Elektro-SUVs LYRIQ und OPTIQ – amerikanischer Luxus in Luxemburg.',
    'Cadillac at Autopolis: the LYRIQ and OPTIQ electric SUVs – American luxury in Luxembourg.',
  ),
  headline: T('Cadillac, le luxe électrique', 'Cadillac – elektrischer Luxus', 'Cadillac, electric luxury'),
  intro: T(
    'Des SUV électriques haut de gamme, à découvrir sur rendez-vous.',
    'Elektrische Oberklasse-SUVs – zu entdecken nach Terminvereinbarung.',
    'Premium electric SUVs – viewing by appointment.',
  ),
  body: RT(
    [
      h2('Detroit, 1902'),
      p(
        'Cadillac est fondée en 1902 à Detroit et porte le nom d’',
        b('Antoine de La Mothe Cadillac'),
        ', fondateur de la ville. La marque fait partie de General Motors depuis 1909.',
      ),
      p('En Europe, Cadillac mise aujourd’hui sur des SUV 100 % électriques.'),
      ul('LYRIQ : grand SUV électrique', 'OPTIQ : SUV électrique plus compact', 'Finition et confort haut de gamme'),
      p('Nos conseillers vous reçoivent sur ', a('rendez-vous', 'contact'), '.'),
    ],
    [
      h2('Detroit, 1902'),
      p(
        'Cadillac wurde 1902 in Detroit gegründet und nach ',
        b('Antoine de La Mothe Cadillac'),
        ' benannt, dem Gründer der Stadt. Seit 1909 gehört die Marke zu General Motors.',
      ),
      p('In Europa setzt Cadillac heute auf rein elektrische SUVs.'),
      ul('LYRIQ: großer Elektro-SUV', 'OPTIQ: kompakterer Elektro-SUV', 'Hochwertige Verarbeitung und Komfort'),
      p('Unsere Berater empfangen Sie gerne nach ', a('Terminvereinbarung', 'contact'), '.'),
    ],
    [
      h2('Detroit, 1902'),
      p(
        'Cadillac was founded in Detroit in 1902 and named after ',
        b('Antoine de La Mothe Cadillac'),
        ', the city’s founder. The brand has been part of General Motors since 1909.',
      ),
      p('In Europe, Cadillac now focuses on fully electric SUVs.'),
      ul('LYRIQ: a large electric SUV', 'OPTIQ: a more compact electric SUV', 'Premium finish and comfort'),
      p('Our advisors will welcome you ', a('by appointment', 'contact'), '.'),
    ],
  ),
  models: [
    {
      name: 'Cadillac LYRIQ',
      type: 'suv',
      electric: true,
      text: T(
        'Grand SUV électrique au design affirmé.',
        'Großer Elektro-SUV mit markantem Design.',
        'A large electric SUV with striking design.',
      ),
    },
    {
      name: 'Cadillac OPTIQ',
      type: 'suv',
      electric: true,
      text: T('SUV électrique compact et raffiné.', 'Kompakter, edler Elektro-SUV.', 'A compact, refined electric SUV.'),
    },
  ],
});

brand({
  slug: 'isuzu',
  name: 'Isuzu',
  car: 'pickup',
  pal: 'sand',
  tagline: T('Le pick-up robuste', 'Der robuste Pick-up', 'The tough pickup'),
  description: T(
    'Isuzu chez Autopolis : le pick-up D-Max en cabine simple, allongée ou double, pour les professionnels.',
    'Isuzu bei Autopolis: der Pick-up D-Max mit Einzel-, Extra- oder Doppelkabine für Gewerbekunden.',
    'Isuzu at Autopolis: the D-Max pickup in single, extended or double cab form for professionals.',
  ),
  headline: T('Isuzu D-Max, fait pour travailler', 'Isuzu D-Max – gemacht für die Arbeit', 'Isuzu D-Max, built to work'),
  intro: T(
    'Un pick-up robuste pour les chantiers, l’agriculture et les loisirs.',
    'Ein robuster Pick-up für Baustelle, Landwirtschaft und Freizeit.',
    'A tough pickup for building sites, farming and leisure.',
  ),
  body: RT(
    [
      h2('Un spécialiste du diesel et de l’utilitaire'),
      p(
        'Isuzu, dont l’histoire remonte à 1916, est un constructeur japonais reconnu pour ses ',
        b('moteurs diesel'),
        ' et ses véhicules utilitaires.',
      ),
      p('Le D-Max est son pick-up, apprécié pour sa robustesse et sa capacité de remorquage.'),
      ul(
        'Cabine simple, allongée ou double',
        'Transmission intégrale selon les versions',
        'Idéal pour les artisans, les agriculteurs et les communes',
      ),
      p('Découvrez nos offres de ', a('leasing entreprise', 'services/leasing'), ' et nos utilitaires à Esch-sur-Alzette.'),
    ],
    [
      h2('Spezialist für Diesel und Nutzfahrzeuge'),
      p(
        'Isuzu, dessen Geschichte bis 1916 zurückreicht, ist ein japanischer Hersteller, der für seine ',
        b('Dieselmotoren'),
        ' und Nutzfahrzeuge bekannt ist.',
      ),
      p('Der D-Max ist sein Pick-up, geschätzt für Robustheit und Anhängelast.'),
      ul('Einzel-, Extra- oder Doppelkabine', 'Je nach Version mit Allradantrieb', 'Ideal für Handwerk, Landwirtschaft und Gemeinden'),
      p(
        'Entdecken Sie unsere ',
        a('Leasingangebote für Unternehmen', 'services/leasing'),
        ' und unsere Nutzfahrzeuge in Esch-sur-Alzette.',
      ),
    ],
    [
      h2('A diesel and commercial vehicle specialist'),
      p(
        'Isuzu, whose history goes back to 1916, is a Japanese manufacturer known for its ',
        b('diesel engines'),
        ' and commercial vehicles.',
      ),
      p('The D-Max is its pickup, valued for its toughness and towing capacity.'),
      ul(
        'Single, extended or double cab',
        'Four-wheel drive depending on the version',
        'Ideal for tradespeople, farmers and local authorities',
      ),
      p('See our ', a('business leasing offers', 'services/leasing'), ' and our commercial vehicles in Esch-sur-Alzette.'),
    ],
  ),
  models: [
    {
      name: 'Isuzu D-Max Single Cab',
      type: 'pickup',
      text: T('Deux places et une grande benne.', 'Zwei Sitze und eine große Ladefläche.', 'Two seats and a large load bed.'),
    },
    {
      name: 'Isuzu D-Max Space Cab',
      type: 'pickup',
      text: T('Cabine allongée pour le rangement.', 'Verlängerte Kabine mit Stauraum.', 'An extended cab with storage space.'),
    },
    {
      name: 'Isuzu D-Max Double Cab',
      type: 'pickup',
      text: T('Cinq places pour le travail et la famille.', 'Fünf Sitze für Arbeit und Familie.', 'Five seats for work and family.'),
    },
  ],
});

brand({
  slug: 'maxus',
  name: 'Maxus',
  car: 'van',
  pal: 'green',
  tagline: T('Utilitaires électriques pour les pros', 'Elektrische Nutzfahrzeuge für Profis', 'Electric vans for professionals'),
  description: T(
    'Maxus chez Autopolis : fourgons électriques eDELIVER, pick-up et monospace électrique pour les entreprises.',
    'Maxus bei Autopolis: elektrische Transporter eDELIVER, Pick-up und Elektro-Van für Unternehmen.',
    'Maxus at Autopolis: eDELIVER electric vans, a pickup and an electric people carrier for businesses.',
  ),
  headline: T('Maxus, l’utilitaire électrique', 'Maxus – das elektrische Nutzfahrzeug', 'Maxus, the electric van'),
  intro: T(
    'Des fourgons électriques de toutes tailles pour la livraison et l’artisanat.',
    'Elektrische Transporter in allen Größen für Lieferdienste und Handwerk.',
    'Electric vans in every size for deliveries and trades.',
  ),
  body: RT(
    [
      h2('Une marque du groupe SAIC Motor'),
      p(
        'Maxus est la marque de véhicules utilitaires du groupe chinois ',
        b('SAIC Motor'),
        ', qui a repris en 2010 les actifs du constructeur britannique LDV.',
      ),
      p('En Europe, Maxus propose une gamme de fourgons largement électrique, du petit utilitaire urbain au grand fourgon.'),
      ul(
        'eDELIVER 3 : utilitaire électrique compact',
        'eDELIVER 7 et eDELIVER 9 : fourgons moyens et grands',
        'MIFA 9 : monospace électrique jusqu’à sept places',
      ),
      p(
        'Nos conseillers entreprises vous accompagnent à Esch-sur-Alzette ; voir aussi le ',
        a('leasing entreprise', 'services/leasing'),
        '.',
      ),
    ],
    [
      h2('Eine Marke des SAIC-Motor-Konzerns'),
      p(
        'Maxus ist die Nutzfahrzeugmarke des chinesischen Konzerns ',
        b('SAIC Motor'),
        ', der 2010 die Vermögenswerte des britischen Herstellers LDV übernommen hat.',
      ),
      p(
        'In Europa bietet Maxus eine weitgehend elektrische Transporterpalette, vom kompakten Stadtlieferwagen bis zum großen Kastenwagen.',
      ),
      ul(
        'eDELIVER 3: kompakter Elektrotransporter',
        'eDELIVER 7 und eDELIVER 9: mittlere und große Kastenwagen',
        'MIFA 9: Elektro-Van mit bis zu sieben Sitzen',
      ),
      p(
        'Unsere Firmenkundenberater in Esch-sur-Alzette helfen Ihnen gerne; siehe auch ',
        a('Leasing für Unternehmen', 'services/leasing'),
        '.',
      ),
    ],
    [
      h2('A SAIC Motor brand'),
      p(
        'Maxus is the commercial vehicle brand of the Chinese group ',
        b('SAIC Motor'),
        ', which took over the assets of the British maker LDV in 2010.',
      ),
      p('In Europe, Maxus offers a largely electric van range, from compact city vans to large panel vans.'),
      ul(
        'eDELIVER 3: a compact electric van',
        'eDELIVER 7 and eDELIVER 9: medium and large vans',
        'MIFA 9: an electric people carrier with up to seven seats',
      ),
      p('Our business advisors in Esch-sur-Alzette are there to help; see also ', a('business leasing', 'services/leasing'), '.'),
    ],
  ),
  models: [
    {
      name: 'Maxus eDELIVER 3',
      type: 'van',
      electric: true,
      text: T(
        'Fourgon électrique compact pour la ville.',
        'Kompakter Elektrotransporter für die Stadt.',
        'A compact electric van for town.',
      ),
    },
    {
      name: 'Maxus eDELIVER 7',
      type: 'van',
      electric: true,
      text: T('Fourgon électrique de taille moyenne.', 'Mittelgroßer Elektrotransporter.', 'A mid-size electric van.'),
    },
    {
      name: 'Maxus eDELIVER 9',
      type: 'van',
      electric: true,
      text: T('Grand fourgon électrique.', 'Großer Elektrotransporter.', 'A large electric van.'),
    },
    {
      name: 'Maxus MIFA 9',
      type: 'van',
      electric: true,
      text: T(
        'Monospace électrique jusqu’à sept places.',
        'Elektro-Van mit bis zu sieben Sitzen.',
        'An electric people carrier with up to seven seats.',
      ),
    },
  ],
});

const ALL_BRANDS = BRANDS.map((br) => br.slug);

for (const br of BRANDS) {
  story(
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
  );
}

// ---------------------------------------------------------------------------------------------------
// Models: each brand's new models as `model` stories at `{brand}/{model}` (issue 11), and the brand's
// range page. The models are the brand page's ones, a few more where the range is larger, and every
// model of the mock stock; the figures come from that stock where it has the model, else from the
// body style (plausible list prices, WLTP figures; all fictional).
// ---------------------------------------------------------------------------------------------------

const EXTRA_MODELS = {
  kia: [
    {
      name: 'Kia EV3',
      type: 'suv',
      electric: true,
      text: T(
        'SUV compact 100 % électrique, jusqu’à 600 km d’autonomie.',
        'Kompakter Elektro-SUV mit bis zu 600 km Reichweite.',
        'A compact electric SUV with up to 600 km of range.',
      ),
    },
  ],
  hyundai: [
    {
      name: 'Hyundai Bayon',
      type: 'hatch',
      text: T(
        'Petit crossover urbain, pratique et économe.',
        'Kleiner City-Crossover, praktisch und sparsam.',
        'A small city crossover, practical and frugal.',
      ),
    },
  ],
  lancia: [
    {
      name: 'Lancia Gamma',
      type: 'suv',
      text: T(
        'La grande Lancia du renouveau, hybride ou électrique.',
        'Der große Lancia des Neuanfangs, als Hybrid oder elektrisch.',
        'The large Lancia of the revival, hybrid or electric.',
      ),
    },
  ],
  cadillac: [
    {
      name: 'Cadillac VISTIQ',
      type: 'suv',
      electric: true,
      text: T(
        'Grand SUV électrique à trois rangées de sièges.',
        'Großer Elektro-SUV mit drei Sitzreihen.',
        'A large electric SUV with three rows of seats.',
      ),
    },
  ],
};

const TYPE_BODY = { hatch: 'hatchback', suv: 'suv', sedan: 'sedan', sports: 'coupe', van: 'van', pickup: 'pickup' };
const BODY_TYPE = {
  hatchback: 'hatch',
  sedan: 'sedan',
  estate: 'sedan',
  suv: 'suv',
  coupe: 'sports',
  convertible: 'sports',
  mpv: 'van',
  van: 'van',
  pickup: 'pickup',
};
const TYPE_PRICE = { hatch: 19900, suv: 29900, sedan: 42900, sports: 89900, van: 33900, pickup: 36900 };
const TYPE_POWER = { hatch: 100, suv: 150, sedan: 190, sports: 480, van: 130, pickup: 200 };
const TYPE_CONSUMPTION = {
  hatch: [4.9, 5.8],
  suv: [5.6, 7.2],
  sedan: [5.9, 7.4],
  sports: [12.1, 13.4],
  van: [7.4, 8.6],
  pickup: [8.3, 9.4],
};
const GENERIC_TRIMS = ['Essential', 'Style', 'Premium'];
/** A stable number from 0 to n-1 for a word (the same model gets the same figures at every run). */
const spread = (word, n) => parseInt(sha(`model:${word}`).slice(0, 8), 16) % n;
const TYPE_HIGHLIGHTS = {
  hatch: T(
    ['Écran tactile et smartphone connecté', 'Aide au maintien dans la voie', 'Caméra de recul', 'Faible consommation en ville'],
    ['Touchscreen mit Smartphone-Anbindung', 'Spurhalteassistent', 'Rückfahrkamera', 'Niedriger Verbrauch in der Stadt'],
    ['Touchscreen with smartphone mirroring', 'Lane keeping assist', 'Reversing camera', 'Low fuel use in town'],
  ),
  suv: T(
    ['Position de conduite surélevée', 'Grand coffre modulable', 'Régulateur de vitesse adaptatif', 'Hayon électrique'],
    ['Erhöhte Sitzposition', 'Großer, variabler Kofferraum', 'Adaptiver Tempomat', 'Elektrische Heckklappe'],
    ['High driving position', 'Large, flexible boot', 'Adaptive cruise control', 'Power tailgate'],
  ),
  sedan: T(
    ['Confort de route sur longs trajets', 'Sièges avant chauffants', 'Système de navigation', 'Phares LED adaptatifs'],
    ['Reisekomfort auf langen Strecken', 'Beheizbare Vordersitze', 'Navigationssystem', 'Adaptive LED-Scheinwerfer'],
    ['Comfort on long journeys', 'Heated front seats', 'Navigation system', 'Adaptive LED headlights'],
  ),
  sports: T(
    ['Moteur central et performances de pointe', 'Suspension pilotée', 'Freins haute performance', 'Sièges sport'],
    ['Mittelmotor und Spitzenleistung', 'Adaptives Fahrwerk', 'Hochleistungsbremsen', 'Sportsitze'],
    ['Mid-engine and top performance', 'Adaptive suspension', 'High-performance brakes', 'Sports seats'],
  ),
  van: T(
    ['Grand volume de chargement', 'Porte latérale coulissante', 'Charge utile élevée', 'Attelage en option'],
    ['Großes Ladevolumen', 'Seitliche Schiebetür', 'Hohe Nutzlast', 'Anhängerkupplung optional'],
    ['Large load volume', 'Sliding side door', 'High payload', 'Optional tow bar'],
  ),
  pickup: T(
    ['Quatre roues motrices', 'Benne de grande capacité', 'Capacité de remorquage élevée', 'Protection de soubassement'],
    ['Allradantrieb', 'Große Ladefläche', 'Hohe Anhängelast', 'Unterfahrschutz'],
    ['Four-wheel drive', 'Large load bed', 'High towing capacity', 'Underbody protection'],
  ),
};
const EV_HIGHLIGHTS = T(
  ['Recharge rapide en courant continu', 'Pompe à chaleur', 'Planificateur de trajets avec recharges'],
  ['DC-Schnellladen', 'Wärmepumpe', 'Routenplaner mit Ladestopps'],
  ['DC fast charging', 'Heat pump', 'Route planner with charging stops'],
);

/** Every model of a brand: the brand page's, the extra ones, then the stock's not yet named, with the stock's slug each maps to. */
function brandModels(br) {
  const stockNames = [...new Set(STOCK_VEHICLES.filter((v) => v.brand === br.slug).map((v) => v.model))];
  const stockSlugs = stockNames.map(slugify);
  const models = [...br.models, ...(EXTRA_MODELS[br.slug] ?? [])].map((m) => {
    const slug = modelSlugOf(br, m);
    const stockModel = stockSlugs.includes(slug) ? slug : (stockSlugs.find((s) => slug.startsWith(`${s}-`)) ?? slug);
    return { ...m, short: shortName(br, m.name), slug, stockModel };
  });
  for (const name of stockNames) {
    const slug = slugify(name);
    if (models.some((m) => m.stockModel === slug)) continue;
    const body = STOCK_VEHICLES.find((v) => v.brand === br.slug && v.model === name).body_style;
    const type = BODY_TYPE[body] ?? 'suv';
    const electric = STOCK_VEHICLES.some((v) => v.brand === br.slug && v.model === name && v.fuel === 'electric');
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

const ALL_MODELS = [];
for (const br of BRANDS) {
  for (const m of brandModels(br)) {
    const vehicles = STOCK_VEHICLES.filter((v) => v.brand === br.slug && slugify(v.model) === m.stockModel);
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
        fuel: v?.fuel ?? fuels[i % fuels.length],
        transmission: v?.transmission ?? (i === 0 && !electricOnly ? 'manual' : 'automatic'),
        power_hp: String(v?.power_hp ?? TYPE_POWER[m.type] + (electricOnly ? 50 : 0) + i * 25),
        price_from: String(base + i * 3500),
      };
    });
    const consumptions = vehicles.map((v) => v.consumption).filter((c) => typeof c === 'number' && c > 0);
    const [cMin, cMax] = electricOnly
      ? [14.9 + spread(m.slug, 10) / 10, 16.8 + spread(m.slug, 17) / 10]
      : consumptions.length
        ? [Math.min(...consumptions), Math.max(...consumptions)]
        : TYPE_CONSUMPTION[m.type];
    const co2s = vehicles.map((v) => v.co2).filter((c) => typeof c === 'number');
    const [co2Min, co2Max] = electricOnly
      ? [0, 0]
      : co2s.length
        ? [Math.min(...co2s), Math.max(...co2s)]
        : [Math.round(cMin * 23), Math.round(cMax * 23)];
    const gallery = [modelImg(m.type, false), modelImg(m.type, true)];
    ALL_MODELS.push({ brand: br.slug, slug: m.slug });
    story(
      `${br.slug}/${m.slug}`,
      m.name,
      {
        component: 'model',
        brand: br.slug,
        brand_name: br.name,
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
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Settings (header, footer, company facts — all fictional)
// ---------------------------------------------------------------------------------------------------

const nav = (label, slug) => ({ component: 'nav_item', label, link: link(slug) });
const column = (title, links) => ({ component: 'footer_column', title, links });

story(
  'settings',
  'Settings',
  {
    component: 'settings',
    header_nav: [
      nav(T('Stock', 'Fahrzeuge', 'Stock'), 'stock'),
      nav(T('Marques', 'Marken', 'Brands'), 'brands'),
      nav(T('Leasing', 'Leasing', 'Leasing'), 'services/leasing'),
      nav(T('Entreprises', 'Geschäftskunden', 'Business'), 'entreprise'),
      nav(T('Services', 'Service', 'Services'), 'services'),
      nav(T('Actualités', 'Aktuelles', 'News'), 'news'),
      nav(T('Concessions', 'Standorte', 'Dealerships'), 'concessions'),
      nav(T('Contact', 'Kontakt', 'Contact'), 'contact'),
    ],
    footer_columns: [
      column(T('Marques', 'Marken', 'Brands'), [
        nav(T('Ford', 'Ford', 'Ford'), 'ford'),
        nav(T('Kia', 'Kia', 'Kia'), 'kia'),
        nav(T('Hyundai', 'Hyundai', 'Hyundai'), 'hyundai'),
        nav(T('Opel', 'Opel', 'Opel'), 'opel'),
        nav(T('MG', 'MG', 'MG'), 'mg'),
        nav(T('Jeep', 'Jeep', 'Jeep'), 'jeep'),
        nav(T('Toutes nos marques', 'Alle Marken', 'All our brands'), 'brands'),
      ]),
      column(T('Services', 'Service', 'Services'), [
        nav(T('Leasing', 'Leasing', 'Leasing'), 'services/leasing'),
        nav(T('Financement', 'Finanzierung', 'Financing'), 'services/financement'),
        nav(T('Carrosserie', 'Karosserie', 'Bodywork'), 'services/carrosserie'),
        nav(T('Pneus et gardiennage', 'Reifen und Einlagerung', 'Tyres and storage'), 'services/pneus-et-gardiennage'),
        nav(T('Service après-vente', 'Kundendienst', 'After-sales service'), 'services/service-apres-vente'),
        nav(T('Pièces et accessoires', 'Teile und Zubehör', 'Parts and accessories'), 'services/vente-de-pieces-et-accessoires'),
      ]),
      column(T('Entreprise', 'Unternehmen', 'Company'), [
        nav(T('L’histoire d’Autopolis', 'Die Geschichte von Autopolis', 'The Autopolis story'), 'a-propos-de-nous/l-histoire-d-autopolis'),
        nav(T('Carrières', 'Karriere', 'Careers'), 'carrieres'),
        nav(T('Portraits de collaborateurs', 'Mitarbeiterporträts', 'Meet our people'), 'carrieres/portraits-de-collaborateurs'),
        nav(T('Presse', 'Presse', 'Press'), 'a-propos-de-nous/presse'),
        nav(T('Actualités', 'Aktuelles', 'News'), 'news'),
      ]),
      column(T('Informations légales', 'Rechtliches', 'Legal'), [
        nav(
          T('Politique de traitement des données', 'Datenschutzerklärung', 'Data protection policy'),
          'politique-de-traitement-des-donnees',
        ),
        nav(T('Politique en matière de cookies', 'Cookie-Richtlinie', 'Cookie policy'), 'politique-cookies'),
        nav(T('Mentions légales', 'Impressum', 'Legal notice'), 'mentions-legales'),
        nav(T('Contact', 'Kontakt', 'Contact'), 'contact'),
        nav(T('FAQ', 'FAQ', 'FAQ'), 'faq'),
      ]),
    ],
    company_name: 'Autopolis',
    address: T(
      '1, rue Exemple, L-0000 Bertrange (adresse fictive)',
      '1, rue Exemple, L-0000 Bertrange (fiktive Adresse)',
      '1, rue Exemple, L-0000 Bertrange (fictional address)',
    ),
    phone: '+352 00 00 00 00',
    email: 'contact@autopolis.example',
    vat_number: 'LU00000000',
    iban: 'LU00 0000 0000 0000 0000',
    legal_note: T(
      'Site de démonstration : Autopolis est une entreprise fictive. Adresse, téléphone, e-mail, numéro de TVA et IBAN sont des données fictives.',
      'Demo-Website: Autopolis ist ein fiktives Unternehmen. Adresse, Telefon, E-Mail, Umsatzsteuer-Nummer und IBAN sind fiktive Angaben.',
      'Demonstration site: Autopolis is a fictional company. Address, phone, e-mail, VAT number and IBAN are fictional.',
    ),
  },
  { created: '2025-11-10' },
);

// ---------------------------------------------------------------------------------------------------
// Home page and dealership home pages
// ---------------------------------------------------------------------------------------------------

const QUICK_CARDS = [
  card(
    T('Véhicules neufs', 'Neuwagen', 'New cars'),
    T(
      'Les modèles neufs de nos quinze marques, disponibles rapidement.',
      'Neufahrzeuge unserer fünfzehn Marken, schnell verfügbar.',
      'New models from our fifteen brands, available at short notice.',
    ),
    cardImg(
      'stock-new',
      { scene: 'showroom', car: 'suv', second: 'hatch', pal: 'blue', seed: 'stock-new' },
      T(
        'Illustration : voitures neuves devant un showroom',
        'Illustration: Neuwagen vor einem Showroom',
        'Illustration: new cars in front of a showroom',
      ),
    ),
    link('stock'),
    T('Voir le stock neuf', 'Zu den Neuwagen', 'See new stock'),
  ),
  card(
    T('Véhicules d’occasion', 'Gebrauchtwagen', 'Used cars'),
    T(
      'Des occasions contrôlées, avec contrôle technique valide et garantie de 12 mois.',
      'Geprüfte Gebrauchtwagen mit gültiger technischer Kontrolle und 12 Monaten Garantie.',
      'Checked used cars with a valid roadworthiness test and a 12-month warranty.',
    ),
    cardImg('stock-used', { scene: 'road', car: 'sedan', pal: 'slate', seed: 'stock-used' }, onRoadAlt('sedan')),
    link('stock'),
    T('Voir les occasions', 'Zu den Gebrauchtwagen', 'See used cars'),
  ),
  card(
    T('Leasing privé', 'Privatleasing', 'Private lease'),
    T(
      'Une mensualité fixe, entretien et assurance inclus selon l’offre.',
      'Eine feste Monatsrate, Wartung und Versicherung je nach Angebot inklusive.',
      'One fixed monthly payment, with servicing and insurance included depending on the offer.',
    ),
    cardImg('private-lease', { scene: 'road', car: 'hatch', pal: 'teal', seed: 'private-lease' }, onRoadAlt('hatch')),
    link('services/leasing'),
    T('Découvrir le leasing privé', 'Privatleasing entdecken', 'Discover private lease'),
  ),
  card(
    T('Leasing entreprise', 'Firmenleasing', 'Business lease'),
    T(
      'Voitures de société et utilitaires pour les indépendants et les flottes.',
      'Firmenwagen und Nutzfahrzeuge für Selbstständige und Flotten.',
      'Company cars and vans for the self-employed and for fleets.',
    ),
    cardImg(
      'business-lease',
      { scene: 'city', car: 'van', pal: 'dusk', seed: 'business-lease' },
      T('Illustration : un utilitaire en ville', 'Illustration: ein Transporter in der Stadt', 'Illustration: a van in town'),
    ),
    link('services/leasing'),
    T('Découvrir le leasing entreprise', 'Firmenleasing entdecken', 'Discover business lease'),
  ),
  card(
    T('Services', 'Service', 'Services'),
    T(
      'Entretien, carrosserie, pneus, pièces : nos ateliers s’occupent de tout.',
      'Wartung, Karosserie, Reifen, Teile: Unsere Werkstätten kümmern sich um alles.',
      'Servicing, bodywork, tyres, parts: our workshops take care of everything.',
    ),
    cardImg(
      'services',
      { scene: 'workshop', car: 'hatch', pal: 'blue', seed: 'services' },
      T(
        'Illustration : une voiture sur un pont élévateur en atelier',
        'Illustration: ein Auto auf der Hebebühne in der Werkstatt',
        'Illustration: a car on a lift in the workshop',
      ),
    ),
    link('services'),
    T('Nos services', 'Unser Service', 'Our services'),
  ),
  card(
    T('Nos concessions', 'Unsere Standorte', 'Our dealerships'),
    T(
      'Bertrange, Niederkorn et Esch-sur-Alzette : trouvez la concession la plus proche.',
      'Bertrange, Niederkorn und Esch-sur-Alzette: Finden Sie den nächstgelegenen Standort.',
      'Bertrange, Niederkorn and Esch-sur-Alzette: find the dealership nearest to you.',
    ),
    cardImg(
      'dealerships',
      { scene: 'map', pal: 'blue', seed: 'dealerships' },
      T('Illustration : carte avec trois repères', 'Illustration: Karte mit drei Markierungen', 'Illustration: a map with three pins'),
    ),
    link('concessions'),
    T('Trouver une concession', 'Standort finden', 'Find a dealership'),
  ),
];
registry.images.use(QUICK_CARDS);

story(
  'home',
  'Home',
  {
    component: 'page',
    title: T(
      'Autopolis – concessionnaire multimarque au Luxembourg',
      'Autopolis – Mehrmarkenhändler in Luxemburg',
      'Autopolis – multi-brand car dealer in Luxembourg',
    ),
    description: T(
      'Voitures neuves et d’occasion, leasing privé et entreprise, entretien et carrosserie : quinze marques dans trois concessions au Luxembourg.',
      'Neu- und Gebrauchtwagen, Privat- und Firmenleasing, Wartung und Karosserie: fünfzehn Marken an drei Standorten in Luxemburg.',
      'New and used cars, private and business leasing, servicing and bodywork: fifteen brands at three dealerships in Luxembourg.',
    ),
    body: [
      hero(
        T(
          'Votre prochaine voiture vous attend chez Autopolis',
          'Ihr nächstes Auto wartet bei Autopolis',
          'Your next car is waiting at Autopolis',
        ),
        T(
          'Quinze marques, trois concessions au Luxembourg et une équipe qui vous accompagne de l’essai à l’entretien.',
          'Fünfzehn Marken, drei Standorte in Luxemburg und ein Team, das Sie von der Probefahrt bis zur Wartung begleitet.',
          'Fifteen brands, three dealerships in Luxembourg and a team that looks after you from test drive to servicing.',
        ),
        heroImg(
          'home',
          { scene: 'showroom', car: 'hatch', second: 'suv', pal: 'blue', label: 'Luxembourg', seed: 'home' },
          T(
            'Illustration : le showroom Autopolis avec des voitures exposées',
            'Illustration: der Autopolis-Showroom mit ausgestellten Fahrzeugen',
            'Illustration: the Autopolis showroom with cars on display',
          ),
        ),
        L.stock,
        link('stock'),
      ),
      stockForm(T('Trouvez votre véhicule', 'Finden Sie Ihr Fahrzeug', 'Find your vehicle')),
      quickStockEntry(T('Accès rapide au stock', 'Schnelleinstieg in den Bestand', 'Jump into our stock')),
      stockPreview(T('Derniers arrivages', 'Neu eingetroffen', 'Just arrived'), '', 4),
      brandLogos(T('Nos marques', 'Unsere Marken', 'Our brands'), ALL_BRANDS),
      cardGrid(T('Accès rapide', 'Schnellzugriff', 'Quick access'), QUICK_CARDS),
      richText(
        RT(
          [
            h2('Bienvenue chez Autopolis'),
            p(
              'Depuis plus de cinquante ans, Autopolis accompagne les automobilistes du Luxembourg. Que vous cherchiez une citadine électrique, un SUV familial ou un utilitaire pour votre entreprise, nos conseillers vous aident à trouver le véhicule adapté à votre usage et à votre budget.',
            ),
            p(
              'Chaque véhicule d’occasion est ',
              b('contrôlé et nettoyé en profondeur'),
              ', livré avec un contrôle technique valide et une garantie de 12 mois, et bénéficie d’une garantie d’échange de 14 jours.',
            ),
            p(
              'Découvrez nos ',
              a('services', 'services'),
              ', nos formules de ',
              a('leasing', 'services/leasing'),
              ' ou ',
              a('contactez-nous', 'contact'),
              '.',
            ),
          ],
          [
            h2('Willkommen bei Autopolis'),
            p(
              'Seit mehr als fünfzig Jahren begleitet Autopolis Autofahrerinnen und Autofahrer in Luxemburg. Ob elektrischer Kleinwagen, Familien-SUV oder Nutzfahrzeug für Ihr Unternehmen – unsere Berater helfen Ihnen, das passende Fahrzeug für Ihren Bedarf und Ihr Budget zu finden.',
            ),
            p(
              'Jeder Gebrauchtwagen wird ',
              b('gründlich geprüft und gereinigt'),
              ', mit gültiger technischer Kontrolle und 12 Monaten Garantie übergeben und ist durch eine 14-tägige Umtauschgarantie abgesichert.',
            ),
            p(
              'Entdecken Sie unseren ',
              a('Service', 'services'),
              ', unsere ',
              a('Leasingangebote', 'services/leasing'),
              ' oder ',
              a('kontaktieren Sie uns', 'contact'),
              '.',
            ),
          ],
          [
            h2('Welcome to Autopolis'),
            p(
              'For more than fifty years Autopolis has been looking after drivers in Luxembourg. Whether you are looking for an electric city car, a family SUV or a van for your business, our advisors help you find the right vehicle for your needs and your budget.',
            ),
            p(
              'Every used car is ',
              b('thoroughly inspected and cleaned'),
              ', handed over with a valid roadworthiness test and a 12-month warranty, and covered by a 14-day exchange guarantee.',
            ),
            p(
              'Discover our ',
              a('services', 'services'),
              ', our ',
              a('leasing offers', 'services/leasing'),
              ' or ',
              a('contact us', 'contact'),
              '.',
            ),
          ],
        ),
      ),
      articleOverview(T('Dernières actualités', 'Aktuelle Meldungen', 'Latest news'), 3),
    ],
  },
  { created: '2025-11-12' },
);

story(
  'centre-de-vehicules-d-occasion',
  'Used car centre',
  {
    component: 'page',
    title: T('Centre de véhicules d’occasion', 'Gebrauchtwagenzentrum', 'Used car centre'),
    description: T(
      'Des voitures d’occasion contrôlées, nettoyées et garanties 12 mois, avec une garantie d’échange de 14 jours.',
      'Geprüfte, gereinigte Gebrauchtwagen mit 12 Monaten Garantie und 14 Tagen Umtauschgarantie.',
      'Used cars that are inspected, cleaned and covered by a 12-month warranty, with a 14-day exchange guarantee.',
    ),
    body: [
      hero(
        T('Centre de véhicules d’occasion', 'Gebrauchtwagenzentrum', 'Used car centre'),
        T(
          'Chaque occasion est contrôlée et nettoyée en profondeur, livrée avec un contrôle technique valide, une garantie de 12 mois et une garantie d’échange de 14 jours.',
          'Jeder Gebrauchtwagen wird gründlich geprüft und gereinigt und mit gültiger technischer Kontrolle, 12 Monaten Garantie und 14 Tagen Umtauschgarantie übergeben.',
          'Every used car is thoroughly inspected and cleaned, and handed over with a valid roadworthiness test, a 12-month warranty and a 14-day exchange guarantee.',
        ),
        heroImg(
          'used-centre',
          { scene: 'showroom', car: 'suv', second: 'hatch', pal: 'teal', label: 'Occasions', seed: 'used-centre' },
          T(
            'Illustration : des voitures d’occasion alignées',
            'Illustration: aufgereihte Gebrauchtwagen',
            'Illustration: used cars lined up',
          ),
        ),
        L.stock,
        link('stock'),
      ),
      quickStockEntry(T('Par catégorie', 'Nach Kategorie', 'By category')),
      stockOverview(T('Nos occasions', 'Unsere Gebrauchtwagen', 'Our used cars'), 'condition=used', 12),
    ],
  },
  { created: '2025-11-20' },
);

const DEALERS = [
  {
    slug: 'bertrange',
    name: 'Bertrange',
    pal: 'blue',
    brands: ['ford', 'kia', 'hyundai', 'opel', 'mg', 'corvette', 'cadillac'],
    intro: T(
      'Notre plus grand site : showroom, atelier et centre d’occasions, à deux pas de Luxembourg-Ville.',
      'Unser größter Standort: Showroom, Werkstatt und Gebrauchtwagenzentrum, nur wenige Minuten von Luxemburg-Stadt.',
      'Our largest site: showroom, workshop and used-car centre, minutes from Luxembourg City.',
    ),
    about: {
      fr: [
        'Autopolis Bertrange réunit sous un même toit sept de nos marques, un atelier mécanique et un espace dédié aux véhicules d’occasion.',
        'Ford, Kia, Hyundai, Opel, MG, Corvette et Cadillac',
      ],
      de: [
        'Autopolis Bertrange vereint sieben unserer Marken, eine mechanische Werkstatt und einen Gebrauchtwagenbereich unter einem Dach.',
        'Ford, Kia, Hyundai, Opel, MG, Corvette und Cadillac',
      ],
      en: [
        'Autopolis Bertrange brings together seven of our brands, a mechanical workshop and a used-car area under one roof.',
        'Ford, Kia, Hyundai, Opel, MG, Corvette and Cadillac',
      ],
    },
  },
  {
    slug: 'niederkorn',
    name: 'Niederkorn',
    pal: 'dusk',
    brands: ['fiat', 'abarth', 'alfa-romeo', 'jeep', 'lancia', 'suzuki'],
    intro: T(
      'Les marques italiennes, Jeep et Suzuki dans le sud-ouest du pays, avec un atelier entièrement rénové.',
      'Italienische Marken, Jeep und Suzuki im Südwesten des Landes – mit komplett renovierter Werkstatt.',
      'The Italian brands, Jeep and Suzuki in the south-west of the country, with a fully renovated workshop.',
    ),
    about: {
      fr: [
        'Autopolis Niederkorn est le site des passionnés de l’automobile italienne, avec un atelier rénové en 2026.',
        'Fiat, Abarth, Alfa Romeo, Jeep, Lancia et Suzuki',
      ],
      de: [
        'Autopolis Niederkorn ist der Standort für Liebhaber italienischer Autos – mit einer 2026 renovierten Werkstatt.',
        'Fiat, Abarth, Alfa Romeo, Jeep, Lancia und Suzuki',
      ],
      en: [
        'Autopolis Niederkorn is the place for fans of Italian cars, with a workshop renovated in 2026.',
        'Fiat, Abarth, Alfa Romeo, Jeep, Lancia and Suzuki',
      ],
    },
  },
  {
    slug: 'esch-sur-alzette',
    name: 'Esch-sur-Alzette',
    pal: 'teal',
    brands: ['ford', 'opel', 'isuzu', 'maxus'],
    intro: T(
      'Notre centre utilitaires et entreprises : fourgons, pick-up et solutions de flotte.',
      'Unser Zentrum für Nutzfahrzeuge und Firmenkunden: Transporter, Pick-ups und Flottenlösungen.',
      'Our commercial vehicle and business centre: vans, pickups and fleet solutions.',
    ),
    about: {
      fr: [
        'Autopolis Esch-sur-Alzette est dédié aux professionnels : utilitaires thermiques et électriques, aménagements et leasing de flotte.',
        'Ford, Opel, Isuzu et Maxus',
      ],
      de: [
        'Autopolis Esch-sur-Alzette ist auf Gewerbekunden spezialisiert: Nutzfahrzeuge mit Verbrenner- und Elektroantrieb, Ausbauten und Flottenleasing.',
        'Ford, Opel, Isuzu und Maxus',
      ],
      en: [
        'Autopolis Esch-sur-Alzette is dedicated to business customers: combustion and electric vans, conversions and fleet leasing.',
        'Ford, Opel, Isuzu and Maxus',
      ],
    },
  },
];

for (const d of DEALERS) {
  story(
    `home-page/${d.slug}`,
    `Autopolis ${d.name}`,
    {
      component: 'page',
      title: T(`Autopolis ${d.name}`, `Autopolis ${d.name}`, `Autopolis ${d.name}`),
      description: d.intro,
      body: [
        hero(
          T(`Bienvenue chez Autopolis ${d.name}`, `Willkommen bei Autopolis ${d.name}`, `Welcome to Autopolis ${d.name}`),
          d.intro,
          heroImg(
            `dealer-${d.slug}`,
            {
              scene: 'showroom',
              car: d.slug === 'esch-sur-alzette' ? 'van' : 'hatch',
              second: d.slug === 'esch-sur-alzette' ? 'pickup' : 'suv',
              pal: d.pal,
              label: d.name,
              seed: d.slug,
            },
            T(
              `Illustration : la concession Autopolis de ${d.name}`,
              `Illustration: das Autohaus Autopolis in ${d.name}`,
              `Illustration: the Autopolis dealership in ${d.name}`,
            ),
          ),
          L.appointment,
          link('contact'),
        ),
        richText(
          RT(
            [
              h2(`Votre concession à ${d.name}`),
              p(d.about.fr[0]),
              p(b('Marques : '), d.about.fr[1], '.'),
              p(
                i('Adresse, horaires et équipe ci-dessous sont donnés à titre d’exemple (données fictives).'),
                ' Pour toute question, ',
                a('contactez-nous', 'contact'),
                '.',
              ),
            ],
            [
              h2(`Ihr Autohaus in ${d.name}`),
              p(d.about.de[0]),
              p(b('Marken: '), d.about.de[1], '.'),
              p(
                i('Adresse, Öffnungszeiten und Team unten sind Beispielangaben (fiktive Daten).'),
                ' Bei Fragen ',
                a('kontaktieren Sie uns', 'contact'),
                '.',
              ),
            ],
            [
              h2(`Your dealership in ${d.name}`),
              p(d.about.en[0]),
              p(b('Brands: '), d.about.en[1], '.'),
              p(
                i('The address, opening hours and team below are examples (fictional data).'),
                ' For any question, ',
                a('contact us', 'contact'),
                '.',
              ),
            ],
          ),
        ),
        stockPreview(T(`En stock à ${d.name}`, `Im Bestand in ${d.name}`, `In stock in ${d.name}`), `location=${d.slug}`, 4),
        cardGrid(T('Sur place', 'Vor Ort', 'On site'), [
          card(
            T('Notre stock', 'Unser Bestand', 'Our stock'),
            T(`Les véhicules disponibles à ${d.name}.`, `Die in ${d.name} verfügbaren Fahrzeuge.`, `The vehicles available in ${d.name}.`),
            cardImg(
              'stock-new',
              { scene: 'showroom', car: 'suv', second: 'hatch', pal: 'blue', seed: 'stock-new' },
              T(
                'Illustration : voitures neuves devant un showroom',
                'Illustration: Neuwagen vor einem Showroom',
                'Illustration: new cars in front of a showroom',
              ),
            ),
            link('stock'),
            L.stock,
          ),
          card(
            T('Atelier et entretien', 'Werkstatt und Wartung', 'Workshop and servicing'),
            T(
              'Entretien, révision et réparations toutes marques.',
              'Wartung, Inspektion und Reparaturen aller Marken.',
              'Servicing, inspections and repairs for all makes.',
            ),
            cardImg(
              'service-sav',
              { scene: 'workshop', car: 'suv', pal: 'slate', seed: 'service-sav' },
              T('Illustration : un SUV sur un pont élévateur', 'Illustration: ein SUV auf der Hebebühne', 'Illustration: an SUV on a lift'),
            ),
            link('services/service-apres-vente'),
            L.more,
          ),
          card(
            T('Pneus et gardiennage', 'Reifen und Einlagerung', 'Tyres and storage'),
            T(
              'Changement de pneus et stockage de vos roues.',
              'Reifenwechsel und Einlagerung Ihrer Räder.',
              'Tyre changes and storage for your wheels.',
            ),
            cardImg(
              'service-pneus',
              { scene: 'tyres', pal: 'blue', seed: 'service-pneus' },
              T('Illustration : pneus rangés sur des étagères', 'Illustration: Reifen im Regal', 'Illustration: tyres stored on racks'),
            ),
            link('services/pneus-et-gardiennage'),
            L.more,
          ),
        ]),
        locationDetail(
          d.slug,
          T(`Horaires et équipe à ${d.name}`, `Öffnungszeiten und Team in ${d.name}`, `Opening hours and team in ${d.name}`),
        ),
        brandLogos(T(`Nos marques à ${d.name}`, `Unsere Marken in ${d.name}`, `Our brands in ${d.name}`), d.brands),
      ],
    },
    { created: '2025-11-20' },
  );
}

// ---------------------------------------------------------------------------------------------------
// Brands overview and news
// ---------------------------------------------------------------------------------------------------

story(
  'brands',
  'Marques',
  {
    component: 'page',
    title: T('Nos marques', 'Unsere Marken', 'Our brands'),
    description: T(
      'Les quinze marques distribuées par Autopolis au Luxembourg, des citadines aux utilitaires.',
      'Die fünfzehn Marken, die Autopolis in Luxemburg vertreibt – vom Kleinwagen bis zum Nutzfahrzeug.',
      'The fifteen brands sold by Autopolis in Luxembourg, from city cars to vans.',
    ),
    body: [
      hero(
        T('Quinze marques, un seul interlocuteur', 'Fünfzehn Marken, ein Ansprechpartner', 'Fifteen brands, one point of contact'),
        T(
          'Comparez les modèles de plusieurs marques au même endroit.',
          'Vergleichen Sie Modelle mehrerer Marken an einem Ort.',
          'Compare models from several brands in one place.',
        ),
        heroImg('brands', { scene: 'city', car: 'suv', pal: 'slate', seed: 'brands' }, onRoadAlt('suv')),
      ),
      brandOverview(
        T('Toutes nos marques', 'Alle unsere Marken', 'All our brands'),
        T(
          'Voitures particulières, modèles électriques, sportives américaines ou utilitaires : choisissez une marque pour découvrir sa gamme.',
          'Pkw, Elektromodelle, amerikanische Sportwagen oder Nutzfahrzeuge: Wählen Sie eine Marke, um ihre Modellpalette zu entdecken.',
          'Passenger cars, electric models, American sports cars or vans: choose a brand to discover its range.',
        ),
        ALL_BRANDS,
      ),
    ],
  },
  { created: '2025-11-14' },
);

story(
  'news',
  'Actualités',
  {
    component: 'page',
    title: T('Actualités', 'Aktuelles', 'News'),
    description: T(
      'Les nouvelles d’Autopolis : arrivages, événements, conseils d’entretien et vie de nos ateliers.',
      'Neuigkeiten von Autopolis: neue Modelle, Veranstaltungen, Wartungstipps und Neues aus unseren Werkstätten.',
      'News from Autopolis: new arrivals, events, maintenance tips and life in our workshops.',
    ),
    body: [
      hero(
        T('Actualités', 'Aktuelles', 'News'),
        T(
          'Événements, nouveautés et conseils de nos équipes.',
          'Veranstaltungen, Neuheiten und Tipps unserer Teams.',
          'Events, new arrivals and tips from our teams.',
        ),
        heroImg('news', { scene: 'city', car: 'hatch', pal: 'dusk', seed: 'news' }, onRoadAlt('hatch')),
      ),
      articleOverview(T('Tous les articles', 'Alle Beiträge', 'All articles'), 0),
    ],
  },
  { created: '2025-11-14' },
);

// ---------------------------------------------------------------------------------------------------
// News articles (generic dealership news, all fictional)
// ---------------------------------------------------------------------------------------------------

const CAT = {
  events: T('Événements', 'Veranstaltungen', 'Events'),
  workshop: T('Atelier', 'Werkstatt', 'Workshop'),
  tips: T('Conseils', 'Tipps', 'Tips'),
  models: T('Nouveautés', 'Neuheiten', 'New models'),
  company: T('Entreprise', 'Unternehmen', 'Company'),
};

function article(slug, date, category, tags, title, teaser, img, body) {
  story(
    `news/${slug}`,
    title.fr,
    {
      component: 'article',
      title,
      teaser,
      image: img,
      date,
      category: CAT[category],
      body,
    },
    { created: addDays(date, -3), published: date, articleDate: date, tags },
  );
}

article(
  'portes-ouvertes-de-janvier',
  '2026-01-19',
  'events',
  ['evenement'],
  T(
    'Portes ouvertes de janvier : bienvenue dans nos concessions',
    'Tage der offenen Tür im Januar: Willkommen in unseren Autohäusern',
    'January open days: welcome to our dealerships',
  ),
  T(
    'Deux week-ends pour découvrir les nouveautés 2026 de nos marques, faire un essai et profiter de conseils personnalisés.',
    'Zwei Wochenenden, um die Neuheiten 2026 unserer Marken zu entdecken, Probe zu fahren und sich persönlich beraten zu lassen.',
    'Two weekends to discover our brands’ 2026 models, take a test drive and get personal advice.',
  ),
  articleImg(
    'portes-ouvertes-de-janvier',
    { scene: 'showroom', car: 'suv', second: 'hatch', pal: 'winter', label: '2026', seed: 'jan' },
    T('Illustration : showroom en hiver', 'Illustration: Showroom im Winter', 'Illustration: a showroom in winter'),
  ),
  RT(
    [
      p(
        'Comme chaque début d’année, nos trois concessions ouvrent grand leurs portes. Nos équipes vous présentent les nouveautés de la saison et répondent à toutes vos questions.',
      ),
      h2('Au programme'),
      ul(
        'Essais de modèles thermiques, hybrides et électriques',
        'Présentation de nos formules de leasing privé et entreprise',
        'Estimation gratuite de votre véhicule actuel',
        'Café et viennoiseries pour les visiteurs',
      ),
      h2('Où et quand ?'),
      p(
        'Les samedis et dimanches des deux derniers week-ends de janvier, à Bertrange, Niederkorn et Esch-sur-Alzette. Les horaires détaillés sont disponibles auprès de chaque ',
        a('concession', 'concessions'),
        '.',
      ),
      quote(
        i('« Les portes ouvertes sont le meilleur moment pour comparer plusieurs marques en une seule visite. »'),
        ' – l’équipe commerciale d’Autopolis',
      ),
      p('Vous préférez un rendez-vous individuel ? ', a('Contactez-nous', 'contact'), '.'),
    ],
    [
      p(
        'Wie zu jedem Jahresbeginn öffnen unsere drei Autohäuser ihre Türen. Unsere Teams stellen Ihnen die Neuheiten der Saison vor und beantworten all Ihre Fragen.',
      ),
      h2('Das Programm'),
      ul(
        'Probefahrten mit Verbrenner-, Hybrid- und Elektromodellen',
        'Vorstellung unserer Leasingangebote für Privat- und Firmenkunden',
        'Kostenlose Bewertung Ihres aktuellen Fahrzeugs',
        'Kaffee und Gebäck für alle Besucher',
      ),
      h2('Wo und wann?'),
      p(
        'An den Samstagen und Sonntagen der letzten beiden Januarwochenenden in Bertrange, Niederkorn und Esch-sur-Alzette. Die genauen Öffnungszeiten erfahren Sie bei jedem ',
        a('Standort', 'concessions'),
        '.',
      ),
      quote(
        i('„Die Tage der offenen Tür sind die beste Gelegenheit, mehrere Marken bei einem einzigen Besuch zu vergleichen.“'),
        ' – das Verkaufsteam von Autopolis',
      ),
      p('Sie möchten lieber einen persönlichen Termin? ', a('Kontaktieren Sie uns', 'contact'), '.'),
    ],
    [
      p(
        'As at the start of every year, our three dealerships throw their doors open. Our teams present the new models of the season and answer all your questions.',
      ),
      h2('What’s on'),
      ul(
        'Test drives of petrol, hybrid and electric models',
        'Presentation of our private and business leasing offers',
        'A free valuation of your current vehicle',
        'Coffee and pastries for all visitors',
      ),
      h2('Where and when?'),
      p(
        'On the Saturdays and Sundays of the last two weekends of January, in Bertrange, Niederkorn and Esch-sur-Alzette. Detailed opening hours are available from each ',
        a('dealership', 'concessions'),
        '.',
      ),
      quote(i('“Open days are the best time to compare several brands in a single visit.”'), ' – the Autopolis sales team'),
      p('Would you rather book a personal appointment? ', a('Contact us', 'contact'), '.'),
    ],
  ),
);

article(
  'autopolis-recrute-des-techniciens',
  '2026-02-16',
  'company',
  ['carrieres'],
  T(
    'Autopolis recrute des techniciens et des apprentis',
    'Autopolis sucht Techniker und Auszubildende',
    'Autopolis is hiring technicians and apprentices',
  ),
  T(
    'Nos ateliers s’agrandissent : nous cherchons des mécatroniciens, des carrossiers et des apprentis motivés.',
    'Unsere Werkstätten wachsen: Wir suchen Kfz-Mechatroniker, Karosseriebauer und motivierte Auszubildende.',
    'Our workshops are growing: we are looking for mechatronics technicians, body repairers and motivated apprentices.',
  ),
  articleImg(
    'autopolis-recrute-des-techniciens',
    { scene: 'team', pal: 'blue', seed: 'recrute' },
    T(
      'Illustration : l’équipe devant la concession',
      'Illustration: das Team vor dem Autohaus',
      'Illustration: the team in front of the dealership',
    ),
  ),
  RT(
    [
      p(
        'Avec l’arrivée de nouveaux modèles électriques et l’agrandissement de notre atelier de Niederkorn, nous renforçons nos équipes techniques.',
      ),
      h2('Les postes ouverts'),
      ul(
        'Mécatronicien automobile (m/f/x), avec ou sans expérience en haute tension',
        'Carrossier-peintre (m/f/x)',
        'Apprentis mécatroniciens pour la rentrée de septembre',
      ),
      h2('Ce que nous offrons'),
      ul(
        'Formations constructeur régulières',
        'Outillage moderne et ateliers rénovés',
        'Une équipe à taille humaine dans un groupe multimarque',
      ),
      p(
        'Toutes les offres et la marche à suivre se trouvent sur notre page ',
        a('carrières', 'carrieres'),
        '. Découvrez aussi les ',
        a('portraits de nos collaborateurs', 'carrieres/portraits-de-collaborateurs'),
        '.',
      ),
    ],
    [
      p('Mit neuen Elektromodellen und der Erweiterung unserer Werkstatt in Niederkorn verstärken wir unsere technischen Teams.'),
      h2('Offene Stellen'),
      ul(
        'Kfz-Mechatroniker (m/w/d), mit oder ohne Hochvolt-Erfahrung',
        'Karosseriebauer und Lackierer (m/w/d)',
        'Auszubildende Kfz-Mechatroniker zum Schuljahresbeginn im September',
      ),
      h2('Was wir bieten'),
      ul(
        'Regelmäßige Herstellerschulungen',
        'Modernes Werkzeug und renovierte Werkstätten',
        'Ein familiäres Team in einer Mehrmarkengruppe',
      ),
      p(
        'Alle Angebote und den Bewerbungsweg finden Sie auf unserer ',
        a('Karriereseite', 'carrieres'),
        '. Lernen Sie auch unsere ',
        a('Mitarbeiter in Porträts', 'carrieres/portraits-de-collaborateurs'),
        ' kennen.',
      ),
    ],
    [
      p('With new electric models arriving and our Niederkorn workshop expanding, we are strengthening our technical teams.'),
      h2('Open positions'),
      ul(
        'Automotive mechatronics technician (m/f/x), with or without high-voltage experience',
        'Body repairer and painter (m/f/x)',
        'Mechatronics apprentices starting in September',
      ),
      h2('What we offer'),
      ul('Regular manufacturer training', 'Modern tools and renovated workshops', 'A close-knit team within a multi-brand group'),
      p(
        'All vacancies and how to apply are on our ',
        a('careers page', 'carrieres'),
        '. You can also ',
        a('meet some of our people', 'carrieres/portraits-de-collaborateurs'),
        '.',
      ),
    ],
  ),
);

article(
  'changement-pneus-ete-2026',
  '2026-03-23',
  'tips',
  ['pneus', 'atelier'],
  T(
    'Passage aux pneus été : prenez rendez-vous dès maintenant',
    'Umstieg auf Sommerreifen: Jetzt Termin vereinbaren',
    'Switching to summer tyres: book your slot now',
  ),
  T(
    'Quand changer de pneus, comment vérifier leur état et pourquoi confier vos roues à notre service de gardiennage.',
    'Wann Sie die Reifen wechseln sollten, wie Sie ihren Zustand prüfen und warum sich unsere Einlagerung lohnt.',
    'When to change your tyres, how to check their condition and why our storage service makes life easier.',
  ),
  articleImg(
    'changement-pneus-ete-2026',
    { scene: 'tyres', pal: 'green', seed: 'pneus-ete' },
    T('Illustration : pneus rangés sur des étagères', 'Illustration: Reifen im Regal', 'Illustration: tyres stored on racks'),
  ),
  RT(
    [
      p(
        'Au Luxembourg, des pneus adaptés aux conditions hivernales sont obligatoires par temps de neige ou de verglas. Dès que les températures remontent durablement au-dessus de 7 °C, les pneus été offrent à nouveau la meilleure adhérence.',
      ),
      h2('Nos conseils'),
      ol(
        'Vérifiez la profondeur des sculptures : 1,6 mm minimum légal, 3 mm recommandés',
        'Contrôlez la pression à froid, selon les valeurs du constructeur',
        'Faites vérifier l’équilibrage lors du montage',
      ),
      h2('Pensez au gardiennage'),
      p(
        'Nous stockons vos roues dans de bonnes conditions, les contrôlons et vous prévenons si elles doivent être remplacées. Tous les détails sur notre page ',
        a('pneus et gardiennage', 'services/pneus-et-gardiennage'),
        '.',
      ),
      p(b('Astuce : '), 'les créneaux d’avril partent vite, réservez tôt.'),
    ],
    [
      p(
        'In Luxemburg sind bei Schnee oder Glätte wintertaugliche Reifen Pflicht. Sobald die Temperaturen dauerhaft über 7 °C liegen, bieten Sommerreifen wieder den besten Grip.',
      ),
      h2('Unsere Tipps'),
      ol(
        'Profiltiefe prüfen: gesetzlich mindestens 1,6 mm, empfohlen 3 mm',
        'Reifendruck im kalten Zustand nach Herstellerangaben kontrollieren',
        'Auswuchten bei der Montage prüfen lassen',
      ),
      h2('Denken Sie an die Einlagerung'),
      p(
        'Wir lagern Ihre Räder fachgerecht, prüfen sie und sagen Ihnen Bescheid, wenn sie ersetzt werden müssen. Alle Details auf unserer Seite ',
        a('Reifen und Einlagerung', 'services/pneus-et-gardiennage'),
        '.',
      ),
      p(b('Tipp: '), 'Die Termine im April sind schnell vergeben – buchen Sie frühzeitig.'),
    ],
    [
      p(
        'In Luxembourg, tyres suited to winter conditions are compulsory in snow or ice. Once temperatures stay above 7 °C, summer tyres once again give the best grip.',
      ),
      h2('Our tips'),
      ol(
        'Check the tread depth: 1.6 mm legal minimum, 3 mm recommended',
        'Check the pressure when the tyres are cold, using the manufacturer’s values',
        'Have the balancing checked when the tyres are fitted',
      ),
      h2('Consider tyre storage'),
      p(
        'We store your wheels properly, inspect them and let you know when they need replacing. Find all the details on our ',
        a('tyres and storage', 'services/pneus-et-gardiennage'),
        ' page.',
      ),
      p(b('Tip: '), 'April slots go quickly, so book early.'),
    ],
  ),
);

article(
  'ouverture-atelier-niederkorn',
  '2026-04-13',
  'workshop',
  ['atelier', 'niederkorn'],
  T(
    'Notre atelier rénové de Niederkorn ouvre ses portes',
    'Unsere renovierte Werkstatt in Niederkorn öffnet',
    'Our renovated Niederkorn workshop opens',
  ),
  T(
    'Plus de postes de travail, un espace dédié aux véhicules électriques et un accueil client repensé.',
    'Mehr Arbeitsplätze, ein eigener Bereich für Elektrofahrzeuge und ein neu gestalteter Kundenempfang.',
    'More work bays, a dedicated area for electric vehicles and a redesigned customer reception.',
  ),
  articleImg(
    'ouverture-atelier-niederkorn',
    { scene: 'workshop', car: 'suv', pal: 'dusk', seed: 'atelier-niederkorn' },
    T('Illustration : un SUV sur un pont élévateur', 'Illustration: ein SUV auf der Hebebühne', 'Illustration: an SUV on a lift'),
  ),
  RT(
    [
      p(
        'Après plusieurs mois de travaux, l’atelier de notre concession de Niederkorn accueille à nouveau les clients, dans des locaux modernisés.',
      ),
      h2('Ce qui change'),
      ul(
        'Des postes de travail supplémentaires pour réduire les délais de rendez-vous',
        'Une zone sécurisée pour l’entretien des véhicules électriques et hybrides',
        'Un espace d’attente avec wifi et bornes de recharge',
      ),
      h3('Toutes marques bienvenues'),
      p(
        'Nos techniciens entretiennent les marques du site et prennent aussi en charge les autres véhicules. Prenez rendez-vous via notre ',
        a('service après-vente', 'services/service-apres-vente'),
        '.',
      ),
      p('Plus d’informations sur la ', a('concession de Niederkorn', 'home-page/niederkorn'), '.'),
    ],
    [
      p('Nach mehreren Monaten Umbau empfängt die Werkstatt unseres Standorts Niederkorn wieder Kunden – in modernisierten Räumen.'),
      h2('Was sich ändert'),
      ul(
        'Zusätzliche Arbeitsplätze für kürzere Wartezeiten auf einen Termin',
        'Ein gesicherter Bereich für die Wartung von Elektro- und Hybridfahrzeugen',
        'Ein Wartebereich mit WLAN und Ladestationen',
      ),
      h3('Alle Marken willkommen'),
      p(
        'Unsere Techniker warten die Marken des Standorts und kümmern sich auch um andere Fahrzeuge. Termine über unseren ',
        a('Kundendienst', 'services/service-apres-vente'),
        '.',
      ),
      p('Mehr Informationen zum ', a('Standort Niederkorn', 'home-page/niederkorn'), '.'),
    ],
    [
      p(
        'After several months of building work, the workshop at our Niederkorn dealership is welcoming customers again in modernised premises.',
      ),
      h2('What’s new'),
      ul(
        'Additional work bays to shorten waiting times for appointments',
        'A secured area for servicing electric and hybrid vehicles',
        'A waiting area with wi-fi and charging points',
      ),
      h3('All makes welcome'),
      p(
        'Our technicians service the brands sold on site and look after other vehicles too. Book through our ',
        a('after-sales service', 'services/service-apres-vente'),
        '.',
      ),
      p('More about the ', a('Niederkorn dealership', 'home-page/niederkorn'), '.'),
    ],
  ),
);

article(
  'journees-portes-ouvertes-electriques',
  '2026-05-11',
  'events',
  ['evenement', 'electrique'],
  T(
    'Journées de l’électrique : essayez avant de vous décider',
    'E-Mobilitätstage: erst testen, dann entscheiden',
    'Electric days: try before you decide',
  ),
  T(
    'Un week-end pour essayer les modèles électriques de nos marques et tout savoir sur la recharge à domicile.',
    'Ein Wochenende, um die Elektromodelle unserer Marken zu testen und alles über das Laden zu Hause zu erfahren.',
    'A weekend to try our brands’ electric models and learn all about charging at home.',
  ),
  articleImg(
    'journees-portes-ouvertes-electriques',
    { scene: 'charging', car: 'suv', pal: 'green', flags: true, seed: 'ev-days' },
    chargingAlt('suv'),
  ),
  RT(
    [
      p(
        'Passer à l’électrique soulève souvent les mêmes questions : autonomie, temps de recharge, installation d’une borne. Nos conseillers y répondent pendant nos journées de l’électrique.',
      ),
      h2('Au programme'),
      ul(
        'Essais de citadines, SUV et utilitaires électriques',
        'Conseils sur la recharge à domicile et en entreprise',
        'Informations générales sur les aides publiques à l’achat, selon les conditions en vigueur',
      ),
      h2('Bon à savoir'),
      p(
        'Les essais sont possibles sans rendez-vous, dans la limite des véhicules disponibles. Pour un créneau garanti, ',
        a('réservez à l’avance', 'contact'),
        '.',
      ),
      hr(),
      p('Vous hésitez entre achat et location ? Découvrez notre ', a('leasing', 'services/leasing'), '.'),
    ],
    [
      p(
        'Der Umstieg auf ein Elektroauto wirft oft dieselben Fragen auf: Reichweite, Ladezeit, Installation einer Wallbox. Unsere Berater beantworten sie an unseren E-Mobilitätstagen.',
      ),
      h2('Das Programm'),
      ul(
        'Probefahrten mit elektrischen Kleinwagen, SUVs und Transportern',
        'Beratung zum Laden zu Hause und im Unternehmen',
        'Allgemeine Informationen zu staatlichen Kaufprämien gemäß den geltenden Bedingungen',
      ),
      h2('Gut zu wissen'),
      p(
        'Probefahrten sind ohne Termin möglich, solange Fahrzeuge verfügbar sind. Für einen garantierten Termin ',
        a('reservieren Sie vorab', 'contact'),
        '.',
      ),
      hr(),
      p('Kaufen oder leasen? Entdecken Sie unser ', a('Leasing', 'services/leasing'), '.'),
    ],
    [
      p(
        'Switching to electric often raises the same questions: range, charging time, installing a wallbox. Our advisors answer them during our electric days.',
      ),
      h2('What’s on'),
      ul(
        'Test drives of electric city cars, SUVs and vans',
        'Advice on charging at home and at work',
        'General information on public purchase incentives, subject to the rules in force',
      ),
      h2('Good to know'),
      p(
        'Test drives are possible without an appointment, subject to vehicle availability. For a guaranteed slot, ',
        a('book in advance', 'contact'),
        '.',
      ),
      hr(),
      p('Not sure whether to buy or lease? Discover our ', a('leasing', 'services/leasing'), '.'),
    ],
  ),
);

article(
  'horaires-d-ete-des-ateliers',
  '2026-06-22',
  'workshop',
  ['atelier', 'horaires'],
  T('Horaires d’été de nos ateliers', 'Sommeröffnungszeiten unserer Werkstätten', 'Summer opening hours of our workshops'),
  T(
    'Du 20 juillet au 21 août, nos ateliers adaptent leurs horaires. Anticipez l’entretien avant vos vacances.',
    'Vom 20. Juli bis 21. August gelten angepasste Werkstattzeiten. Planen Sie die Wartung vor dem Urlaub.',
    'From 20 July to 21 August our workshops change their hours. Plan your service before you go on holiday.',
  ),
  articleImg(
    'horaires-d-ete-des-ateliers',
    { scene: 'calendar', pal: 'sand', seed: 'ete' },
    T('Illustration : un calendrier sous le soleil', 'Illustration: ein Kalender in der Sonne', 'Illustration: a calendar in the sunshine'),
  ),
  RT(
    [
      p(
        'Pendant les congés collectifs, nos ateliers restent ouverts avec des horaires adaptés afin de vous dépanner avant et pendant vos vacances.',
      ),
      h2('Horaires du 20 juillet au 21 août'),
      ul('Du lundi au vendredi : de 8h00 à 17h00', 'Samedi : fermé', 'Les showrooms gardent leurs horaires habituels'),
      h2('Avant de partir'),
      ol('Contrôle des pneus et de la pression', 'Vérification des niveaux et de la climatisation', 'Test de la batterie'),
      p(
        'Réservez votre contrôle vacances auprès du ',
        a('service après-vente', 'services/service-apres-vente'),
        ' ou consultez la ',
        a('FAQ', 'faq'),
        '.',
      ),
    ],
    [
      p(
        'Während der Betriebsferien bleiben unsere Werkstätten mit angepassten Zeiten geöffnet, damit wir Ihnen vor und während des Urlaubs helfen können.',
      ),
      h2('Öffnungszeiten vom 20. Juli bis 21. August'),
      ul('Montag bis Freitag: 8:00–17:00 Uhr', 'Samstag: geschlossen', 'Die Showrooms behalten ihre üblichen Öffnungszeiten'),
      h2('Vor der Abreise'),
      ol('Kontrolle der Reifen und des Reifendrucks', 'Prüfung der Flüssigkeitsstände und der Klimaanlage', 'Batterietest'),
      p(
        'Buchen Sie Ihren Urlaubscheck beim ',
        a('Kundendienst', 'services/service-apres-vente'),
        ' oder lesen Sie unsere ',
        a('FAQ', 'faq'),
        '.',
      ),
    ],
    [
      p(
        'During the collective summer holidays our workshops stay open with reduced hours, so we can help you before and during your holidays.',
      ),
      h2('Hours from 20 July to 21 August'),
      ul('Monday to Friday: 8am to 5pm', 'Saturday: closed', 'Showrooms keep their usual hours'),
      h2('Before you leave'),
      ol('Tyre and pressure check', 'Fluid levels and air conditioning check', 'Battery test'),
      p(
        'Book your holiday check with our ',
        a('after-sales service', 'services/service-apres-vente'),
        ' or read the ',
        a('FAQ', 'faq'),
        '.',
      ),
    ],
  ),
);

article(
  'utilitaires-electriques-pour-professionnels',
  '2026-07-08',
  'models',
  ['utilitaires', 'entreprise'],
  T(
    'Utilitaires électriques : une journée dédiée aux professionnels',
    'Elektrische Nutzfahrzeuge: ein Tag für Gewerbekunden',
    'Electric vans: a day for business customers',
  ),
  T(
    'À Esch-sur-Alzette, nos conseillers entreprises présentent fourgons électriques, aménagements et solutions de flotte.',
    'In Esch-sur-Alzette stellen unsere Firmenkundenberater Elektrotransporter, Ausbauten und Flottenlösungen vor.',
    'In Esch-sur-Alzette our business advisors present electric vans, conversions and fleet solutions.',
  ),
  articleImg(
    'utilitaires-electriques-pour-professionnels',
    { scene: 'charging', car: 'van', pal: 'teal', seed: 'ev-vans' },
    chargingAlt('van'),
  ),
  RT(
    [
      p(
        'Artisans, commerçants et gestionnaires de flotte : cette journée vous permet de comparer les utilitaires électriques de plusieurs marques au même endroit.',
      ),
      h2('Les véhicules présentés'),
      ul(
        ['Fourgons électriques ', a('Maxus', 'maxus'), ' de différentes tailles'],
        ['Utilitaires électriques ', a('Opel', 'opel'), ' et ', a('Ford', 'ford')],
        ['Le pick-up ', a('Isuzu D-Max', 'isuzu')],
      ),
      h2('Pour votre entreprise'),
      p(
        'Nous vous conseillons sur le choix du véhicule, les aménagements intérieurs et le ',
        a('leasing entreprise', 'services/leasing'),
        '.',
      ),
    ],
    [
      p('Handwerker, Händler und Flottenmanager: An diesem Tag vergleichen Sie elektrische Nutzfahrzeuge mehrerer Marken an einem Ort.'),
      h2('Die vorgestellten Fahrzeuge'),
      ul(
        ['Elektrotransporter von ', a('Maxus', 'maxus'), ' in verschiedenen Größen'],
        ['Elektrische Nutzfahrzeuge von ', a('Opel', 'opel'), ' und ', a('Ford', 'ford')],
        ['Der Pick-up ', a('Isuzu D-Max', 'isuzu')],
      ),
      h2('Für Ihr Unternehmen'),
      p('Wir beraten Sie zur Fahrzeugwahl, zu Innenausbauten und zum ', a('Firmenleasing', 'services/leasing'), '.'),
    ],
    [
      p('Tradespeople, retailers and fleet managers: this day lets you compare electric vans from several brands in one place.'),
      h2('Vehicles on show'),
      ul(
        [a('Maxus', 'maxus'), ' electric vans in several sizes'],
        [a('Opel', 'opel'), ' and ', a('Ford', 'ford'), ' electric vans'],
        ['The ', a('Isuzu D-Max', 'isuzu'), ' pickup'],
      ),
      h2('For your business'),
      p('We advise you on choosing the vehicle, interior racking and ', a('business leasing', 'services/leasing'), '.'),
    ],
  ),
);

article(
  'nouveaux-modeles-en-concession',
  '2026-08-31',
  'models',
  ['nouveautes'],
  T(
    'Rentrée 2026 : de nouveaux modèles arrivent en concession',
    'Herbst 2026: Neue Modelle treffen in unseren Autohäusern ein',
    'Autumn 2026: new models arrive at our dealerships',
  ),
  T(
    'SUV électriques, hybrides compacts et utilitaires : les premiers véhicules de démonstration de la saison sont arrivés.',
    'Elektro-SUVs, kompakte Hybride und Nutzfahrzeuge: Die ersten Vorführwagen der Saison sind da.',
    'Electric SUVs, compact hybrids and vans: the first demonstrators of the season have arrived.',
  ),
  articleImg(
    'nouveaux-modeles-en-concession',
    { scene: 'showroom', car: 'suv', second: 'sports', pal: 'sand', label: 'Nouveau', seed: 'rentree' },
    T(
      'Illustration : nouveaux modèles devant le showroom',
      'Illustration: neue Modelle vor dem Showroom',
      'Illustration: new models in front of the showroom',
    ),
  ),
  RT(
    [
      p(
        'Comme chaque rentrée, nos marques renouvellent une partie de leur gamme. Les premiers véhicules de démonstration sont disponibles à l’essai dans nos concessions.',
      ),
      h2('Ce qui arrive'),
      ul(
        'De nouvelles versions électriques de SUV compacts',
        'Des motorisations hybrides plus sobres sur les citadines',
        'Des utilitaires électriques avec plus d’autonomie',
      ),
      p(
        'Les modèles disponibles varient selon les marques et les concessions : consultez notre ',
        a('stock', 'stock'),
        ' ou la page de votre ',
        a('marque préférée', 'brands'),
        '.',
      ),
      quote('Les délais de livraison dépendent des constructeurs ; nos conseillers vous informent au cas par cas.'),
    ],
    [
      p(
        'Wie jedes Jahr im Herbst erneuern unsere Marken einen Teil ihrer Modellpalette. Die ersten Vorführwagen stehen in unseren Autohäusern zur Probefahrt bereit.',
      ),
      h2('Was kommt'),
      ul(
        'Neue Elektroversionen kompakter SUVs',
        'Sparsamere Hybridantriebe bei Kleinwagen',
        'Elektrische Nutzfahrzeuge mit mehr Reichweite',
      ),
      p(
        'Die verfügbaren Modelle unterscheiden sich je nach Marke und Standort: Sehen Sie sich unseren ',
        a('Bestand', 'stock'),
        ' oder die Seite Ihrer ',
        a('Lieblingsmarke', 'brands'),
        ' an.',
      ),
      quote('Die Lieferzeiten hängen von den Herstellern ab; unsere Berater informieren Sie im Einzelfall.'),
    ],
    [
      p('As every autumn, our brands refresh part of their range. The first demonstrators are ready for test drives at our dealerships.'),
      h2('What’s coming'),
      ul('New electric versions of compact SUVs', 'More economical hybrid powertrains in small cars', 'Electric vans with more range'),
      p(
        'Available models vary by brand and dealership: browse our ',
        a('stock', 'stock'),
        ' or the page of your ',
        a('favourite brand', 'brands'),
        '.',
      ),
      quote('Delivery times depend on the manufacturers; our advisors will keep you informed case by case.'),
    ],
  ),
);

article(
  'check-up-de-la-rentree',
  '2026-09-14',
  'tips',
  ['atelier', 'conseils'],
  T('Le check-up de la rentrée en cinq points', 'Der Herbst-Check in fünf Punkten', 'The back-to-school check-up in five points'),
  T(
    'Après les vacances, quelques contrôles simples pour rouler en sécurité à l’approche de l’automne.',
    'Nach dem Urlaub: ein paar einfache Kontrollen für sicheres Fahren im Herbst.',
    'After the holidays, a few simple checks to drive safely as autumn approaches.',
  ),
  articleImg(
    'check-up-de-la-rentree',
    { scene: 'workshop', car: 'hatch', pal: 'teal', seed: 'check-up' },
    T(
      'Illustration : une citadine sur un pont élévateur',
      'Illustration: ein Kleinwagen auf der Hebebühne',
      'Illustration: a hatchback on a lift',
    ),
  ),
  RT(
    [
      p('Les longs trajets de l’été mettent le véhicule à rude épreuve. Avant la reprise des trajets quotidiens, faites le point.'),
      h2('Les cinq points à vérifier'),
      ol(
        'Éclairage et feux de signalisation',
        'Balais d’essuie-glace et liquide lave-glace',
        'Freins : bruit ou vibrations au freinage',
        'Pneus : usure et pression',
        'Batterie, surtout si le véhicule a peu roulé',
      ),
      h2('Besoin d’aide ?'),
      p(
        'Nos ateliers effectuent ces contrôles rapidement. Réservez via le ',
        a('service après-vente', 'services/service-apres-vente'),
        '. Pour un impact ou une rayure, voyez notre service ',
        a('débosselage et peinture', 'services/debosselage-et-peinture'),
        '.',
      ),
    ],
    [
      p('Lange Sommerfahrten beanspruchen das Fahrzeug stark. Bevor der Alltag wieder beginnt, lohnt sich ein kurzer Check.'),
      h2('Fünf Punkte zum Prüfen'),
      ol(
        'Beleuchtung und Signalleuchten',
        'Scheibenwischer und Scheibenwaschflüssigkeit',
        'Bremsen: Geräusche oder Vibrationen beim Bremsen',
        'Reifen: Verschleiß und Druck',
        'Batterie, vor allem wenn das Auto wenig gefahren wurde',
      ),
      h2('Brauchen Sie Hilfe?'),
      p(
        'Unsere Werkstätten erledigen diese Kontrollen schnell. Termine über den ',
        a('Kundendienst', 'services/service-apres-vente'),
        '. Für Dellen oder Kratzer gibt es unseren Service ',
        a('Ausbeulen und Lackierung', 'services/debosselage-et-peinture'),
        '.',
      ),
    ],
    [
      p('Long summer journeys put your car under strain. Before the daily commute starts again, take stock.'),
      h2('Five things to check'),
      ol(
        'Headlights and signal lights',
        'Wiper blades and screen wash',
        'Brakes: noise or vibration when braking',
        'Tyres: wear and pressure',
        'Battery, especially if the car has not been driven much',
      ),
      h2('Need a hand?'),
      p(
        'Our workshops carry out these checks quickly. Book through our ',
        a('after-sales service', 'services/service-apres-vente'),
        '. For a dent or scratch, see our ',
        a('dent repair and paint', 'services/debosselage-et-peinture'),
        ' service.',
      ),
    ],
  ),
);

article(
  'saison-des-pneus-hiver',
  '2026-10-12',
  'tips',
  ['pneus'],
  T('Pneus hiver : la saison commence', 'Winterreifen: Die Saison beginnt', 'Winter tyres: the season starts'),
  T(
    'Au Luxembourg, les pneus hiver sont obligatoires par conditions hivernales. Prenez rendez-vous avant les premières gelées.',
    'In Luxemburg sind Winterreifen bei winterlichen Straßenverhältnissen Pflicht. Vereinbaren Sie vor dem ersten Frost einen Termin.',
    'In Luxembourg winter tyres are compulsory in wintry conditions. Book before the first frost.',
  ),
  articleImg(
    'saison-des-pneus-hiver',
    { scene: 'winter', car: 'suv', seed: 'hiver' },
    T(
      'Illustration : un SUV sur une route enneigée',
      'Illustration: ein SUV auf verschneiter Straße',
      'Illustration: an SUV on a snowy road',
    ),
  ),
  RT(
    [
      p(
        'Neige, verglas, givre : par conditions hivernales, la législation luxembourgeoise impose des pneus adaptés, reconnaissables au marquage M+S ou au symbole du flocon dans la montagne.',
      ),
      h2('Quand changer ?'),
      p('Une règle simple : des pneus hiver ', b('d’octobre à Pâques'), '. Sous 7 °C, leur gomme reste souple et adhère mieux.'),
      h2('Notre service'),
      ul(
        'Montage, équilibrage et contrôle de la pression',
        'Gardiennage de vos roues été',
        'Conseil pour l’achat de pneus ou de jantes complètes',
      ),
      p(
        'Réservez sur la page ',
        a('pneus et gardiennage', 'services/pneus-et-gardiennage'),
        '. Les questions fréquentes sont dans notre ',
        a('FAQ', 'faq'),
        '.',
      ),
    ],
    [
      p(
        'Schnee, Glatteis, Reif: Bei winterlichen Verhältnissen schreibt das luxemburgische Recht geeignete Reifen vor, erkennbar an der Kennzeichnung M+S oder dem Schneeflockensymbol.',
      ),
      h2('Wann wechseln?'),
      p(
        'Eine einfache Faustregel: Winterreifen ',
        b('von Oktober bis Ostern'),
        '. Unter 7 °C bleibt ihre Gummimischung weich und haftet besser.',
      ),
      h2('Unser Service'),
      ul('Montage, Auswuchten und Druckkontrolle', 'Einlagerung Ihrer Sommerräder', 'Beratung beim Kauf von Reifen oder Kompletträdern'),
      p(
        'Buchen Sie auf der Seite ',
        a('Reifen und Einlagerung', 'services/pneus-et-gardiennage'),
        '. Häufige Fragen beantwortet unsere ',
        a('FAQ', 'faq'),
        '.',
      ),
    ],
    [
      p(
        'Snow, ice, frost: in wintry conditions Luxembourg law requires suitable tyres, recognisable by the M+S marking or the mountain snowflake symbol.',
      ),
      h2('When to change?'),
      p('A simple rule of thumb: winter tyres ', b('from October to Easter'), '. Below 7 °C their rubber stays supple and grips better.'),
      h2('Our service'),
      ul('Fitting, balancing and pressure check', 'Storage for your summer wheels', 'Advice on buying tyres or complete wheels'),
      p(
        'Book on our ',
        a('tyres and storage', 'services/pneus-et-gardiennage'),
        ' page. Frequently asked questions are answered in our ',
        a('FAQ', 'faq'),
        '.',
      ),
    ],
  ),
);

// ---------------------------------------------------------------------------------------------------
// Contact, FAQ, careers, legal and company pages (all company facts fictional)
// ---------------------------------------------------------------------------------------------------

const FICTIONAL = T('(données fictives)', '(fiktive Angaben)', '(fictional data)');

story(
  'contact',
  'Contact',
  {
    component: 'page',
    title: T('Contact', 'Kontakt', 'Contact'),
    description: T(
      'Contactez Autopolis : téléphone, e-mail et adresses de nos concessions de Bertrange, Niederkorn et Esch-sur-Alzette.',
      'Kontakt zu Autopolis: Telefon, E-Mail und Adressen unserer Standorte in Bertrange, Niederkorn und Esch-sur-Alzette.',
      'Contact Autopolis: phone, e-mail and addresses of our dealerships in Bertrange, Niederkorn and Esch-sur-Alzette.',
    ),
    body: [
      hero(
        T('Parlons de votre projet', 'Sprechen wir über Ihr Vorhaben', 'Let’s talk about your plans'),
        T(
          'Un achat, un leasing, un entretien ? Nos équipes vous répondent.',
          'Kauf, Leasing oder Wartung? Unsere Teams antworten Ihnen.',
          'Buying, leasing or servicing? Our teams are here to help.',
        ),
        heroImg(
          'contact',
          { scene: 'contact', pal: 'blue', seed: 'contact' },
          T(
            'Illustration : enveloppe, téléphone et repère de carte',
            'Illustration: Briefumschlag, Telefon und Kartenmarkierung',
            'Illustration: envelope, phone and map pin',
          ),
        ),
      ),
      richText(
        RT(
          [
            h2('Nous joindre'),
            ul(
              [b('Téléphone : '), '+352 00 00 00 00'],
              [b('E-mail : '), 'contact@autopolis.example'],
              [b('Siège : '), '1, rue Exemple, L-0000 Bertrange'],
            ),
            p(i('Ces coordonnées sont fictives : ce site est une démonstration.')),
            h2('Nos horaires'),
            p(
              'Nos showrooms sont ouverts du lundi au vendredi de 8h30 à 18h30 et le samedi de 9h00 à 17h00. Nos ateliers vous accueillent du lundi au vendredi dès 7h30.',
            ),
            p(
              'Avant de nous écrire, consultez notre ',
              a('FAQ', 'faq'),
              ' : la réponse à votre question s’y trouve peut-être. Pour savoir comment nous traitons vos données, lisez notre ',
              a('politique de traitement des données', 'politique-de-traitement-des-donnees'),
              '.',
            ),
          ],
          [
            h2('So erreichen Sie uns'),
            ul(
              [b('Telefon: '), '+352 00 00 00 00'],
              [b('E-Mail: '), 'contact@autopolis.example'],
              [b('Hauptsitz: '), '1, rue Exemple, L-0000 Bertrange'],
            ),
            p(i('Diese Kontaktdaten sind fiktiv: Diese Website ist eine Demonstration.')),
            h2('Unsere Öffnungszeiten'),
            p(
              'Unsere Showrooms sind montags bis freitags von 8:30 bis 18:30 Uhr und samstags von 9:00 bis 17:00 Uhr geöffnet. Unsere Werkstätten empfangen Sie montags bis freitags ab 7:30 Uhr.',
            ),
            p(
              'Bevor Sie uns schreiben, werfen Sie einen Blick in unsere ',
              a('FAQ', 'faq'),
              ' – vielleicht finden Sie dort schon die Antwort. Wie wir Ihre Daten verarbeiten, lesen Sie in unserer ',
              a('Datenschutzerklärung', 'politique-de-traitement-des-donnees'),
              '.',
            ),
          ],
          [
            h2('How to reach us'),
            ul(
              [b('Phone: '), '+352 00 00 00 00'],
              [b('E-mail: '), 'contact@autopolis.example'],
              [b('Head office: '), '1, rue Exemple, L-0000 Bertrange'],
            ),
            p(i('These contact details are fictional: this website is a demonstration.')),
            h2('Opening hours'),
            p(
              'Our showrooms are open Monday to Friday from 8.30am to 6.30pm and on Saturdays from 9am to 5pm. Our workshops welcome you Monday to Friday from 7.30am.',
            ),
            p(
              'Before writing to us, have a look at our ',
              a('FAQ', 'faq'),
              ' – your answer may already be there. To learn how we handle your data, read our ',
              a('data protection policy', 'politique-de-traitement-des-donnees'),
              '.',
            ),
          ],
        ),
      ),
      embeddedForm(
        'contact',
        T('Écrivez-nous', 'Schreiben Sie uns', 'Write to us'),
        T(
          'Nous vous répondons dans un délai d’un jour ouvrable.',
          'Wir antworten Ihnen innerhalb eines Werktags.',
          'We answer within one working day.',
        ),
      ),
      cardGrid(
        T('Nos concessions', 'Unsere Standorte', 'Our dealerships'),
        DEALERS.map((d) =>
          card(
            `Autopolis ${d.name}`,
            d.intro,
            cardImg(
              `dealer-${d.slug}`,
              { scene: 'showroom', car: 'hatch', second: 'suv', pal: d.pal, label: d.name, seed: `card-${d.slug}` },
              T(
                `Illustration : la concession Autopolis de ${d.name}`,
                `Illustration: das Autohaus Autopolis in ${d.name}`,
                `Illustration: the Autopolis dealership in ${d.name}`,
              ),
            ),
            link(`home-page/${d.slug}`),
            T('Voir la concession', 'Zum Standort', 'View dealership'),
          ),
        ),
      ),
    ],
  },
  { created: '2025-11-15' },
);

story(
  'faq',
  'FAQ',
  {
    component: 'page',
    title: T('Questions fréquentes', 'Häufige Fragen', 'Frequently asked questions'),
    description: T(
      'Réponses aux questions fréquentes sur l’achat, le leasing, l’entretien et les pneus chez Autopolis.',
      'Antworten auf häufige Fragen zu Kauf, Leasing, Wartung und Reifen bei Autopolis.',
      'Answers to frequent questions about buying, leasing, servicing and tyres at Autopolis.',
    ),
    body: [
      hero(
        T('Questions fréquentes', 'Häufige Fragen', 'Frequently asked questions'),
        T(
          'Les réponses aux questions que l’on nous pose le plus souvent.',
          'Antworten auf die Fragen, die uns am häufigsten gestellt werden.',
          'Answers to the questions we are asked most often.',
        ),
        heroImg(
          'faq',
          { scene: 'faq', pal: 'teal', seed: 'faq' },
          T(
            'Illustration : bulles de dialogue avec un point d’interrogation',
            'Illustration: Sprechblasen mit Fragezeichen',
            'Illustration: speech bubbles with a question mark',
          ),
        ),
      ),
      richText(
        RT(
          [
            h2('Achat et occasions'),
            h3('Quelles garanties accompagnent un véhicule d’occasion ?'),
            p(
              'Chaque occasion est livrée avec un contrôle technique valide et une garantie de 12 mois. Elle a été contrôlée et nettoyée en profondeur, et vous disposez d’une garantie d’échange de 14 jours.',
            ),
            h3('Reprenez-vous mon véhicule actuel ?'),
            p('Oui. Nous estimons votre véhicule gratuitement et déduisons sa valeur de reprise de votre achat.'),
            h3('Puis-je essayer un véhicule avant de l’acheter ?'),
            p(
              'Bien sûr. Choisissez un véhicule dans notre ',
              a('stock', 'stock'),
              ' et demandez un essai, ou ',
              a('contactez-nous', 'contact'),
              '.',
            ),
            h2('Leasing et financement'),
            h3('Quelle est la différence entre leasing privé et financement ?'),
            p(
              'Avec le leasing, vous payez une mensualité pour l’usage du véhicule pendant une durée et un kilométrage définis. Avec un financement, vous devenez propriétaire. Voir ',
              a('leasing', 'services/leasing'),
              ' et ',
              a('financement', 'services/financement'),
              '.',
            ),
            h3('Que se passe-t-il si je dépasse le kilométrage prévu ?'),
            p(
              'Les kilomètres supplémentaires sont facturés selon les conditions du contrat. Nous pouvons aussi ajuster le kilométrage en cours de contrat.',
            ),
            h2('Atelier et pneus'),
            h3('Entretenez-vous toutes les marques ?'),
            p('Oui, nos ateliers entretiennent les véhicules de toutes marques, dans le respect des préconisations du constructeur.'),
            h3('Quand dois-je monter mes pneus hiver ?'),
            p(
              'Au Luxembourg, des pneus adaptés sont obligatoires par conditions hivernales. Nous recommandons de les monter d’octobre à Pâques. Voir ',
              a('pneus et gardiennage', 'services/pneus-et-gardiennage'),
              '.',
            ),
            h3('Un véhicule de remplacement est-il possible ?'),
            p(
              'Selon les disponibilités, nous proposons un véhicule de remplacement pendant l’entretien. Demandez-le lors de la prise de rendez-vous.',
            ),
          ],
          [
            h2('Kauf und Gebrauchtwagen'),
            h3('Welche Garantien hat ein Gebrauchtwagen?'),
            p(
              'Jeder Gebrauchtwagen wird mit gültiger technischer Kontrolle und 12 Monaten Garantie übergeben. Er wurde gründlich geprüft und gereinigt, und Sie haben eine 14-tägige Umtauschgarantie.',
            ),
            h3('Nehmen Sie mein jetziges Auto in Zahlung?'),
            p('Ja. Wir bewerten Ihr Fahrzeug kostenlos und rechnen den Ankaufswert auf Ihren Kauf an.'),
            h3('Kann ich ein Auto vor dem Kauf Probe fahren?'),
            p(
              'Selbstverständlich. Wählen Sie ein Fahrzeug aus unserem ',
              a('Bestand', 'stock'),
              ' und fragen Sie eine Probefahrt an, oder ',
              a('kontaktieren Sie uns', 'contact'),
              '.',
            ),
            h2('Leasing und Finanzierung'),
            h3('Was ist der Unterschied zwischen Privatleasing und Finanzierung?'),
            p(
              'Beim Leasing zahlen Sie eine Monatsrate für die Nutzung des Fahrzeugs über eine festgelegte Laufzeit und Kilometerleistung. Bei einer Finanzierung werden Sie Eigentümer. Siehe ',
              a('Leasing', 'services/leasing'),
              ' und ',
              a('Finanzierung', 'services/financement'),
              '.',
            ),
            h3('Was passiert, wenn ich mehr Kilometer fahre als vereinbart?'),
            p(
              'Mehrkilometer werden nach den Vertragsbedingungen abgerechnet. Die Kilometerleistung kann auch während der Laufzeit angepasst werden.',
            ),
            h2('Werkstatt und Reifen'),
            h3('Warten Sie alle Marken?'),
            p('Ja, unsere Werkstätten warten Fahrzeuge aller Marken nach den Vorgaben des Herstellers.'),
            h3('Wann sollte ich Winterreifen montieren?'),
            p(
              'In Luxemburg sind bei winterlichen Verhältnissen geeignete Reifen Pflicht. Wir empfehlen Winterreifen von Oktober bis Ostern. Siehe ',
              a('Reifen und Einlagerung', 'services/pneus-et-gardiennage'),
              '.',
            ),
            h3('Bekomme ich ein Ersatzfahrzeug?'),
            p(
              'Je nach Verfügbarkeit stellen wir Ihnen während der Wartung ein Ersatzfahrzeug zur Verfügung. Fragen Sie bei der Terminvereinbarung danach.',
            ),
          ],
          [
            h2('Buying and used cars'),
            h3('What guarantees come with a used car?'),
            p(
              'Every used car comes with a valid roadworthiness test and a 12-month warranty. It has been thoroughly inspected and cleaned, and you have a 14-day exchange guarantee.',
            ),
            h3('Will you take my current car in part exchange?'),
            p('Yes. We value your car free of charge and deduct its trade-in value from your purchase.'),
            h3('Can I test drive a car before buying it?'),
            p(
              'Of course. Choose a vehicle from our ',
              a('stock', 'stock'),
              ' and request a test drive, or ',
              a('contact us', 'contact'),
              '.',
            ),
            h2('Leasing and financing'),
            h3('What is the difference between private lease and financing?'),
            p(
              'With leasing you pay a monthly amount to use the car for an agreed term and mileage. With financing you become the owner. See ',
              a('leasing', 'services/leasing'),
              ' and ',
              a('financing', 'services/financement'),
              '.',
            ),
            h3('What happens if I exceed the agreed mileage?'),
            p('Extra kilometres are charged according to the contract terms. The mileage can also be adjusted during the contract.'),
            h2('Workshop and tyres'),
            h3('Do you service all makes?'),
            p('Yes, our workshops service vehicles of all makes in line with the manufacturer’s recommendations.'),
            h3('When should I fit winter tyres?'),
            p(
              'In Luxembourg suitable tyres are compulsory in wintry conditions. We recommend fitting them from October to Easter. See ',
              a('tyres and storage', 'services/pneus-et-gardiennage'),
              '.',
            ),
            h3('Can I get a courtesy car?'),
            p('Subject to availability, we offer a courtesy car while your car is being serviced. Ask for one when you book.'),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-16' },
);

story(
  'carrieres',
  'Carrières',
  {
    component: 'page',
    title: T('Carrières', 'Karriere', 'Careers'),
    description: T(
      'Rejoignez Autopolis : métiers de la vente, de l’atelier, de la carrosserie et de l’administration au Luxembourg.',
      'Arbeiten bei Autopolis: Berufe in Verkauf, Werkstatt, Karosserie und Verwaltung in Luxemburg.',
      'Join Autopolis: jobs in sales, the workshop, bodywork and administration in Luxembourg.',
    ),
    body: [
      hero(
        T('Faites carrière chez Autopolis', 'Karriere bei Autopolis', 'Build your career at Autopolis'),
        T(
          'Vente, atelier, carrosserie, administration : rejoignez une équipe passionnée.',
          'Verkauf, Werkstatt, Karosserie, Verwaltung: Werden Sie Teil eines engagierten Teams.',
          'Sales, workshop, bodywork, administration: join a passionate team.',
        ),
        heroImg(
          'careers',
          { scene: 'team', pal: 'teal', seed: 'careers' },
          T(
            'Illustration : l’équipe devant la concession',
            'Illustration: das Team vor dem Autohaus',
            'Illustration: the team in front of the dealership',
          ),
        ),
        T('Découvrir nos collaborateurs', 'Unsere Mitarbeiter kennenlernen', 'Meet our people'),
        link('carrieres/portraits-de-collaborateurs'),
      ),
      richText(
        RT(
          [
            h2('Pourquoi nous rejoindre ?'),
            p(
              'Autopolis réunit des conseillers commerciaux, des techniciens, des carrossiers, des magasiniers et des équipes administratives dans trois concessions.',
            ),
            ul(
              'Formations régulières auprès des constructeurs',
              'Perspectives d’évolution au sein du groupe',
              'Travail en équipe et ambiance conviviale',
              'Apprentissage et stages pour les jeunes talents',
            ),
          ],
          [
            h2('Warum zu uns?'),
            p(
              'Bei Autopolis arbeiten Verkaufsberater, Techniker, Karosseriebauer, Lageristen und Verwaltungsteams an drei Standorten zusammen.',
            ),
            ul(
              'Regelmäßige Herstellerschulungen',
              'Entwicklungsmöglichkeiten innerhalb der Gruppe',
              'Teamarbeit und ein freundliches Arbeitsklima',
              'Ausbildung und Praktika für junge Talente',
            ),
          ],
          [
            h2('Why join us?'),
            p(
              'Autopolis brings together sales advisors, technicians, body repairers, storekeepers and administrative teams across three dealerships.',
            ),
            ul(
              'Regular manufacturer training',
              'Career development within the group',
              'Teamwork and a friendly atmosphere',
              'Apprenticeships and internships for young talent',
            ),
          ],
        ),
      ),
      jobOverview(
        T('Nos offres d’emploi', 'Unsere Stellenangebote', 'Our vacancies'),
        T(
          'Filtrez par site et par type de contrat, puis postulez en ligne avec votre CV : la personne de contact de chaque offre vous répond.',
          'Filtern Sie nach Standort und Vertragsart und bewerben Sie sich online mit Ihrem Lebenslauf: Die Ansprechperson jedes Angebots antwortet Ihnen.',
          'Filter by site and contract, then apply online with your CV: the contact person of each vacancy will answer you.',
        ),
        T(
          'Aucun poste n’est ouvert en ce moment. Envoyez-nous une candidature spontanée à jobs@autopolis.example (adresse fictive).',
          'Derzeit ist keine Stelle ausgeschrieben. Senden Sie uns eine Initiativbewerbung an jobs@autopolis.example (fiktive Adresse).',
          'No position is open right now. Send us a speculative application at jobs@autopolis.example (fictional address).',
        ),
      ),
      cardGrid(T('En savoir plus', 'Mehr erfahren', 'Find out more'), [
        card(
          T('Portraits de collaborateurs', 'Mitarbeiterporträts', 'Meet our people'),
          T(
            'Ils racontent leur métier chez Autopolis.',
            'Sie erzählen von ihrer Arbeit bei Autopolis.',
            'They talk about their jobs at Autopolis.',
          ),
          cardImg(
            'team',
            { scene: 'team', pal: 'blue', seed: 'card-team' },
            T(
              'Illustration : l’équipe devant la concession',
              'Illustration: das Team vor dem Autohaus',
              'Illustration: the team in front of the dealership',
            ),
          ),
          link('carrieres/portraits-de-collaborateurs'),
          L.discover,
        ),
        card(
          T('Notre histoire', 'Unsere Geschichte', 'Our story'),
          T(
            'D’un garage de quartier à un groupe multimarque.',
            'Von der Nachbarschaftswerkstatt zur Mehrmarkengruppe.',
            'From a local garage to a multi-brand group.',
          ),
          cardImg('history', { scene: 'road', car: 'sedan', pal: 'sepia', seed: 'card-history' }, onRoadAlt('sedan')),
          link('a-propos-de-nous/l-histoire-d-autopolis'),
          L.discover,
        ),
        card(
          T('Actualités', 'Aktuelles', 'News'),
          T(
            'Nos offres d’emploi et la vie de nos équipes.',
            'Stellenangebote und Neues aus unseren Teams.',
            'Job offers and news from our teams.',
          ),
          cardImg('news', { scene: 'city', car: 'hatch', pal: 'dusk', seed: 'card-news' }, onRoadAlt('hatch')),
          link('news/autopolis-recrute-des-techniciens'),
          T('Lire l’article', 'Beitrag lesen', 'Read the article'),
        ),
      ]),
    ],
  },
  { created: '2025-11-17' },
);

story(
  'carrieres/portraits-de-collaborateurs',
  'Portraits de collaborateurs',
  {
    component: 'page',
    title: T('Portraits de collaborateurs', 'Mitarbeiterporträts', 'Meet our people'),
    description: T(
      'Quatre collaborateurs d’Autopolis racontent leur métier (portraits fictifs).',
      'Vier Mitarbeitende von Autopolis erzählen von ihrem Beruf (fiktive Porträts).',
      'Four Autopolis employees talk about their jobs (fictional portraits).',
    ),
    body: [
      hero(
        T('Ceux qui font Autopolis', 'Die Menschen hinter Autopolis', 'The people behind Autopolis'),
        T(
          'Vente, atelier, carrosserie, apprentissage : quatre parcours.',
          'Verkauf, Werkstatt, Karosserie, Ausbildung: vier Wege.',
          'Sales, workshop, bodywork, apprenticeship: four stories.',
        ),
        heroImg(
          'portraits',
          { scene: 'team', pal: 'sand', seed: 'portraits' },
          T(
            'Illustration : des collaborateurs devant la concession',
            'Illustration: Mitarbeitende vor dem Autohaus',
            'Illustration: employees in front of the dealership',
          ),
        ),
      ),
      employeePortraits(
        T('Quatre parcours', 'Vier Wege', 'Four stories'),
        T(
          'Les personnes présentées ici sont fictives ; leurs témoignages illustrent nos métiers. Envie de les rejoindre ? Consultez nos offres d’emploi.',
          'Die hier vorgestellten Personen sind fiktiv; ihre Aussagen veranschaulichen unsere Berufe. Lust, dazuzugehören? Sehen Sie sich unsere Stellenangebote an.',
          'The people presented here are fictional; their stories illustrate our jobs. Want to join them? See our vacancies.',
        ),
        [
          portrait(
            'Sophie Lentz',
            T('Conseillère commerciale', 'Verkaufsberaterin', 'Sales advisor'),
            'Autopolis Bertrange',
            T(
              '« Mon métier, c’est d’écouter. Une famille avec trois enfants et un indépendant qui parcourt le pays n’ont pas besoin de la même voiture. »',
              '„Mein Beruf ist Zuhören. Eine Familie mit drei Kindern und ein Selbstständiger, der durchs ganze Land fährt, brauchen nicht dasselbe Auto.“',
              '“My job is listening. A family with three children and a self-employed person who drives all over the country don’t need the same car.”',
            ),
            T(
              'Arrivée il y a huit ans, Sophie accompagne aujourd’hui les clients particuliers et les petites entreprises.',
              'Sophie ist seit acht Jahren im Unternehmen und betreut heute Privatkunden und kleine Betriebe.',
              'Sophie joined eight years ago and now looks after private customers and small businesses.',
            ),
            'blue',
            { hair: '#2f2521' },
          ),
          portrait(
            'Marc Feller',
            T('Mécatronicien, chef d’équipe', 'Kfz-Mechatroniker, Teamleiter', 'Mechatronics technician, team leader'),
            'Autopolis Niederkorn',
            T(
              '« Les véhicules électriques ont changé notre travail. Les formations haute tension m’ont ouvert un nouveau champ. »',
              '„Elektroautos haben unsere Arbeit verändert. Die Hochvolt-Schulungen haben mir ein neues Feld eröffnet.“',
              '“Electric cars have changed our work. High-voltage training opened up a whole new field for me.”',
            ),
            T(
              'Marc a fait son apprentissage chez Autopolis avant de devenir chef d’équipe dans l’atelier rénové.',
              'Marc hat seine Ausbildung bei Autopolis gemacht und leitet heute ein Team in der renovierten Werkstatt.',
              'Marc did his apprenticeship at Autopolis and now leads a team in the renovated workshop.',
            ),
            'slate',
            { hair: '#5b4636' },
          ),
          portrait(
            'Laura Dos Santos',
            T('Carrossière-peintre', 'Karosseriebauerin und Lackiererin', 'Body repairer and painter'),
            'Autopolis Esch-sur-Alzette',
            T(
              '« Rendre une voiture comme neuve après un accrochage, c’est ma plus grande satisfaction. »',
              '„Ein Auto nach einem Blechschaden wieder wie neu zu übergeben, ist für mich die größte Zufriedenheit.“',
              '“Handing a car back as good as new after a bump is what I enjoy most.”',
            ),
            T(
              'Laura travaille dans notre atelier de carrosserie et forme les apprentis à la préparation des peintures.',
              'Laura arbeitet in unserer Karosseriewerkstatt und bildet Auszubildende in der Lackvorbereitung aus.',
              'Laura works in our bodywork shop and trains apprentices in paint preparation.',
            ),
            'green',
            { skin: '#d9a27e', hair: '#1f1a17' },
          ),
          portrait(
            'Tom Weis',
            T('Apprenti mécatronicien', 'Auszubildender Kfz-Mechatroniker', 'Apprentice mechatronics technician'),
            'Autopolis Niederkorn',
            T(
              '« On apprend vite parce qu’on est toujours accompagné. »',
              '„Man lernt schnell, weil man immer begleitet wird.“',
              '“You learn quickly because someone is always there to help.”',
            ),
            T(
              'Tom prépare son diplôme en alternance, entre le lycée technique et notre atelier.',
              'Tom absolviert eine duale Ausbildung zwischen technischer Schule und unserer Werkstatt.',
              'Tom is training on a work-study programme, between technical school and our workshop.',
            ),
            'teal',
            { hair: '#c9a46a' },
          ),
        ],
      ),
      cardGrid(T('Rejoignez-nous', 'Arbeiten Sie bei uns', 'Join us'), [
        card(
          T('Nos offres d’emploi', 'Unsere Stellenangebote', 'Our vacancies'),
          T(
            'Vente, atelier, carrosserie, administration : les postes ouverts et la candidature en ligne.',
            'Verkauf, Werkstatt, Karosserie, Verwaltung: offene Stellen und Online-Bewerbung.',
            'Sales, workshop, bodywork, administration: open positions and online applications.',
          ),
          cardImg(
            'team',
            { scene: 'team', pal: 'blue', seed: 'card-team' },
            T(
              'Illustration : l’équipe devant la concession',
              'Illustration: das Team vor dem Autohaus',
              'Illustration: the team in front of the dealership',
            ),
          ),
          link('carrieres'),
          L.discover,
        ),
      ]),
    ],
  },
  { created: '2025-11-17' },
);

// ---------------------------------------------------------------------------------------------------
// Job ads (issue 11): `job` stories at `carrieres/{job}`, listed by the careers page's job overview.
// Open ads close in 2027 or 2028; one closed ad shows the page of an ad that has ended (410).
// Everything is fictional: the people, the addresses, the phone numbers.
// ---------------------------------------------------------------------------------------------------

const HR = {
  contact_name: 'Claire Muller',
  contact_role: T('Ressources humaines', 'Personalabteilung', 'Human resources'),
  contact_email: 'jobs@autopolis.example',
  contact_phone: '+352 00 00 10 90',
};
const WORKSHOP_HEAD = {
  contact_name: 'Patrick Wagner',
  contact_role: T('Chef d’atelier', 'Werkstattleiter', 'Workshop manager'),
  contact_email: 'patrick.wagner@autopolis.example',
  contact_phone: '+352 00 00 20 05',
};
const jobLines = (fr, de, en) => T(fr.join('\n'), de.join('\n'), en.join('\n'));
const JOB_OFFER = jobLines(
  [
    'Un contrat luxembourgeois avec 13e mois',
    'Des formations constructeurs',
    'Une équipe soudée dans des locaux modernes',
    'Chèques-repas',
  ],
  [
    'Ein luxemburgischer Vertrag mit 13. Monatsgehalt',
    'Herstellerschulungen',
    'Ein eingespieltes Team in modernen Räumen',
    'Essensgutscheine',
  ],
  ['A Luxembourg contract with a 13th-month salary', 'Manufacturer training', 'A close-knit team in modern premises', 'Meal vouchers'],
);
const LANGUAGES_FR_DE = T(
  'Français et allemand ; le luxembourgeois est un atout',
  'Französisch und Deutsch; Luxemburgisch ist von Vorteil',
  'French and German; Luxembourgish is an asset',
);

function job(slug, def) {
  story(
    `carrieres/${slug}`,
    def.title.fr,
    {
      component: 'job',
      title: def.title,
      location: def.location,
      department: def.department,
      contract: def.contract,
      hours: def.hours ?? 'full-time',
      hours_per_week: String(def.perWeek ?? 40),
      start_date: def.start ?? '',
      date_posted: def.posted,
      valid_through: def.closes,
      intro: def.intro,
      description: RT([p(def.description.fr)], [p(def.description.de)], [p(def.description.en)]),
      tasks: def.tasks,
      profile: def.profile,
      offer: def.offer ?? JOB_OFFER,
      ...(def.contact ?? HR),
    },
    { created: def.posted, published: def.posted },
  );
}

job('conseiller-commercial-vehicules-neufs-bertrange', {
  title: T('Conseiller commercial véhicules neufs (m/f/x)', 'Verkaufsberater Neuwagen (m/w/d)', 'New car sales advisor (m/f/x)'),
  location: 'bertrange',
  department: 'sales',
  contract: 'permanent',
  posted: '2026-11-02',
  closes: '2027-12-31',
  intro: T(
    'Vous conseillez nos clients particuliers et professionnels, de la première visite à la livraison de leur voiture.',
    'Sie beraten unsere Privat- und Geschäftskunden vom ersten Besuch bis zur Übergabe ihres Autos.',
    'You advise our private and business customers, from their first visit to the handover of their car.',
  ),
  description: T(
    'Notre showroom de Bertrange présente huit marques. Vous rejoignez une équipe de six conseillers qui partagent leurs clients, leurs essais et leurs objectifs.',
    'Unser Showroom in Bertrange zeigt acht Marken. Sie verstärken ein Team von sechs Beratern, die Kunden, Probefahrten und Ziele teilen.',
    'Our Bertrange showroom presents eight brands. You join a team of six advisors who share their customers, test drives and targets.',
  ),
  tasks: jobLines(
    [
      'Accueillir et conseiller les clients',
      'Organiser les essais routiers',
      'Établir les offres de vente et de leasing',
      'Suivre la commande jusqu’à la livraison',
    ],
    [
      'Kunden empfangen und beraten',
      'Probefahrten organisieren',
      'Kauf- und Leasingangebote erstellen',
      'Die Bestellung bis zur Übergabe begleiten',
    ],
    ['Welcome and advise customers', 'Organise test drives', 'Prepare purchase and lease offers', 'Follow the order through to handover'],
  ),
  profile: jobLines(
    [
      'Une première expérience de la vente',
      'Le goût du contact et de l’automobile',
      'Français et allemand ; le luxembourgeois est un atout',
      'Permis B',
    ],
    [
      'Erste Erfahrung im Verkauf',
      'Freude am Kundenkontakt und an Autos',
      'Französisch und Deutsch; Luxemburgisch ist von Vorteil',
      'Führerschein Klasse B',
    ],
    [
      'First experience in sales',
      'A liking for people and cars',
      'French and German; Luxembourgish is an asset',
      'Driving licence (category B)',
    ],
  ),
});

job('mecatronicien-automobile-niederkorn', {
  title: T('Mécatronicien automobile (m/f/x)', 'Kfz-Mechatroniker (m/w/d)', 'Automotive mechatronics technician (m/f/x)'),
  location: 'niederkorn',
  department: 'workshop',
  contract: 'permanent',
  posted: '2026-10-19',
  closes: '2027-10-31',
  start: '2027-01-04',
  contact: WORKSHOP_HEAD,
  intro: T(
    'Vous entretenez et réparez des véhicules thermiques, hybrides et électriques dans notre atelier rénové.',
    'Sie warten und reparieren Verbrenner, Hybride und Elektroautos in unserer renovierten Werkstatt.',
    'You service and repair combustion, hybrid and electric cars in our renovated workshop.',
  ),
  description: T(
    'L’atelier de Niederkorn compte douze postes, dont deux dédiés aux véhicules haute tension. Nous vous formons aux diagnostics des constructeurs.',
    'Die Werkstatt in Niederkorn hat zwölf Arbeitsplätze, zwei davon für Hochvoltfahrzeuge. Wir schulen Sie in der Diagnose der Hersteller.',
    'The Niederkorn workshop has twelve bays, two of them for high-voltage vehicles. We train you in the manufacturers’ diagnostics.',
  ),
  tasks: jobLines(
    ['Entretiens et réparations', 'Diagnostics électroniques', 'Montage des pneus et des accessoires', 'Contrôles avant livraison'],
    ['Wartung und Reparatur', 'Elektronische Diagnose', 'Montage von Reifen und Zubehör', 'Kontrollen vor der Übergabe'],
    ['Servicing and repairs', 'Electronic diagnostics', 'Fitting tyres and accessories', 'Pre-delivery inspections'],
  ),
  profile: jobLines(
    ['DAP de mécatronicien ou équivalent', 'Une habilitation haute tension est un plus', LANGUAGES_FR_DE.fr],
    ['DAP Kfz-Mechatroniker oder gleichwertig', 'Eine Hochvolt-Qualifikation ist ein Plus', LANGUAGES_FR_DE.de],
    ['A DAP in automotive mechatronics or equivalent', 'A high-voltage qualification is a plus', LANGUAGES_FR_DE.en],
  ),
});

job('carrossier-peintre-esch-sur-alzette', {
  title: T('Carrossier-peintre (m/f/x)', 'Karosseriebauer und Lackierer (m/w/d)', 'Body repairer and painter (m/f/x)'),
  location: 'esch-sur-alzette',
  department: 'bodywork',
  contract: 'permanent',
  posted: '2026-11-09',
  closes: '2028-03-31',
  contact: WORKSHOP_HEAD,
  intro: T(
    'Vous remettez en état les carrosseries après un sinistre, de la tôlerie à la peinture.',
    'Sie setzen Karosserien nach einem Schaden instand, vom Blech bis zur Lackierung.',
    'You restore bodywork after damage, from panel beating to painting.',
  ),
  description: T(
    'Notre atelier d’Esch-sur-Alzette travaille pour les assurances et pour nos clients, avec une cabine de peinture neuve.',
    'Unsere Werkstatt in Esch-sur-Alzette arbeitet für Versicherungen und unsere Kunden, mit einer neuen Lackierkabine.',
    'Our Esch-sur-Alzette shop works for insurers and our customers, with a new paint booth.',
  ),
  tasks: jobLines(
    ['Débosselage et remplacement d’éléments', 'Préparation et mise en peinture', 'Contrôle de la qualité avant restitution'],
    ['Ausbeulen und Teileersatz', 'Vorbereitung und Lackierung', 'Qualitätskontrolle vor der Rückgabe'],
    ['Dent repair and panel replacement', 'Preparation and painting', 'Quality control before handover'],
  ),
  profile: jobLines(
    ['Une formation de carrossier ou de peintre', 'Le souci du détail', LANGUAGES_FR_DE.fr],
    ['Eine Ausbildung als Karosseriebauer oder Lackierer', 'Sinn für Details', LANGUAGES_FR_DE.de],
    ['Training as a body repairer or painter', 'An eye for detail', LANGUAGES_FR_DE.en],
  ),
});

job('receptionnaire-apres-vente-mersch', {
  title: T('Réceptionnaire après-vente (m/f/x)', 'Kundendienstberater (m/w/d)', 'Service advisor (m/f/x)'),
  location: 'mersch',
  department: 'after-sales',
  contract: 'permanent',
  posted: '2026-10-26',
  closes: '2027-09-30',
  intro: T(
    'Vous êtes le premier contact des clients de l’atelier : rendez-vous, devis, restitution.',
    'Sie sind der erste Kontakt der Werkstattkunden: Termine, Kostenvoranschläge, Rückgabe.',
    'You are the first contact of the workshop’s customers: appointments, quotes, handover.',
  ),
  description: T(
    'À Mersch, l’atelier toutes marques accueille particuliers et flottes. Vous planifiez son travail avec le chef d’atelier.',
    'In Mersch betreut die Mehrmarkenwerkstatt Privatkunden und Flotten. Sie planen ihre Arbeit mit dem Werkstattleiter.',
    'In Mersch, the all-makes workshop serves private customers and fleets. You plan its work with the workshop manager.',
  ),
  tasks: jobLines(
    ['Prendre les rendez-vous', 'Établir les devis et expliquer les travaux', 'Restituer les véhicules et encaisser'],
    ['Termine vereinbaren', 'Kostenvoranschläge erstellen und Arbeiten erklären', 'Fahrzeuge übergeben und kassieren'],
    ['Book appointments', 'Prepare quotes and explain the work', 'Hand vehicles back and take payment'],
  ),
  profile: jobLines(
    ['Une expérience en atelier ou en accueil', 'Le sens du service', 'Français, allemand et anglais'],
    ['Erfahrung in der Werkstatt oder am Empfang', 'Serviceorientierung', 'Französisch, Deutsch und Englisch'],
    ['Experience in a workshop or at a front desk', 'A sense of service', 'French, German and English'],
  ),
});

job('magasinier-pieces-de-rechange-bertrange', {
  title: T('Magasinier pièces de rechange (m/f/x)', 'Lagerist Ersatzteile (m/w/d)', 'Parts storekeeper (m/f/x)'),
  location: 'bertrange',
  department: 'parts',
  contract: 'fixed-term',
  posted: '2026-11-16',
  closes: '2027-06-30',
  start: '2027-01-04',
  intro: T(
    'Un CDD de douze mois pour tenir notre magasin de pièces pendant sa réorganisation.',
    'Eine befristete Stelle für zwölf Monate, um unser Teilelager während seiner Neuordnung zu betreuen.',
    'A twelve-month fixed-term contract to run our parts store during its reorganisation.',
  ),
  description: T(
    'Le magasin de Bertrange approvisionne nos trois ateliers. Vous réceptionnez, rangez et préparez les pièces.',
    'Das Lager in Bertrange beliefert unsere drei Werkstätten. Sie nehmen Teile an, lagern sie ein und stellen sie bereit.',
    'The Bertrange store supplies our three workshops. You receive, store and pick the parts.',
  ),
  tasks: jobLines(
    ['Réception et contrôle des livraisons', 'Préparation des commandes des ateliers', 'Inventaires'],
    ['Annahme und Kontrolle der Lieferungen', 'Kommissionierung für die Werkstätten', 'Inventuren'],
    ['Receiving and checking deliveries', 'Picking orders for the workshops', 'Stocktaking'],
  ),
  profile: jobLines(
    ['Une expérience en logistique', 'Rigueur et organisation', LANGUAGES_FR_DE.fr],
    ['Erfahrung in der Logistik', 'Sorgfalt und Organisation', LANGUAGES_FR_DE.de],
    ['Experience in logistics', 'Care and organisation', LANGUAGES_FR_DE.en],
  ),
});

job('apprenti-mecatronicien-niederkorn', {
  title: T('Apprenti mécatronicien (m/f/x)', 'Auszubildender Kfz-Mechatroniker (m/w/d)', 'Apprentice mechatronics technician (m/f/x)'),
  location: 'niederkorn',
  department: 'workshop',
  contract: 'apprenticeship',
  posted: '2026-11-20',
  closes: '2027-07-15',
  start: '2027-09-15',
  contact: WORKSHOP_HEAD,
  intro: T(
    'Apprenez le métier en alternance entre le lycée technique et notre atelier.',
    'Lernen Sie den Beruf im Wechsel zwischen technischer Schule und unserer Werkstatt.',
    'Learn the trade alternating between technical school and our workshop.',
  ),
  description: T(
    'Chaque apprenti a un tuteur dans l’atelier. Marc, aujourd’hui chef d’équipe, a commencé ainsi.',
    'Jeder Auszubildende hat einen Paten in der Werkstatt. Marc, heute Teamleiter, hat so angefangen.',
    'Every apprentice has a mentor in the workshop. Marc, now a team leader, started that way.',
  ),
  tasks: jobLines(
    ['Participer aux entretiens et aux réparations', 'Apprendre les diagnostics', 'Préparer les véhicules pour la livraison'],
    ['Bei Wartung und Reparatur mitarbeiten', 'Diagnose lernen', 'Fahrzeuge für die Übergabe vorbereiten'],
    ['Take part in servicing and repairs', 'Learn diagnostics', 'Prepare vehicles for handover'],
  ),
  profile: jobLines(
    ['Inscrit ou admis en formation DAP mécatronicien', 'Curieux et motivé'],
    ['In der DAP-Ausbildung Kfz-Mechatroniker eingeschrieben oder zugelassen', 'Neugierig und motiviert'],
    ['Enrolled or accepted in DAP mechatronics training', 'Curious and motivated'],
  ),
});

job('assistant-administratif-temps-partiel-bertrange', {
  title: T(
    'Assistant administratif à temps partiel (m/f/x)',
    'Verwaltungsassistent in Teilzeit (m/w/d)',
    'Part-time administrative assistant (m/f/x)',
  ),
  location: 'bertrange',
  department: 'administration',
  contract: 'permanent',
  hours: 'part-time',
  perWeek: 20,
  posted: '2026-11-05',
  closes: '2027-08-31',
  intro: T(
    'Vingt heures par semaine, le matin, pour les dossiers d’immatriculation et de financement.',
    'Zwanzig Stunden pro Woche, vormittags, für Zulassungs- und Finanzierungsunterlagen.',
    'Twenty hours a week, in the mornings, for registration and financing files.',
  ),
  description: T(
    'Vous travaillez avec les conseillers commerciaux et la comptabilité du groupe.',
    'Sie arbeiten mit den Verkaufsberatern und der Buchhaltung der Gruppe zusammen.',
    'You work with the sales advisors and the group’s accounts team.',
  ),
  tasks: jobLines(
    ['Préparer les dossiers d’immatriculation', 'Suivre les dossiers de financement et de leasing', 'Classer et archiver'],
    ['Zulassungsunterlagen vorbereiten', 'Finanzierungs- und Leasingakten betreuen', 'Ablage und Archiv'],
    ['Prepare registration files', 'Follow financing and lease files', 'Filing and archiving'],
  ),
  profile: jobLines(
    ['Une formation administrative', 'À l’aise avec les outils bureautiques', LANGUAGES_FR_DE.fr],
    ['Eine kaufmännische Ausbildung', 'Sicher im Umgang mit Büroprogrammen', LANGUAGES_FR_DE.de],
    ['Administrative training', 'At ease with office software', LANGUAGES_FR_DE.en],
  ),
});

job('stage-marketing-digital-bertrange', {
  title: T('Stage en marketing digital (m/f/x)', 'Praktikum im digitalen Marketing (m/w/d)', 'Digital marketing internship (m/f/x)'),
  location: 'bertrange',
  department: 'administration',
  contract: 'internship',
  posted: '2026-11-12',
  closes: '2027-12-15',
  start: '2027-02-01',
  intro: T(
    'Six mois pour faire vivre notre site, nos réseaux et nos campagnes.',
    'Sechs Monate, um unsere Website, unsere Netzwerke und Kampagnen zu gestalten.',
    'Six months to bring our website, social networks and campaigns to life.',
  ),
  description: T(
    'Vous rejoignez l’équipe marketing du groupe, qui travaille avec les constructeurs et nos concessions.',
    'Sie verstärken das Marketingteam der Gruppe, das mit den Herstellern und unseren Autohäusern arbeitet.',
    'You join the group’s marketing team, which works with the manufacturers and our dealerships.',
  ),
  tasks: jobLines(
    ['Rédiger des contenus pour le site', 'Préparer les publications sur les réseaux', 'Analyser les campagnes'],
    ['Inhalte für die Website schreiben', 'Beiträge für soziale Netzwerke vorbereiten', 'Kampagnen auswerten'],
    ['Write content for the website', 'Prepare social media posts', 'Analyse campaigns'],
  ),
  profile: jobLines(
    ['Étudiant en marketing ou en communication', 'Une bonne plume en français et en allemand'],
    ['Studium in Marketing oder Kommunikation', 'Gute Schreibe auf Französisch und Deutsch'],
    ['Studying marketing or communication', 'Good writing in French and German'],
  ),
  offer: jobLines(
    ['Un stage rémunéré selon la loi luxembourgeoise', 'Un tuteur dans l’équipe', 'Des projets concrets'],
    ['Ein nach luxemburgischem Recht vergütetes Praktikum', 'Ein Betreuer im Team', 'Konkrete Projekte'],
    ['An internship paid under Luxembourg law', 'A mentor in the team', 'Real projects'],
  ),
});

job('job-etudiant-preparateur-vehicules-ete-2026', {
  title: T(
    'Job étudiant : préparateur de véhicules, été 2026 (m/f/x)',
    'Studentenjob: Fahrzeugaufbereiter, Sommer 2026 (m/w/d)',
    'Student job: vehicle preparer, summer 2026 (m/f/x)',
  ),
  location: 'esch-sur-alzette',
  department: 'workshop',
  contract: 'student',
  hours: 'part-time',
  perWeek: 16,
  posted: '2026-04-01',
  closes: '2026-06-30',
  start: '2026-07-06',
  intro: T(
    'Préparer les véhicules avant leur livraison pendant les vacances d’été.',
    'Fahrzeuge in den Sommerferien für die Übergabe vorbereiten.',
    'Prepare vehicles for handover during the summer holidays.',
  ),
  description: T(
    'Un job d’été dans notre atelier d’Esch-sur-Alzette.',
    'Ein Sommerjob in unserer Werkstatt in Esch-sur-Alzette.',
    'A summer job in our Esch-sur-Alzette workshop.',
  ),
  tasks: jobLines(
    ['Nettoyage et préparation des véhicules'],
    ['Reinigung und Aufbereitung der Fahrzeuge'],
    ['Cleaning and preparing vehicles'],
  ),
  profile: jobLines(
    ['Étudiant de 18 ans ou plus', 'Permis B'],
    ['Student ab 18 Jahren', 'Führerschein Klasse B'],
    ['Student aged 18 or over', 'Driving licence (category B)'],
  ),
});

story(
  'mentions-legales',
  'Mentions légales',
  {
    component: 'page',
    title: T('Mentions légales', 'Impressum', 'Legal notice'),
    description: T(
      'Éditeur, hébergeur et coordonnées légales du site Autopolis.',
      'Herausgeber, Hosting und rechtliche Angaben der Autopolis-Website.',
      'Publisher, host and legal details of the Autopolis website.',
    ),
    body: [
      richText(
        RT(
          [
            p(i('Site de démonstration : toutes les données ci-dessous sont fictives et signalées comme telles.')),
            h2('Éditeur du site'),
            ul(
              'Autopolis S.A. (société fictive)',
              'Siège social : 1, rue Exemple, L-0000 Bertrange, Luxembourg (adresse fictive)',
              'R.C.S. Luxembourg B000000 (numéro fictif)',
              'Numéro de TVA intracommunautaire : LU00000000 (numéro fictif)',
              'Autorisation d’établissement n° 00000000/0 (numéro fictif)',
              'Téléphone : +352 00 00 00 00 · E-mail : contact@autopolis.example',
            ),
            h2('Directeur de la publication'),
            p('Jean Exemple, administrateur délégué (personne fictive).'),
            h2('Hébergeur'),
            p('Hébergeur Exemple S.à r.l., 2, rue de l’Hébergement, L-0000 Luxembourg (société fictive).'),
            h2('Propriété intellectuelle'),
            p(
              'Les textes, photos et logos de ce site appartiennent à Autopolis ou aux constructeurs qui en ont autorisé l’usage. Toute reproduction sans autorisation écrite est interdite.',
            ),
            h2('Données personnelles et cookies'),
            p(
              'Le traitement de vos données est décrit dans notre ',
              a('politique de traitement des données', 'politique-de-traitement-des-donnees'),
              ', l’usage des cookies dans notre ',
              a('politique en matière de cookies', 'politique-cookies'),
              '.',
            ),
          ],
          [
            p(i('Demo-Website: Alle folgenden Angaben sind fiktiv und als solche gekennzeichnet.')),
            h2('Herausgeber'),
            ul(
              'Autopolis S.A. (fiktives Unternehmen)',
              'Sitz: 1, rue Exemple, L-0000 Bertrange, Luxemburg (fiktive Adresse)',
              'R.C.S. Luxembourg B000000 (fiktive Nummer)',
              'Umsatzsteuer-Identifikationsnummer: LU00000000 (fiktive Nummer)',
              'Niederlassungsgenehmigung Nr. 00000000/0 (fiktive Nummer)',
              'Telefon: +352 00 00 00 00 · E-Mail: contact@autopolis.example',
            ),
            h2('Verantwortlich für den Inhalt'),
            p('Jean Exemple, geschäftsführendes Verwaltungsratsmitglied (fiktive Person).'),
            h2('Hosting'),
            p('Hébergeur Exemple S.à r.l., 2, rue de l’Hébergement, L-0000 Luxemburg (fiktives Unternehmen).'),
            h2('Urheberrecht'),
            p(
              'Texte, Fotos und Logos dieser Website gehören Autopolis oder den Herstellern, die ihre Nutzung erlaubt haben. Jede Vervielfältigung ohne schriftliche Genehmigung ist untersagt.',
            ),
            h2('Personenbezogene Daten und Cookies'),
            p(
              'Wie wir Ihre Daten verarbeiten, steht in unserer ',
              a('Datenschutzerklärung', 'politique-de-traitement-des-donnees'),
              ', wie wir Cookies verwenden, in unserer ',
              a('Cookie-Richtlinie', 'politique-cookies'),
              '.',
            ),
          ],
          [
            p(i('Demonstration site: every detail below is fictional and marked as such.')),
            h2('Publisher'),
            ul(
              'Autopolis S.A. (fictional company)',
              'Registered office: 1, rue Exemple, L-0000 Bertrange, Luxembourg (fictional address)',
              'R.C.S. Luxembourg B000000 (fictional number)',
              'VAT number: LU00000000 (fictional number)',
              'Business permit no. 00000000/0 (fictional number)',
              'Phone: +352 00 00 00 00 · E-mail: contact@autopolis.example',
            ),
            h2('Director of publication'),
            p('Jean Exemple, managing director (fictional person).'),
            h2('Host'),
            p('Hébergeur Exemple S.à r.l., 2, rue de l’Hébergement, L-0000 Luxembourg (fictional company).'),
            h2('Intellectual property'),
            p(
              'The texts, photos and logos of this site belong to Autopolis or to the manufacturers who allowed their use. No reproduction without written permission.',
            ),
            h2('Personal data and cookies'),
            p(
              'How we process your data is set out in our ',
              a('data protection policy', 'politique-de-traitement-des-donnees'),
              ', how we use cookies in our ',
              a('cookie policy', 'politique-cookies'),
              '.',
            ),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-10' },
);

story(
  'politique-cookies',
  'Politique en matière de cookies',
  {
    component: 'page',
    title: T('Politique en matière de cookies', 'Cookie-Richtlinie', 'Cookie policy'),
    description: T(
      'Quels cookies le site Autopolis dépose, pourquoi, pour combien de temps, et comment changer votre choix.',
      'Welche Cookies die Autopolis-Website setzt, wozu, wie lange, und wie Sie Ihre Wahl ändern.',
      'Which cookies the Autopolis website sets, why, for how long, and how to change your choice.',
    ),
    body: [
      richText(
        RT(
          [
            h2('Les cookies nécessaires'),
            ul(
              [b('locale'), ' : la langue que vous avez choisie dans le sélecteur de langue, conservée 365 jours.'],
              [
                b('Votre choix en matière de cookies'),
                ' : conservé dans votre navigateur (stockage local), pour ne pas vous le redemander à chaque page.',
              ],
            ),
            p('Ces éléments ne servent qu’à faire fonctionner le site ; ils ne demandent pas votre consentement.'),
            h2('Les cookies de mesure d’audience et de marketing'),
            p(
              'Avec votre accord seulement, nous chargeons Google Tag Manager, qui peut déposer des cookies de mesure d’audience (statistiques) et de marketing. Sans votre accord, aucun cookie ni aucune requête d’un tiers n’est émis. « Tout refuser » est aussi simple que « Tout accepter », comme le recommande la CNPD.',
            ),
            h2('Les cartes'),
            p(
              'Les cartes de nos concessions utilisent des fonds de carte d’un fournisseur externe. Lorsque le bandeau de consentement est actif, ils ne sont chargés qu’après un clic sur le bouton qui nomme ce fournisseur.',
            ),
            h2('Changer votre choix'),
            p(
              'Lorsque le site vous demande votre consentement, le lien « Paramètres des cookies » en bas de chaque page rouvre le bandeau. Votre choix est conservé 180 jours, puis nous vous le redemandons.',
            ),
            p('Voir aussi notre ', a('politique de traitement des données', 'politique-de-traitement-des-donnees'), '.'),
          ],
          [
            h2('Notwendige Cookies'),
            ul(
              [b('locale'), ': die Sprache, die Sie in der Sprachauswahl gewählt haben, 365 Tage gespeichert.'],
              [b('Ihre Cookie-Wahl'), ': in Ihrem Browser gespeichert (lokaler Speicher), damit wir nicht auf jeder Seite erneut fragen.'],
            ),
            p('Diese dienen nur dem Betrieb der Website und benötigen keine Einwilligung.'),
            h2('Statistik- und Marketing-Cookies'),
            p(
              'Nur mit Ihrer Einwilligung laden wir den Google Tag Manager, der Statistik- und Marketing-Cookies setzen kann. Ohne Einwilligung werden weder Cookies noch Anfragen an Dritte ausgelöst. „Alle ablehnen“ ist so einfach wie „Alle akzeptieren“, wie es die CNPD empfiehlt.',
            ),
            h2('Karten'),
            p(
              'Die Karten unserer Standorte verwenden Kartenkacheln eines externen Anbieters. Ist das Einwilligungsbanner aktiv, werden sie erst nach einem Klick auf die Schaltfläche geladen, die diesen Anbieter nennt.',
            ),
            h2('Ihre Wahl ändern'),
            p(
              'Wenn die Website um Ihre Einwilligung bittet, öffnet der Link „Cookie-Einstellungen“ unten auf jeder Seite das Banner erneut. Ihre Wahl gilt 180 Tage, danach fragen wir erneut.',
            ),
            p('Siehe auch unsere ', a('Datenschutzerklärung', 'politique-de-traitement-des-donnees'), '.'),
          ],
          [
            h2('Necessary cookies'),
            ul(
              [b('locale'), ': the language you chose in the language switcher, kept for 365 days.'],
              [b('Your cookie choice'), ': kept in your browser (local storage), so we do not ask again on every page.'],
            ),
            p('These only make the site work and need no consent.'),
            h2('Statistics and marketing cookies'),
            p(
              'Only with your consent do we load Google Tag Manager, which may set statistics and marketing cookies. Without consent, no third-party cookie or request is made. "Refuse all" is as easy as "Accept all", as the CNPD recommends.',
            ),
            h2('Maps'),
            p(
              'The maps of our dealerships use map tiles from an external provider. When the consent banner is active, they load only after a click on the button that names that provider.',
            ),
            h2('Changing your choice'),
            p(
              'Where the site asks for your consent, the "Cookie settings" link at the bottom of every page opens the banner again. Your choice is kept for 180 days; then we ask again.',
            ),
            p('See also our ', a('data protection policy', 'politique-de-traitement-des-donnees'), '.'),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-10' },
);

story(
  'politique-de-traitement-des-donnees',
  'Politique de traitement des données',
  {
    component: 'page',
    title: T('Politique de traitement des données', 'Datenschutzerklärung', 'Data protection policy'),
    description: T(
      'Comment Autopolis traite vos données personnelles conformément au RGPD.',
      'Wie Autopolis Ihre personenbezogenen Daten gemäß DSGVO verarbeitet.',
      'How Autopolis processes your personal data under the GDPR.',
    ),
    body: [
      hero(
        T('Politique de traitement des données', 'Datenschutzerklärung', 'Data protection policy'),
        T('Dernière mise à jour : 1er mars 2026', 'Letzte Aktualisierung: 1. März 2026', 'Last updated: 1 March 2026'),
        heroImg(
          'privacy',
          { scene: 'privacy', pal: 'slate', seed: 'privacy' },
          T(
            'Illustration : un bouclier avec un cadenas',
            'Illustration: ein Schild mit Vorhängeschloss',
            'Illustration: a shield with a padlock',
          ),
        ),
      ),
      richText(
        RT(
          [
            p(i('Site de démonstration : le responsable du traitement et ses coordonnées ci-dessous sont fictifs.')),
            h2('1. Responsable du traitement'),
            p(
              'Autopolis S.A. (société fictive), 1, rue Exemple, L-0000 Bertrange, R.C.S. Luxembourg B000000, TVA LU00000000. Délégué à la protection des données : dpo@autopolis.example.',
            ),
            h2('2. Données traitées'),
            ul(
              'Données d’identification et de contact : nom, prénom, adresse, téléphone, e-mail',
              'Données relatives à votre véhicule : immatriculation, numéro de châssis, historique d’entretien',
              'Données contractuelles et financières dans le cadre d’un achat, d’un leasing ou d’un financement',
              'Données de navigation collectées au moyen de cookies, avec votre consentement lorsque celui-ci est requis',
            ),
            h2('3. Finalités et bases légales'),
            ul(
              [
                b('Exécution d’un contrat'),
                ' ou de mesures précontractuelles (art. 6, par. 1, point b, RGPD) : offres, commandes, essais, entretien',
              ],
              [b('Obligations légales'), ' (art. 6, par. 1, point c) : comptabilité, fiscalité, rappels de sécurité des constructeurs'],
              [
                b('Intérêt légitime'),
                ' (art. 6, par. 1, point f) : sécurité de nos sites, amélioration de nos services, prospection de clients existants',
              ],
              [b('Consentement'), ' (art. 6, par. 1, point a) : lettre d’information, cookies non essentiels'],
            ),
            h2('4. Destinataires'),
            p(
              'Vos données sont accessibles aux seuls services qui en ont besoin. Elles peuvent être communiquées aux constructeurs (garantie, rappels), à nos partenaires de financement et de leasing avec votre accord, à nos prestataires informatiques liés par contrat, et aux autorités lorsque la loi l’exige.',
            ),
            h2('5. Transferts hors de l’Union européenne'),
            p(
              'Si un transfert hors de l’Espace économique européen est nécessaire, il est encadré par une décision d’adéquation ou par les clauses contractuelles types de la Commission européenne.',
            ),
            h2('6. Durées de conservation'),
            ul(
              'Prospects : 3 ans après le dernier contact',
              'Clients : pendant la relation contractuelle puis selon les délais de prescription légaux',
              'Pièces comptables : 10 ans',
              'Candidatures : 6 mois après la fin du recrutement, sauf accord pour une conservation plus longue',
            ),
            h2('7. Vos droits'),
            p(
              'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de retirer votre consentement à tout moment. Écrivez à dpo@autopolis.example ou utilisez notre ',
              a('page contact', 'contact'),
              '.',
            ),
            p(
              'Vous pouvez introduire une réclamation auprès de la Commission nationale pour la protection des données (',
              ax('CNPD', 'https://cnpd.public.lu'),
              ').',
            ),
            h2('8. Modifications'),
            p('Nous pouvons adapter cette politique. La date de mise à jour figure en haut de la page.'),
          ],
          [
            p(i('Demo-Website: Der Verantwortliche und seine unten genannten Kontaktdaten sind fiktiv.')),
            h2('1. Verantwortlicher'),
            p(
              'Autopolis S.A. (fiktives Unternehmen), 1, rue Exemple, L-0000 Bertrange, R.C.S. Luxembourg B000000, USt-IdNr. LU00000000. Datenschutzbeauftragter: dpo@autopolis.example.',
            ),
            h2('2. Verarbeitete Daten'),
            ul(
              'Identifikations- und Kontaktdaten: Name, Vorname, Adresse, Telefon, E-Mail',
              'Fahrzeugdaten: Kennzeichen, Fahrgestellnummer, Wartungshistorie',
              'Vertrags- und Finanzdaten im Rahmen von Kauf, Leasing oder Finanzierung',
              'Nutzungsdaten, die über Cookies erhoben werden – mit Ihrer Einwilligung, soweit erforderlich',
            ),
            h2('3. Zwecke und Rechtsgrundlagen'),
            ul(
              [
                b('Vertragserfüllung'),
                ' oder vorvertragliche Maßnahmen (Art. 6 Abs. 1 lit. b DSGVO): Angebote, Bestellungen, Probefahrten, Wartung',
              ],
              [b('Rechtliche Verpflichtungen'), ' (Art. 6 Abs. 1 lit. c): Buchhaltung, Steuern, Sicherheitsrückrufe der Hersteller'],
              [
                b('Berechtigtes Interesse'),
                ' (Art. 6 Abs. 1 lit. f): Sicherheit unserer Standorte, Verbesserung unserer Leistungen, Werbung gegenüber Bestandskunden',
              ],
              [b('Einwilligung'), ' (Art. 6 Abs. 1 lit. a): Newsletter, nicht notwendige Cookies'],
            ),
            h2('4. Empfänger'),
            p(
              'Nur die Abteilungen, die Ihre Daten benötigen, haben Zugriff darauf. Sie können an Hersteller (Garantie, Rückrufe), mit Ihrer Zustimmung an unsere Finanzierungs- und Leasingpartner, an vertraglich gebundene IT-Dienstleister und – wenn gesetzlich vorgeschrieben – an Behörden übermittelt werden.',
            ),
            h2('5. Übermittlungen außerhalb der Europäischen Union'),
            p(
              'Ist eine Übermittlung außerhalb des Europäischen Wirtschaftsraums erforderlich, erfolgt sie auf Grundlage eines Angemessenheitsbeschlusses oder der Standardvertragsklauseln der Europäischen Kommission.',
            ),
            h2('6. Speicherdauer'),
            ul(
              'Interessenten: 3 Jahre nach dem letzten Kontakt',
              'Kunden: für die Dauer der Vertragsbeziehung und danach gemäß den gesetzlichen Verjährungsfristen',
              'Buchhaltungsbelege: 10 Jahre',
              'Bewerbungen: 6 Monate nach Abschluss des Verfahrens, sofern Sie keiner längeren Speicherung zustimmen',
            ),
            h2('7. Ihre Rechte'),
            p(
              'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, Ihre Einwilligung jederzeit zu widerrufen. Schreiben Sie an dpo@autopolis.example oder nutzen Sie unsere ',
              a('Kontaktseite', 'contact'),
              '.',
            ),
            p('Sie können sich bei der Nationalen Kommission für den Datenschutz (', ax('CNPD', 'https://cnpd.public.lu'), ') beschweren.'),
            h2('8. Änderungen'),
            p('Wir können diese Erklärung anpassen. Das Datum der letzten Aktualisierung steht oben auf der Seite.'),
          ],
          [
            p(i('Demonstration site: the controller and the contact details below are fictional.')),
            h2('1. Controller'),
            p(
              'Autopolis S.A. (fictional company), 1, rue Exemple, L-0000 Bertrange, R.C.S. Luxembourg B000000, VAT LU00000000. Data protection officer: dpo@autopolis.example.',
            ),
            h2('2. Data we process'),
            ul(
              'Identification and contact data: surname, first name, address, phone, e-mail',
              'Vehicle data: registration number, chassis number, service history',
              'Contract and financial data for a purchase, lease or financing',
              'Browsing data collected through cookies, with your consent where required',
            ),
            h2('3. Purposes and legal bases'),
            ul(
              [b('Performance of a contract'), ' or pre-contractual steps (Art. 6(1)(b) GDPR): quotes, orders, test drives, servicing'],
              [b('Legal obligations'), ' (Art. 6(1)(c)): accounting, tax, manufacturers’ safety recalls'],
              [b('Legitimate interest'), ' (Art. 6(1)(f)): security of our sites, improving our services, marketing to existing customers'],
              [b('Consent'), ' (Art. 6(1)(a)): newsletter, non-essential cookies'],
            ),
            h2('4. Recipients'),
            p(
              'Only the departments that need your data can access it. It may be shared with manufacturers (warranty, recalls), with our financing and leasing partners with your agreement, with IT service providers bound by contract, and with authorities where the law requires it.',
            ),
            h2('5. Transfers outside the European Union'),
            p(
              'Where a transfer outside the European Economic Area is necessary, it relies on an adequacy decision or on the European Commission’s standard contractual clauses.',
            ),
            h2('6. Retention periods'),
            ul(
              'Prospects: 3 years after the last contact',
              'Customers: for the duration of the contract and then according to statutory limitation periods',
              'Accounting records: 10 years',
              'Job applications: 6 months after the recruitment ends, unless you agree to longer retention',
            ),
            h2('7. Your rights'),
            p(
              'You have the right of access, rectification, erasure, restriction, portability and objection, and may withdraw your consent at any time. Write to dpo@autopolis.example or use our ',
              a('contact page', 'contact'),
              '.',
            ),
            p('You may lodge a complaint with the National Commission for Data Protection (', ax('CNPD', 'https://cnpd.public.lu'), ').'),
            h2('8. Changes'),
            p('We may update this policy. The date of the last update is shown at the top of the page.'),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-19', published: '2026-03-01' },
);

story(
  'a-propos-de-nous/l-histoire-d-autopolis',
  'L’histoire d’Autopolis',
  {
    component: 'page',
    title: T('L’histoire d’Autopolis', 'Die Geschichte von Autopolis', 'The Autopolis story'),
    description: T(
      'D’un petit garage de Bertrange à un groupe multimarque : l’histoire (fictive) d’Autopolis.',
      'Von einer kleinen Werkstatt in Bertrange zur Mehrmarkengruppe: die (fiktive) Geschichte von Autopolis.',
      'From a small garage in Bertrange to a multi-brand group: the (fictional) Autopolis story.',
    ),
    body: [
      hero(
        T('Plus de cinquante ans sur la route', 'Mehr als fünfzig Jahre unterwegs', 'More than fifty years on the road'),
        T(
          'L’histoire d’une entreprise familiale luxembourgeoise.',
          'Die Geschichte eines luxemburgischen Familienunternehmens.',
          'The story of a Luxembourg family business.',
        ),
        heroImg('history', { scene: 'road', car: 'sedan', pal: 'sepia', seed: 'history' }, onRoadAlt('sedan')),
      ),
      richText(
        RT(
          [
            p(i('Autopolis est une entreprise fictive : cette histoire sert de contenu de démonstration.')),
            h2('Les débuts'),
            p(
              'Tout commence en 1968 dans un petit garage de Bertrange, où deux mécaniciens entretiennent les voitures du quartier. La qualité de leur travail fait rapidement leur réputation.',
            ),
            h2('Les grandes étapes'),
            ol(
              '1968 : ouverture du premier atelier à Bertrange',
              '1979 : première concession de voitures neuves',
              '1994 : ouverture du site de Niederkorn',
              '2008 : création du centre utilitaires d’Esch-sur-Alzette',
              '2019 : premières bornes de recharge dans nos trois concessions',
              '2026 : rénovation de l’atelier de Niederkorn',
            ),
            h2('Aujourd’hui'),
            p(
              'Autopolis représente quinze marques, emploie des équipes de vente, d’atelier et de carrosserie, et reste attachée à un service de proximité. Découvrez ',
              a('nos marques', 'brands'),
              ' ou ',
              a('rejoignez-nous', 'carrieres'),
              '.',
            ),
          ],
          [
            p(i('Autopolis ist ein fiktives Unternehmen: Diese Geschichte ist Demo-Inhalt.')),
            h2('Die Anfänge'),
            p(
              'Alles beginnt 1968 in einer kleinen Werkstatt in Bertrange, in der zwei Mechaniker die Autos der Nachbarschaft warten. Ihre sorgfältige Arbeit spricht sich schnell herum.',
            ),
            h2('Die wichtigsten Etappen'),
            ol(
              '1968: Eröffnung der ersten Werkstatt in Bertrange',
              '1979: erstes Neuwagen-Autohaus',
              '1994: Eröffnung des Standorts Niederkorn',
              '2008: Gründung des Nutzfahrzeugzentrums in Esch-sur-Alzette',
              '2019: erste Ladestationen an allen drei Standorten',
              '2026: Renovierung der Werkstatt in Niederkorn',
            ),
            h2('Heute'),
            p(
              'Autopolis vertritt fünfzehn Marken, beschäftigt Teams in Verkauf, Werkstatt und Karosserie und setzt weiterhin auf Kundennähe. Entdecken Sie ',
              a('unsere Marken', 'brands'),
              ' oder ',
              a('arbeiten Sie bei uns', 'carrieres'),
              '.',
            ),
          ],
          [
            p(i('Autopolis is a fictional company: this story is demonstration content.')),
            h2('The beginnings'),
            p(
              'It all starts in 1968 in a small garage in Bertrange, where two mechanics look after the neighbourhood’s cars. Word of their careful work soon spreads.',
            ),
            h2('Milestones'),
            ol(
              '1968: the first workshop opens in Bertrange',
              '1979: first new-car dealership',
              '1994: the Niederkorn site opens',
              '2008: the commercial vehicle centre in Esch-sur-Alzette is created',
              '2019: first charging points at all three dealerships',
              '2026: the Niederkorn workshop is renovated',
            ),
            h2('Today'),
            p(
              'Autopolis represents fifteen brands, employs sales, workshop and bodywork teams, and still believes in personal service. Discover ',
              a('our brands', 'brands'),
              ' or ',
              a('join us', 'carrieres'),
              '.',
            ),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-19' },
);

story(
  'a-propos-de-nous/presse',
  'Presse',
  {
    component: 'page',
    title: T('Presse', 'Presse', 'Press'),
    description: T(
      'Espace presse d’Autopolis : contact presse, communiqués et informations sur le groupe (données fictives).',
      'Pressebereich von Autopolis: Pressekontakt, Mitteilungen und Informationen zur Gruppe (fiktive Angaben).',
      'Autopolis press area: press contact, releases and information about the group (fictional data).',
    ),
    body: [
      hero(
        T('Espace presse', 'Pressebereich', 'Press area'),
        T(
          'Informations et contacts pour les journalistes.',
          'Informationen und Kontakte für Journalisten.',
          'Information and contacts for journalists.',
        ),
        heroImg(
          'press',
          { scene: 'press', pal: 'blue', seed: 'press' },
          T(
            'Illustration : un journal et un micro',
            'Illustration: eine Zeitung und ein Mikrofon',
            'Illustration: a newspaper and a microphone',
          ),
        ),
      ),
      richText(
        RT(
          [
            h2('Contact presse'),
            p('Service communication, ', b('presse@autopolis.example'), ', +352 00 00 00 00 ', FICTIONAL.fr, '.'),
            h2('Communiqués récents'),
            ul(
              [a('Notre atelier rénové de Niederkorn ouvre ses portes', 'news/ouverture-atelier-niederkorn')],
              [a('Journées de l’électrique', 'news/journees-portes-ouvertes-electriques')],
              [a('Autopolis recrute des techniciens et des apprentis', 'news/autopolis-recrute-des-techniciens')],
            ),
            h2('Le groupe en bref'),
            ul(
              'Trois concessions : Bertrange, Niederkorn et Esch-sur-Alzette',
              'Quinze marques de voitures particulières et d’utilitaires',
              'Vente, leasing, financement, atelier, carrosserie, pneus et pièces',
            ),
            p(
              'Pour l’historique du groupe, voir ',
              a('l’histoire d’Autopolis', 'a-propos-de-nous/l-histoire-d-autopolis'),
              '. Toutes les actualités sont sur la page ',
              a('actualités', 'news'),
              '.',
            ),
          ],
          [
            h2('Pressekontakt'),
            p('Abteilung Kommunikation, ', b('presse@autopolis.example'), ', +352 00 00 00 00 ', FICTIONAL.de, '.'),
            h2('Aktuelle Mitteilungen'),
            ul(
              [a('Unsere renovierte Werkstatt in Niederkorn öffnet', 'news/ouverture-atelier-niederkorn')],
              [a('E-Mobilitätstage', 'news/journees-portes-ouvertes-electriques')],
              [a('Autopolis sucht Techniker und Auszubildende', 'news/autopolis-recrute-des-techniciens')],
            ),
            h2('Die Gruppe in Kürze'),
            ul(
              'Drei Standorte: Bertrange, Niederkorn und Esch-sur-Alzette',
              'Fünfzehn Marken für Pkw und Nutzfahrzeuge',
              'Verkauf, Leasing, Finanzierung, Werkstatt, Karosserie, Reifen und Teile',
            ),
            p(
              'Zur Geschichte der Gruppe siehe ',
              a('die Geschichte von Autopolis', 'a-propos-de-nous/l-histoire-d-autopolis'),
              '. Alle Meldungen finden Sie unter ',
              a('Aktuelles', 'news'),
              '.',
            ),
          ],
          [
            h2('Press contact'),
            p('Communications department, ', b('presse@autopolis.example'), ', +352 00 00 00 00 ', FICTIONAL.en, '.'),
            h2('Recent releases'),
            ul(
              [a('Our renovated Niederkorn workshop opens', 'news/ouverture-atelier-niederkorn')],
              [a('Electric days', 'news/journees-portes-ouvertes-electriques')],
              [a('Autopolis is hiring technicians and apprentices', 'news/autopolis-recrute-des-techniciens')],
            ),
            h2('The group at a glance'),
            ul(
              'Three dealerships: Bertrange, Niederkorn and Esch-sur-Alzette',
              'Fifteen car and commercial vehicle brands',
              'Sales, leasing, financing, workshop, bodywork, tyres and parts',
            ),
            p(
              'For the group’s background, see ',
              a('the Autopolis story', 'a-propos-de-nous/l-histoire-d-autopolis'),
              '. All news is on the ',
              a('news', 'news'),
              ' page.',
            ),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-19' },
);

// ---------------------------------------------------------------------------------------------------
// Lease sections (mocks/leases.mjs) of the leasing page; the offer stories are registered last
// ---------------------------------------------------------------------------------------------------

const LEASE_SECTIONS = leaseSections({ T, storyUuid });

// ---------------------------------------------------------------------------------------------------
// Services
// ---------------------------------------------------------------------------------------------------

const SERVICES = [
  {
    slug: 'leasing',
    spec: { scene: 'road', car: 'hatch', second: 'van', pal: 'teal' },
    alt: onRoadAlt('hatch'),
    title: T('Leasing', 'Leasing', 'Leasing'),
    short: T(
      'Leasing privé, leasing entreprise et utilitaires, avec une mensualité fixe.',
      'Privat-, Firmen- und Nutzfahrzeugleasing mit fester Monatsrate.',
      'Private, business and commercial vehicle leasing with a fixed monthly payment.',
    ),
    headline: T('Le leasing, tout simplement', 'Leasing – ganz einfach', 'Leasing made simple'),
    lead: T(
      'Roulez en voiture neuve sans immobiliser votre capital.',
      'Fahren Sie ein neues Auto, ohne Kapital zu binden.',
      'Drive a new car without tying up your capital.',
    ),
    related: ['financement', 'service-apres-vente'],
    sections: LEASE_SECTIONS,
    body: RT(
      [
        h2('Leasing privé'),
        p(
          'Avec le leasing privé, vous payez une mensualité fixe pendant une durée et un kilométrage convenus. À la fin du contrat, vous rendez le véhicule et pouvez en choisir un nouveau.',
        ),
        ul(
          'Mensualité fixe, sans apport important',
          'Entretien et assistance inclus selon l’offre',
          'Assurance et pneus en option selon la formule',
          'Durée et kilométrage annuels au choix',
        ),
        h2('Leasing entreprise et flottes'),
        p(
          'Indépendants, PME et grandes entreprises : nous construisons avec vous une solution de leasing opérationnel pour vos voitures de société et vos utilitaires, avec un interlocuteur unique.',
        ),
        h3('Véhicules utilitaires'),
        p(
          'Fourgons, pick-up et utilitaires électriques sont présentés dans notre centre de ',
          a('Esch-sur-Alzette', 'home-page/esch-sur-alzette'),
          '.',
        ),
        p(
          i('Les conditions dépendent de chaque offre et sont soumises à l’acceptation du dossier par notre partenaire de leasing.'),
          ' Préférez-vous devenir propriétaire ? Voir le ',
          a('financement', 'services/financement'),
          '.',
        ),
      ],
      [
        h2('Privatleasing'),
        p(
          'Beim Privatleasing zahlen Sie eine feste Monatsrate für eine vereinbarte Laufzeit und Kilometerleistung. Am Vertragsende geben Sie das Fahrzeug zurück und können ein neues wählen.',
        ),
        ul(
          'Feste Monatsrate ohne hohe Anzahlung',
          'Wartung und Assistance je nach Angebot inklusive',
          'Versicherung und Reifen je nach Paket optional',
          'Laufzeit und jährliche Kilometerleistung frei wählbar',
        ),
        h2('Firmen- und Flottenleasing'),
        p(
          'Ob Selbstständige, KMU oder Großunternehmen: Gemeinsam mit Ihnen entwickeln wir ein Operating-Leasing für Ihre Firmenwagen und Nutzfahrzeuge – mit einem einzigen Ansprechpartner.',
        ),
        h3('Nutzfahrzeuge'),
        p(
          'Transporter, Pick-ups und Elektro-Nutzfahrzeuge zeigen wir in unserem Zentrum in ',
          a('Esch-sur-Alzette', 'home-page/esch-sur-alzette'),
          '.',
        ),
        p(
          i('Die Konditionen hängen vom jeweiligen Angebot ab und setzen die Annahme durch unseren Leasingpartner voraus.'),
          ' Möchten Sie lieber Eigentümer werden? Siehe ',
          a('Finanzierung', 'services/financement'),
          '.',
        ),
      ],
      [
        h2('Private lease'),
        p(
          'With a private lease you pay a fixed monthly amount for an agreed term and mileage. At the end of the contract you hand the car back and can choose a new one.',
        ),
        ul(
          'A fixed monthly payment without a large deposit',
          'Servicing and roadside assistance included depending on the offer',
          'Insurance and tyres optional depending on the package',
          'Term and annual mileage of your choice',
        ),
        h2('Business and fleet leasing'),
        p(
          'Self-employed, SMEs or large companies: we design an operational lease for your company cars and vans with you, with a single point of contact.',
        ),
        h3('Commercial vehicles'),
        p(
          'Vans, pickups and electric commercial vehicles are on show at our centre in ',
          a('Esch-sur-Alzette', 'home-page/esch-sur-alzette'),
          '.',
        ),
        p(
          i('Terms depend on each offer and are subject to approval by our leasing partner.'),
          ' Would you rather own your car? See ',
          a('financing', 'services/financement'),
          '.',
        ),
      ],
    ),
  },
  {
    slug: 'financement',
    spec: { scene: 'finance', pal: 'blue' },
    alt: T(
      'Illustration : un contrat, des pièces de monnaie et une clé',
      'Illustration: ein Vertrag, Münzen und ein Schlüssel',
      'Illustration: a contract, coins and a key',
    ),
    title: T('Financement', 'Finanzierung', 'Financing'),
    short: T(
      'Crédit auto classique ou avec valeur résiduelle, adapté à votre budget.',
      'Klassischer Autokredit oder Finanzierung mit Restwert – passend zu Ihrem Budget.',
      'A classic car loan or a residual-value plan to suit your budget.',
    ),
    headline: T('Financez votre voiture en toute clarté', 'Ihr Auto transparent finanziert', 'Finance your car with complete clarity'),
    lead: T(
      'Nos conseillers comparent avec vous les solutions de financement.',
      'Unsere Berater vergleichen mit Ihnen die Finanzierungslösungen.',
      'Our advisors compare the financing options with you.',
    ),
    related: ['leasing', 'vente-de-pieces-et-accessoires'],
    body: RT(
      [
        h2('Nos solutions'),
        ul(
          [b('Crédit auto classique'), ' : des mensualités constantes, vous êtes propriétaire dès l’achat'],
          [
            b('Financement avec valeur résiduelle'),
            ' : des mensualités réduites et, en fin de contrat, le choix de garder, rendre ou échanger le véhicule',
          ],
          [b('Financement professionnel'), ' : pour les indépendants et les sociétés'],
        ),
        h2('Les documents à prévoir'),
        ol(
          'Une pièce d’identité en cours de validité',
          'Vos trois dernières fiches de salaire ou votre dernier bilan',
          'Un justificatif de domicile récent',
          'Vos coordonnées bancaires',
        ),
        quote(b('Un crédit vous engage et doit être remboursé.'), ' Vérifiez vos capacités de remboursement avant de vous engager.'),
        p(
          'Vous hésitez entre financement et ',
          a('leasing', 'services/leasing'),
          ' ? Nos conseillers vous aident à comparer : ',
          a('contactez-nous', 'contact'),
          '.',
        ),
      ],
      [
        h2('Unsere Lösungen'),
        ul(
          [b('Klassischer Autokredit'), ': gleichbleibende Raten, Sie sind ab dem Kauf Eigentümer'],
          [
            b('Finanzierung mit Restwert'),
            ': niedrigere Raten und am Vertragsende die Wahl, das Fahrzeug zu behalten, zurückzugeben oder zu tauschen',
          ],
          [b('Gewerbliche Finanzierung'), ': für Selbstständige und Unternehmen'],
        ),
        h2('Benötigte Unterlagen'),
        ol(
          'Ein gültiger Ausweis',
          'Ihre letzten drei Gehaltsabrechnungen oder Ihre letzte Bilanz',
          'Ein aktueller Wohnsitznachweis',
          'Ihre Bankverbindung',
        ),
        quote(
          b('Ein Kredit verpflichtet und muss zurückgezahlt werden.'),
          ' Prüfen Sie Ihre Rückzahlungsfähigkeit, bevor Sie sich verpflichten.',
        ),
        p(
          'Finanzierung oder ',
          a('Leasing', 'services/leasing'),
          '? Unsere Berater helfen beim Vergleich: ',
          a('Kontaktieren Sie uns', 'contact'),
          '.',
        ),
      ],
      [
        h2('Our solutions'),
        ul(
          [b('Classic car loan'), ': fixed monthly payments, and you own the car from day one'],
          [b('Residual-value financing'), ': lower monthly payments and, at the end, the choice to keep, return or exchange the car'],
          [b('Business financing'), ': for the self-employed and companies'],
        ),
        h2('Documents to bring'),
        ol(
          'A valid identity document',
          'Your last three payslips or your latest balance sheet',
          'A recent proof of address',
          'Your bank details',
        ),
        quote(b('A loan is a commitment and must be repaid.'), ' Check that you can afford the repayments before you sign.'),
        p(
          'Not sure whether to finance or ',
          a('lease', 'services/leasing'),
          '? Our advisors help you compare: ',
          a('contact us', 'contact'),
          '.',
        ),
      ],
    ),
  },
  {
    slug: 'carrosserie',
    spec: { scene: 'paint', car: 'sedan', pal: 'slate', carColor: '#0b3d91' },
    alt: T(
      'Illustration : une voiture dans l’atelier de carrosserie, avec des échantillons de peinture',
      'Illustration: ein Auto in der Karosseriewerkstatt mit Farbmustern',
      'Illustration: a car in the body shop with paint samples',
    ),
    title: T('Carrosserie', 'Karosserie', 'Bodywork'),
    short: T(
      'Réparation après sinistre, gestion avec votre assurance, vitrage.',
      'Unfallinstandsetzung, Abwicklung mit Ihrer Versicherung, Verglasung.',
      'Accident repairs, handling with your insurer, glazing.',
    ),
    headline: T('Notre atelier de carrosserie', 'Unsere Karosseriewerkstatt', 'Our body shop'),
    lead: T(
      'Après un accrochage, nous remettons votre véhicule en état, toutes marques.',
      'Nach einem Schaden bringen wir Ihr Fahrzeug wieder in Ordnung – alle Marken.',
      'After a knock, we put your car right again – all makes.',
    ),
    related: ['debosselage-et-peinture', 'service-apres-vente'],
    body: RT(
      [
        h2('Comment ça se passe ?'),
        ol(
          'Vous déclarez le sinistre et prenez rendez-vous',
          'Nous établissons un devis et, si besoin, échangeons avec votre assureur',
          'Nous réparons avec des pièces d’origine ou de qualité équivalente',
          'Vous récupérez votre véhicule contrôlé et nettoyé',
        ),
        h2('Nos prestations'),
        ul(
          'Réparation et remplacement d’éléments de carrosserie',
          'Remplacement de pare-brise et de vitrages',
          'Calibrage des caméras et radars d’aide à la conduite après réparation',
          'Véhicule de remplacement selon disponibilité',
        ),
        p(
          'Pour les petits impacts et rayures, voyez notre service ',
          a('débosselage et peinture', 'services/debosselage-et-peinture'),
          '.',
        ),
      ],
      [
        h2('So läuft es ab'),
        ol(
          'Sie melden den Schaden und vereinbaren einen Termin',
          'Wir erstellen einen Kostenvoranschlag und stimmen uns bei Bedarf mit Ihrer Versicherung ab',
          'Wir reparieren mit Original- oder gleichwertigen Teilen',
          'Sie erhalten Ihr Fahrzeug geprüft und gereinigt zurück',
        ),
        h2('Unsere Leistungen'),
        ul(
          'Instandsetzung und Austausch von Karosserieteilen',
          'Austausch von Windschutzscheiben und Verglasung',
          'Kalibrierung von Kameras und Radarsensoren der Fahrassistenzsysteme nach der Reparatur',
          'Ersatzfahrzeug je nach Verfügbarkeit',
        ),
        p('Für kleine Dellen und Kratzer gibt es unseren Service ', a('Ausbeulen und Lackierung', 'services/debosselage-et-peinture'), '.'),
      ],
      [
        h2('How it works'),
        ol(
          'You report the damage and book an appointment',
          'We prepare a quote and liaise with your insurer if needed',
          'We repair with original or equivalent-quality parts',
          'You collect your car checked and cleaned',
        ),
        h2('What we do'),
        ul(
          'Repair and replacement of body panels',
          'Windscreen and glass replacement',
          'Calibration of driver-assistance cameras and radars after repairs',
          'A courtesy car subject to availability',
        ),
        p('For small dents and scratches, see our ', a('dent repair and paint', 'services/debosselage-et-peinture'), ' service.'),
      ],
    ),
  },
  {
    slug: 'debosselage-et-peinture',
    spec: { scene: 'paint', car: 'hatch', pal: 'red', carColor: '#f5f7fb' },
    alt: T(
      'Illustration : une citadine en cabine de peinture, avec des échantillons de couleur',
      'Illustration: ein Kleinwagen in der Lackierkabine mit Farbmustern',
      'Illustration: a hatchback in the paint booth with colour samples',
    ),
    title: T('Débosselage et peinture', 'Ausbeulen und Lackierung', 'Dent repair and paint'),
    short: T(
      'Débosselage sans peinture, dégâts de grêle, retouches et cabine de peinture.',
      'Ausbeulen ohne Lackieren, Hagelschäden, Ausbesserungen und Lackierkabine.',
      'Paintless dent repair, hail damage, touch-ups and a paint booth.',
    ),
    headline: T('Débosselage et peinture', 'Ausbeulen und Lackierung', 'Dent repair and paint'),
    lead: T(
      'Effacez bosses et rayures, souvent en une journée.',
      'Dellen und Kratzer verschwinden lassen – oft an einem Tag.',
      'Make dents and scratches disappear, often in a single day.',
    ),
    related: ['carrosserie', 'vente-de-pieces-et-accessoires'],
    body: RT(
      [
        h2('Débosselage sans peinture'),
        p(
          'Pour les petites bosses de parking ou les dégâts de grêle, nos techniciens repoussent la tôle de l’intérieur, sans repeindre, lorsque la peinture n’est pas endommagée. C’est plus rapide et la peinture d’origine est préservée.',
        ),
        h2('Peinture'),
        ul(
          'Recherche de teinte par spectrophotomètre',
          'Cabine de peinture avec séchage contrôlé',
          'Peintures à l’eau, moins polluantes',
          'Rénovation de jantes et petites retouches',
        ),
        h3('Bon à savoir'),
        p(
          'Un devis gratuit vous est remis avant toute intervention. Pour les réparations plus importantes, notre ',
          a('atelier de carrosserie', 'services/carrosserie'),
          ' prend le relais.',
        ),
      ],
      [
        h2('Ausbeulen ohne Lackieren'),
        p(
          'Bei kleinen Parkdellen oder Hagelschäden drücken unsere Techniker das Blech von innen zurück – ohne Neulackierung, sofern der Lack unbeschädigt ist. Das geht schneller und der Originallack bleibt erhalten.',
        ),
        h2('Lackierung'),
        ul(
          'Farbtonbestimmung mit dem Spektralfotometer',
          'Lackierkabine mit kontrollierter Trocknung',
          'Umweltfreundlichere Wasserbasislacke',
          'Felgenaufbereitung und Smart-Repair',
        ),
        h3('Gut zu wissen'),
        p(
          'Vor jedem Eingriff erhalten Sie einen kostenlosen Kostenvoranschlag. Größere Reparaturen übernimmt unsere ',
          a('Karosseriewerkstatt', 'services/carrosserie'),
          '.',
        ),
      ],
      [
        h2('Paintless dent repair'),
        p(
          'For small parking dents or hail damage, our technicians push the panel back from behind, without repainting, as long as the paint is intact. It is quicker and the original paint is preserved.',
        ),
        h2('Paint'),
        ul(
          'Colour matching with a spectrophotometer',
          'A paint booth with controlled drying',
          'Water-based paints that are kinder to the environment',
          'Wheel refurbishment and smart repairs',
        ),
        h3('Good to know'),
        p('You receive a free quote before any work. Larger repairs are handled by our ', a('body shop', 'services/carrosserie'), '.'),
      ],
    ),
  },
  {
    slug: 'pneus-et-gardiennage',
    spec: { scene: 'tyres', pal: 'blue', snow: true },
    alt: T('Illustration : pneus rangés sur des étagères', 'Illustration: Reifen im Regal', 'Illustration: tyres stored on racks'),
    title: T('Pneus et gardiennage', 'Reifen und Einlagerung', 'Tyres and storage'),
    short: T(
      'Changement de pneus, équilibrage, géométrie et stockage de vos roues.',
      'Reifenwechsel, Auswuchten, Achsvermessung und Einlagerung Ihrer Räder.',
      'Tyre changes, balancing, wheel alignment and storage for your wheels.',
    ),
    headline: T('Pneus et gardiennage', 'Reifen und Einlagerung', 'Tyres and storage'),
    lead: T(
      'Deux fois par an, nous changeons et stockons vos roues.',
      'Zweimal im Jahr wechseln und lagern wir Ihre Räder.',
      'Twice a year, we change and store your wheels.',
    ),
    related: ['service-apres-vente', 'vente-de-pieces-et-accessoires'],
    body: RT(
      [
        h2('Nos prestations pneumatiques'),
        ul(
          'Montage et équilibrage de pneus été, hiver et toutes saisons',
          'Contrôle de l’usure et de la pression, y compris des capteurs de pression',
          'Réglage de la géométrie',
          'Vente de pneus et de roues complètes de grandes marques',
        ),
        h2('Le gardiennage'),
        p(
          'Nous stockons vos roues à l’abri, dans des conditions adaptées. Lors de chaque changement, elles sont nettoyées et contrôlées : vous êtes prévenu si un remplacement s’impose.',
        ),
        h3('Quand changer ?'),
        p(
          'Au Luxembourg, des pneus adaptés sont obligatoires par conditions hivernales. Lisez nos conseils : ',
          a('pneus hiver', 'news/saison-des-pneus-hiver'),
          ' et ',
          a('pneus été', 'news/changement-pneus-ete-2026'),
          '.',
        ),
      ],
      [
        h2('Unsere Reifenleistungen'),
        ul(
          'Montage und Auswuchten von Sommer-, Winter- und Ganzjahresreifen',
          'Kontrolle von Verschleiß und Druck, einschließlich Reifendrucksensoren',
          'Achsvermessung',
          'Verkauf von Markenreifen und Kompletträdern',
        ),
        h2('Die Einlagerung'),
        p(
          'Wir lagern Ihre Räder geschützt und fachgerecht. Bei jedem Wechsel werden sie gereinigt und geprüft – wir sagen Ihnen, wenn ein Austausch nötig ist.',
        ),
        h3('Wann wechseln?'),
        p(
          'In Luxemburg sind bei winterlichen Verhältnissen geeignete Reifen Pflicht. Lesen Sie unsere Tipps: ',
          a('Winterreifen', 'news/saison-des-pneus-hiver'),
          ' und ',
          a('Sommerreifen', 'news/changement-pneus-ete-2026'),
          '.',
        ),
      ],
      [
        h2('Our tyre services'),
        ul(
          'Fitting and balancing of summer, winter and all-season tyres',
          'Wear and pressure checks, including tyre pressure sensors',
          'Wheel alignment',
          'Sale of branded tyres and complete wheels',
        ),
        h2('Tyre storage'),
        p(
          'We store your wheels under cover in suitable conditions. At every change they are cleaned and inspected, and we tell you if they need replacing.',
        ),
        h3('When to change?'),
        p(
          'In Luxembourg suitable tyres are compulsory in wintry conditions. Read our tips: ',
          a('winter tyres', 'news/saison-des-pneus-hiver'),
          ' and ',
          a('summer tyres', 'news/changement-pneus-ete-2026'),
          '.',
        ),
      ],
    ),
  },
  {
    slug: 'service-apres-vente',
    spec: { scene: 'workshop', car: 'suv', pal: 'slate' },
    alt: T('Illustration : un SUV sur un pont élévateur', 'Illustration: ein SUV auf der Hebebühne', 'Illustration: an SUV on a lift'),
    title: T('Service après-vente', 'Kundendienst', 'After-sales service'),
    short: T(
      'Entretien, révision, diagnostic et garantie, toutes marques.',
      'Wartung, Inspektion, Diagnose und Garantie für alle Marken.',
      'Servicing, inspections, diagnostics and warranty work for all makes.',
    ),
    headline: T('Service après-vente', 'Kundendienst', 'After-sales service'),
    lead: T(
      'Des techniciens formés par les constructeurs pour entretenir votre véhicule.',
      'Herstellergeschulte Techniker für die Wartung Ihres Fahrzeugs.',
      'Manufacturer-trained technicians to look after your car.',
    ),
    related: ['pneus-et-gardiennage', 'carrosserie'],
    body: RT(
      [
        h2('Nos interventions'),
        ul(
          'Entretien selon le plan du constructeur, sans perte de garantie',
          'Diagnostic électronique',
          'Freins, distribution, embrayage, échappement',
          'Climatisation : contrôle et recharge',
          'Préparation au contrôle technique',
          'Entretien des véhicules hybrides et électriques par des techniciens habilités',
        ),
        h2('Garantie et rappels'),
        p('Nous réalisons les travaux sous garantie et les campagnes de rappel des marques que nous représentons.'),
        h2('Prendre rendez-vous'),
        p(
          'Indiquez votre immatriculation, le kilométrage et l’intervention souhaitée via notre ',
          a('page contact', 'contact'),
          '. Selon disponibilité, un véhicule de remplacement peut vous être proposé.',
        ),
      ],
      [
        h2('Unsere Leistungen'),
        ul(
          'Wartung nach Herstellervorgaben, ohne Verlust der Garantie',
          'Elektronische Diagnose',
          'Bremsen, Zahnriemen, Kupplung, Abgasanlage',
          'Klimaanlage: Prüfung und Befüllung',
          'Vorbereitung auf die technische Kontrolle',
          'Wartung von Hybrid- und Elektrofahrzeugen durch qualifizierte Techniker',
        ),
        h2('Garantie und Rückrufe'),
        p('Wir führen Garantiearbeiten und Rückrufaktionen der von uns vertretenen Marken durch.'),
        h2('Termin vereinbaren'),
        p(
          'Nennen Sie uns Kennzeichen, Kilometerstand und gewünschte Arbeiten über unsere ',
          a('Kontaktseite', 'contact'),
          '. Je nach Verfügbarkeit bieten wir Ihnen ein Ersatzfahrzeug an.',
        ),
      ],
      [
        h2('What we do'),
        ul(
          'Servicing to the manufacturer’s schedule, keeping your warranty',
          'Electronic diagnostics',
          'Brakes, timing belt, clutch, exhaust',
          'Air conditioning check and recharge',
          'Preparation for the roadworthiness test',
          'Servicing of hybrid and electric vehicles by qualified technicians',
        ),
        h2('Warranty and recalls'),
        p('We carry out warranty work and recall campaigns for the brands we represent.'),
        h2('Book an appointment'),
        p(
          'Give us your registration, mileage and the work you need via our ',
          a('contact page', 'contact'),
          '. Subject to availability, we can offer you a courtesy car.',
        ),
      ],
    ),
  },
  {
    slug: 'vente-de-pieces-et-accessoires',
    spec: { scene: 'parts', pal: 'blue' },
    alt: T(
      'Illustration : engrenages, clé et cartons de pièces',
      'Illustration: Zahnräder, Schraubenschlüssel und Teilekartons',
      'Illustration: gears, a spanner and boxes of parts',
    ),
    title: T('Pièces et accessoires', 'Teile und Zubehör', 'Parts and accessories'),
    short: T(
      'Pièces d’origine et accessoires, commandés et montés par nos soins.',
      'Originalteile und Zubehör, bestellt und montiert von uns.',
      'Original parts and accessories, ordered and fitted by us.',
    ),
    headline: T('Vente de pièces et accessoires', 'Verkauf von Teilen und Zubehör', 'Parts and accessories sales'),
    lead: T(
      'Pièces d’origine et accessoires pour toutes nos marques.',
      'Originalteile und Zubehör für alle unsere Marken.',
      'Original parts and accessories for all our brands.',
    ),
    related: ['service-apres-vente', 'pneus-et-gardiennage'],
    body: RT(
      [
        h2('Pièces d’origine'),
        p(
          'Nos magasins de pièces commandent pour vous les pièces d’origine des marques que nous représentons, le plus souvent livrées en 24 à 48 heures.',
        ),
        h2('Accessoires'),
        ul(
          'Barres de toit, coffres de toit et porte-vélos',
          'Attelages et faisceaux électriques',
          'Tapis de sol et protections de coffre',
          'Câbles et bornes de recharge pour véhicules électriques',
        ),
        h3('Montage'),
        p(
          'Nous pouvons monter vos accessoires lors de votre prochain passage à l’atelier. Renseignez-vous auprès du ',
          a('service après-vente', 'services/service-apres-vente'),
          '.',
        ),
      ],
      [
        h2('Originalteile'),
        p(
          'Unsere Teilelager bestellen für Sie Originalteile der von uns vertretenen Marken, meist mit Lieferung innerhalb von 24 bis 48 Stunden.',
        ),
        h2('Zubehör'),
        ul(
          'Dachträger, Dachboxen und Fahrradträger',
          'Anhängerkupplungen und Elektrosätze',
          'Fußmatten und Kofferraumwannen',
          'Ladekabel und Wallboxen für Elektrofahrzeuge',
        ),
        h3('Montage'),
        p(
          'Wir montieren Ihr Zubehör gerne beim nächsten Werkstattbesuch. Fragen Sie unseren ',
          a('Kundendienst', 'services/service-apres-vente'),
          '.',
        ),
      ],
      [
        h2('Original parts'),
        p('Our parts departments order original parts for the brands we represent, usually delivered within 24 to 48 hours.'),
        h2('Accessories'),
        ul(
          'Roof bars, roof boxes and bike carriers',
          'Tow bars and wiring kits',
          'Floor mats and boot liners',
          'Charging cables and wallboxes for electric vehicles',
        ),
        h3('Fitting'),
        p(
          'We can fit your accessories at your next workshop visit. Ask our ',
          a('after-sales service', 'services/service-apres-vente'),
          '.',
        ),
      ],
    ),
  },
];

const serviceCard = (s) =>
  card(s.title, s.short, cardImg(`service-${s.slug}`, { ...s.spec, seed: `card-${s.slug}` }, s.alt), link(`services/${s.slug}`), L.more);

for (const s of SERVICES) {
  story(
    `services/${s.slug}`,
    s.title.fr,
    {
      component: 'page',
      title: s.title,
      description: s.short,
      body: [
        hero(s.headline, s.lead, heroImg(`service-${s.slug}`, { ...s.spec, seed: s.slug }, s.alt), L.contactUs, link('contact')),
        richText(s.body),
        ...(s.sections ?? []),
        cardGrid(
          T('Services liés', 'Verwandte Leistungen', 'Related services'),
          s.related.map((r) => serviceCard(SERVICES.find((x) => x.slug === r))),
        ),
      ],
    },
    { created: '2025-11-21' },
  );
}

story(
  'services',
  'Services',
  {
    component: 'page',
    title: T('Nos services', 'Unser Service', 'Our services'),
    description: T(
      'Leasing, financement, carrosserie, pneus, entretien, pièces et accessoires : tous les services Autopolis.',
      'Leasing, Finanzierung, Karosserie, Reifen, Wartung, Teile und Zubehör: alle Leistungen von Autopolis.',
      'Leasing, financing, bodywork, tyres, servicing, parts and accessories: all Autopolis services.',
    ),
    body: [
      hero(
        T('Tout pour votre voiture, au même endroit', 'Alles für Ihr Auto an einem Ort', 'Everything for your car in one place'),
        T(
          'De l’achat à l’entretien, nos équipes s’occupent de votre véhicule.',
          'Vom Kauf bis zur Wartung kümmern sich unsere Teams um Ihr Fahrzeug.',
          'From purchase to servicing, our teams look after your vehicle.',
        ),
        heroImg(
          'services',
          { scene: 'workshop', car: 'hatch', pal: 'blue', seed: 'services-hero' },
          T(
            'Illustration : une voiture sur un pont élévateur en atelier',
            'Illustration: ein Auto auf der Hebebühne in der Werkstatt',
            'Illustration: a car on a lift in the workshop',
          ),
        ),
        L.appointment,
        link('contact'),
      ),
      cardGrid(T('Nos services', 'Unsere Leistungen', 'Our services'), SERVICES.map(serviceCard)),
      // where the services are given: every site with its hours and a search (the dealership overview section)
      locationOverview(
        T('Nos ateliers et concessions', 'Unsere Werkstätten und Standorte', 'Our workshops and dealerships'),
        T(
          'Trois concessions et un atelier au Luxembourg (adresses et horaires fictifs).',
          'Drei Autohäuser und eine Werkstatt in Luxemburg (fiktive Adressen und Öffnungszeiten).',
          'Three dealerships and a workshop in Luxembourg (fictional addresses and hours).',
        ),
      ),
      richText(
        RT(
          [
            h2('Un seul interlocuteur'),
            p(
              'Que vous rouliez en citadine, en SUV ou en utilitaire, et quelle que soit sa marque, nos ateliers de Bertrange, Niederkorn et Esch-sur-Alzette prennent en charge votre véhicule. Questions fréquentes : voir la ',
              a('FAQ', 'faq'),
              '.',
            ),
          ],
          [
            h2('Ein Ansprechpartner'),
            p(
              'Ob Kleinwagen, SUV oder Nutzfahrzeug, egal welcher Marke: Unsere Werkstätten in Bertrange, Niederkorn und Esch-sur-Alzette kümmern sich um Ihr Fahrzeug. Häufige Fragen: siehe ',
              a('FAQ', 'faq'),
              '.',
            ),
          ],
          [
            h2('One point of contact'),
            p(
              'Whether you drive a small car, an SUV or a van, whatever the make, our workshops in Bertrange, Niederkorn and Esch-sur-Alzette look after your vehicle. Frequent questions: see the ',
              a('FAQ', 'faq'),
              '.',
            ),
          ],
        ),
      ),
    ],
  },
  { created: '2025-11-21' },
);

// ---------------------------------------------------------------------------------------------------
// Test story: an unknown section between two known ones (used by an end-to-end test)
// ---------------------------------------------------------------------------------------------------

story(
  'test/unknown-section',
  'Test: unknown section',
  {
    component: 'page',
    title: T('Test : section inconnue', 'Test: unbekannter Abschnitt', 'Test: unknown section'),
    description: T(
      'Page de test : la section inconnue est ignorée, les autres s’affichent.',
      'Testseite: Der unbekannte Abschnitt wird übersprungen, die anderen werden angezeigt.',
      'Test page: the unknown section is skipped, the others render.',
    ),
    body: [
      hero(
        T('Une page avec une section inconnue', 'Eine Seite mit unbekanntem Abschnitt', 'A page with an unknown section'),
        T(
          'La section suivante n’existe plus dans le site.',
          'Der folgende Abschnitt existiert im Site nicht mehr.',
          'The next section no longer exists in the site.',
        ),
        heroImg('test', { scene: 'road', car: 'hatch', pal: 'slate', seed: 'test' }, onRoadAlt('hatch')),
      ),
      {
        component: 'legacy_carousel',
        autoplay: true,
        interval: '5000',
        slides: [
          { component: 'legacy_slide', headline: T('Ancienne diapositive 1', 'Alte Folie 1', 'Old slide 1') },
          { component: 'legacy_slide', headline: T('Ancienne diapositive 2', 'Alte Folie 2', 'Old slide 2') },
        ],
      },
      richText(
        RT(
          [h2('Après la section inconnue'), p('Ce texte s’affiche bien que la section précédente soit inconnue.')],
          [h2('Nach dem unbekannten Abschnitt'), p('Dieser Text erscheint, obwohl der vorherige Abschnitt unbekannt ist.')],
          [h2('After the unknown section'), p('This text renders although the previous section is unknown.')],
        ),
      ),
    ],
  },
  { created: '2026-01-05' },
);

// ---------------------------------------------------------------------------------------------------
// Test story: links to pages that were deleted (the seed's broken-link, used by an end-to-end test)
// ---------------------------------------------------------------------------------------------------

story(
  'test/broken-link',
  'Test: broken links',
  {
    component: 'page',
    title: T('Test : liens cassés', 'Test: defekte Links', 'Test: broken links'),
    description: T(
      'Page de test : les liens vers des pages supprimées sont retirés, la page s’affiche.',
      'Testseite: Links auf gelöschte Seiten werden entfernt, die Seite wird angezeigt.',
      'Test page: links to deleted pages are left out, the page renders.',
    ),
    body: [
      richText(
        RT(
          [p('Lisez notre ', a('ancienne brochure', 'ancienne-brochure'), ' ou notre ', a('FAQ', 'faq'), '.')],
          [p('Lesen Sie unsere ', a('alte Broschüre', 'ancienne-brochure'), ' oder unsere ', a('FAQ', 'faq'), '.')],
          [p('Read our ', a('old brochure', 'ancienne-brochure'), ' or our ', a('FAQ', 'faq'), '.')],
        ),
      ),
      cardGrid(T('Liens', 'Links', 'Links'), [
        card(T('Contact', 'Kontakt', 'Contact'), '', null, link('contact')),
        card(T('Promotion terminée', 'Beendete Aktion', 'Ended promotion'), '', null, link('promotions/ete-2019')),
      ]),
    ],
  },
  { created: '2026-01-05' },
);

// ---------------------------------------------------------------------------------------------------
// Dealership locations (content type `location`): every fact is a fictional placeholder except the
// towns and their approximate coordinates. Hours, closing days and people are invented.
// ---------------------------------------------------------------------------------------------------

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const range = (from, to) => ({ component: 'time_range', from, to });
/** One weekday: `'08:30-12:00 13:00-18:30'` (open), `'closed'`, or `{ comment }` (comment only). */
function openingDay(day, spec, comment) {
  if (spec === 'closed') return { component: 'opening_day', day, state: 'closed', ranges: [], comment: comment ?? '' };
  if (spec === null) return { component: 'opening_day', day, state: 'comment', ranges: [], comment: comment ?? '' };
  const ranges = spec.split(' ').map((r) => range(...r.split('-')));
  return { component: 'opening_day', day, state: 'open', ranges, comment: comment ?? '' };
}
/** A week from seven specs (Monday first); `comments` by weekday. */
const week = (specs, comments = {}) => WEEK.map((day, k) => openingDay(day, specs[k], comments[day]));
const closingDay = (date, label) => ({ component: 'closing_day', date: `${date} 00:00`, label });

const LANG = { lb: 'lb', fr: 'fr', de: 'de', en: 'en', pt: 'pt', it: 'it' };
function employee(name, role, languages, phone, brands, pal, look = {}) {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]+/g, '-');
  return {
    component: 'employee',
    name,
    role,
    photo: image(
      'portrait',
      slug,
      { name, pal, ...look },
      T(`Illustration (pas une photo) : ${name}`, `Illustration (kein Foto): ${name}`, `Illustration (not a photo): ${name}`),
    ),
    languages: languages.map((l) => LANG[l]),
    phone,
    email: `${slug.replace(/-/g, '.')}@autopolis.example`,
    brands,
  };
}

const ROLE = {
  sales: T('Conseiller commercial', 'Verkaufsberater', 'Sales advisor'),
  salesF: T('Conseillère commerciale', 'Verkaufsberaterin', 'Sales advisor'),
  fleet: T('Responsable flottes et entreprises', 'Leiter Flotten- und Firmenkunden', 'Fleet and business manager'),
  manager: T('Directrice de site', 'Standortleiterin', 'Site manager'),
  managerM: T('Directeur de site', 'Standortleiter', 'Site manager'),
  service: T('Conseiller service', 'Serviceberater', 'Service advisor'),
  serviceF: T('Conseillère service', 'Serviceberaterin', 'Service advisor'),
  workshop: T('Chef d’atelier', 'Werkstattleiter', 'Workshop manager'),
  used: T('Conseiller véhicules d’occasion', 'Berater Gebrauchtwagen', 'Used-car advisor'),
};

/** Closing days besides the public holidays (which the site computes itself). */
const YEAR_END = [
  closingDay('2026-12-24', T('Veille de Noël', 'Heiligabend', 'Christmas Eve')),
  closingDay('2026-12-31', T('Saint-Sylvestre', 'Silvester', 'New Year’s Eve')),
];

const LOCATIONS = [
  {
    slug: 'bertrange',
    name: 'Autopolis Bertrange',
    kind: 'dealership',
    description: T(
      'Showroom sept marques, atelier mécanique et centre d’occasions, à deux pas de Luxembourg-Ville.',
      'Showroom für sieben Marken, mechanische Werkstatt und Gebrauchtwagenzentrum, nur wenige Minuten von Luxemburg-Stadt.',
      'Seven-brand showroom, mechanical workshop and used-car centre, minutes from Luxembourg City.',
    ),
    street: '10, rue de l’Exemple',
    postal_code: 'L-8070',
    town: 'Bertrange',
    latitude: '49.6072',
    longitude: '6.0583',
    phone: '+352 00 00 10 00',
    email: 'bertrange@autopolis.example',
    brands: DEALERS[0].brands,
    showroom: week([
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '09:00-17:00',
      'closed',
    ]),
    workshop: week(['07:30-18:00', '07:30-18:00', '07:30-18:00', '07:30-18:00', '07:30-18:00', '08:00-12:00', 'closed']),
    closing: YEAR_END,
    employees: [
      employee('Sophie Weber', ROLE.manager, ['lb', 'fr', 'de', 'en'], '+352 00 00 10 01', [], 'blue', { hair: '#6b4f35' }),
      employee('Marc Schmit', ROLE.sales, ['lb', 'fr', 'de'], '+352 00 00 10 02', ['ford', 'opel'], 'slate'),
      employee('Ana Ferreira', ROLE.salesF, ['pt', 'fr', 'en'], '+352 00 00 10 03', ['kia', 'hyundai', 'mg'], 'sand', {
        skin: '#d9a27e',
        hair: '#1f1a17',
      }),
      employee('Tom Hoffmann', ROLE.sales, ['lb', 'de', 'en'], '+352 00 00 10 04', ['corvette', 'cadillac'], 'red', { hair: '#c9a46a' }),
      employee('Luc Reuter', ROLE.service, ['lb', 'fr', 'de'], '+352 00 00 10 05', [], 'teal', { hair: '#8a8a8a' }),
    ],
  },
  {
    slug: 'niederkorn',
    name: 'Autopolis Niederkorn',
    kind: 'dealership',
    description: T(
      'Les marques italiennes, Jeep et Suzuki, avec un atelier entièrement rénové.',
      'Italienische Marken, Jeep und Suzuki – mit komplett renovierter Werkstatt.',
      'The Italian brands, Jeep and Suzuki, with a fully renovated workshop.',
    ),
    street: '25, route de l’Exemple',
    postal_code: 'L-4525',
    town: 'Niederkorn',
    latitude: '49.5378',
    longitude: '5.8968',
    phone: '+352 00 00 20 00',
    email: 'niederkorn@autopolis.example',
    brands: DEALERS[1].brands,
    showroom: week(['09:00-18:30', '09:00-18:30', '09:00-18:30', '09:00-18:30', '09:00-18:30', '09:00-16:00', 'closed'], {
      saturday: T(
        'Essais sur rendez-vous après 16h00',
        'Probefahrten nach 16:00 Uhr nach Vereinbarung',
        'Test drives by appointment after 4pm',
      ),
    }),
    workshop: week(['07:30-17:30', '07:30-17:30', '07:30-17:30', '07:30-17:30', '07:30-17:30', null, 'closed'], {
      saturday: T('Sur rendez-vous uniquement', 'Nur nach Vereinbarung', 'By appointment only'),
    }),
    closing: [...YEAR_END, closingDay('2026-08-17', T('Inventaire annuel', 'Jahresinventur', 'Annual stocktaking'))],
    employees: [
      employee('Giulia Rossi', ROLE.manager, ['it', 'fr', 'en', 'lb'], '+352 00 00 20 01', [], 'dusk', { hair: '#2b1d14' }),
      employee('Paulo Santos', ROLE.sales, ['pt', 'fr', 'lb'], '+352 00 00 20 02', ['fiat', 'abarth', 'lancia'], 'sand', {
        skin: '#d9a27e',
        hair: '#1f1a17',
      }),
      employee('Claire Muller', ROLE.salesF, ['fr', 'de', 'lb'], '+352 00 00 20 03', ['alfa-romeo', 'jeep'], 'red', { hair: '#b8572b' }),
      employee('Jeff Kieffer', ROLE.sales, ['lb', 'de', 'fr'], '+352 00 00 20 04', ['suzuki'], 'green'),
    ],
  },
  {
    slug: 'esch-sur-alzette',
    name: 'Autopolis Esch-sur-Alzette',
    kind: 'dealership',
    description: T(
      'Centre utilitaires et entreprises : fourgons, pick-up, aménagements et flottes.',
      'Zentrum für Nutzfahrzeuge und Firmenkunden: Transporter, Pick-ups, Ausbauten und Flotten.',
      'Commercial vehicle and business centre: vans, pickups, conversions and fleets.',
    ),
    street: '3, boulevard de l’Exemple',
    postal_code: 'L-4010',
    town: 'Esch-sur-Alzette',
    latitude: '49.5009',
    longitude: '5.9865',
    phone: '+352 00 00 30 00',
    email: 'esch@autopolis.example',
    brands: DEALERS[2].brands,
    showroom: week(['08:00-18:00', '08:00-18:00', '08:00-18:00', '08:00-18:00', '08:00-18:00', '09:00-12:00', 'closed']),
    workshop: week(['06:00-22:00', '06:00-22:00', '06:00-22:00', '06:00-22:00', '06:00-22:00', '07:00-13:00', 'closed']),
    closing: YEAR_END,
    employees: [
      employee('Nadia Becker', ROLE.fleet, ['lb', 'de', 'fr', 'en'], '+352 00 00 30 01', ['ford', 'opel', 'isuzu', 'maxus'], 'teal', {
        hair: '#3a2e2a',
      }),
      employee('Kevin Thill', ROLE.sales, ['lb', 'fr', 'de'], '+352 00 00 30 02', ['ford', 'maxus'], 'blue'),
      employee('Sandra Lopes', ROLE.serviceF, ['pt', 'fr', 'lb'], '+352 00 00 30 03', [], 'sand', { skin: '#d9a27e', hair: '#1f1a17' }),
    ],
  },
  {
    slug: 'mersch',
    name: 'Autopolis Service Mersch',
    kind: 'workshop',
    description: T(
      'Atelier toutes marques : entretien, pneus et gardiennage, avec retrait des véhicules de flotte le vendredi soir.',
      'Werkstatt für alle Marken: Wartung, Reifen und Einlagerung, mit Abholung von Flottenfahrzeugen am Freitagabend.',
      'All-makes workshop: servicing, tyres and storage, with fleet vehicle pick-up on Friday evenings.',
    ),
    street: '7, rue de l’Exemple',
    postal_code: 'L-7501',
    town: 'Mersch',
    latitude: '49.7441',
    longitude: '6.1012',
    phone: '+352 00 00 40 00',
    email: 'mersch@autopolis.example',
    brands: [],
    showroom: null,
    workshop: week(['07:00-18:00', '07:00-18:00', '07:00-18:00', '07:00-18:00', '07:00-12:00 17:00-01:00', '08:00-12:00', null], {
      friday: T(
        'Retrait des véhicules de flotte jusqu’à 1h00',
        'Abholung von Flottenfahrzeugen bis 1:00 Uhr',
        'Fleet vehicle pick-up until 1am',
      ),
      sunday: T('Dépannage sur appel', 'Pannenhilfe auf Anruf', 'Breakdown service on call'),
    }),
    closing: YEAR_END,
    employees: [
      employee('Patrick Wagner', ROLE.workshop, ['lb', 'de', 'fr'], '+352 00 00 40 01', [], 'slate', { hair: '#8a8a8a' }),
      employee('Laura Klein', ROLE.serviceF, ['lb', 'fr', 'en'], '+352 00 00 40 02', [], 'green', { hair: '#c9a46a' }),
    ],
  },
];

for (const l of LOCATIONS) {
  story(
    `concessions/${l.slug}`,
    l.name,
    {
      component: 'location',
      name: l.name,
      kind: l.kind,
      description: l.description,
      street: l.street,
      postal_code: l.postal_code,
      town: l.town,
      country: 'LU',
      latitude: l.latitude,
      longitude: l.longitude,
      phone: l.phone,
      email: l.email,
      brands: l.brands,
      vat_number: 'LU00000000',
      iban: 'LU00 0000 0000 0000 0000',
      showroom_hours: l.showroom ?? [],
      workshop_hours: l.workshop,
      closed_on_public_holidays: true,
      closing_days: l.closing,
      employees: l.employees,
      fictional: true,
    },
    { created: '2025-11-19' },
  );
}

story(
  'concessions',
  'Concessions',
  {
    component: 'page',
    title: T('Nos concessions', 'Unsere Standorte', 'Our dealerships'),
    description: T(
      'Bertrange, Niederkorn, Esch-sur-Alzette et notre atelier de Mersch : horaires, équipes et itinéraires.',
      'Bertrange, Niederkorn, Esch-sur-Alzette und unsere Werkstatt in Mersch: Öffnungszeiten, Teams und Anfahrt.',
      'Bertrange, Niederkorn, Esch-sur-Alzette and our Mersch workshop: opening hours, teams and directions.',
    ),
    body: [
      locationOverview(
        T('Nos concessions', 'Unsere Standorte', 'Our dealerships'),
        T(
          'Trois concessions et un atelier au Luxembourg (adresses et horaires fictifs).',
          'Drei Autohäuser und eine Werkstatt in Luxemburg (fiktive Adressen und Öffnungszeiten).',
          'Three dealerships and a workshop in Luxembourg (fictional addresses and hours).',
        ),
      ),
    ],
  },
  { created: '2025-11-19' },
);

// ---------------------------------------------------------------------------------------------------
// Forms (src/forms): lead forms embedded in pages through the `embedded_form` section
// ---------------------------------------------------------------------------------------------------

/** A lead form in a page; `location` (a location story uuid) preselects a site. */
function embeddedForm(form, title, intro = '', locationSlug = '') {
  return { component: 'embedded_form', form, title, intro, location: locationSlug ? storyUuid(`concessions/${locationSlug}`) : '' };
}

const TYRE_IMG = heroImg(
  'forms-tyres',
  { scene: 'tyres', pal: 'blue', snow: true, seed: 'forms-tyres' },
  T('Illustration : pneus rangés sur des étagères', 'Illustration: Reifen im Regal', 'Illustration: tyres stored on racks'),
);

/** The tyre and wheel appointment, and its variants with a workshop preselected (VMAL: the all-makes workshop in Mersch). */
const TYRE_APPOINTMENT_PAGES = [
  { suffix: '', location: '', place: null },
  { suffix: '-niederkorn', location: 'niederkorn', place: 'Niederkorn' },
  { suffix: '-esch', location: 'esch-sur-alzette', place: 'Esch-sur-Alzette' },
  { suffix: '-vmal', location: 'mersch', place: 'Mersch' },
];
for (const v of TYRE_APPOINTMENT_PAGES) {
  const at = (fr, de, en) => (v.place ? T(`${fr} à ${v.place}`, `${de} in ${v.place}`, `${en} in ${v.place}`) : T(fr, de, en));
  story(
    `formulaires/prise-de-rendez-vous-pneus-roues${v.suffix}`,
    `Rendez-vous pneus et roues${v.place ? ` ${v.place}` : ''}`,
    {
      component: 'page',
      title: at('Rendez-vous pneus et roues', 'Termin für Reifen und Räder', 'Tyre and wheel appointment'),
      description: T(
        'Prenez rendez-vous pour le changement, le montage, la réparation ou le gardiennage de vos pneus dans un atelier Autopolis.',
        'Vereinbaren Sie einen Termin für Reifenwechsel, Montage, Reparatur oder Einlagerung in einer Autopolis-Werkstatt.',
        'Book a tyre change, fitting, repair or storage appointment at an Autopolis workshop.',
      ),
      body: [
        hero(
          at('Rendez-vous pneus et roues', 'Termin für Reifen und Räder', 'Tyre and wheel appointment'),
          T(
            'Choisissez l’atelier, la prestation, le jour et l’heure : l’équipe confirme votre rendez-vous.',
            'Wählen Sie Werkstatt, Leistung, Tag und Uhrzeit: Das Team bestätigt Ihren Termin.',
            'Choose the workshop, the service, the day and the time: the team confirms your appointment.',
          ),
          TYRE_IMG,
        ),
        embeddedForm(
          'tyre-appointment',
          T('Votre rendez-vous', 'Ihr Termin', 'Your appointment'),
          T(
            'Les heures proposées suivent les horaires de l’atelier choisi. Pour un pneu crevé, appelez-nous : nous vous recevons au plus vite.',
            'Die angebotenen Uhrzeiten richten sich nach den Öffnungszeiten der gewählten Werkstatt. Bei einer Reifenpanne rufen Sie uns an: Wir helfen Ihnen so schnell wie möglich.',
            'The times offered follow the chosen workshop’s opening hours. For a puncture, call us: we will see you as soon as we can.',
          ),
          v.location,
        ),
      ],
    },
    { created: '2026-02-02' },
  );
}

story(
  'formulaires/demande-offre-pneus',
  'Demande d’offre pneus',
  {
    component: 'page',
    title: T('Demande d’offre pneus', 'Reifenangebot anfordern', 'Tyre offer request'),
    description: T(
      'Demandez une offre pour des pneus ou des roues complètes : indiquez votre véhicule et la dimension, ajoutez des photos.',
      'Fordern Sie ein Angebot für Reifen oder Kompletträder an: Fahrzeug und Größe angeben, Fotos hinzufügen.',
      'Request an offer for tyres or complete wheels: tell us your vehicle and the size, add photos.',
    ),
    body: [
      hero(
        T('Une offre pour vos pneus', 'Ein Angebot für Ihre Reifen', 'An offer for your tyres'),
        T(
          'Été, hiver ou toutes saisons, avec ou sans jantes : nous vous envoyons une offre montage compris.',
          'Sommer, Winter oder Ganzjahr, mit oder ohne Felgen: Wir senden Ihnen ein Angebot inklusive Montage.',
          'Summer, winter or all-season, with or without rims: we send you an offer including fitting.',
        ),
        TYRE_IMG,
      ),
      embeddedForm(
        'tyre-offer',
        T('Votre demande d’offre', 'Ihre Angebotsanfrage', 'Your offer request'),
        T(
          'Une photo du flanc de vos pneus suffit souvent : nous y lisons la dimension et l’indice de charge.',
          'Oft genügt ein Foto der Reifenflanke: Darauf lesen wir Größe und Tragfähigkeitsindex ab.',
          'A photo of your tyre’s sidewall is often enough: we read the size and load index from it.',
        ),
      ),
    ],
  },
  { created: '2026-02-02' },
);

story(
  'reserver-un-essai',
  'Réserver un essai',
  {
    component: 'page',
    title: T('Réserver un essai', 'Probefahrt buchen', 'Book a test drive'),
    description: T(
      'Réservez un essai : choisissez un véhicule de notre stock, puis le jour et l’heure dans sa concession.',
      'Buchen Sie eine Probefahrt: Wählen Sie ein Fahrzeug aus unserem Bestand, dann Tag und Uhrzeit im Autohaus.',
      'Book a test drive: choose a vehicle from our stock, then the day and time at its dealership.',
    ),
    body: [
      hero(
        T('Réserver un essai', 'Probefahrt buchen', 'Book a test drive'),
        T(
          'Choisissez le véhicule qui vous tente, puis le jour et l’heure : la concession confirme votre essai.',
          'Wählen Sie das Fahrzeug, das Sie reizt, dann Tag und Uhrzeit: Das Autohaus bestätigt Ihre Probefahrt.',
          'Choose the vehicle you fancy, then the day and the time: the dealership confirms your test drive.',
        ),
        heroImg(
          'forms-test-drive',
          { scene: 'road', car: 'suv', pal: 'teal', seed: 'forms-test-drive' },
          T('Illustration : un SUV sur la route', 'Illustration: ein SUV auf der Straße', 'Illustration: an SUV on the road'),
        ),
      ),
      embeddedForm('test-drive', T('Choisissez votre véhicule', 'Wählen Sie Ihr Fahrzeug', 'Choose your vehicle')),
    ],
  },
  { created: '2026-02-02' },
);

// Lease offers (mocks/leases.mjs), after every other story so their new images take the next asset ids
leaseOffers({ T, story, modelImg });

// ---------------------------------------------------------------------------------------------------
// Business customers (mocks/business.mjs): enterprise pages and utility vehicle models
// ---------------------------------------------------------------------------------------------------

businessStories({ use: (x) => registry.images.use(x), T, RT, p, h2, h3, ul, ol, b, a, story, hero, heroImg, cardImg, card, cardGrid, richText, embeddedForm, link });


const { storyFiles, images } = write(registry, ROOT);
console.log(`${registry.stories.length} stories, ${storyFiles} story files, ${images} images`);
