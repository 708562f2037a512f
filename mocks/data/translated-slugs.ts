/**
 * Translated slugs of the mock content (Storyblok's Translatable Slugs app): the last segment of a
 * story's address in German and English, by its default (French) full slug. A story not listed keeps
 * its French slug in every language, as Storyblok falls back to the default language's slug. A
 * folder's own slug is translated in `FOLDER_SLUGS` (Storyblok gives folders translated slugs too):
 * every story in it, and the folder's start page, take it (`carrieres/portraits-de-collaborateurs` is
 * `karriere/mitarbeiterportraets` in German). Folders whose address is a route's localized segment
 * (`entreprise`, `lease-offers`: src/routing/segments.ts) keep theirs; only their stories' slugs are translated.
 */
export type TranslatedSlugs = Readonly<Record<string, { readonly 'de-lu': string; readonly 'en-gb': string }>>;

/** Folders' slugs in German and English, by their default (French) path. */
export const FOLDER_SLUGS: TranslatedSlugs = {
  'a-propos-de-nous': { 'de-lu': 'ueber-uns', 'en-gb': 'about-us' },
  carrieres: { 'de-lu': 'karriere', 'en-gb': 'careers' },
  formulaires: { 'de-lu': 'formulare', 'en-gb': 'forms' },
};

export const TRANSLATED_SLUGS: TranslatedSlugs = {
  'a-propos-de-nous/l-histoire-d-autopolis': { 'de-lu': 'die-geschichte-von-autopolis', 'en-gb': 'the-autopolis-story' },
  'a-propos-de-nous/presse': { 'de-lu': 'pressebereich', 'en-gb': 'press' },
  'carrieres/apprenti-mecatronicien-niederkorn': { 'de-lu': 'auszubildender-kfz-mechatroniker-niederkorn', 'en-gb': 'apprentice-mechatronics-technician-niederkorn' },
  'carrieres/assistant-administratif-temps-partiel-bertrange': { 'de-lu': 'verwaltungsassistenz-teilzeit-bertrange', 'en-gb': 'part-time-administrative-assistant-bertrange' },
  'carrieres/carrossier-peintre-esch-sur-alzette': { 'de-lu': 'karosseriebauer-und-lackierer-esch-sur-alzette', 'en-gb': 'body-repairer-and-painter-esch-sur-alzette' },
  'carrieres/conseiller-commercial-vehicules-neufs-bertrange': { 'de-lu': 'verkaufsberater-neuwagen-bertrange', 'en-gb': 'new-car-sales-advisor-bertrange' },
  'carrieres/job-etudiant-preparateur-vehicules-ete-2026': { 'de-lu': 'studentenjob-fahrzeugaufbereitung-sommer-2026', 'en-gb': 'student-job-vehicle-preparation-summer-2026' },
  'carrieres/magasinier-pieces-de-rechange-bertrange': { 'de-lu': 'lagerist-ersatzteile-bertrange', 'en-gb': 'parts-storekeeper-bertrange' },
  'carrieres/mecatronicien-automobile-niederkorn': { 'de-lu': 'kfz-mechatroniker-niederkorn', 'en-gb': 'automotive-mechatronics-technician-niederkorn' },
  'carrieres/portraits-de-collaborateurs': { 'de-lu': 'mitarbeiterportraets', 'en-gb': 'meet-our-people' },
  'carrieres/receptionnaire-apres-vente-mersch': { 'de-lu': 'kundendienstberater-mersch', 'en-gb': 'service-advisor-mersch' },
  'carrieres/stage-marketing-digital-bertrange': { 'de-lu': 'praktikum-digitales-marketing-bertrange', 'en-gb': 'digital-marketing-internship-bertrange' },
  'centre-de-vehicules-d-occasion': { 'de-lu': 'gebrauchtwagenzentrum', 'en-gb': 'used-car-centre' },
  'entreprise/fleet-leasing': { 'de-lu': 'flottenleasing', 'en-gb': 'fleet-leasing' },
  'entreprise/gestion-de-flotte': { 'de-lu': 'flottenmanagement', 'en-gb': 'fleet-management' },
  'entreprise/services-aux-entreprises': { 'de-lu': 'services-fuer-unternehmen', 'en-gb': 'business-services' },
  'entreprise/transformation-de-vehicules': { 'de-lu': 'fahrzeugumbau', 'en-gb': 'vehicle-conversions' },
  'formulaires/demande-offre-pneus': { 'de-lu': 'reifenangebot-anfragen', 'en-gb': 'tyre-quote-request' },
  'formulaires/prise-de-rendez-vous-pneus-roues': { 'de-lu': 'reifentermin', 'en-gb': 'tyre-appointment' },
  'formulaires/prise-de-rendez-vous-pneus-roues-esch': { 'de-lu': 'reifentermin-esch', 'en-gb': 'tyre-appointment-esch' },
  'formulaires/prise-de-rendez-vous-pneus-roues-niederkorn': { 'de-lu': 'reifentermin-niederkorn', 'en-gb': 'tyre-appointment-niederkorn' },
  'formulaires/prise-de-rendez-vous-pneus-roues-vmal': { 'de-lu': 'reifentermin-vmal', 'en-gb': 'tyre-appointment-vmal' },
  'formulaires/reprise-de-votre-vehicule': { 'de-lu': 'inzahlungnahme', 'en-gb': 'part-exchange' },
  'lease-offers/alfa-romeo-tonale-prive': { 'de-lu': 'alfa-romeo-tonale-privat', 'en-gb': 'alfa-romeo-tonale-private' },
  'lease-offers/cadillac-lyriq-business': { 'de-lu': 'cadillac-lyriq-gewerblich', 'en-gb': 'cadillac-lyriq-business' },
  'lease-offers/fiat-500e-prive-ete-2026': { 'de-lu': 'fiat-500e-privat-sommer-2026', 'en-gb': 'fiat-500e-private-summer-2026' },
  'lease-offers/fiat-600e-prive': { 'de-lu': 'fiat-600e-privat', 'en-gb': 'fiat-600e-private' },
  'lease-offers/ford-explorer-business': { 'de-lu': 'ford-explorer-gewerblich', 'en-gb': 'ford-explorer-business' },
  'lease-offers/ford-puma-prive': { 'de-lu': 'ford-puma-privat', 'en-gb': 'ford-puma-private' },
  'lease-offers/ford-transit-custom-business': { 'de-lu': 'ford-transit-custom-gewerblich', 'en-gb': 'ford-transit-custom-business' },
  'lease-offers/hyundai-i20-prive': { 'de-lu': 'hyundai-i20-privat', 'en-gb': 'hyundai-i20-private' },
  'lease-offers/hyundai-kona-electric-prive': { 'de-lu': 'hyundai-kona-electric-privat', 'en-gb': 'hyundai-kona-electric-private' },
  'lease-offers/hyundai-tucson-phev-business': { 'de-lu': 'hyundai-tucson-phev-gewerblich', 'en-gb': 'hyundai-tucson-phev-business' },
  'lease-offers/isuzu-d-max-business': { 'de-lu': 'isuzu-d-max-gewerblich', 'en-gb': 'isuzu-d-max-business' },
  'lease-offers/jeep-avenger-prive': { 'de-lu': 'jeep-avenger-privat', 'en-gb': 'jeep-avenger-private' },
  'lease-offers/kia-ev3-air-prive': { 'de-lu': 'kia-ev3-air-privat', 'en-gb': 'kia-ev3-air-private' },
  'lease-offers/kia-niro-ev-business': { 'de-lu': 'kia-niro-ev-gewerblich', 'en-gb': 'kia-niro-ev-business' },
  'lease-offers/kia-sportage-hev-prive': { 'de-lu': 'kia-sportage-hev-privat', 'en-gb': 'kia-sportage-hev-private' },
  'lease-offers/mg-mg4-comfort-prive': { 'de-lu': 'mg-mg4-comfort-privat', 'en-gb': 'mg-mg4-comfort-private' },
  'lease-offers/mg-mg5-business': { 'de-lu': 'mg-mg5-gewerblich', 'en-gb': 'mg-mg5-business' },
  'lease-offers/opel-astra-sports-tourer-business': { 'de-lu': 'opel-astra-sports-tourer-gewerblich', 'en-gb': 'opel-astra-sports-tourer-business' },
  'lease-offers/opel-corsa-electric-prive': { 'de-lu': 'opel-corsa-electric-privat', 'en-gb': 'opel-corsa-electric-private' },
  'lease-offers/suzuki-vitara-prive': { 'de-lu': 'suzuki-vitara-privat', 'en-gb': 'suzuki-vitara-private' },
  'mentions-legales': { 'de-lu': 'impressum', 'en-gb': 'legal-notice' },
  'news/autopolis-recrute-des-techniciens': { 'de-lu': 'autopolis-sucht-techniker', 'en-gb': 'autopolis-is-hiring-technicians' },
  'news/changement-pneus-ete-2026': { 'de-lu': 'sommerreifenwechsel-2026', 'en-gb': 'summer-tyre-change-2026' },
  'news/check-up-de-la-rentree': { 'de-lu': 'herbst-check-up', 'en-gb': 'back-to-school-check-up' },
  'news/horaires-d-ete-des-ateliers': { 'de-lu': 'sommeroeffnungszeiten-der-werkstaetten', 'en-gb': 'workshop-summer-opening-hours' },
  'news/journees-portes-ouvertes-electriques': { 'de-lu': 'tage-der-offenen-tuer-elektro', 'en-gb': 'electric-open-days' },
  'news/nouveaux-modeles-en-concession': { 'de-lu': 'neue-modelle-im-autohaus', 'en-gb': 'new-models-in-our-showrooms' },
  'news/ouverture-atelier-niederkorn': { 'de-lu': 'neue-werkstatt-in-niederkorn', 'en-gb': 'niederkorn-workshop-opens' },
  'news/portes-ouvertes-de-janvier': { 'de-lu': 'tage-der-offenen-tuer-im-januar', 'en-gb': 'january-open-days' },
  'news/saison-des-pneus-hiver': { 'de-lu': 'winterreifen-saison', 'en-gb': 'winter-tyre-season' },
  'news/utilitaires-electriques-pour-professionnels': { 'de-lu': 'elektro-nutzfahrzeuge-fuer-profis', 'en-gb': 'electric-vans-for-businesses' },
  'politique-cookies': { 'de-lu': 'cookie-richtlinie', 'en-gb': 'cookie-policy' },
  'politique-de-traitement-des-donnees': { 'de-lu': 'datenschutzerklaerung', 'en-gb': 'privacy-policy' },
  'reserver-un-essai': { 'de-lu': 'probefahrt-buchen', 'en-gb': 'book-a-test-drive' },
  'services/carrosserie': { 'de-lu': 'karosserie', 'en-gb': 'bodywork' },
  'services/debosselage-et-peinture': { 'de-lu': 'ausbeulen-und-lackieren', 'en-gb': 'dent-repair-and-paint' },
  'services/financement': { 'de-lu': 'finanzierung', 'en-gb': 'financing' },
  'services/pneus-et-gardiennage': { 'de-lu': 'reifen-und-einlagerung', 'en-gb': 'tyres-and-storage' },
  'services/service-apres-vente': { 'de-lu': 'kundendienst', 'en-gb': 'after-sales-service' },
  'services/vente-de-pieces-et-accessoires': { 'de-lu': 'teile-und-zubehoer', 'en-gb': 'parts-and-accessories' },
};
