import type { Vehicle } from './types';

/**
 * Vehicles that left the stock (sold, withdrawn), kept a while so their address, linked from
 * marketplaces and shared in messages, answers 410 with what the vehicle was, similar vehicles and
 * a link to its model's stock, instead of a bare not-found. The indexer moves a vehicle here when
 * it deletes it (one vehicle, or a full reindex that no longer finds it), takes it out when it comes
 * back, and forgets it after DEPARTED_DAYS; the site reads it with its search key (`vehicles*`).
 */

/** How long a departed vehicle's page is kept. */
export const DEPARTED_DAYS = 60;
export const DEPARTED_MS = DEPARTED_DAYS * 86_400_000;

/** The index of the departed vehicles beside the live one (`vehicles` → `vehicles_departed`). */
export const departedIndexOf = (live: string) => `${live}_departed`;

/** A departed vehicle as its index holds it: the whole vehicle as it was, and when it left (epoch ms). */
export type DepartedDocument = { id: number; departed_at: number; vehicle: Vehicle };

export const DEPARTED_INDEX_SETTINGS = {
  displayedAttributes: ['id', 'departed_at', 'vehicle'],
  searchableAttributes: ['id'],
  filterableAttributes: [
    { attributePatterns: ['id'], features: { facetSearch: false, filter: { equality: true, comparison: false } } },
    { attributePatterns: ['departed_at'], features: { facetSearch: false, filter: { equality: true, comparison: true } } },
  ],
} as const;
