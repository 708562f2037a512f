import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { config } from '../config/env';
import { countEvent } from '../health/counters';
import { clientIp } from '../leads/client-ip';
import { RateLimiter } from '../leads/rate-limit';
import { visitorLog } from '../log/limiter';

/** Where browsers send the Content-Security-Policy's violation reports (`report-to csp`, `report-uri`). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** The Reporting API's endpoint name the policy's `report-to` names, and the `Reporting-Endpoints` header that defines it. */
export const CSP_REPORT_GROUP = 'csp';
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** Counts shown under `counts` on `/readyz` (src/health/counters.ts). */
export const CSP_COUNTS = { violations: 'cspViolations', refused: 'cspReportsRefused' } as const;

export type CspReportOptions = {
  /** Largest body read, bytes: a report is a few hundred bytes, Chrome's batch of a page's reports a few KB. */
  maxBytes: number;
  /** Reports (requests) per client address per minute; beyond: 429. */
  perClientPerMinute: number;
  /** A violation (directive, blocked address, page) logged once per this many ms. */
  dedupMs: number;
  /** Distinct violations remembered for the deduplication (the oldest is forgotten first). */
  maxRemembered: number;
  now?: () => number;
};

const DEFAULTS: CspReportOptions = { maxBytes: 8 * 1024, perClientPerMinute: 30, dedupMs: 60_000, maxRemembered: 2_000 };

/** One violation as logged and deduplicated. */
export type Violation = { directive: string; blocked: string; page: string; disposition: string };

/** The Reporting API's format (`application/reports+json`): a batch of reports of any type; ours are `csp-violation`. */
const REPORTS = z.array(z.object({ type: z.string(), body: z.unknown() }));
const VIOLATION_BODY = z.object({
  documentURL: z.string(),
  blockedURL: z.string().optional(),
  effectiveDirective: z.string(),
  disposition: z.string().optional(),
});
/** The older `report-uri` format (`application/csp-report`): one violation in `csp-report`. */
const LEGACY_REPORT = z.object({
  'csp-report': z.object({
    'document-uri': z.string(),
    'blocked-uri': z.string().optional(),
    'effective-directive': z.string().optional(),
    'violated-directive': z.string().optional(),
    disposition: z.string().optional(),
  }),
});

const DIRECTIVE = /^[a-z][a-z-]{0,39}$/;

/**
 * The fields a log line may hold, from what a browser (or anyone) sent: the directive as one word, the
 * blocked address without its query or fragment (it could hold a token), a keyword (`inline`, `eval`)
 * as it is, and the page's path alone. Null: not a violation we can name.
 */
function violation(raw: { document: string; blocked?: string; directive?: string; disposition?: string }): Violation | null {
  const directive = raw.directive?.trim().split(/\s+/)[0] ?? '';
  if (!DIRECTIVE.test(directive)) return null;
  let page: string;
  try {
    page = new URL(raw.document).pathname.slice(0, 200);
  } catch {
    return null;
  }
  return { directive, blocked: blockedAddress(raw.blocked ?? ''), page, disposition: raw.disposition === 'report' ? 'report' : 'enforce' };
}

function blockedAddress(blocked: string): string {
  try {
    const url = new URL(blocked);
    if (url.protocol === 'http:' || url.protocol === 'https:') return `${url.origin}${url.pathname}`.slice(0, 200);
    return url.protocol; // data:, blob:, …: the scheme says enough
  } catch {
    return blocked.replace(/[^\w-]/g, '').slice(0, 40) || 'none';
  }
}

/** The violations of a report body, by its content type; null when the body is not a report of that type. */
export function parseCspReports(contentType: string, text: string): Violation[] | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (contentType === 'application/reports+json') {
    const reports = REPORTS.safeParse(json);
    if (!reports.success) return null;
    const found: Violation[] = [];
    for (const report of reports.data) {
      if (report.type !== 'csp-violation') continue; // other report types share the format; not ours
      const body = VIOLATION_BODY.safeParse(report.body);
      const v = body.success
        ? violation({
            document: body.data.documentURL,
            blocked: body.data.blockedURL,
            directive: body.data.effectiveDirective,
            disposition: body.data.disposition,
          })
        : null;
      if (!v) return null;
      found.push(v);
    }
    return found;
  }
  const legacy = LEGACY_REPORT.safeParse(json);
  if (!legacy.success) return null;
  const r = legacy.data['csp-report'];
  const v = violation({
    document: r['document-uri'],
    blocked: r['blocked-uri'],
    directive: r['effective-directive'] ?? r['violated-directive'],
    disposition: r.disposition,
  });
  return v ? [v] : null;
}

/** The report formats browsers send, by content type: the Reporting API's and `report-uri`'s (some send it as JSON). */
const REPORT_TYPES = new Set(['application/reports+json', 'application/csp-report', 'application/json']);

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

const answer = (status: number, text?: string, headers: Record<string, string> = {}) =>
  new Response(text ? `${text}\n` : null, {
    status,
    headers: { 'Cache-Control': 'no-store', ...(text ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}), ...headers },
  });

/** The body as text, or null once it passes `maxBytes` (the rest is not read). */
async function boundedText(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<string | null> {
  if (!body) return '';
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `POST /api/csp-report`: the Content-Security-Policy's violation reports (issue 39), so an attack on a
 * page, or a tag the policy refuses, is seen by operators and not only in one visitor's console. Part
 * of the HTTP layer (src/server/adapter.ts), answered before the same-origin check of posts: browsers
 * send reports without credentials, from the network stack, with the page's `Origin` or none, and a
 * forged report can only add a line the limits below bound.
 *
 * Accepts the Reporting API's batches (`application/reports+json`, `report-to`) and the older single
 * report (`application/csp-report`, `report-uri`, for browsers without the Reporting API). Bounded:
 * `maxBytes` (413 above), `perClientPerMinute` reports per client address (429; behind a trusted proxy,
 * the address it reports), 400 for a body that is
 * not a report, 204 once read; never 5xx. Each violation is counted (`cspViolations` on `/readyz`) and
 * logged as one JSON line (`csp violation`: directive, blocked address, page path), once per distinct
 * violation per `dedupMs`: a broken tag on a busy page is one line a minute, not one per visitor; and as
 * every line a visitor can trigger, within the site's cap of such lines per minute (src/log/limiter.ts).
 */
export function cspReports(options: Partial<CspReportOptions> = {}): MiddlewareHandler {
  const { maxBytes, perClientPerMinute, dedupMs, maxRemembered, now = Date.now } = { ...DEFAULTS, ...options };
  const limiter = new RateLimiter({ max: perClientPerMinute, windowSeconds: 60, now });
  /** When each distinct violation was last logged; insertion order is age (re-logging moves it to the end). */
  const logged = new Map<string, number>();

  const refuse = (status: number, text: string, headers?: Record<string, string>) => {
    countEvent(CSP_COUNTS.refused);
    return answer(status, text, headers);
  };

  const record = (v: Violation) => {
    countEvent(CSP_COUNTS.violations);
    const key = `${v.directive}\n${v.blocked}\n${v.page}`;
    const at = now();
    const last = logged.get(key);
    if (last !== undefined && at - last < dedupMs) return;
    logged.delete(key);
    logged.set(key, at);
    while (logged.size > maxRemembered) logged.delete(logged.keys().next().value!);
    // a line a visitor can trigger: through the site's limiter of those lines (src/log/limiter.ts) as well
    visitorLog('warn', 'csp', 'csp violation', {
      fields: { directive: v.directive, blocked: v.blocked, page: v.page, disposition: v.disposition },
    });
  };

  const handle = async (req: Request, address: string | undefined): Promise<Response> => {
    if (req.method !== 'POST') return answer(405, 'Send reports with POST', { Allow: 'POST' });
    // the visitor's address: the socket's, or the one a trusted proxy reports (TRUSTED_PROXIES, docs/proxies.md)
    const client = clientIp({ forwardedFor: req.headers.get('x-forwarded-for'), remoteAddress: address }, config().trustedProxies);
    const limit = limiter.hit(client ?? 'unknown');
    if (!limit.ok) return refuse(429, 'Too many reports', { 'Retry-After': String(limit.retryAfterSeconds) });
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!REPORT_TYPES.has(type)) return refuse(415, 'Not a report type');
    const declared = Number(req.headers.get('content-length') ?? '0');
    if (declared > maxBytes) return refuse(413, 'Report too large');
    const text = await boundedText(req.body, maxBytes);
    if (text === null) return refuse(413, 'Report too large');
    const violations = parseCspReports(type, text);
    if (!violations) return refuse(400, 'Not a report');
    for (const v of violations) record(v);
    return answer(204);
  };

  return async (c, next) => {
    if (c.req.path !== CSP_REPORT_PATH) return next();
    try {
      c.res = await handle(c.req.raw, (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress);
    } catch {
      // a body cut off mid-way, or anything unforeseen: the sender's fault or nobody's, never a 5xx
      c.res = refuse(400, 'Report not read');
    }
  };
}
