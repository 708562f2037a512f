/**
 * The services overview, the dealerships page, the lead form pages, and two test pages used by
 * end-to-end tests (an unknown section, links to deleted pages).
 */
import { SERVICES } from '../services.ts';
import { TYRE_IMG } from '../forms.ts';
import { serviceCard } from '../../generate/families/services.ts';
import type { StoryDef } from '../../generate/content.ts';
import { T, RT, p, h2, a, link, heroImg, storyDef } from '../../generate/content.ts';
import { hero, card, cardGrid, richText, locationOverview, embeddedForm } from '../../generate/bloks.ts';
import { L, onRoadAlt } from '../common.ts';

export const servicesPage: StoryDef = storyDef(
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

export const testUnknownSection: StoryDef = storyDef(
  'test/unknown-section',
  'Test: unknown section',
  {
    component: 'page',
    title: T('Test : section inconnue', 'Test: unbekannter Abschnitt', 'Test: unknown section'),
    // a fixture of the end-to-end tests, no content for a visitor to find: out of search results and the sitemap
    noindex: true,
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

export const testBrokenLink: StoryDef = storyDef(
  'test/broken-link',
  'Test: broken links',
  {
    component: 'page',
    title: T('Test : liens cassés', 'Test: defekte Links', 'Test: broken links'),
    // a fixture of the end-to-end tests, no content for a visitor to find: out of search results and the sitemap
    noindex: true,
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


export const dealershipsPage: StoryDef = storyDef(
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

export const tyreOfferPage: StoryDef = storyDef(
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

export const testDrivePage: StoryDef = storyDef(
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

export const tradeInPage: StoryDef = storyDef(
  'formulaires/reprise-de-votre-vehicule',
  'Reprise de votre véhicule',
  {
    component: 'page',
    title: T('Reprise de votre véhicule', 'Inzahlungnahme Ihres Fahrzeugs', 'Trade in your car'),
    description: T(
      'Faites estimer votre véhicule pour une reprise : immatriculation, kilométrage, état et quelques photos suffisent.',
      'Lassen Sie Ihr Fahrzeug zur Inzahlungnahme bewerten: Kennzeichen, Kilometerstand, Zustand und ein paar Fotos genügen.',
      'Get your car valued as a part-exchange: its registration, mileage, condition and a few photos are enough.',
    ),
    body: [
      hero(
        T('Votre véhicule a de la valeur', 'Ihr Fahrzeug hat seinen Wert', 'Your car is worth something'),
        T(
          'Décrivez-le : nous vous proposons une estimation de reprise, à déduire de votre prochain véhicule.',
          'Beschreiben Sie es: Wir senden Ihnen eine Bewertung, die wir auf Ihr nächstes Fahrzeug anrechnen.',
          'Describe it: we send you a valuation, to be deducted from the price of your next car.',
        ),
        heroImg(
          'forms-trade-in',
          { scene: 'road', car: 'hatch', pal: 'slate', seed: 'forms-trade-in' },
          T('Illustration : une citadine sur la route', 'Illustration: ein Kleinwagen auf der Straße', 'Illustration: a small car on the road'),
        ),
      ),
      embeddedForm(
        'trade-in',
        T('Votre demande de reprise', 'Ihre Anfrage zur Inzahlungnahme', 'Your trade-in request'),
        T(
          'Les photos ne sont pas obligatoires, mais elles rendent notre estimation plus précise.',
          'Fotos sind freiwillig, machen unsere Bewertung aber genauer.',
          'Photos are optional, but they make our valuation more precise.',
        ),
      ),
    ],
  },
  { created: '2026-11-26' },
);
