/**
 * The services (`services/{slug}`): after-sales, bodywork, tyres, leasing… (all fictional).
 */
import type { Blok, Doc, SceneSpec, Translated } from '../generate/content.ts';
import { leaseSections } from './leases.ts';
import { T, RT, p, h2, h3, ul, ol, quote, b, i, a } from '../generate/content.ts';
import { onRoadAlt } from './common.ts';
import { creditNotice } from '../generate/bloks.ts';

export type ServiceDef = {
  slug: string;
  /** the illustration of the service (its seed is derived from the slug) */
  spec: SceneSpec;
  alt: Translated<string>;
  title: Translated<string>;
  short: Translated<string>;
  headline: Translated<string>;
  lead: Translated<string>;
  body: Translated<Doc>;
  /** sections placed after the text */
  sections?: Blok[];
  /** slugs of related services */
  related: string[];
};

export const SERVICES: ServiceDef[] = [
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
    sections: leaseSections(),
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
    // the page advertises credit: the warning and the dealer's status as credit intermediary (docs/credit-law.md)
    sections: [creditNotice()],
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
