/**
 * Business customers' pages (issue 10, points 7–8): the enterprise pages under `entreprise/`, and the
 * utility vehicle models at `vehicules-utilitaires/{maker}/{model}` (mocks/generate/families/business.ts).
 * Every company fact is fictional; the vehicles' figures are plausible, not a maker's.
 */
import type { Blok, CarType, PaletteName } from '../generate/content.ts';
import { T, RT, p, h2, h3, ul, ol, b, a, link, heroImg, cardImg, storyDef, type Loc, type StoryDef, type Translated } from '../generate/content.ts';
import { hero, card, cardGrid, richText, embeddedForm } from '../generate/bloks.ts';

export type UtilityModelDef = {
  /** a brand slug: the maker's name is its brand story's (brandNameOf) */
  maker: string;
  model: string;
  slug: string;
  body: Extract<CarType, 'van' | 'pickup'>;
  pal: PaletteName;
  fuels: string[];
  payload: number;
  volume: number;
  towing: number | null;
  tagline: Translated<string>;
  intro: Translated<string>;
  highlights: Translated<string>[];
  variants: Blok[];
};

const fleetForm = (intro?: Translated<string>) =>
  embeddedForm(
    'fleet-quote',
    T('Demandez votre devis flotte', 'Fordern Sie Ihr Flottenangebot an', 'Request your fleet quote'),
    intro ??
      T(
        'Quelques informations sur votre société et vos besoins suffisent : un conseiller entreprises vous rappelle sous deux jours ouvrables avec une première proposition.',
        'Einige Angaben zu Ihrem Unternehmen und Ihrem Bedarf genügen: Ein Geschäftskundenberater meldet sich innerhalb von zwei Werktagen mit einem ersten Vorschlag.',
        'A few details about your company and what you need are enough: a business adviser calls you back within two working days with a first proposal.',
      ),
  );

/** How a fleet quote works, the same three steps on every page that explains it. */
const quoteSteps = RT(
  [
    h2('Comment obtenir votre devis flotte'),
    ol(
      [b('Votre demande. '), 'Indiquez votre société, son numéro de TVA, le nombre et le type de véhicules et le financement envisagé.'],
      [
        b('Un entretien. '),
        'Votre conseiller entreprises analyse vos trajets, vos kilométrages et votre politique automobile, puis compare les modèles de nos quinze marques.',
      ],
      [
        b('Votre proposition. '),
        'Vous recevez un devis détaillé hors TVA, véhicule par véhicule, avec le coût total de détention, les délais de livraison et les services inclus.',
      ],
    ),
    p('Le devis est gratuit et sans engagement. Les prix aux entreprises s’entendent hors TVA (17 % au Luxembourg).'),
  ],
  [
    h2('So erhalten Sie Ihr Flottenangebot'),
    ol(
      [b('Ihre Anfrage. '), 'Nennen Sie Ihr Unternehmen, die USt-IdNr., Anzahl und Art der Fahrzeuge und die gewünschte Finanzierung.'],
      [
        b('Ein Gespräch. '),
        'Ihr Geschäftskundenberater betrachtet Fahrten, Laufleistungen und Ihre Car Policy und vergleicht die Modelle unserer fünfzehn Marken.',
      ],
      [
        b('Ihr Vorschlag. '),
        'Sie erhalten ein detailliertes Angebot ohne Mehrwertsteuer, Fahrzeug für Fahrzeug, mit Gesamtbetriebskosten, Lieferzeiten und enthaltenen Leistungen.',
      ],
    ),
    p('Das Angebot ist kostenlos und unverbindlich. Preise für Unternehmen verstehen sich ohne Mehrwertsteuer (17 % in Luxemburg).'),
  ],
  [
    h2('How to get your fleet quote'),
    ol(
      [
        b('Your request. '),
        'Tell us your company, its VAT number, how many vehicles of which kind you need and how you would like to finance them.',
      ],
      [
        b('A conversation. '),
        'Your business adviser looks at your journeys, mileages and car policy, then compares the models of our fifteen brands.',
      ],
      [
        b('Your proposal. '),
        'You receive a detailed quote excluding VAT, vehicle by vehicle, with the total cost of ownership, delivery times and the services included.',
      ],
    ),
    p('The quote is free and without obligation. Prices for businesses are quoted excluding VAT (17% in Luxembourg).'),
  ],
);

export const fleetHero = heroImg(
  'business-fleet',
  { scene: 'showroom', car: 'suv', pal: 'slate', seed: 'business-fleet' },
  T(
    'Illustration : des véhicules de société alignés devant un showroom',
    'Illustration: Firmenfahrzeuge vor einem Showroom',
    'Illustration: company vehicles lined up in front of a showroom',
  ),
);
export const vanHero = heroImg(
  'business-vans',
  { scene: 'road', car: 'van', pal: 'sand', seed: 'business-vans' },
  T('Illustration : un fourgon sur la route', 'Illustration: ein Transporter auf der Straße', 'Illustration: a van on the road'),
);
export const workshopHero = heroImg(
  'business-services',
  { scene: 'workshop', pal: 'blue', seed: 'business-services' },
  T('Illustration : un atelier Autopolis', 'Illustration: eine Autopolis-Werkstatt', 'Illustration: an Autopolis workshop'),
);
export const leaseHero = heroImg(
  'business-leasing',
  { scene: 'finance', pal: 'teal', seed: 'business-leasing' },
  T(
    'Illustration : un contrat de leasing et une calculatrice',
    'Illustration: ein Leasingvertrag und ein Taschenrechner',
    'Illustration: a lease contract and a calculator',
  ),
);
export const conversionHero = heroImg(
  'business-conversions',
  { scene: 'workshop', pal: 'sand', seed: 'business-conversions' },
  T(
    'Illustration : un utilitaire en cours d’aménagement à l’atelier',
    'Illustration: ein Nutzfahrzeug beim Ausbau in der Werkstatt',
    'Illustration: a commercial vehicle being fitted out in the workshop',
  ),
);

// -------------------------------------------------------------------------------------------------
// Start page
// -------------------------------------------------------------------------------------------------

export const businessHome: StoryDef = storyDef(
  'entreprise',
  'Entreprises',
  {
    component: 'page',
    title: T('Entreprises et flottes', 'Geschäftskunden und Flotten', 'Business and fleets'),
    description: T(
      'Autopolis pour les entreprises : gestion de flotte, leasing, utilitaires, aménagements et services d’atelier prioritaires au Luxembourg. Demandez votre devis flotte.',
      'Autopolis für Unternehmen: Flottenmanagement, Leasing, Nutzfahrzeuge, Um- und Aufbauten und bevorzugter Werkstattservice in Luxemburg. Fordern Sie Ihr Flottenangebot an.',
      'Autopolis for businesses: fleet management, leasing, commercial vehicles, conversions and priority workshop services in Luxembourg. Request your fleet quote.',
    ),
    body: [
      hero(
        T('Votre flotte, un seul interlocuteur', 'Ihre Flotte, ein Ansprechpartner', 'Your fleet, one point of contact'),
        T(
          'Voitures de société, utilitaires et pick-up de quinze marques, financés, entretenus et remplacés par une équipe dédiée aux entreprises.',
          'Firmenwagen, Transporter und Pick-ups von fünfzehn Marken – finanziert, gewartet und ersetzt von einem Team nur für Unternehmen.',
          'Company cars, vans and pick-ups from fifteen brands, financed, serviced and replaced by a team dedicated to businesses.',
        ),
        fleetHero,
        T('Demander un devis flotte', 'Flottenangebot anfordern', 'Request a fleet quote'),
        link('entreprise/gestion-de-flotte'),
      ),
      cardGrid(T('Ce que nous faisons pour votre entreprise', 'Was wir für Ihr Unternehmen tun', 'What we do for your business'), [
        card(
          T('Gestion de flotte', 'Flottenmanagement', 'Fleet management'),
          T(
            'Un conseiller attitré, une politique automobile claire et un coût total de détention maîtrisé, de 3 à 300 véhicules.',
            'Ein fester Berater, eine klare Car Policy und kalkulierbare Gesamtkosten – von 3 bis 300 Fahrzeugen.',
            'A named adviser, a clear car policy and a controlled total cost of ownership, from 3 to 300 vehicles.',
          ),
          cardImg(
            'business-card-fleet',
            { scene: 'showroom', car: 'suv', pal: 'slate', seed: 'business-card-fleet' },
            T('Illustration : un showroom', 'Illustration: ein Showroom', 'Illustration: a showroom'),
          ),
          link('entreprise/gestion-de-flotte'),
        ),
        card(
          T('Fleet leasing', 'Fleet Leasing', 'Fleet leasing'),
          T(
            'Une mensualité hors TVA qui comprend entretien, pneus, assistance et, si vous le souhaitez, l’assurance.',
            'Eine Monatsrate ohne Mehrwertsteuer, die Wartung, Reifen, Assistance und auf Wunsch die Versicherung umfasst.',
            'One monthly payment excluding VAT that covers servicing, tyres, assistance and, if you wish, insurance.',
          ),
          cardImg(
            'business-card-leasing',
            { scene: 'finance', pal: 'teal', seed: 'business-card-leasing' },
            T('Illustration : un contrat de leasing', 'Illustration: ein Leasingvertrag', 'Illustration: a lease contract'),
          ),
          link('entreprise/fleet-leasing'),
        ),
        card(
          T('Véhicules utilitaires', 'Nutzfahrzeuge', 'Commercial vehicles'),
          T(
            'Fourgons et pick-up Ford, Opel, Fiat, Isuzu et Maxus, thermiques ou électriques, en stock et sur commande.',
            'Transporter und Pick-ups von Ford, Opel, Fiat, Isuzu und Maxus, mit Verbrenner oder elektrisch, ab Lager und auf Bestellung.',
            'Vans and pick-ups from Ford, Opel, Fiat, Isuzu and Maxus, combustion or electric, in stock and to order.',
          ),
          cardImg(
            'business-card-vans',
            { scene: 'road', car: 'van', pal: 'sand', seed: 'business-card-vans' },
            T('Illustration : un fourgon', 'Illustration: ein Transporter', 'Illustration: a van'),
          ),
          link('entreprise/vehicules-utilitaires'),
        ),
        card(
          T('Services aux entreprises', 'Services für Unternehmen', 'Services for businesses'),
          T(
            'Créneaux d’atelier prioritaires, véhicule de remplacement, enlèvement et livraison sur site, une facture par mois.',
            'Bevorzugte Werkstatttermine, Ersatzfahrzeug, Hol- und Bringdienst, eine Rechnung pro Monat.',
            'Priority workshop slots, a replacement vehicle, collection and delivery on site, one invoice a month.',
          ),
          cardImg(
            'business-card-services',
            { scene: 'workshop', pal: 'blue', seed: 'business-card-services' },
            T('Illustration : un atelier', 'Illustration: eine Werkstatt', 'Illustration: a workshop'),
          ),
          link('entreprise/services-aux-entreprises'),
        ),
        card(
          T('Transformation de véhicules', 'Fahrzeugumbauten', 'Vehicle conversions'),
          T(
            'Étagères, plateau, benne, caisse frigorifique ou marquage : votre utilitaire livré prêt à travailler.',
            'Regale, Pritsche, Kipper, Kühlaufbau oder Beschriftung: Ihr Nutzfahrzeug arbeitsbereit geliefert.',
            'Shelving, dropside, tipper, refrigerated body or livery: your van delivered ready for work.',
          ),
          cardImg(
            'business-card-conversions',
            { scene: 'workshop', pal: 'sand', seed: 'business-card-conversions' },
            T('Illustration : un atelier d’aménagement', 'Illustration: eine Ausbauwerkstatt', 'Illustration: a conversion workshop'),
          ),
          link('entreprise/transformation-de-vehicules'),
        ),
      ]),
      richText(
        RT(
          [
            h2('Pourquoi les entreprises choisissent Autopolis'),
            ul(
              [
                b('Quinze marques, un contrat. '),
                'Citadines, SUV électriques, fourgons et pick-up se comparent et se commandent au même endroit.',
              ],
              [
                b('Quatre sites au Luxembourg. '),
                'Bertrange, Niederkorn, Esch-sur-Alzette et l’atelier toutes marques de Mersch entretiennent vos véhicules près de vos équipes.',
              ],
              [
                b('Des chiffres hors TVA. '),
                'Nos devis entreprises sont établis hors TVA, avec le coût total de détention de chaque véhicule.',
              ],
            ),
          ],
          [
            h2('Warum Unternehmen Autopolis wählen'),
            ul(
              [
                b('Fünfzehn Marken, ein Vertrag. '),
                'Kleinwagen, Elektro-SUVs, Transporter und Pick-ups vergleichen und bestellen Sie an einem Ort.',
              ],
              [
                b('Vier Standorte in Luxemburg. '),
                'Bertrange, Niederkorn, Esch-sur-Alzette und die markenoffene Werkstatt in Mersch warten Ihre Fahrzeuge nah bei Ihren Teams.',
              ],
              [
                b('Zahlen ohne Mehrwertsteuer. '),
                'Unsere Angebote für Unternehmen verstehen sich ohne Mehrwertsteuer, mit den Gesamtkosten jedes Fahrzeugs.',
              ],
            ),
          ],
          [
            h2('Why businesses choose Autopolis'),
            ul(
              [b('Fifteen brands, one contract. '), 'Compare and order city cars, electric SUVs, vans and pick-ups in one place.'],
              [
                b('Four sites in Luxembourg. '),
                'Bertrange, Niederkorn, Esch-sur-Alzette and the all-makes workshop in Mersch service your vehicles close to your teams.',
              ],
              [
                b('Figures excluding VAT. '),
                'Our business quotes are drawn up excluding VAT, with the total cost of ownership of each vehicle.',
              ],
            ),
          ],
        ),
      ),
      richText(quoteSteps),
      fleetForm(),
    ],
  },
  { created: '2026-11-20' },
);

// -------------------------------------------------------------------------------------------------
// Fleet management
// -------------------------------------------------------------------------------------------------

export const fleetManagement: StoryDef = storyDef(
  'entreprise/gestion-de-flotte',
  'Gestion de flotte',
  {
    component: 'page',
    title: T('Gestion de flotte', 'Flottenmanagement', 'Fleet management'),
    description: T(
      'Gestion de flotte automobile au Luxembourg : conseiller dédié, politique automobile, coût total de détention, électrification et entretien planifié. Devis flotte gratuit.',
      'Flottenmanagement in Luxemburg: fester Berater, Car Policy, Gesamtbetriebskosten, Elektrifizierung und geplante Wartung. Kostenloses Flottenangebot.',
      'Fleet management in Luxembourg: a dedicated adviser, car policy, total cost of ownership, electrification and planned servicing. Free fleet quote.',
    ),
    body: [
      hero(
        T('Gestion de flotte', 'Flottenmanagement', 'Fleet management'),
        T(
          'De la première voiture de société à plusieurs centaines de véhicules : nous choisissons, finançons, entretenons et renouvelons votre flotte avec vous.',
          'Vom ersten Firmenwagen bis zu mehreren hundert Fahrzeugen: Wir wählen, finanzieren, warten und erneuern Ihre Flotte gemeinsam mit Ihnen.',
          'From the first company car to several hundred vehicles: we choose, finance, service and renew your fleet with you.',
        ),
        fleetHero,
      ),
      richText(
        RT(
          [
            h2('Un conseiller entreprises attitré'),
            p(
              'Votre conseiller connaît vos véhicules, vos conducteurs et vos échéances. Il est votre contact unique pour les commandes, les livraisons, les entretiens, les sinistres et les restitutions, dans nos quatre sites.',
            ),
            h2('Ce que couvre la gestion de flotte'),
            ul(
              [
                b('Politique automobile. '),
                'Catégories de véhicules par fonction, budgets mensuels, motorisations et options autorisées.',
              ],
              [
                b('Coût total de détention. '),
                'Mensualité, carburant ou électricité, entretien, pneus et avantage en nature comparés modèle par modèle.',
              ],
              [
                b('Électrification. '),
                'Choix des modèles électriques et hybrides rechargeables selon les trajets réels, conseils pour la recharge au bureau et au domicile.',
              ],
              [
                b('Entretien planifié. '),
                'Rappels d’entretien et de contrôle technique, pneus été et hiver avec gardiennage, véhicule de remplacement.',
              ],
              [b('Suivi. '), 'Un relevé trimestriel de la flotte : kilométrages, échéances de contrat, coûts et émissions de CO2.'],
            ),
            p(
              'Pour vos utilitaires, voyez notre gamme de ',
              a('fourgons et pick-up', 'entreprise/vehicules-utilitaires'),
              ' et nos ',
              a('transformations de véhicules', 'entreprise/transformation-de-vehicules'),
              '.',
            ),
          ],
          [
            h2('Ein fester Geschäftskundenberater'),
            p(
              'Ihr Berater kennt Ihre Fahrzeuge, Ihre Fahrer und Ihre Fristen. Er ist Ihr einziger Ansprechpartner für Bestellungen, Auslieferungen, Wartung, Schäden und Rückgaben – an allen vier Standorten.',
            ),
            h2('Was das Flottenmanagement umfasst'),
            ul(
              [b('Car Policy. '), 'Fahrzeugklassen je Funktion, monatliche Budgets, zulässige Antriebe und Optionen.'],
              [
                b('Gesamtbetriebskosten. '),
                'Rate, Kraftstoff oder Strom, Wartung, Reifen und geldwerter Vorteil – Modell für Modell verglichen.',
              ],
              [
                b('Elektrifizierung. '),
                'Auswahl von Elektro- und Plug-in-Hybridmodellen nach den tatsächlichen Fahrten, Beratung zum Laden im Büro und zu Hause.',
              ],
              [
                b('Geplante Wartung. '),
                'Erinnerungen an Wartung und technische Kontrolle, Sommer- und Winterreifen mit Einlagerung, Ersatzfahrzeug.',
              ],
              [b('Überblick. '), 'Ein vierteljährlicher Flottenbericht: Laufleistungen, Vertragsenden, Kosten und CO2-Emissionen.'],
            ),
            p(
              'Für Ihre Nutzfahrzeuge sehen Sie unsere ',
              a('Transporter und Pick-ups', 'entreprise/vehicules-utilitaires'),
              ' und unsere ',
              a('Fahrzeugumbauten', 'entreprise/transformation-de-vehicules'),
              '.',
            ),
          ],
          [
            h2('A named business adviser'),
            p(
              'Your adviser knows your vehicles, your drivers and your deadlines. They are your single contact for orders, deliveries, servicing, claims and returns, at all four of our sites.',
            ),
            h2('What fleet management covers'),
            ul(
              [b('Car policy. '), 'Vehicle categories by job, monthly budgets, the powertrains and options allowed.'],
              [
                b('Total cost of ownership. '),
                'Monthly payment, fuel or electricity, servicing, tyres and benefit in kind compared model by model.',
              ],
              [
                b('Electrification. '),
                'Electric and plug-in hybrid models chosen for the journeys actually driven, advice on charging at work and at home.',
              ],
              [
                b('Planned servicing. '),
                'Reminders for servicing and roadworthiness tests, summer and winter tyres with storage, a replacement vehicle.',
              ],
              [b('Reporting. '), 'A quarterly fleet report: mileages, contract end dates, costs and CO2 emissions.'],
            ),
            p(
              'For your commercial vehicles, see our ',
              a('vans and pick-ups', 'entreprise/vehicules-utilitaires'),
              ' and our ',
              a('vehicle conversions', 'entreprise/transformation-de-vehicules'),
              '.',
            ),
          ],
        ),
      ),
      richText(quoteSteps),
      fleetForm(),
    ],
  },
  { created: '2026-11-20' },
);

// -------------------------------------------------------------------------------------------------
// Fleet leasing
// -------------------------------------------------------------------------------------------------

export const fleetLeasing: StoryDef = storyDef(
  'entreprise/fleet-leasing',
  'Fleet leasing',
  {
    component: 'page',
    title: T('Fleet leasing', 'Fleet Leasing', 'Fleet leasing'),
    description: T(
      'Leasing opérationnel pour les flottes d’entreprise au Luxembourg : 24 à 60 mois, mensualité hors TVA avec entretien, pneus et assistance. Devis gratuit.',
      'Operatives Leasing für Firmenflotten in Luxemburg: 24 bis 60 Monate, Rate ohne Mehrwertsteuer mit Wartung, Reifen und Assistance. Kostenloses Angebot.',
      'Operational leasing for company fleets in Luxembourg: 24 to 60 months, a monthly payment excluding VAT with servicing, tyres and assistance. Free quote.',
    ),
    body: [
      hero(
        T('Fleet leasing', 'Fleet Leasing', 'Fleet leasing'),
        T(
          'Une mensualité fixe hors TVA par véhicule, sans immobiliser votre trésorerie, et une flotte toujours récente.',
          'Eine feste Monatsrate ohne Mehrwertsteuer je Fahrzeug, ohne Kapitalbindung, und eine stets junge Flotte.',
          'A fixed monthly payment per vehicle excluding VAT, without tying up your cash, and a fleet that stays young.',
        ),
        leaseHero,
      ),
      richText(
        RT(
          [
            h2('Le leasing opérationnel, véhicule par véhicule'),
            p(
              'Vous choisissez la durée (de 24 à 60 mois) et le kilométrage annuel de chaque véhicule selon son usage. La mensualité est fixe pendant tout le contrat ; à son terme, vous restituez le véhicule et en recevez un nouveau.',
            ),
            h3('Compris dans la mensualité'),
            ul(
              'Entretien et réparations selon le plan du constructeur',
              'Pneus été et hiver, montage et gardiennage',
              'Assistance 24 h/24 au Luxembourg et en Europe',
              'Taxe de circulation et contrôle technique',
              'En option : assurance tous risques et véhicule de remplacement',
            ),
            h3('Non compris'),
            ul(
              'Carburant, recharge et péages',
              'Dégâts au-delà de l’usure normale à la restitution',
              'Kilomètres au-delà du forfait, facturés au tarif du contrat',
            ),
            p(
              'Les mensualités des entreprises s’entendent hors TVA. L’avantage en nature de vos conducteurs dépend du prix catalogue et des émissions de CO2 du véhicule : les modèles électriques sont les plus avantageux, votre conseiller vous le chiffre pour chaque modèle.',
            ),
          ],
          [
            h2('Operatives Leasing, Fahrzeug für Fahrzeug'),
            p(
              'Sie wählen Laufzeit (24 bis 60 Monate) und jährliche Laufleistung jedes Fahrzeugs nach seinem Einsatz. Die Rate bleibt über die ganze Laufzeit fest; am Ende geben Sie das Fahrzeug zurück und erhalten ein neues.',
            ),
            h3('In der Rate enthalten'),
            ul(
              'Wartung und Reparaturen nach Herstellervorgabe',
              'Sommer- und Winterreifen, Montage und Einlagerung',
              'Assistance rund um die Uhr in Luxemburg und Europa',
              'Kraftfahrzeugsteuer und technische Kontrolle',
              'Optional: Vollkaskoversicherung und Ersatzfahrzeug',
            ),
            h3('Nicht enthalten'),
            ul(
              'Kraftstoff, Laden und Maut',
              'Schäden über normale Abnutzung hinaus bei der Rückgabe',
              'Mehrkilometer, berechnet zum Vertragstarif',
            ),
            p(
              'Die Raten für Unternehmen verstehen sich ohne Mehrwertsteuer. Der geldwerte Vorteil Ihrer Fahrer hängt vom Listenpreis und den CO2-Emissionen des Fahrzeugs ab: Elektromodelle sind am günstigsten – Ihr Berater rechnet es Ihnen für jedes Modell aus.',
            ),
          ],
          [
            h2('Operational leasing, vehicle by vehicle'),
            p(
              'You choose the term (24 to 60 months) and the annual mileage of each vehicle according to its use. The monthly payment is fixed for the whole contract; at the end you return the vehicle and receive a new one.',
            ),
            h3('Included in the monthly payment'),
            ul(
              'Servicing and repairs to the maker’s schedule',
              'Summer and winter tyres, fitting and storage',
              '24-hour assistance in Luxembourg and across Europe',
              'Road tax and roadworthiness tests',
              'Optional: comprehensive insurance and a replacement vehicle',
            ),
            h3('Not included'),
            ul(
              'Fuel, charging and tolls',
              'Damage beyond normal wear at return',
              'Mileage beyond the allowance, charged at the contract rate',
            ),
            p(
              'Business monthly payments are quoted excluding VAT. Your drivers’ benefit in kind depends on the vehicle’s list price and CO2 emissions: electric models are the most favourable, and your adviser works it out for each model.',
            ),
          ],
        ),
      ),
      richText(quoteSteps),
      fleetForm(),
    ],
  },
  { created: '2026-11-20' },
);

// -------------------------------------------------------------------------------------------------
// Services for businesses
// -------------------------------------------------------------------------------------------------

export const businessServices: StoryDef = storyDef(
  'entreprise/services-aux-entreprises',
  'Services aux entreprises',
  {
    component: 'page',
    title: T('Services aux entreprises', 'Services für Unternehmen', 'Services for businesses'),
    description: T(
      'Services Autopolis pour les entreprises : créneaux d’atelier prioritaires, véhicule de remplacement, enlèvement et livraison, pneus, carrosserie et facture mensuelle.',
      'Autopolis-Services für Unternehmen: bevorzugte Werkstatttermine, Ersatzfahrzeug, Hol- und Bringdienst, Reifen, Karosserie und Monatsrechnung.',
      'Autopolis services for businesses: priority workshop slots, a replacement vehicle, collection and delivery, tyres, bodywork and a monthly invoice.',
    ),
    body: [
      hero(
        T('Services aux entreprises', 'Services für Unternehmen', 'Services for businesses'),
        T(
          'Un véhicule immobilisé coûte cher : nos ateliers donnent la priorité à vos véhicules de travail.',
          'Ein stehendes Fahrzeug kostet Geld: Unsere Werkstätten geben Ihren Arbeitsfahrzeugen Vorrang.',
          'A vehicle off the road costs money: our workshops give your working vehicles priority.',
        ),
        workshopHero,
      ),
      richText(
        RT(
          [
            h2('Vos véhicules sur la route, pas à l’atelier'),
            ul(
              [
                b('Créneaux prioritaires. '),
                'Un rendez-vous d’atelier sous 48 heures pour vos véhicules, dès 7 h 30 à Bertrange et Esch-sur-Alzette.',
              ],
              [
                b('Enlèvement et livraison. '),
                'Nous venons chercher le véhicule dans vos locaux et le ramenons entretenu, dans tout le pays.',
              ],
              [b('Véhicule de remplacement. '), 'Une voiture ou un utilitaire équivalent pendant l’intervention.'],
              [
                b('Pneus et gardiennage. '),
                'Changement saisonnier planifié pour toute la flotte : voir ',
                a('pneus et gardiennage', 'services/pneus-et-gardiennage'),
                '.',
              ],
              [
                b('Carrosserie. '),
                'Réparation des sinistres en lien avec votre assureur : voir ',
                a('carrosserie', 'services/carrosserie'),
                '.',
              ],
              [
                b('Une facture par mois. '),
                'Toutes les interventions du mois sur une seule facture hors TVA, détaillée par véhicule et par centre de coûts.',
              ],
            ),
            p(
              'Ces services s’appliquent aux véhicules de toutes marques, achetés ou loués chez nous ou ailleurs. Voir aussi notre ',
              a('service après-vente', 'services/service-apres-vente'),
              '.',
            ),
          ],
          [
            h2('Ihre Fahrzeuge auf der Straße, nicht in der Werkstatt'),
            ul(
              [
                b('Bevorzugte Termine. '),
                'Ein Werkstatttermin innerhalb von 48 Stunden für Ihre Fahrzeuge, ab 7:30 Uhr in Bertrange und Esch-sur-Alzette.',
              ],
              [b('Hol- und Bringdienst. '), 'Wir holen das Fahrzeug bei Ihnen ab und bringen es gewartet zurück – im ganzen Land.'],
              [b('Ersatzfahrzeug. '), 'Ein gleichwertiges Auto oder Nutzfahrzeug während des Werkstattaufenthalts.'],
              [
                b('Reifen und Einlagerung. '),
                'Geplanter Saisonwechsel für die ganze Flotte: siehe ',
                a('Reifen und Einlagerung', 'services/pneus-et-gardiennage'),
                '.',
              ],
              [
                b('Karosserie. '),
                'Schadenreparatur in Abstimmung mit Ihrem Versicherer: siehe ',
                a('Karosserie', 'services/carrosserie'),
                '.',
              ],
              [
                b('Eine Rechnung pro Monat. '),
                'Alle Arbeiten eines Monats auf einer Rechnung ohne Mehrwertsteuer, nach Fahrzeug und Kostenstelle aufgeschlüsselt.',
              ],
            ),
            p(
              'Diese Leistungen gelten für Fahrzeuge aller Marken, ob bei uns oder anderswo gekauft oder geleast. Siehe auch unseren ',
              a('Kundendienst', 'services/service-apres-vente'),
              '.',
            ),
          ],
          [
            h2('Your vehicles on the road, not in the workshop'),
            ul(
              [
                b('Priority slots. '),
                'A workshop appointment within 48 hours for your vehicles, from 7:30 am in Bertrange and Esch-sur-Alzette.',
              ],
              [
                b('Collection and delivery. '),
                'We collect the vehicle from your premises and bring it back serviced, anywhere in the country.',
              ],
              [b('Replacement vehicle. '), 'An equivalent car or van while yours is in the workshop.'],
              [
                b('Tyres and storage. '),
                'Planned seasonal changes for the whole fleet: see ',
                a('tyres and storage', 'services/pneus-et-gardiennage'),
                '.',
              ],
              [b('Bodywork. '), 'Claims repaired together with your insurer: see ', a('bodywork', 'services/carrosserie'), '.'],
              [b('One invoice a month. '), 'All of the month’s work on one invoice excluding VAT, itemised by vehicle and cost centre.'],
            ),
            p(
              'These services apply to vehicles of every make, bought or leased from us or elsewhere. See also our ',
              a('after-sales service', 'services/service-apres-vente'),
              '.',
            ),
          ],
        ),
      ),
      fleetForm(
        T(
          'Dites-nous combien de véhicules vous souhaitez nous confier : nous vous proposons un contrat de services adapté sous deux jours ouvrables.',
          'Sagen Sie uns, wie viele Fahrzeuge Sie uns anvertrauen möchten: Wir schlagen Ihnen innerhalb von zwei Werktagen einen passenden Servicevertrag vor.',
          'Tell us how many vehicles you would like to entrust to us: we propose a service contract that fits within two working days.',
        ),
      ),
    ],
  },
  { created: '2026-11-20' },
);

// -------------------------------------------------------------------------------------------------
// Vehicle conversions
// -------------------------------------------------------------------------------------------------

export const vehicleConversions: StoryDef = storyDef(
  'entreprise/transformation-de-vehicules',
  'Transformation de véhicules',
  {
    component: 'page',
    title: T('Transformation de véhicules', 'Fahrzeugumbauten', 'Vehicle conversions'),
    description: T(
      'Aménagement et transformation d’utilitaires au Luxembourg : étagères, plateau, benne, caisse frigorifique, double cabine et marquage, homologation comprise.',
      'Aus- und Umbau von Nutzfahrzeugen in Luxemburg: Regale, Pritsche, Kipper, Kühlaufbau, Doppelkabine und Beschriftung, inklusive Zulassung.',
      'Fitting out and converting commercial vehicles in Luxembourg: shelving, dropside, tipper, refrigerated body, crew cab and livery, type approval included.',
    ),
    body: [
      hero(
        T('Transformation de véhicules', 'Fahrzeugumbauten', 'Vehicle conversions'),
        T(
          'Votre utilitaire livré prêt à travailler : aménagé, homologué et marqué aux couleurs de votre entreprise.',
          'Ihr Nutzfahrzeug arbeitsbereit geliefert: ausgebaut, zugelassen und in Ihren Firmenfarben beschriftet.',
          'Your van delivered ready for work: fitted out, approved and in your company colours.',
        ),
        conversionHero,
      ),
      richText(
        RT(
          [
            h2('Les aménagements les plus demandés'),
            ul(
              [b('Aménagement intérieur. '), 'Étagères, tiroirs et plancher bois pour artisans, techniciens et services de maintenance.'],
              [b('Plateau et benne. '), 'Sur châssis-cabine, pour le bâtiment, les espaces verts et les collectivités.'],
              [b('Caisse frigorifique. '), 'Pour la livraison de denrées, conforme aux normes de transport sous température dirigée.'],
              [b('Cabine approfondie. '), 'Cinq ou six places et un espace de chargement fermé pour les équipes.'],
              [b('Galerie, échelle et attelage. '), 'Accessoires de transport montés et déclarés.'],
              [b('Marquage. '), 'Lettrage et covering aux couleurs de votre entreprise.'],
            ),
            h2('Un seul délai, un seul devis'),
            p(
              'Nous travaillons avec des carrossiers partenaires au Luxembourg et dans la Grande Région. Le devis comprend le véhicule, la transformation, l’homologation et l’immatriculation ; le tout peut être financé dans le même contrat de leasing. Choisissez la base parmi nos ',
              a('fourgons et pick-up', 'entreprise/vehicules-utilitaires'),
              ', par exemple le ',
              a('Ford Transit Custom', 'vehicules-utilitaires/ford/transit-custom'),
              ' ou le ',
              a('Maxus eDeliver 9', 'vehicules-utilitaires/maxus/edeliver-9'),
              '.',
            ),
          ],
          [
            h2('Die gefragtesten Umbauten'),
            ul(
              [b('Innenausbau. '), 'Regale, Schubladen und Holzboden für Handwerker, Techniker und Wartungsdienste.'],
              [b('Pritsche und Kipper. '), 'Auf Fahrgestell mit Kabine, für Bau, Grünflächen und Gemeinden.'],
              [b('Kühlaufbau. '), 'Für die Lebensmittellieferung, konform mit den Normen für temperaturgeführte Transporte.'],
              [b('Doppelkabine. '), 'Fünf oder sechs Sitze und ein geschlossener Laderaum für Teams.'],
              [b('Dachträger, Leiter und Anhängerkupplung. '), 'Transportzubehör montiert und eingetragen.'],
              [b('Beschriftung. '), 'Schriftzüge und Folierung in Ihren Firmenfarben.'],
            ),
            h2('Eine Frist, ein Angebot'),
            p(
              'Wir arbeiten mit Partner-Karosseriebauern in Luxemburg und der Großregion. Das Angebot umfasst Fahrzeug, Umbau, Zulassung und Anmeldung; alles kann im selben Leasingvertrag finanziert werden. Wählen Sie die Basis aus unseren ',
              a('Transportern und Pick-ups', 'entreprise/vehicules-utilitaires'),
              ', zum Beispiel den ',
              a('Ford Transit Custom', 'vehicules-utilitaires/ford/transit-custom'),
              ' oder den ',
              a('Maxus eDeliver 9', 'vehicules-utilitaires/maxus/edeliver-9'),
              '.',
            ),
          ],
          [
            h2('The most requested conversions'),
            ul(
              [b('Interior racking. '), 'Shelving, drawers and a plywood floor for tradespeople, technicians and maintenance teams.'],
              [b('Dropside and tipper. '), 'On a chassis cab, for construction, grounds maintenance and local authorities.'],
              [b('Refrigerated body. '), 'For food deliveries, compliant with the standards for temperature-controlled transport.'],
              [b('Crew cab. '), 'Five or six seats and a closed load area for teams.'],
              [b('Roof rack, ladder and towbar. '), 'Transport accessories fitted and registered.'],
              [b('Livery. '), 'Lettering and wraps in your company colours.'],
            ),
            h2('One lead time, one quote'),
            p(
              'We work with partner body builders in Luxembourg and the Greater Region. The quote covers the vehicle, the conversion, type approval and registration; all of it can be financed in the same lease. Choose the base from our ',
              a('vans and pick-ups', 'entreprise/vehicules-utilitaires'),
              ', for example the ',
              a('Ford Transit Custom', 'vehicules-utilitaires/ford/transit-custom'),
              ' or the ',
              a('Maxus eDeliver 9', 'vehicules-utilitaires/maxus/edeliver-9'),
              '.',
            ),
          ],
        ),
      ),
      fleetForm(
        T(
          'Cochez « Véhicules aménagés » et décrivez la transformation souhaitée dans votre message : nous revenons vers vous avec un devis complet.',
          'Kreuzen Sie „Umbauten und Aufbauten“ an und beschreiben Sie den gewünschten Umbau in Ihrer Nachricht: Wir melden uns mit einem vollständigen Angebot.',
          'Tick “Converted vehicles” and describe the conversion you need in your message: we come back to you with a complete quote.',
        ),
      ),
    ],
  },
  { created: '2026-11-20' },
);

// -------------------------------------------------------------------------------------------------
// Utility vehicles: the overview and the models
// -------------------------------------------------------------------------------------------------

export const utilityVehicles: StoryDef = storyDef(
  'entreprise/vehicules-utilitaires',
  'Véhicules utilitaires',
  {
    component: 'page',
    title: T('Véhicules utilitaires', 'Nutzfahrzeuge', 'Commercial vehicles'),
    description: T(
      'Fourgons et pick-up chez Autopolis : Ford Transit Custom et Ranger, Opel Vivaro, Fiat Doblò, Isuzu D-Max, Maxus eDeliver. Charge utile, volume, remorquage et stock.',
      'Transporter und Pick-ups bei Autopolis: Ford Transit Custom und Ranger, Opel Vivaro, Fiat Doblò, Isuzu D-Max, Maxus eDeliver. Nutzlast, Volumen, Anhängelast und Bestand.',
      'Vans and pick-ups at Autopolis: Ford Transit Custom and Ranger, Opel Vivaro, Fiat Doblò, Isuzu D-Max, Maxus eDeliver. Payload, volume, towing and stock.',
    ),
    body: [
      hero(
        T('Véhicules utilitaires', 'Nutzfahrzeuge', 'Commercial vehicles'),
        T(
          'Fourgons compacts et grands volumes, thermiques ou électriques, et pick-up capables de tracter 3,5 tonnes : comparez-les et voyez ce qui est en stock.',
          'Kompakte und große Transporter, mit Verbrenner oder elektrisch, und Pick-ups mit 3,5 Tonnen Anhängelast: Vergleichen Sie sie und sehen Sie, was auf Lager ist.',
          'Compact and large vans, combustion or electric, and pick-ups that tow 3.5 tonnes: compare them and see what is in stock.',
        ),
        vanHero,
      ),
      {
        component: 'utility_models',
        title: T('Nos modèles utilitaires', 'Unsere Nutzfahrzeugmodelle', 'Our commercial models'),
        intro: T(
          'Charge utile, volume utile et capacité de remorquage maximales de chaque gamme, et le nombre de véhicules disponibles tout de suite.',
          'Maximale Nutzlast, maximales Ladevolumen und maximale Anhängelast jeder Baureihe – und wie viele Fahrzeuge sofort verfügbar sind.',
          'The highest payload, load volume and towing capacity of each range, and how many vehicles are available straight away.',
        ),
        body_style: '',
      },
      richText(
        RT(
          [
            h2('Prêts à travailler'),
            p(
              'Chaque utilitaire peut être aménagé avant livraison : voir la ',
              a('transformation de véhicules', 'entreprise/transformation-de-vehicules'),
              '. Pour plusieurs véhicules, notre ',
              a('gestion de flotte', 'entreprise/gestion-de-flotte'),
              ' s’occupe de tout, du financement à l’entretien.',
            ),
          ],
          [
            h2('Arbeitsbereit'),
            p(
              'Jedes Nutzfahrzeug kann vor der Auslieferung ausgebaut werden: siehe ',
              a('Fahrzeugumbauten', 'entreprise/transformation-de-vehicules'),
              '. Für mehrere Fahrzeuge kümmert sich unser ',
              a('Flottenmanagement', 'entreprise/gestion-de-flotte'),
              ' um alles, von der Finanzierung bis zur Wartung.',
            ),
          ],
          [
            h2('Ready for work'),
            p(
              'Every commercial vehicle can be fitted out before delivery: see ',
              a('vehicle conversions', 'entreprise/transformation-de-vehicules'),
              '. For several vehicles, our ',
              a('fleet management', 'entreprise/gestion-de-flotte'),
              ' takes care of everything, from financing to servicing.',
            ),
          ],
        ),
      ),
      fleetForm(),
    ],
  },
  { created: '2026-11-20' },
);

const v = (name: Loc<string>, payload: number, volume: number | null, length: number | null, towing: number | null, seats: number | null) => ({
  component: 'utility_variant',
  name,
  payload_kg: String(payload),
  load_volume_m3: volume === null ? '' : String(volume),
  load_length_mm: length === null ? '' : String(length),
  towing_kg: towing === null ? '' : String(towing),
  seats: seats === null ? '' : String(seats),
});
const VAN = (fr: string, de: string, en: string) => T(`Fourgon ${fr}`, `Kastenwagen ${de}`, `Panel van ${en}`);

export const UTILITY_MODELS: UtilityModelDef[] = [
  {
    maker: 'ford',
    model: 'Transit Custom',
    slug: 'transit-custom',
    body: 'van',
    pal: 'blue',
    fuels: ['diesel', 'electric'],
    payload: 1320,
    volume: 6.8,
    towing: 2800,
    tagline: T('Le fourgon une tonne le plus polyvalent', 'Der vielseitige Eintonner', 'The all-rounder one-tonne van'),
    intro: T(
      'Deux longueurs, deux hauteurs, diesel ou 100 % électrique (E-Transit Custom) : le Transit Custom s’adapte aux artisans comme aux livreurs.',
      'Zwei Längen, zwei Höhen, Diesel oder vollelektrisch (E-Transit Custom): Der Transit Custom passt zu Handwerkern wie zu Lieferdiensten.',
      'Two lengths, two roof heights, diesel or fully electric (E-Transit Custom): the Transit Custom suits tradespeople and delivery firms alike.',
    ),
    highlights: [
      T('Trois places à l’avant', 'Drei Sitze vorne', 'Three seats up front'),
      T(
        'Passage de charge sous la cloison pour les objets longs',
        'Durchladeklappe in der Trennwand für lange Gegenstände',
        'Load-through bulkhead for long items',
      ),
      T(
        'Version électrique jusqu’à 337 km d’autonomie WLTP',
        'Elektroversion mit bis zu 337 km WLTP-Reichweite',
        'Electric version with up to 337 km WLTP range',
      ),
    ],
    variants: [
      v(VAN('L1H1', 'L1H1', 'L1H1'), 1250, 5.8, 2554, 2800, 3),
      v(VAN('L2H1', 'L2H1', 'L2H1'), 1320, 6.8, 2954, 2800, 3),
      v(T('Cabine approfondie L2', 'Doppelkabine L2', 'Double cab-in-van L2'), 1060, 3.9, 1935, 2800, 6),
      v(T('E-Transit Custom L1H1', 'E-Transit Custom L1H1', 'E-Transit Custom L1H1'), 1000, 5.8, 2554, 2300, 3),
    ],
  },
  {
    maker: 'ford',
    model: 'Ranger',
    slug: 'ranger',
    body: 'pickup',
    pal: 'dusk',
    fuels: ['diesel'],
    payload: 1100,
    volume: 1.2,
    towing: 3500,
    tagline: T('Le pick-up qui tracte 3,5 tonnes', 'Der Pick-up mit 3,5 Tonnen Anhängelast', 'The pick-up that tows 3.5 tonnes'),
    intro: T(
      'Transmission intégrale, benne d’une tonne et 3 500 kg de capacité de remorquage : le Ranger va sur les chantiers comme sur les chemins forestiers.',
      'Allradantrieb, eine Tonne Nutzlast auf der Ladefläche und 3.500 kg Anhängelast: Der Ranger fährt auf die Baustelle wie in den Wald.',
      'Four-wheel drive, a one-tonne load bed and 3,500 kg towing capacity: the Ranger goes to building sites and forest tracks alike.',
    ),
    highlights: [
      T(
        'Benne avec prise 230 V et éclairage',
        'Ladefläche mit 230-V-Steckdose und Beleuchtung',
        'Load bed with a 230 V socket and lighting',
      ),
      T('Passage à gué jusqu’à 800 mm', 'Wattiefe bis 800 mm', 'Wading depth up to 800 mm'),
    ],
    variants: [
      v(T('Super cabine XL', 'Extrakabine XL', 'Super cab XL'), 1100, 1.4, 1847, 3500, 4),
      v(T('Double cabine XLT', 'Doppelkabine XLT', 'Double cab XLT'), 1000, 1.2, 1564, 3500, 5),
      v(T('Double cabine Wildtrak', 'Doppelkabine Wildtrak', 'Double cab Wildtrak'), 950, 1.2, 1564, 3500, 5),
      v(T('Double cabine Raptor', 'Doppelkabine Raptor', 'Double cab Raptor'), 650, 1.2, 1564, 2500, 5),
    ],
  },
  {
    maker: 'opel',
    model: 'Vivaro',
    slug: 'vivaro',
    body: 'van',
    pal: 'sand',
    fuels: ['diesel', 'electric'],
    payload: 1400,
    volume: 6.6,
    towing: 2500,
    tagline: T('Jusqu’à 1,4 tonne de charge utile', 'Bis zu 1,4 Tonnen Nutzlast', 'Up to 1.4 tonnes of payload'),
    intro: T(
      'Deux longueurs et une version électrique : le Vivaro entre dans la plupart des parkings souterrains avec une hauteur inférieure à 1,90 m.',
      'Zwei Längen und eine Elektroversion: Mit weniger als 1,90 m Höhe passt der Vivaro in die meisten Tiefgaragen.',
      'Two lengths and an electric version: under 1.90 m tall, the Vivaro fits most underground car parks.',
    ),
    highlights: [
      T('Hauteur sous 1,90 m', 'Höhe unter 1,90 m', 'Height under 1.90 m'),
      T(
        'Trappe de chargement sous le siège passager (FlexCargo)',
        'Durchladeöffnung unter dem Beifahrersitz (FlexCargo)',
        'Load-through hatch under the passenger seat (FlexCargo)',
      ),
    ],
    variants: [
      v(VAN('M', 'M', 'M'), 1400, 5.3, 2862, 2500, 3),
      v(VAN('L', 'L', 'L'), 1400, 6.1, 3212, 2500, 3),
      v(T('Cabine approfondie L', 'Doppelkabine L', 'Crew van L'), 1000, 4.0, 2500, 2500, 6),
      v(T('Vivaro Electric L', 'Vivaro Electric L', 'Vivaro Electric L'), 1200, 6.1, 3212, 1000, 3),
    ],
  },
  {
    maker: 'fiat',
    model: 'Doblò',
    slug: 'doblo',
    body: 'van',
    pal: 'sand',
    fuels: ['diesel', 'electric'],
    payload: 1000,
    volume: 4.4,
    towing: 1500,
    tagline: T('La fourgonnette des centres-villes', 'Der Kastenwagen für die Innenstadt', 'The city-centre small van'),
    intro: T(
      'Compact à l’extérieur, deux europalettes à l’intérieur : le Doblò existe en deux longueurs et en version électrique E-Doblò.',
      'Außen kompakt, innen zwei Europaletten: Den Doblò gibt es in zwei Längen und als Elektroversion E-Doblò.',
      'Compact outside, two Euro pallets inside: the Doblò comes in two lengths and as the electric E-Doblò.',
    ),
    highlights: [
      T('Deux europalettes en version longue', 'Zwei Europaletten in der Langversion', 'Two Euro pallets in the long version'),
      T('Portes latérales coulissantes des deux côtés', 'Schiebetüren auf beiden Seiten', 'Sliding side doors on both sides'),
    ],
    variants: [
      v(VAN('L1', 'L1', 'L1'), 1000, 3.3, 1817, 1500, 3),
      v(VAN('L2 Maxi', 'L2 Maxi', 'L2 Maxi'), 950, 4.4, 2167, 1500, 3),
      v(T('E-Doblò L1', 'E-Doblò L1', 'E-Doblò L1'), 750, 3.3, 1817, 750, 2),
    ],
  },
  {
    maker: 'isuzu',
    model: 'D-Max',
    slug: 'd-max',
    body: 'pickup',
    pal: 'dusk',
    fuels: ['diesel'],
    payload: 1200,
    volume: 1.6,
    towing: 3500,
    tagline: T('Le pick-up des professionnels', 'Der Profi-Pick-up', 'The professionals’ pick-up'),
    intro: T(
      'Simple, rallongée ou double cabine : le D-Max est un outil de travail robuste, avec boîte de transfert et 3,5 tonnes de remorquage pour toutes les versions.',
      'Einzel-, Extra- oder Doppelkabine: Der D-Max ist ein robustes Arbeitsgerät, mit Untersetzung und 3,5 Tonnen Anhängelast in jeder Version.',
      'Single, extended or double cab: the D-Max is a robust work tool, with a low-range transfer box and 3.5 tonnes of towing in every version.',
    ),
    highlights: [
      T(
        'Trois cabines, une charge utile d’environ une tonne',
        'Drei Kabinen, rund eine Tonne Nutzlast',
        'Three cabs, around a tonne of payload',
      ),
      T('Garantie constructeur de 5 ans', '5 Jahre Herstellergarantie', '5-year manufacturer warranty'),
    ],
    variants: [
      v(T('Simple cabine', 'Einzelkabine', 'Single cab'), 1200, 1.6, 2305, 3500, 2),
      v(T('Cabine rallongée', 'Extrakabine', 'Extended cab'), 1150, 1.3, 1795, 3500, 4),
      v(T('Double cabine LS', 'Doppelkabine LS', 'Double cab LS'), 1040, 1.1, 1495, 3500, 5),
      v(T('Double cabine V-Cross', 'Doppelkabine V-Cross', 'Double cab V-Cross'), 1000, 1.1, 1495, 3500, 5),
    ],
  },
  {
    maker: 'maxus',
    model: 'eDeliver 3',
    slug: 'edeliver-3',
    body: 'van',
    pal: 'green',
    fuels: ['electric'],
    payload: 1020,
    volume: 6.3,
    towing: null,
    tagline: T('Le petit fourgon électrique', 'Der kleine Elektrotransporter', 'The small electric van'),
    intro: T(
      'Une carrosserie légère en aluminium et composite pour une tonne de charge utile en 100 % électrique : idéal pour les tournées urbaines.',
      'Eine leichte Karosserie aus Aluminium und Verbundwerkstoff für eine Tonne Nutzlast, vollelektrisch: ideal für Stadttouren.',
      'A light aluminium and composite body for a tonne of payload on electric power alone: ideal for urban rounds.',
    ),
    highlights: [
      T(
        'Recharge rapide de 20 à 80 % en 45 minutes environ',
        'Schnellladen von 20 auf 80 % in rund 45 Minuten',
        'Rapid charge from 20 to 80% in about 45 minutes',
      ),
      T('Non homologué pour le remorquage', 'Nicht für Anhängerbetrieb zugelassen', 'Not approved for towing'),
    ],
    variants: [
      v(T('Fourgon court', 'Kastenwagen kurz', 'Short panel van'), 905, 4.8, 2200, null, 2),
      v(T('Fourgon long', 'Kastenwagen lang', 'Long panel van'), 1020, 6.3, 2570, null, 2),
    ],
  },
  {
    maker: 'maxus',
    model: 'eDeliver 9',
    slug: 'edeliver-9',
    body: 'van',
    pal: 'green',
    fuels: ['electric'],
    payload: 1400,
    volume: 11,
    towing: 1500,
    tagline: T('Le grand volume électrique', 'Der große Elektrotransporter', 'The large electric van'),
    intro: T(
      'Jusqu’à 11 m³ et trois tailles de batterie : l’eDeliver 9 remplace un fourgon diesel de 3,5 tonnes sur les tournées régionales.',
      'Bis zu 11 m³ und drei Batteriegrößen: Der eDeliver 9 ersetzt einen 3,5-Tonnen-Diesel auf regionalen Touren.',
      'Up to 11 m³ and three battery sizes: the eDeliver 9 replaces a 3.5-tonne diesel van on regional rounds.',
    ),
    highlights: [
      T('Jusqu’à 353 km d’autonomie WLTP', 'Bis zu 353 km WLTP-Reichweite', 'Up to 353 km WLTP range'),
      T(
        'Châssis-cabine disponible pour les transformations',
        'Fahrgestell mit Kabine für Aufbauten erhältlich',
        'Chassis cab available for conversions',
      ),
    ],
    variants: [
      v(VAN('L2H2', 'L2H2', 'L2H2'), 1200, 9.7, 3100, 1500, 3),
      v(VAN('L3H2', 'L3H2', 'L3H2'), 1140, 11, 3705, 1500, 3),
      v(T('Châssis-cabine L3', 'Fahrgestell mit Kabine L3', 'Chassis cab L3'), 1400, null, null, 1500, 3),
    ],
  },
];