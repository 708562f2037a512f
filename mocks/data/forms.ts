/**
 * The tyre and wheel appointment page and its variants with a workshop preselected.
 */
import { T, heroImg } from '../generate/content.ts';

export const TYRE_IMG = heroImg(
  'forms-tyres',
  { scene: 'tyres', pal: 'blue', snow: true, seed: 'forms-tyres' },
  T('Illustration : pneus rangés sur des étagères', 'Illustration: Reifen im Regal', 'Illustration: tyres stored on racks'),
);

/** The tyre and wheel appointment, and its variants with a workshop preselected (VMAL: the all-makes workshop in Mersch). */
export const TYRE_APPOINTMENT_PAGES: { suffix: string; location: string; place: string | null }[] = [
  { suffix: '', location: '', place: null },
  { suffix: '-niederkorn', location: 'niederkorn', place: 'Niederkorn' },
  { suffix: '-esch', location: 'esch-sur-alzette', place: 'Esch-sur-Alzette' },
  { suffix: '-vmal', location: 'mersch', place: 'Mersch' },
];
