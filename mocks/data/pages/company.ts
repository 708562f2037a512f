/**
 * Contact, FAQ, careers, legal and company pages (all company facts fictional).
 */
import type { StoryDef } from '../../generate/content.ts';
import { DEALERS } from "../dealers.ts";
import { T, RT, p, h2, h3, ul, ol, b, i, a, ax, link, heroImg, cardImg, storyDef } from '../../generate/content.ts';
import { hero, card, cardGrid, richText, jobOverview, employeePortraits, portrait, embeddedForm, locationDetail } from '../../generate/bloks.ts';
import { L, onRoadAlt } from '../common.ts';

const FICTIONAL = T('(données fictives)', '(fiktive Angaben)', '(fictional data)');

export const contact: StoryDef = storyDef(
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
      // each dealership's hours, from its own story (the directory): no general hours to contradict them
      ...DEALERS.map((d) =>
        locationDetail(
          d.slug,
          T(`Horaires d’Autopolis ${d.name}`, `Öffnungszeiten Autopolis ${d.name}`, `Opening hours of Autopolis ${d.name}`),
          false,
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

export const faq: StoryDef = storyDef(
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

export const careers: StoryDef = storyDef(
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

export const employeePortraitsPage: StoryDef = storyDef(
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
// Legal and company pages (the job ads between them are in mocks/data/jobs.ts)
// ---------------------------------------------------------------------------------------------------

export const legalNotice: StoryDef = storyDef(
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

export const cookiePolicy: StoryDef = storyDef(
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
            ul([b('locale'), ' : la langue que vous avez choisie dans le sélecteur de langue, conservée 365 jours.']),
            p('Ces éléments ne servent qu’à faire fonctionner le site ; ils ne demandent pas votre consentement.'),
            h2('Conservé dans votre navigateur'),
            p('Ces données restent sur votre appareil : le site ne nous les envoie pas, et vous pouvez les effacer à tout moment dans votre navigateur.'),
            ul(
              [b('consent'), ' : stockage local : votre choix sur les cookies, pour ne pas vous le redemander à chaque page ; conservé 180 jours, puis nous vous le redemandons.'],
              [b('consent:third-party'), ' : stockage local : les serveurs de cartes que vous avez autorisés pour les cartes des concessions ; conservé 180 jours.'],
              [b('autopolis.favourites'), ' : stockage local : les véhicules que vous gardez en favoris ; conservé jusqu’à ce que vous les retiriez ou effaciez les données du navigateur.'],
              [b('autopolis.compare'), ' : stockage local : les véhicules choisis pour la comparaison ; conservé jusqu’à ce que vous les retiriez ou effaciez les données du navigateur.'],
              [b('autopolis.recent'), ' : stockage local : les 8 derniers véhicules consultés ; conservé jusqu’à ce que vous vidiez la liste ou les données du navigateur.'],
              [b('autopolis.views'), ' : stockage de session : votre position sur chaque page, pour y revenir avec « Retour » ; effacé à la fermeture de l’onglet.'],
              [b('freshness:reloads'), ' : stockage de session : les rechargements après une nouvelle version du site, pour qu’une page ne se recharge jamais en boucle ; effacé à la fermeture de l’onglet.'],
              [b('datalayer:locale'), ' : stockage de session : la langue de la page précédente, pour les statistiques si vous les avez acceptées ; effacé à la fermeture de l’onglet.'],
            ),
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
            ul([b('locale'), ': die Sprache, die Sie in der Sprachauswahl gewählt haben, 365 Tage gespeichert.']),
            p('Diese dienen nur dem Betrieb der Website und benötigen keine Einwilligung.'),
            h2('In Ihrem Browser gespeichert'),
            p('Diese Daten bleiben auf Ihrem Gerät: Die Website sendet sie uns nicht, und Sie können sie jederzeit in Ihrem Browser löschen.'),
            ul(
              [b('consent'), ': lokaler Speicher: Ihre Cookie-Auswahl, damit wir nicht auf jeder Seite erneut fragen; 180 Tage gespeichert, danach fragen wir erneut.'],
              [b('consent:third-party'), ': lokaler Speicher: die Kartenserver, die Sie für die Karten der Autohäuser erlaubt haben; 180 Tage gespeichert.'],
              [b('autopolis.favourites'), ': lokaler Speicher: die Fahrzeuge, die Sie als Favoriten merken; gespeichert, bis Sie sie entfernen oder die Browserdaten löschen.'],
              [b('autopolis.compare'), ': lokaler Speicher: die zum Vergleich gewählten Fahrzeuge; gespeichert, bis Sie sie entfernen oder die Browserdaten löschen.'],
              [b('autopolis.recent'), ': lokaler Speicher: die 8 zuletzt angesehenen Fahrzeuge; gespeichert, bis Sie die Liste oder die Browserdaten löschen.'],
              [b('autopolis.views'), ': Sitzungsspeicher: Ihre Position auf jeder Seite, damit „Zurück“ Sie dorthin bringt; gelöscht, wenn Sie den Tab schließen.'],
              [b('freshness:reloads'), ': Sitzungsspeicher: die Neuladevorgänge nach einer neuen Version der Website, damit eine Seite nie in einer Schleife neu lädt; gelöscht, wenn Sie den Tab schließen.'],
              [b('datalayer:locale'), ': Sitzungsspeicher: die Sprache der vorigen Seite, für die Statistik, wenn Sie zugestimmt haben; gelöscht, wenn Sie den Tab schließen.'],
            ),
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
            ul([b('locale'), ': the language you chose in the language switcher, kept for 365 days.']),
            p('These only make the site work and need no consent.'),
            h2('Stored in your browser'),
            p('These stay on your device: the site does not send them to us, and you can delete them in your browser at any time.'),
            ul(
              [b('consent'), ': local storage: your cookie choice, so we do not ask again on every page; kept 180 days, then we ask again.'],
              [b('consent:third-party'), ': local storage: the map servers you allowed the dealership maps to load from; kept 180 days.'],
              [b('autopolis.favourites'), ': local storage: the vehicles you keep as favourites; kept until you remove them or clear your browser data.'],
              [b('autopolis.compare'), ': local storage: the vehicles you chose to compare; kept until you remove them or clear your browser data.'],
              [b('autopolis.recent'), ': local storage: the last 8 vehicles you viewed; kept until you clear the list or your browser data.'],
              [b('autopolis.views'), ': session storage: where you were on each page, so Back returns you there; deleted when you close the tab.'],
              [b('freshness:reloads'), ': session storage: the reloads after a new version of the site, so a page never reloads in a loop; deleted when you close the tab.'],
              [b('datalayer:locale'), ': session storage: the language of the previous page, for the statistics when you consented to them; deleted when you close the tab.'],
            ),
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

export const privacyPolicy: StoryDef = storyDef(
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

export const history: StoryDef = storyDef(
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

export const press: StoryDef = storyDef(
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
