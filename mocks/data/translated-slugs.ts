/**
 * Translated slugs of the mock content (Storyblok's Translatable Slugs app): the last segment of a
 * story's address in German and English, by its default (French) full slug. A story not listed keeps
 * its French slug in every language, as Storyblok falls back to the default language's slug. Folders
 * (`news`, `services`, `a-propos-de-nous`) keep theirs, so only leaf stories are listed here.
 */
export type TranslatedSlugs = Readonly<Record<string, { readonly 'de-lu': string; readonly 'en-gb': string }>>;

export const TRANSLATED_SLUGS: TranslatedSlugs = {
  'a-propos-de-nous/l-histoire-d-autopolis': { 'de-lu': 'die-geschichte-von-autopolis', 'en-gb': 'the-autopolis-story' },
  'a-propos-de-nous/presse': { 'de-lu': 'pressebereich', 'en-gb': 'press' },
  'carrieres/portraits-de-collaborateurs': { 'de-lu': 'mitarbeiterportraets', 'en-gb': 'meet-our-people' },
  'centre-de-vehicules-d-occasion': { 'de-lu': 'gebrauchtwagenzentrum', 'en-gb': 'used-car-centre' },
  'formulaires/demande-offre-pneus': { 'de-lu': 'reifenangebot-anfragen', 'en-gb': 'tyre-quote-request' },
  'formulaires/prise-de-rendez-vous-pneus-roues': { 'de-lu': 'reifentermin', 'en-gb': 'tyre-appointment' },
  'formulaires/prise-de-rendez-vous-pneus-roues-esch': { 'de-lu': 'reifentermin-esch', 'en-gb': 'tyre-appointment-esch' },
  'formulaires/prise-de-rendez-vous-pneus-roues-niederkorn': { 'de-lu': 'reifentermin-niederkorn', 'en-gb': 'tyre-appointment-niederkorn' },
  'formulaires/prise-de-rendez-vous-pneus-roues-vmal': { 'de-lu': 'reifentermin-vmal', 'en-gb': 'tyre-appointment-vmal' },
  'formulaires/reprise-de-votre-vehicule': { 'de-lu': 'inzahlungnahme', 'en-gb': 'part-exchange' },
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
