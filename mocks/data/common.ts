/**
 * Labels and illustrations shared by several families of the mock content.
 */
import type { Loc } from '../generate/content.ts';
import { lines } from '../generate/bloks.ts';
import { T, cardImg, type CarType, type ImageRef, type PaletteName, type Translated } from '../generate/content.ts';

export type JobContact = { contact_name: string; contact_role: Loc<string>; contact_email: string; contact_phone: string };

/** Frequently used labels. */
export const L = {
  discover: T('Découvrir', 'Entdecken', 'Discover'),
  more: T('En savoir plus', 'Mehr erfahren', 'Learn more'),
  stock: T('Voir le stock', 'Zum Fahrzeugbestand', 'View stock'),
  contactUs: T('Nous contacter', 'Kontakt aufnehmen', 'Contact us'),
  appointment: T('Prendre rendez-vous', 'Termin vereinbaren', 'Book an appointment'),
};

/** A body style named in a sentence. */
export const TYPE_NAME: Record<CarType, Translated<string>> = {
  hatch: T('une citadine', 'ein Kleinwagen', 'a hatchback'),
  suv: T('un SUV', 'ein SUV', 'an SUV'),
  sedan: T('une berline', 'eine Limousine', 'a saloon car'),
  sports: T('une voiture de sport', 'ein Sportwagen', 'a sports car'),
  van: T('un utilitaire', 'ein Transporter', 'a van'),
  pickup: T('un pick-up', 'ein Pick-up', 'a pickup truck'),
};
export const onRoadAlt = (type: CarType): Translated<string> =>
  T(
    `Illustration : ${TYPE_NAME[type].fr} sur la route`,
    `Illustration: ${TYPE_NAME[type].de} auf der Straße`,
    `Illustration: ${TYPE_NAME[type].en} on the road`,
  );
export const chargingAlt = (type: CarType): Translated<string> =>
  T(
    `Illustration : ${TYPE_NAME[type].fr} électrique à la borne de recharge`,
    `Illustration: ${TYPE_NAME[type].de} mit Elektroantrieb an der Ladesäule`,
    `Illustration: ${TYPE_NAME[type].en} with electric drive at a charging point`,
  );
export const MODEL_PAL: Record<CarType, PaletteName> = { hatch: 'blue', suv: 'teal', sedan: 'slate', sports: 'red', van: 'sand', pickup: 'dusk' };
/** The card image of a model: a generic silhouette of its body style, electric ones at a charger. */
export function modelImg(type: CarType, electric = false): ImageRef {
  return electric
    ? cardImg(`model-${type}-electric`, { scene: 'charging', car: type, pal: 'green', seed: `ev-${type}` }, chargingAlt(type))
    : cardImg(`model-${type}`, { scene: 'road', car: type, pal: MODEL_PAL[type], seed: `model-${type}` }, onRoadAlt(type));
}

/** The categories of the news articles. */
export const ARTICLE_CATEGORIES = {
events: T('Événements', 'Veranstaltungen', 'Events'),
  workshop: T('Atelier', 'Werkstatt', 'Workshop'),
  tips: T('Conseils', 'Tipps', 'Tips'),
  models: T('Nouveautés', 'Neuheiten', 'New models'),
  company: T('Entreprise', 'Unternehmen', 'Company'),
} as const;

/** A job ad's contact unless it names another, and what every job offers unless it says otherwise. */
export const HR: JobContact = {
  contact_name: 'Claire Muller',
  contact_role: T('Ressources humaines', 'Personalabteilung', 'Human resources'),
  contact_email: 'jobs@autopolis.example',
  contact_phone: '+352 00 00 10 90',
};
export const JOB_OFFER = lines(
  [
    'Un contrat luxembourgeois avec 13e mois',
    'Des formations constructeurs',
    'Une équipe soudée dans des locaux modernes',
    'Chèques-repas',
  ],
  [
    'Ein luxemburgischer Vertrag mit 13. Monatsgehalt',
    'Herstellerschulungen',
    'Ein eingespieltes Team in modernen Räumen',
    'Essensgutscheine',
  ],
  ['A Luxembourg contract with a 13th-month salary', 'Manufacturer training', 'A close-knit team in modern premises', 'Meal vouchers'],
);

