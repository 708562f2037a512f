/**
 * The site's settings (header, footer, company facts — all fictional), the home page, the used car
 * centre, the brands overview and the news page.
 */
import type { StoryDef } from '../../generate/content.ts';
import { ALL_BRANDS } from '../brands.ts';
import { T, RT, p, h2, b, a, link, heroImg, cardImg, storyDef } from '../../generate/content.ts';
import { nav, column, hero, card, cardGrid, brandLogos, brandOverview, articleOverview, richText, stockPreview, stockOverview, quickStockEntry, stockForm } from '../../generate/bloks.ts';
import { L, onRoadAlt } from '../common.ts';

export const settings: StoryDef = storyDef(
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
    // the financing terms of a vehicle whose feed sends none, per price type (src/stock/financing): the lender is fictional,
    // and marked so in each language (a production index refuses it: src/indexing/lenders.ts)
    financing_defaults: [
      {
        component: 'financing_default',
        price_type: 'private',
        lender: T('Autopolis Finance S.A. (prêteur fictif)', 'Autopolis Finance S.A. (fiktiver Kreditgeber)', 'Autopolis Finance S.A. (fictional lender)'),
        rate_type: 'fixed',
        borrowing_rate: 4.9,
        duration: 48,
        durations: '24, 36, 48, 60, 72',
        deposit_percent: 20,
        deposit_max_percent: 50,
        balloon_percent: 0,
        fees: 0,
      },
      {
        component: 'financing_default',
        price_type: 'business',
        lender: T('Autopolis Finance S.A. (prêteur fictif)', 'Autopolis Finance S.A. (fiktiver Kreditgeber)', 'Autopolis Finance S.A. (fictional lender)'),
        rate_type: 'fixed',
        borrowing_rate: 5.4,
        duration: 48,
        durations: '36, 48, 60',
        deposit_percent: 10,
        deposit_max_percent: 40,
        balloon_percent: 25,
        fees: 250,
      },
    ],
    legal_note: T(
      'Site de démonstration : Autopolis est une entreprise fictive. Adresse, téléphone, e-mail, numéro de TVA et IBAN sont des données fictives.',
      'Demo-Website: Autopolis ist ein fiktives Unternehmen. Adresse, Telefon, E-Mail, Umsatzsteuer-Nummer und IBAN sind fiktive Angaben.',
      'Demonstration site: Autopolis is a fictional company. Address, phone, e-mail, VAT number and IBAN are fictional.',
    ),
  },
  { created: '2025-11-10' },
);

// ---------------------------------------------------------------------------------------------------
// Home page (the dealerships' home pages: mocks/data/dealers.ts)
// ---------------------------------------------------------------------------------------------------

export const QUICK_CARDS = [
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

export const home: StoryDef = storyDef(
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

export const usedCarCentre: StoryDef = storyDef(
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
      quickStockEntry(T('Par catégorie', 'Nach Kategorie', 'By category'), 'condition=used'),
      stockOverview(T('Nos occasions', 'Unsere Gebrauchtwagen', 'Our used cars'), 'condition=used', 12),
    ],
  },
  { created: '2025-11-20' },
);

export const brandsPage: StoryDef = storyDef(
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

export const newsPage: StoryDef = storyDef(
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
