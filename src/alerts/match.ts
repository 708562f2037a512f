import { parseStockQuery, stockQueryToParams, type StockQuery } from '../stock/query';

/**
 * What an alert says, as pure functions: the canonical saved search, the vehicles new since what the
 * subscriber was last sent (or since the subscription), a price drop, and the once-a-day rule.
 */

/**
 * The saved search of a stock query string: parsed as the stock screen parses it (invalid values dropped),
 * without the page and the order (which change no match), in the table's canonical
 * order. The empty string is the whole stock.
 */
export function canonicalSearch(queryString: string): string {
  const q = parseStockQuery(new URLSearchParams(queryString.replace(/^\?/, '')));
  return stockQueryToParams({ ...q, page: 1, sort: 'default' }).toString();
}

export function searchQuery(search: string): StockQuery {
  return parseStockQuery(new URLSearchParams(search));
}

/** The ids a subscriber knows: those matching when it subscribed or was last sent an alert. */
export type Seen = readonly number[];

/** The most ids kept per subscription (a search matching more than this is far too broad to alert on anyway). */
export const MAX_SEEN = 2000;

/**
 * The matches of a search that the subscriber has not been told of, in the order given (newest first), and
 * what it knows once told: the current matches (a vehicle that left and comes back is new again).
 */
export function newMatches<T extends { id: number }>(current: readonly T[], seen: Seen): { fresh: T[]; nextSeen: number[] } {
  const known = new Set(seen);
  return { fresh: current.filter((v) => !known.has(v.id)), nextSeen: current.slice(0, MAX_SEEN).map((v) => v.id) };
}

/** A price drop worth an e-mail: the vehicle's price now is below the one last told (whole cents). */
export function priceDrop(lastCents: number | null, nowCents: number | null): { from: number; to: number } | null {
  if (lastCents === null || nowCents === null || nowCents >= lastCents) return null;
  return { from: lastCents, to: nowCents };
}

/** Euros as the vehicle holds them → whole cents. */
export const toCents = (euros: number): number => Math.round(euros * 100);

/** At most one alert per subscription per interval (a day by default): whether one may go now. */
export function alertDue(lastSentAt: number | null, now: number, minIntervalMs: number): boolean {
  return lastSentAt === null || now - lastSentAt >= minIntervalMs;
}

export function parseSeen(text: string | null): number[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : null;
  } catch {
    return null;
  }
}
