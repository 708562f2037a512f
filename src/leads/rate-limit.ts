/**
 * A per-client sliding-window rate limit, in memory: at most `max` submissions in any `windowSeconds`.
 * Each client keeps the times of its recent submissions (at most `max` of them), so memory stays
 * bounded by `maxClients × max` numbers; the least recently seen clients are dropped past `maxClients`.
 * In memory means per process and reset on restart: enough to slow down a flood of CSP reports
 * (src/server/csp-report.ts), not for the lead forms, whose limits are counted in the lead database so
 * that the instances share them and a restart keeps them (submission-limits.ts).
 */

export type RateLimitResult = { ok: true; remaining: number } | { ok: false; code: 'rate_limited'; retryAfterSeconds: number };

export type RateLimitOptions = {
  max: number;
  windowSeconds: number;
  /** Clients remembered at once (default 10 000). */
  maxClients?: number;
  now?: () => number;
};

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly maxClients: number;
  private readonly now: () => number;

  constructor(options: RateLimitOptions) {
    this.max = options.max;
    this.windowMs = options.windowSeconds * 1000;
    this.maxClients = options.maxClients ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Counts one submission of `client` if allowed; refused submissions are not counted. */
  hit(client: string): RateLimitResult {
    const now = this.now();
    const recent = (this.hits.get(client) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) {
      this.remember(client, recent);
      // The oldest submission in the window leaves it first; then one more is allowed.
      return { ok: false, code: 'rate_limited', retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)) };
    }
    recent.push(now);
    this.remember(client, recent);
    return { ok: true, remaining: this.max - recent.length };
  }

  /** Forgets every client (tests, or an operator's reset). */
  clear(): void {
    this.hits.clear();
  }

  get size(): number {
    return this.hits.size;
  }

  private remember(client: string, times: number[]): void {
    // Re-inserting moves the client to the end: the Map's first key is the least recently seen.
    this.hits.delete(client);
    this.hits.set(client, times);
    while (this.hits.size > this.maxClients) this.hits.delete(this.hits.keys().next().value!);
  }
}
