/**
 * Dealership locations (content type `location`): every fact is a fictional placeholder except the
 * towns and their approximate coordinates. Hours, closing days and people are invented.
 */
import type { Translated } from '../generate/content.ts';
import type { ClosingDay, Employee, OpeningWeek } from '../generate/bloks.ts';
import { DEALERS } from './dealers.ts';
import { T } from '../generate/content.ts';
import { week, closingDay, employee } from '../generate/bloks.ts';

export type LocationDef = {
  slug: string;
  name: string;
  kind: 'dealership' | 'workshop';
  description: Translated<string>;
  street: string;
  postal_code: string;
  town: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  /** brand slugs */
  brands: string[];
  showroom: OpeningWeek | null;
  workshop: OpeningWeek;
  closing: ClosingDay[];
  employees: Employee[];
};

const ROLE = {
  sales: T('Conseiller commercial', 'Verkaufsberater', 'Sales advisor'),
  salesF: T('Conseillère commerciale', 'Verkaufsberaterin', 'Sales advisor'),
  fleet: T('Responsable flottes et entreprises', 'Leiter Flotten- und Firmenkunden', 'Fleet and business manager'),
  manager: T('Directrice de site', 'Standortleiterin', 'Site manager'),
  managerM: T('Directeur de site', 'Standortleiter', 'Site manager'),
  service: T('Conseiller service', 'Serviceberater', 'Service advisor'),
  serviceF: T('Conseillère service', 'Serviceberaterin', 'Service advisor'),
  workshop: T('Chef d’atelier', 'Werkstattleiter', 'Workshop manager'),
  used: T('Conseiller véhicules d’occasion', 'Berater Gebrauchtwagen', 'Used-car advisor'),
};

/** Closing days besides the public holidays (which the site computes itself). */
const YEAR_END = [
  closingDay('2026-12-24', T('Veille de Noël', 'Heiligabend', 'Christmas Eve')),
  closingDay('2026-12-31', T('Saint-Sylvestre', 'Silvester', 'New Year’s Eve')),
];

export const LOCATIONS: LocationDef[] = [
  {
    slug: 'bertrange',
    name: 'Autopolis Bertrange',
    kind: 'dealership',
    description: T(
      'Showroom sept marques, atelier mécanique et centre d’occasions, à deux pas de Luxembourg-Ville.',
      'Showroom für sieben Marken, mechanische Werkstatt und Gebrauchtwagenzentrum, nur wenige Minuten von Luxemburg-Stadt.',
      'Seven-brand showroom, mechanical workshop and used-car centre, minutes from Luxembourg City.',
    ),
    street: '10, rue de l’Exemple',
    postal_code: 'L-8070',
    town: 'Bertrange',
    latitude: '49.6072',
    longitude: '6.0583',
    phone: '+352 00 00 10 00',
    email: 'bertrange@autopolis.example',
    brands: DEALERS[0]!.brands,
    showroom: week([
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '08:30-12:00 13:00-18:30',
      '09:00-17:00',
      'closed',
    ]),
    workshop: week(['07:30-18:00', '07:30-18:00', '07:30-18:00', '07:30-18:00', '07:30-18:00', '08:00-12:00', 'closed']),
    closing: YEAR_END,
    employees: [
      employee('Sophie Weber', ROLE.manager, ['lb', 'fr', 'de', 'en'], '+352 00 00 10 01', [], 'blue', { hair: '#6b4f35' }),
      employee('Marc Schmit', ROLE.sales, ['lb', 'fr', 'de'], '+352 00 00 10 02', ['ford', 'opel'], 'slate'),
      employee('Ana Ferreira', ROLE.salesF, ['pt', 'fr', 'en'], '+352 00 00 10 03', ['kia', 'hyundai', 'mg'], 'sand', {
        skin: '#d9a27e',
        hair: '#1f1a17',
      }),
      employee('Tom Hoffmann', ROLE.sales, ['lb', 'de', 'en'], '+352 00 00 10 04', ['corvette', 'cadillac'], 'red', { hair: '#c9a46a' }),
      employee('Luc Reuter', ROLE.service, ['lb', 'fr', 'de'], '+352 00 00 10 05', [], 'teal', { hair: '#8a8a8a' }),
    ],
  },
  {
    slug: 'niederkorn',
    name: 'Autopolis Niederkorn',
    kind: 'dealership',
    description: T(
      'Les marques italiennes, Jeep et Suzuki, avec un atelier entièrement rénové.',
      'Italienische Marken, Jeep und Suzuki – mit komplett renovierter Werkstatt.',
      'The Italian brands, Jeep and Suzuki, with a fully renovated workshop.',
    ),
    street: '25, route de l’Exemple',
    postal_code: 'L-4525',
    town: 'Niederkorn',
    latitude: '49.5378',
    longitude: '5.8968',
    phone: '+352 00 00 20 00',
    email: 'niederkorn@autopolis.example',
    brands: DEALERS[1]!.brands,
    showroom: week(['09:00-18:30', '09:00-18:30', '09:00-18:30', '09:00-18:30', '09:00-18:30', '09:00-16:00', 'closed'], {
      saturday: T(
        'Essais sur rendez-vous après 16h00',
        'Probefahrten nach 16:00 Uhr nach Vereinbarung',
        'Test drives by appointment after 4pm',
      ),
    }),
    workshop: week(['07:30-17:30', '07:30-17:30', '07:30-17:30', '07:30-17:30', '07:30-17:30', null, 'closed'], {
      saturday: T('Sur rendez-vous uniquement', 'Nur nach Vereinbarung', 'By appointment only'),
    }),
    closing: [...YEAR_END, closingDay('2026-08-17', T('Inventaire annuel', 'Jahresinventur', 'Annual stocktaking'))],
    employees: [
      employee('Giulia Rossi', ROLE.manager, ['it', 'fr', 'en', 'lb'], '+352 00 00 20 01', [], 'dusk', { hair: '#2b1d14' }),
      employee('Paulo Santos', ROLE.sales, ['pt', 'fr', 'lb'], '+352 00 00 20 02', ['fiat', 'abarth', 'lancia'], 'sand', {
        skin: '#d9a27e',
        hair: '#1f1a17',
      }),
      employee('Claire Muller', ROLE.salesF, ['fr', 'de', 'lb'], '+352 00 00 20 03', ['alfa-romeo', 'jeep'], 'red', { hair: '#b8572b' }),
      employee('Jeff Kieffer', ROLE.sales, ['lb', 'de', 'fr'], '+352 00 00 20 04', ['suzuki'], 'green'),
    ],
  },
  {
    slug: 'esch-sur-alzette',
    name: 'Autopolis Esch-sur-Alzette',
    kind: 'dealership',
    description: T(
      'Centre utilitaires et entreprises : fourgons, pick-up, aménagements et flottes.',
      'Zentrum für Nutzfahrzeuge und Firmenkunden: Transporter, Pick-ups, Ausbauten und Flotten.',
      'Commercial vehicle and business centre: vans, pickups, conversions and fleets.',
    ),
    street: '3, boulevard de l’Exemple',
    postal_code: 'L-4010',
    town: 'Esch-sur-Alzette',
    latitude: '49.5009',
    longitude: '5.9865',
    phone: '+352 00 00 30 00',
    email: 'esch@autopolis.example',
    brands: DEALERS[2]!.brands,
    showroom: week(['08:00-18:00', '08:00-18:00', '08:00-18:00', '08:00-18:00', '08:00-18:00', '09:00-12:00', 'closed']),
    workshop: week(['06:00-22:00', '06:00-22:00', '06:00-22:00', '06:00-22:00', '06:00-22:00', '07:00-13:00', 'closed']),
    closing: YEAR_END,
    employees: [
      employee('Nadia Becker', ROLE.fleet, ['lb', 'de', 'fr', 'en'], '+352 00 00 30 01', ['ford', 'opel', 'isuzu', 'maxus'], 'teal', {
        hair: '#3a2e2a',
      }),
      employee('Kevin Thill', ROLE.sales, ['lb', 'fr', 'de'], '+352 00 00 30 02', ['ford', 'maxus'], 'blue'),
      employee('Sandra Lopes', ROLE.serviceF, ['pt', 'fr', 'lb'], '+352 00 00 30 03', [], 'sand', { skin: '#d9a27e', hair: '#1f1a17' }),
    ],
  },
  {
    slug: 'mersch',
    name: 'Autopolis Service Mersch',
    kind: 'workshop',
    description: T(
      'Atelier toutes marques : entretien, pneus et gardiennage, avec retrait des véhicules de flotte le vendredi soir.',
      'Werkstatt für alle Marken: Wartung, Reifen und Einlagerung, mit Abholung von Flottenfahrzeugen am Freitagabend.',
      'All-makes workshop: servicing, tyres and storage, with fleet vehicle pick-up on Friday evenings.',
    ),
    street: '7, rue de l’Exemple',
    postal_code: 'L-7501',
    town: 'Mersch',
    latitude: '49.7441',
    longitude: '6.1012',
    phone: '+352 00 00 40 00',
    email: 'mersch@autopolis.example',
    brands: [],
    showroom: null,
    workshop: week(['07:00-18:00', '07:00-18:00', '07:00-18:00', '07:00-18:00', '07:00-12:00 17:00-01:00', '08:00-12:00', null], {
      friday: T(
        'Retrait des véhicules de flotte jusqu’à 1h00',
        'Abholung von Flottenfahrzeugen bis 1:00 Uhr',
        'Fleet vehicle pick-up until 1am',
      ),
      sunday: T('Dépannage sur appel', 'Pannenhilfe auf Anruf', 'Breakdown service on call'),
    }),
    closing: YEAR_END,
    employees: [
      employee('Patrick Wagner', ROLE.workshop, ['lb', 'de', 'fr'], '+352 00 00 40 01', [], 'slate', { hair: '#8a8a8a' }),
      employee('Laura Klein', ROLE.serviceF, ['lb', 'fr', 'en'], '+352 00 00 40 02', [], 'green', { hair: '#c9a46a' }),
    ],
  },
];
