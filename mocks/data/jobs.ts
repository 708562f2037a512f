/**
 * Job ads (issue 11): `job` stories at `carrieres/{job}`, listed by the careers page's job overview.
 * Open ads close in 2027 or 2028; one closed ad shows the page of an ad that has ended (410).
 * Everything is fictional: the people, the addresses, the phone numbers.
 */
import type { StoryDef } from '../generate/content.ts';
import { job, jobLines } from '../generate/stories.ts';
import { T } from '../generate/content.ts';

const WORKSHOP_HEAD = {
  contact_name: 'Patrick Wagner',
  contact_role: T('Chef d’atelier', 'Werkstattleiter', 'Workshop manager'),
  contact_email: 'patrick.wagner@autopolis.example',
  contact_phone: '+352 00 00 20 05',
};

const LANGUAGES_FR_DE = T(
  'Français et allemand ; le luxembourgeois est un atout',
  'Französisch und Deutsch; Luxemburgisch ist von Vorteil',
  'French and German; Luxembourgish is an asset',
);

export const JOBS: StoryDef[] = [
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
  }),

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
  }),

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
  }),

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
  }),

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
  }),

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
  }),

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
  }),

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
  }),

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
  }),
];
