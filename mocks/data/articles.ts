/**
 * News articles: generic dealership news, all fictional.
 */
import type { StoryDef } from '../generate/content.ts';
import { article } from '../generate/stories.ts';
import { T, RT, p, h2, h3, ul, ol, quote, hr, b, i, a, articleImg } from '../generate/content.ts';
import { chargingAlt } from './common.ts';

export const ARTICLES: StoryDef[] = [
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
  ),

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
  ),

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
  ),

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
  ),

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
  ),

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
  ),

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
  ),

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
  ),

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
  ),

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
  ),

  // ---------------------------------------------------------------------------------------------------
  // Contact, FAQ, careers, legal and company pages (all company facts fictional)
  // ---------------------------------------------------------------------------------------------------
];
