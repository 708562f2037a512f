/**
 * The brands Autopolis sells: general, well-known public facts about each brand only, no prices.
 * Each becomes a `brand` story at `{slug}`, and its models `model` stories (families/brands.ts).
 */
import type { ModelDef } from './models.ts';
import type { CarType, Doc, PaletteName, Translated } from '../generate/content.ts';
import { T, RT, p, h2, ul, b, i, a } from '../generate/content.ts';

export type BrandDef = {
  slug: string;
  name: string;
  /** the body style of the brand's hero illustration */
  car: CarType;
  pal: PaletteName;
  tagline: Translated<string>;
  description: Translated<string>;
  headline: Translated<string>;
  intro: Translated<string>;
  body: Translated<Doc>;
  models: ModelDef[];
};

export const BRANDS: BrandDef[] = [
  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },

  {
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
  },
];

export const ALL_BRANDS = BRANDS.map((br) => br.slug);
