/**
 * A small client of Storyblok's Management API (v1): a personal access token, a space, a region. It
 * keeps to the API's rate limit (a few requests per second: `requestsPerSecond`) and retries an
 * answer 429 after the time it asks for (`Retry-After`) or a growing pause, up to `maxRetries`.
 * Any other failure throws with the method, path, status and the API's message.
 */

export type ManagementOptions = {
  /** A personal access token (My account → Personal access tokens), sent as `Authorization`. */
  token: string;
  spaceId: string;
  /** `eu` (default), `us`, `ap`, `ca` or `cn`; or `endpoint` for another base (a test server). */
  region?: string;
  endpoint?: string;
  /** Requests per second at most (default 3, the limit of the smallest plans); 0: no pause. */
  requestsPerSecond?: number;
  maxRetries?: number;
  /** First pause after a 429 without Retry-After (ms, doubling). */
  retryBaseMs?: number;
  log?: (line: string) => void;
};

const REGION_BASE: Readonly<Record<string, string>> = {
  eu: 'https://mapi.storyblok.com/v1',
  us: 'https://api-us.storyblok.com/v1',
  ap: 'https://api-ap.storyblok.com/v1',
  ca: 'https://api-ca.storyblok.com/v1',
  cn: 'https://app.storyblokchina.cn/v1',
};

export class ManagementError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ManagementClient = {
  /** The space's base path: `/spaces/{id}`. */
  readonly space: string;
  request<T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T>;
  /** Every item of a paginated list (`key` of the answer), 100 a page. */
  all<T>(path: string, key: string): Promise<T[]>;
  /** How many requests were sent and retried. */
  readonly stats: { requests: number; retries: number };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function managementClient(options: ManagementOptions): ManagementClient {
  const base = (options.endpoint ?? REGION_BASE[options.region ?? 'eu'])?.replace(/\/$/, '');
  if (!base) throw new Error(`Unknown Storyblok region "${options.region}" (eu, us, ap, ca or cn)`);
  if (!/^\d+$/.test(options.spaceId)) throw new Error(`A space id is a number, not "${options.spaceId}"`);
  const gap = options.requestsPerSecond === 0 ? 0 : 1000 / (options.requestsPerSecond ?? 3);
  const maxRetries = options.maxRetries ?? 8;
  const retryBase = options.retryBaseMs ?? 1000;
  const stats = { requests: 0, retries: 0 };
  let next = 0;

  async function slot() {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + gap;
    if (at > now) await sleep(at - now);
  }

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    for (let attempt = 0; ; attempt++) {
      await slot();
      stats.requests++;
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: options.token, 'content-type': 'application/json', accept: 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (res.status !== 429 || attempt >= maxRetries) return res;
      await res.body?.cancel();
      const after = Number(res.headers.get('retry-after'));
      const wait = Number.isFinite(after) && after > 0 ? after * 1000 : retryBase * 2 ** attempt;
      stats.retries++;
      options.log?.(`429 on ${method} ${path}: again in ${wait} ms`);
      await sleep(wait);
    }
  }

  async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const res = await send(method, path, body);
    const text = await res.text();
    if (!res.ok) throw new ManagementError(res.status, `${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async function all<T>(path: string, key: string): Promise<T[]> {
    const out: T[] = [];
    for (let page = 1; ; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await send('GET', `${path}${sep}per_page=100&page=${page}`);
      const text = await res.text();
      if (!res.ok) throw new ManagementError(res.status, `GET ${path}: ${res.status} ${text.slice(0, 300)}`);
      const items = ((JSON.parse(text) as Record<string, unknown>)[key] ?? []) as T[];
      out.push(...items);
      const total = Number(res.headers.get('total'));
      if (items.length === 0 || !Number.isFinite(total) || total === 0 || out.length >= total) return out;
    }
  }

  return { space: `/spaces/${options.spaceId}`, request, all, stats };
}
