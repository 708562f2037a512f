/**
 * The pace a post's body must keep while it is read, in bytes per second over a sliding window
 * (issue 39). The rule it replaces asked for 1 KB per 10 s window, so two connections sending 1.1 KB
 * every 9 s held both upload turns for 120 s while two real 40 MB tyre offers waited 30 s and got 503.
 *
 * - after GRACE_MS from the first read (a connection's first round trips, a phone waking its radio),
 *   the bytes of the last WINDOW_MS (or of the whole read while it is shorter) must average
 *   FLOOR_BYTES_PER_S, or the body is given up: 1 KB/s, ten times the old rule and twenty times below
 *   the slowest real upload measured in the issue; a trickle of a byte per second is given up in 5 s;
 * - while other large uploads wait for a turn, a body holding one must average CONTENDED_BYTES_PER_S,
 *   or it gives its turn up to the next: 16 KB/s. A phone on a weak 3G link sends about 50 KB/s, three
 *   times that; a body below it would take 40 minutes for the 40 MB the tyre offer takes, far beyond
 *   the 120 s a whole request may last (src/server/connections.ts), so it would fail anyway while
 *   holding a turn others could use.
 *
 * The window is 10 s in half-second buckets: long enough that a phone's gap of a few seconds (a cell
 * handover) is averaged out, short enough that a sender slowing down after a fast start loses its turn
 * within seconds. Pure: the caller gives the time, so the rule is tested without waiting.
 */
export const GRACE_MS = 5_000;
export const WINDOW_MS = 10_000;
export const FLOOR_BYTES_PER_S = 1024;
export const CONTENDED_BYTES_PER_S = 16 * 1024;
const BUCKET_MS = 500;

export class BodyPace {
  readonly #start: number;
  /** Bytes per half-second bucket, oldest first: [bucket start, bytes]. */
  readonly #buckets: [number, number][] = [];

  constructor(now: number) {
    this.#start = now;
  }

  /** Bytes that arrived at `now`. */
  record(bytes: number, now: number): void {
    const bucket = now - ((now - this.#start) % BUCKET_MS);
    const last = this.#buckets.at(-1);
    if (last && last[0] === bucket) last[1] += bytes;
    else this.#buckets.push([bucket, bytes]);
    this.#forget(now);
  }

  /** The average over the window (or the whole read while it is shorter), in bytes per second. */
  rate(now: number): number {
    this.#forget(now);
    const span = Math.min(now - this.#start, WINDOW_MS);
    if (span <= 0) return Infinity;
    const bytes = this.#buckets.reduce((n, [, b]) => n + b, 0);
    return (bytes * 1000) / span;
  }

  /** Why the body is given up at `now` (its rate and the one it needed), or undefined while it keeps the pace. */
  verdict(now: number, contended: boolean): { rate: number; needed: number } | undefined {
    if (now - this.#start < GRACE_MS) return undefined;
    const needed = contended ? CONTENDED_BYTES_PER_S : FLOOR_BYTES_PER_S;
    const rate = this.rate(now);
    return rate < needed ? { rate, needed } : undefined;
  }

  #forget(now: number): void {
    // a bucket counts while any of it is inside the window: at most half a second more than WINDOW_MS
    while (this.#buckets.length && this.#buckets[0]![0] + BUCKET_MS <= now - WINDOW_MS) this.#buckets.shift();
  }
}
