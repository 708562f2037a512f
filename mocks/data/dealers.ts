/**
 * The three dealerships' home pages (`home-page/{slug}`): every fact is fictional.
 */
import type { PaletteName, Translated } from '../generate/content.ts';
import { T } from '../generate/content.ts';

export type DealerDef = {
  slug: string;
  name: string;
  pal: PaletteName;
  /** brand slugs */
  brands: string[];
  intro: Translated<string>;
  /** per language: a sentence about the site, then its brands in words */
  about: { fr: [string, string]; de: [string, string]; en: [string, string] };
};

export const DEALERS: DealerDef[] = [
  {
    slug: 'bertrange',
    name: 'Bertrange',
    pal: 'blue',
    brands: ['ford', 'kia', 'hyundai', 'opel', 'mg', 'corvette', 'cadillac'],
    intro: T(
      'Notre plus grand site : showroom, atelier et centre d’occasions, à deux pas de Luxembourg-Ville.',
      'Unser größter Standort: Showroom, Werkstatt und Gebrauchtwagenzentrum, nur wenige Minuten von Luxemburg-Stadt.',
      'Our largest site: showroom, workshop and used-car centre, minutes from Luxembourg City.',
    ),
    about: {
      fr: [
        'Autopolis Bertrange réunit sous un même toit sept de nos marques, un atelier mécanique et un espace dédié aux véhicules d’occasion.',
        'Ford, Kia, Hyundai, Opel, MG, Corvette et Cadillac',
      ],
      de: [
        'Autopolis Bertrange vereint sieben unserer Marken, eine mechanische Werkstatt und einen Gebrauchtwagenbereich unter einem Dach.',
        'Ford, Kia, Hyundai, Opel, MG, Corvette und Cadillac',
      ],
      en: [
        'Autopolis Bertrange brings together seven of our brands, a mechanical workshop and a used-car area under one roof.',
        'Ford, Kia, Hyundai, Opel, MG, Corvette and Cadillac',
      ],
    },
  },
  {
    slug: 'niederkorn',
    name: 'Niederkorn',
    pal: 'dusk',
    brands: ['fiat', 'abarth', 'alfa-romeo', 'jeep', 'lancia', 'suzuki'],
    intro: T(
      'Les marques italiennes, Jeep et Suzuki dans le sud-ouest du pays, avec un atelier entièrement rénové.',
      'Italienische Marken, Jeep und Suzuki im Südwesten des Landes – mit komplett renovierter Werkstatt.',
      'The Italian brands, Jeep and Suzuki in the south-west of the country, with a fully renovated workshop.',
    ),
    about: {
      fr: [
        'Autopolis Niederkorn est le site des passionnés de l’automobile italienne, avec un atelier rénové en 2026.',
        'Fiat, Abarth, Alfa Romeo, Jeep, Lancia et Suzuki',
      ],
      de: [
        'Autopolis Niederkorn ist der Standort für Liebhaber italienischer Autos – mit einer 2026 renovierten Werkstatt.',
        'Fiat, Abarth, Alfa Romeo, Jeep, Lancia und Suzuki',
      ],
      en: [
        'Autopolis Niederkorn is the place for fans of Italian cars, with a workshop renovated in 2026.',
        'Fiat, Abarth, Alfa Romeo, Jeep, Lancia and Suzuki',
      ],
    },
  },
  {
    slug: 'esch-sur-alzette',
    name: 'Esch-sur-Alzette',
    pal: 'teal',
    brands: ['ford', 'opel', 'isuzu', 'maxus'],
    intro: T(
      'Notre centre utilitaires et entreprises : fourgons, pick-up et solutions de flotte.',
      'Unser Zentrum für Nutzfahrzeuge und Firmenkunden: Transporter, Pick-ups und Flottenlösungen.',
      'Our commercial vehicle and business centre: vans, pickups and fleet solutions.',
    ),
    about: {
      fr: [
        'Autopolis Esch-sur-Alzette est dédié aux professionnels : utilitaires thermiques et électriques, aménagements et leasing de flotte.',
        'Ford, Opel, Isuzu et Maxus',
      ],
      de: [
        'Autopolis Esch-sur-Alzette ist auf Gewerbekunden spezialisiert: Nutzfahrzeuge mit Verbrenner- und Elektroantrieb, Ausbauten und Flottenleasing.',
        'Ford, Opel, Isuzu und Maxus',
      ],
      en: [
        'Autopolis Esch-sur-Alzette is dedicated to business customers: combustion and electric vans, conversions and fleet leasing.',
        'Ford, Opel, Isuzu and Maxus',
      ],
    },
  },
];
