import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseRecipientRules, type EmailTarget } from './recipients';
import { parseTrustedProxies } from './proxies';

/**
 * The site's configuration, read once from environment variables and validated here, where it
 * enters. `PUBLIC_*` values are public runtime configuration (safe to show in the browser).
 */
const boolFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The local origin of mock mode, development and tests. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';

const EnvSchema = z.object({
  PUBLIC_USE_MOCKS: boolFlag.optional(),
  /** The public origin (canonical links, hreflang, sitemap, Open Graph): required with the real CMS in production. */
  PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  STORYBLOK_TOKEN: z.string().min(1).optional(),
  STORYBLOK_VERSION: z.enum(['published', 'draft']).default('published'),
  /** Content Delivery API base, e.g. https://api.storyblok.com/v2 (tests point it at a local server). */
  STORYBLOK_ENDPOINT: z.url().optional(),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu'),
  /** Deadline of one content fetch (the request, its 429 retries and its relations). */
  STORYBLOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /**
   * How often the site asks Storyblok for the space's content version (`cdn/spaces/me`) and re-reads the
   * `redirects` datasource, seconds: a publish is noticed within this time without any webhook (the
   * vehicles published or unpublished since are caught up, src/editors/catch-up.ts), and a saved redirect
   * applies within it. Each costs one API request per interval and instance (docs/editors.md counts them).
   */
  STORYBLOK_CV_POLL_S: z.coerce.number().int().min(5).max(3_600).default(50),
  /** Shared secret of the Storyblok webhook (`webhook-signature`: HMAC-SHA1 of the body); unset: the webhook answers 404 (this deployment takes none). */
  STORYBLOK_WEBHOOK_SECRET: z.string().min(8, 'at least 8 characters').optional(),
  /** The space's preview token: drafts for the visual editor, only to requests it signed; unset: no preview. */
  STORYBLOK_PREVIEW_TOKEN: z.string().min(1).optional(),
  /** The webhook action that starts a full reindex (e.g. a custom `reindex` webhook, or `release_merged`). */
  STORYBLOK_REINDEX_ACTION: z
    .string()
    .regex(/^[a-z_.]+$/)
    .default('reindex'),
  /** A full reindex asked within this many seconds after one finished is coalesced with it (replays of a captured body). */
  STORYBLOK_REINDEX_MIN_INTERVAL_S: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Folder of the editors' webhook queue (`webhooks.sqlite`). */
  EDITORS_DATA_DIR: z.string().min(1).default('.data/editors'),
  /** An admin (indexer) key: lets the webhook write vehicles into the live index; `npm start` sets it for its embedded engine. */
  MEILI_ADMIN_KEY: z.string().min(1).optional(),
  /** Meilisearch, e.g. http://127.0.0.1:7700 (`npm start` starts an embedded one and sets these). */
  MEILI_HOST: z.url().optional(),
  /** A search-only key: the web app never holds an admin key (docker compose: MEILI_SEARCH_KEY_FILE, written by the indexer). */
  MEILI_SEARCH_KEY: z.string().optional(),
  MEILI_INDEX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('vehicles'),
  MEILI_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  /** Bytes of rendered pages kept in memory (src/page-cache); 0 turns the page cache off. */
  PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(8 * 1024 ** 3)
    .default(64 * 1024 ** 2),
  /**
   * Shared caches in front of the site (docs/edge-cache.md): how long a CDN or Varnish keeps a page that is the
   * same for everyone, how long it may serve it stale while it asks again or while the site fails, and the purge
   * it is told of on publish and reindex (none, cloudflare, fastly or varnish) with that service's settings.
   */
  EDGE_S_MAXAGE_S: z.coerce.number().int().min(0).max(31_536_000).default(60),
  EDGE_STALE_WHILE_REVALIDATE_S: z.coerce.number().int().min(0).max(31_536_000).default(30),
  EDGE_STALE_IF_ERROR_S: z.coerce.number().int().min(0).max(31_536_000).default(86_400),
  EDGE_PURGE: z.enum(['none', 'cloudflare', 'fastly', 'varnish']).default('none'),
  EDGE_PURGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  CLOUDFLARE_ZONE_ID: z
    .string()
    .regex(/^[a-f0-9]{32}$/, 'the zone id: 32 hexadecimal characters')
    .optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  /** Cloudflare's API base (tests point it at a local stand-in). */
  CLOUDFLARE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.cloudflare.com/client/v4'),
  FASTLY_SERVICE_ID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'the service id: letters and digits')
    .optional(),
  FASTLY_API_TOKEN: z.string().min(1).optional(),
  FASTLY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.fastly.com'),
  /** Fastly: mark purged pages stale instead of removing them (served stale while refetched, or when the site fails). */
  FASTLY_SOFT_PURGE: boolFlag.default(true),
  /** Varnish: every instance to tell, comma-separated base URLs (http://varnish:80); the VCL lets only the site's network ban. */
  VARNISH_PURGE_URLS: z
    .string()
    .regex(/^https?:\/\/\S+(\s*,\s*https?:\/\/\S+)*$/, 'http:// or https:// URLs separated by commas')
    .transform((v) => v.split(',').map((u) => u.trim().replace(/\/+$/, '')))
    .optional(),
  /** Leads (src/leads): where the SQLite database lives, and the webhook they are delivered to. */
  LEADS_DATA_DIR: z.string().min(1).default('.data/leads'),
  /** PostgreSQL for the leads instead of SQLite in LEADS_DATA_DIR: for several instances of the site. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'a postgres:// or postgresql:// URL')
    .optional(),
  /** The database user's password, put into DATABASE_URL (which then need not hold it): rotated as a file of its own. */
  DATABASE_PASSWORD: z.string().min(1).optional(),
  /** E-mail notification of each lead: the SMTP server, the sender, and who gets which lead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'an smtp:// or smtps:// URL')
    .optional(),
  /** The SMTP user's password, put into SMTP_URL (which then names only the user). */
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).max(200).optional(),
  LEADS_EMAIL_TO: z.string().optional(),
  LEADS_EMAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  LEADS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEADS_WEBHOOK_SECRET: z.string().min(16, 'at least 16 characters').optional(),
  LEADS_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  LEADS_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(5_000),
  LEADS_RETRY_MAX_MS: z.coerce.number().int().min(1).max(86_400_000).default(3_600_000),
  LEADS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10_000).default(100),
  LEADS_DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  LEADS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(10_000).default(10),
  LEADS_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Submissions per mailbox (the form's e-mail address, whatever its spelling: src/mail/mailbox.ts) per window. */
  LEADS_RATE_LIMIT_PER_MAILBOX: z.coerce.number().int().min(1).max(10_000).default(5),
  /** Replaced by TRUSTED_PROXIES: a count of hops, read here only to refuse it with what to set instead. */
  LEADS_TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** The reverse proxies whose forwarded headers are believed: IP addresses and CIDR ranges, comma-separated (docs/proxies.md). */
  TRUSTED_PROXIES: z.string().optional(),
  LEADS_MAX_PAYLOAD_BYTES: z.coerce.number().int().min(1_024).max(10_485_760).default(65_536),
  LEADS_MAX_FILES: z.coerce.number().int().min(0).max(50).default(5),
  LEADS_MAX_FILE_BYTES: z.coerce.number().int().min(1_024).max(52_428_800).default(8_388_608),
  /**
   * Days a delivered lead is kept, per form: `*=90; job-application=30` (the default; a rule given replaces the
   * default's rule of the same form). Counted from the delivery; pending and failed leads are kept until delivered.
   */
  LEADS_RETENTION_DAYS: z.string().optional(),
  /**
   * Saved searches and price alerts (src/alerts): how often the index version is looked at, how long between two
   * alerts of one subscription, and the confirmation e-mails allowed per address and per visitor in an hour.
   */
  ALERTS_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  ALERTS_MIN_INTERVAL_H: z.coerce.number().min(0).max(168).default(24),
  ALERTS_CONFIRM_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000).default(3),
  ALERTS_CONFIRM_PER_CLIENT: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Operations (src/log, src/server/middleware): log level, and HSTS on HTTPS responses (0 turns it off). */
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).optional(),
  /**
   * A bearer token that opens `/metrics` from anywhere (src/health/metrics.ts); without it only the internal
   * network (loopback and private addresses) may read it.
   */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Who hears of a lead given up after its retries (src/leads/delivery.ts), comma-separated addresses; sent through SMTP_URL. */
  OPS_EMAIL_TO: z
    .string()
    .regex(/^[^\s,@]+@[^\s,@]+(\s*,\s*[^\s,@]+@[^\s,@]+)*$/, 'e-mail addresses separated by commas')
    .transform((v) => v.split(',').map((a) => a.trim()))
    .optional(),
  NODE_ENV: z.string().optional(),
  /** Hosts a script may navigate to (src/navigation/guard.ts), comma-separated: `maps.google.com,www.example.lu`. */
  PUBLIC_NAVIGATION_ALLOWED_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(\s*,\s*[A-Za-z0-9.-]+)*$/, 'host names separated by commas')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()))
    .default([]),
  /** Google Tag Manager container (GTM-XXXX): loaded only after consent; unset, no tag manager and no banner. */
  PUBLIC_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a container id such as GTM-ABC1234')
    .optional(),
  /** How long a consent choice is kept before it is asked again. */
  PUBLIC_CONSENT_DAYS: z.coerce.number().int().min(1).max(395).default(180),
  /**
   * The dealership maps' tiles (src/locations): an XYZ URL template, self-hosted (`/tiles/{z}/{x}/{y}.png`)
   * or a provider's with its key, and the attribution its licence asks for. Default: OpenStreetMap's.
   */
  PUBLIC_MAP_TILE_URL: z
    .string()
    .regex(/^(https:\/\/[^\s/]+)?\/\S*\{z\}\S*\{x\}\S*\{y\}\S*$/, 'an https:// or site-relative URL holding {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  PUBLIC_MAP_TILE_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
});

export type SiteConfig = {
  useMocks: boolean;
  siteUrl: string;
  /**
   * The reverse proxies whose forwarded headers are read (TRUSTED_PROXIES), as normalised CIDR ranges
   * (`10.0.0.0/8`, `192.0.2.7/32`); empty: none, every forwarded header is ignored. Matched by
   * src/server/proxies.ts.
   */
  trustedProxies: readonly string[];
  /**
   * The route segment overrides as set (`PUBLIC_SEGMENT_<LOCALE>_<SEGMENT>`, empty ones left out): the
   * route table validates them and fills in its own words (src/routing/segments.ts), as the
   * configuration sits below every other folder and knows no segment.
   */
  segmentOverrides: Readonly<Record<string, string>>;
  search: { host: string | undefined; searchKey: string; index: string; timeoutMs: number };
  pageCache: { maxBytes: number };
  edge: EdgeConfig;
  storyblok: {
    token: string | undefined;
    version: 'published' | 'draft';
    endpoint: string | undefined;
    region: 'eu' | 'us' | 'ca' | 'ap' | 'cn';
    /** Deadline of one content fetch. */
    timeoutMs: number;
    /** How often the content version is checked and the redirects datasource re-read (STORYBLOK_CV_POLL_S), ms. */
    cvPollMs: number;
  };
  editors: EditorsConfig;
  leads: LeadsConfig;
  alerts: AlertsConfig;
  ops: OpsConfig;
  navigation: { allowedHosts: string[] };
  tagManager: { containerId: string | null; consentDays: number };
  map: { tileUrl: string; attribution: string };
};

/** Shared caches in front of the site (docs/edge-cache.md): the pages' shared-cache lifetimes (seconds) and the purge. */
export type EdgeConfig = {
  sMaxAge: number;
  staleWhileRevalidate: number;
  staleIfError: number;
  purge:
    | { kind: 'none' }
    | { kind: 'cloudflare'; zoneId: string; token: string; apiUrl: string; timeoutMs: number }
    | { kind: 'fastly'; serviceId: string; token: string; apiUrl: string; soft: boolean; timeoutMs: number }
    | { kind: 'varnish'; urls: string[]; timeoutMs: number };
};

/**
 * Operations: log level, HSTS (seconds; 0 = no Strict-Transport-Security header), and the token that opens
 * `/metrics` from outside the internal network (undefined: the internal network only).
 */
export type OpsConfig = { logLevel: 'debug' | 'info' | 'warn' | 'error'; hstsMaxAge: number; metricsToken: string | undefined };

/** The operations address a lead given up after its retries is reported to (OPS_EMAIL_TO), through the leads' SMTP server. */
export type OpsEmailTarget = { smtpUrl: string; from: string; to: string[]; timeoutMs: number };
/** The editors' side: CMS webhook, preview and the key the webhook indexes with (docs/editors.md). */
export type EditorsConfig = {
  webhookSecret: string | undefined;
  previewToken: string | undefined;
  reindexAction: string;
  /** A full reindex asked within this long (ms) after one finished is coalesced with it. */
  reindexMinIntervalMs: number;
  dataDir: string;
  /** Undefined: vehicle events cannot be indexed by the site (the queue keeps retrying them, and says why). */
  adminKey: string | undefined;
};

/** Settings of the lead store, its webhook delivery and its abuse limits (the README's configuration table). */
export type LeadsConfig = {
  /** Folder holding `leads.sqlite`, absolute or relative to the working directory (created on first use). */
  dataDir: string;
  /** PostgreSQL instead of SQLite (several instances). */
  databaseUrl?: string | undefined;
  /** E-mail notification of each lead; undefined when SMTP_URL is not set. */
  email?: EmailTarget | undefined;
  /** Who hears of a lead given up after its retries (OPS_EMAIL_TO); undefined: the log and the metrics only. */
  opsEmail?: OpsEmailTarget | undefined;
  /** Undefined when no webhook is configured: leads then stay stored for the operator command. `siteUrl`: the origin of the file links. */
  webhook: { url: string; secret: string; timeoutMs: number; siteUrl?: string | undefined } | undefined;
  retry: { baseMs: number; maxMs: number; maxAttempts: number };
  concurrency: number;
  /** Submissions per window: `max` per visitor's address, `perMailbox` per e-mail mailbox; counted in the lead database. */
  rateLimit: { max: number; windowSeconds: number; perMailbox: number };
  /** The reverse proxies whose X-Forwarded-For gives the visitor's address (TRUSTED_PROXIES; empty: the socket's address). */
  trustedProxies: readonly string[];
  limits: { maxPayloadBytes: number; maxFiles: number; maxFileBytes: number };
  /** Days a delivered lead is kept: `days` for every form without its own entry in `byForm`. */
  retention: { days: number; byForm: Record<string, number> };
};

/** Saved searches and price alerts (src/alerts): stored in the lead database, sent through the leads' SMTP server. */
export type AlertsConfig = {
  /** The SMTP server and sender (SMTP_URL, SMTP_FROM); undefined: alert e-mails wait in the outbox. */
  email: { smtpUrl: string; from: string; timeoutMs: number } | undefined;
  /** How often each instance reads the stock index's version to find a change (ms). */
  pollMs: number;
  /** The least time between two alerts of one subscription (ms; 24 h: one a day). */
  minIntervalMs: number;
  /** Confirmation e-mails per address and per visitor's address in one hour. */
  confirmPerAddress: number;
  confirmPerClient: number;
};

/** The default retention: 90 days after delivery, 30 for a job application (a CV is the most personal of leads). */
export const DEFAULT_RETENTION = { days: 90, byForm: { 'job-application': 30 } } as const;

/**
 * Parses `LEADS_RETENTION_DAYS`: rules separated by `;`, each `<form>=<days>` or `*=<days>` (every form
 * without its own rule), 1 to 3650 days; rules given replace the default's of the same form.
 */
export function parseRetention(text: string | undefined): LeadsConfig['retention'] {
  const retention: LeadsConfig['retention'] = { days: DEFAULT_RETENTION.days, byForm: { ...DEFAULT_RETENTION.byForm } };
  for (const part of (text ?? '')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\*|[a-z0-9][a-z0-9-]{0,63})\s*=\s*(\d{1,4})$/.exec(part);
    const days = Number(match?.[2]);
    if (!match || days < 1 || days > 3650) throw new Error(`"${part}" is not <form>=<days> or *=<days> (1 to 3650 days)`);
    if (match[1] === '*') retention.days = days;
    else retention.byForm[match[1]!] = days;
  }
  return retention;
}

const missingSiteUrl = (why: string) =>
  `PUBLIC_SITE_URL is not set: ${why} the site needs its public address for canonical links, hreflang alternates, the ` +
  'sitemap, Open Graph tags and the links in e-mails. Set PUBLIC_SITE_URL to the public origin, e.g. ' +
  'PUBLIC_SITE_URL=https://www.autopolis.lu (the mock content on a local address keeps the local default http://localhost:3000).';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The secrets of the site, the indexer and the operator commands: each is read from its variable or,
 * when that is unset, from the file `<NAME>_FILE` names (a Docker or Kubernetes secret, mounted
 * read-only: no secret in the environment, in `docker inspect` or in a process listing). One list, one
 * reader (`withSecretFiles`), for every program that takes a secret; the README's table marks each.
 */
export const SECRET_VARIABLES = [
  'STORYBLOK_TOKEN',
  'STORYBLOK_PREVIEW_TOKEN',
  'STORYBLOK_WEBHOOK_SECRET',
  'STORYBLOK_MANAGEMENT_TOKEN',
  'MEILI_MASTER_KEY',
  'MEILI_ADMIN_KEY',
  'MEILI_SEARCH_KEY',
  'DATABASE_URL',
  'DATABASE_PASSWORD',
  'SMTP_URL',
  'SMTP_PASSWORD',
  'LEADS_WEBHOOK_SECRET',
  'METRICS_TOKEN',
] as const;
export type SecretVariable = (typeof SECRET_VARIABLES)[number];

/** What to do about a missing file, where a program writes it (docker compose: the indexer writes the keys the site reads). */
const MISSING_FILE_HINTS: Partial<Record<SecretVariable, string>> = {
  MEILI_SEARCH_KEY: 'run the indexer first, it writes the key there',
  MEILI_ADMIN_KEY: 'run the indexer first, it writes the key there',
};

/**
 * The environment with each secret of `names` filled in from `<NAME>_FILE` where the variable itself is
 * unset or empty: the file's content without the white space around it (the newline `echo` and editors
 * add). The variable wins when both are set (`npm start` hands the keys of its embedded engine over in
 * variables). A file named but unreadable or empty is a ConfigError naming the variable and the reason,
 * never the content. Read once, at start: a rotated secret file takes effect at the next start, but for the
 * Meilisearch keys, which the site reads again when the engine refuses them (`rereadSecret`).
 */
export function withSecretFiles(
  env: Record<string, string | undefined>,
  names: readonly string[] = SECRET_VARIABLES,
): Record<string, string | undefined> {
  const out = { ...env };
  for (const name of names) {
    const fileVariable = `${name}_FILE`;
    const file = env[fileVariable]?.trim();
    if (!file || env[name]?.trim()) continue;
    let content: string;
    try {
      content = readFileSync(file, 'utf8').trim();
    } catch (error) {
      const hint = MISSING_FILE_HINTS[name as SecretVariable];
      throw new ConfigError(
        `${fileVariable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})${hint ? `; ${hint}` : ''}`,
      );
    }
    if (!content) throw new ConfigError(`${fileVariable}: ${file} is empty; it should hold ${name}`);
    out[name] = content;
  }
  return out;
}

/** How often a refused key may send the site back to its file: a storm of refused searches reads it once per second. */
export const SECRET_REREAD_MS = 1_000;

const rereadSecrets = new Map<SecretVariable, { value: string; readAt: number }>();

/**
 * The value of a secret that an operator rotates while the site runs: the Meilisearch keys, which the indexer
 * writes to the `keys` volume after the engine restarts with a new master key (docs/operating.md, "Rotate keys and
 * secrets"). Until a caller has been refused, it is `initial`, what the site read at start. `rereadSecret` reads
 * the file again; a variable set directly (`npm start` hands its engine's keys over that way) is never re-read.
 */
export function currentSecret(name: SecretVariable, initial: string): string {
  return rereadSecrets.get(name)?.value ?? initial;
}

/**
 * Reads `<name>_FILE` again after the engine refused the secret, at most once per SECRET_REREAD_MS; true when it
 * now holds another value than `currentSecret`'s (retry with it), false when there is no file, it cannot be read,
 * is empty or unchanged, or was read less than a second ago (the refusal stands).
 */
export function rereadSecret(name: SecretVariable, initial: string, now = Date.now()): boolean {
  const file = process.env[`${name}_FILE`]?.trim();
  if (!file || process.env[name]?.trim()) return false;
  const last = rereadSecrets.get(name);
  if (last && now - last.readAt < SECRET_REREAD_MS) return false;
  const before = currentSecret(name, initial);
  let value: string;
  try {
    value = readFileSync(file, 'utf8').trim();
  } catch {
    value = '';
  }
  rereadSecrets.set(name, { value: value || before, readAt: now });
  return value !== '' && value !== before;
}

/**
 * A URL with the password put in (DATABASE_PASSWORD into DATABASE_URL, SMTP_PASSWORD into SMTP_URL), so a
 * password can be rotated as a file of its own while the URL, which says only where and who, stays in the
 * environment. The URL must name its user.
 */
function withPassword(
  variable: string,
  url: string | undefined,
  passwordVariable: string,
  password: string | undefined,
): string | undefined {
  if (!password) return url;
  if (!url)
    throw new ConfigError(`${passwordVariable} is set but ${variable} is not: the password belongs to the server ${variable} names.`);
  const parsed = new URL(url);
  if (!parsed.username) {
    throw new ConfigError(`${passwordVariable} is set but ${variable} names no user: write the user in it (scheme://user@host…).`);
  }
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** Parses the environment into the site's configuration, or throws a ConfigError saying what to set. */
export function parseConfig(env: Record<string, string | undefined>): SiteConfig {
  // docker compose passes `${VAR:-}` as an empty string: an empty variable is an unset one
  const set = Object.fromEntries(Object.entries(withSecretFiles(env)).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = EnvSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const smtpUrl = withPassword('SMTP_URL', e.SMTP_URL, 'SMTP_PASSWORD', e.SMTP_PASSWORD);
  const databaseUrl = withPassword('DATABASE_URL', e.DATABASE_URL, 'DATABASE_PASSWORD', e.DATABASE_PASSWORD);
  const useMocks = e.PUBLIC_USE_MOCKS ?? e.STORYBLOK_TOKEN === undefined;
  if (!useMocks && !e.STORYBLOK_TOKEN) {
    throw new ConfigError(
      'PUBLIC_USE_MOCKS is false but no Storyblok access token is configured: set STORYBLOK_TOKEN to the ' +
        "space's preview or public token, or set PUBLIC_USE_MOCKS=true to serve the mock content.",
    );
  }
  if (!e.PUBLIC_SITE_URL && !useMocks && e.NODE_ENV !== 'development' && e.NODE_ENV !== 'test') {
    throw new ConfigError(missingSiteUrl('with the real CMS'));
  }
  let proxies: readonly string[];
  try {
    proxies = parseTrustedProxies(e.TRUSTED_PROXIES).entries;
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (e.LEADS_TRUSTED_PROXIES > 0 && e.TRUSTED_PROXIES === undefined) {
    // a count trusts the last X-Forwarded-For entry of any connection, the proxy's or a visitor's who reached
    // the port directly: it cannot be carried over, and ignoring it would give every visitor the proxy's address
    throw new ConfigError(
      `LEADS_TRUSTED_PROXIES=${e.LEADS_TRUSTED_PROXIES} (a number of proxies) is replaced by TRUSTED_PROXIES, the proxies' addresses: ` +
        'set TRUSTED_PROXIES to the address or CIDR range your reverse proxy connects from (e.g. TRUSTED_PROXIES=172.16.0.0/12 ' +
        'for a Docker network), and remove LEADS_TRUSTED_PROXIES. See docs/proxies.md.',
    );
  }
  if (e.LEADS_WEBHOOK_URL && !e.LEADS_WEBHOOK_SECRET) {
    throw new ConfigError(
      'LEADS_WEBHOOK_URL is set but LEADS_WEBHOOK_SECRET is not: set a shared secret (16 characters or more) ' +
        'that the receiver uses to verify the X-Autopolis-Signature header, or unset LEADS_WEBHOOK_URL to keep leads stored only.',
    );
  }
  let email: EmailTarget | undefined;
  if (e.OPS_EMAIL_TO && !(smtpUrl && e.SMTP_FROM)) {
    throw new ConfigError('OPS_EMAIL_TO is set but SMTP_URL or SMTP_FROM is not: the operations e-mail is sent through the SMTP server.');
  }
  if (smtpUrl) {
    if (!e.SMTP_FROM || !e.LEADS_EMAIL_TO) {
      throw new ConfigError(
        'SMTP_URL is set but SMTP_FROM or LEADS_EMAIL_TO is not: set the sender (SMTP_FROM="Autopolis <leads@autopolis.lu>") and ' +
          'the recipients (LEADS_EMAIL_TO="*=leads@autopolis.lu; esch=esch@autopolis.lu"), or unset SMTP_URL.',
      );
    }
    try {
      email = {
        smtpUrl,
        from: e.SMTP_FROM,
        recipients: parseRecipientRules(e.LEADS_EMAIL_TO),
        timeoutMs: e.LEADS_EMAIL_TIMEOUT_MS,
      };
    } catch (error) {
      throw new ConfigError(`LEADS_EMAIL_TO: ${(error as Error).message}`);
    }
  }
  let edgePurge: EdgeConfig['purge'];
  try {
    edgePurge = parseEdgePurge(e);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  let retention: LeadsConfig['retention'];
  try {
    retention = parseRetention(e.LEADS_RETENTION_DAYS);
  } catch (error) {
    throw new ConfigError(`LEADS_RETENTION_DAYS: ${(error as Error).message}`);
  }
  if (e.LEADS_RETRY_MAX_MS < e.LEADS_RETRY_BASE_MS) {
    throw new ConfigError('LEADS_RETRY_MAX_MS must not be smaller than LEADS_RETRY_BASE_MS.');
  }
  return {
    useMocks,
    siteUrl: (e.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
    trustedProxies: proxies,
    segmentOverrides: Object.fromEntries(Object.entries(set).filter(([name]) => name.startsWith('PUBLIC_SEGMENT_'))) as Record<
      string,
      string
    >,
    search: {
      host: e.MEILI_HOST,
      searchKey: e.MEILI_SEARCH_KEY ?? '',
      index: e.MEILI_INDEX,
      timeoutMs: e.MEILI_TIMEOUT_MS,
    },
    pageCache: { maxBytes: e.PAGE_CACHE_MAX_BYTES },
    edge: {
      sMaxAge: e.EDGE_S_MAXAGE_S,
      staleWhileRevalidate: e.EDGE_STALE_WHILE_REVALIDATE_S,
      staleIfError: e.EDGE_STALE_IF_ERROR_S,
      purge: edgePurge,
    },
    storyblok: {
      token: e.STORYBLOK_TOKEN,
      version: e.STORYBLOK_VERSION,
      endpoint: e.STORYBLOK_ENDPOINT,
      region: e.STORYBLOK_REGION,
      timeoutMs: e.STORYBLOK_TIMEOUT_MS,
      cvPollMs: e.STORYBLOK_CV_POLL_S * 1000,
    },
    editors: {
      webhookSecret: e.STORYBLOK_WEBHOOK_SECRET,
      previewToken: e.STORYBLOK_PREVIEW_TOKEN,
      reindexAction: e.STORYBLOK_REINDEX_ACTION,
      reindexMinIntervalMs: e.STORYBLOK_REINDEX_MIN_INTERVAL_S * 1000,
      dataDir: e.EDITORS_DATA_DIR,
      adminKey: e.MEILI_ADMIN_KEY,
    },
    leads: {
      dataDir: e.LEADS_DATA_DIR,
      databaseUrl,
      email,
      opsEmail:
        e.OPS_EMAIL_TO && smtpUrl && e.SMTP_FROM
          ? { smtpUrl, from: e.SMTP_FROM, to: e.OPS_EMAIL_TO, timeoutMs: e.LEADS_EMAIL_TIMEOUT_MS }
          : undefined,
      webhook:
        e.LEADS_WEBHOOK_URL && e.LEADS_WEBHOOK_SECRET
          ? {
              url: e.LEADS_WEBHOOK_URL,
              secret: e.LEADS_WEBHOOK_SECRET,
              timeoutMs: e.LEADS_WEBHOOK_TIMEOUT_MS,
              // the links to the lead's files in the webhook body point at the site's public origin
              siteUrl: (e.PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
            }
          : undefined,
      retry: { baseMs: e.LEADS_RETRY_BASE_MS, maxMs: e.LEADS_RETRY_MAX_MS, maxAttempts: e.LEADS_MAX_ATTEMPTS },
      concurrency: e.LEADS_DELIVERY_CONCURRENCY,
      rateLimit: { max: e.LEADS_RATE_LIMIT_MAX, windowSeconds: e.LEADS_RATE_LIMIT_WINDOW_S, perMailbox: e.LEADS_RATE_LIMIT_PER_MAILBOX },
      trustedProxies: proxies,
      limits: { maxPayloadBytes: e.LEADS_MAX_PAYLOAD_BYTES, maxFiles: e.LEADS_MAX_FILES, maxFileBytes: e.LEADS_MAX_FILE_BYTES },
      retention,
    },
    alerts: {
      email: smtpUrl && e.SMTP_FROM ? { smtpUrl, from: e.SMTP_FROM, timeoutMs: e.LEADS_EMAIL_TIMEOUT_MS } : undefined,
      pollMs: e.ALERTS_POLL_MS,
      minIntervalMs: Math.round(e.ALERTS_MIN_INTERVAL_H * 3_600_000),
      confirmPerAddress: e.ALERTS_CONFIRM_PER_ADDRESS,
      confirmPerClient: e.ALERTS_CONFIRM_PER_CLIENT,
    },
    ops: {
      logLevel: e.LOG_LEVEL,
      // on by default in production (one year), off in development unless set
      hstsMaxAge: e.HSTS_MAX_AGE ?? (e.NODE_ENV === 'production' ? 31_536_000 : 0),
      metricsToken: e.METRICS_TOKEN,
    },
    navigation: { allowedHosts: e.PUBLIC_NAVIGATION_ALLOWED_HOSTS },
    tagManager: { containerId: e.PUBLIC_GTM_ID ?? null, consentDays: e.PUBLIC_CONSENT_DAYS },
    map: { tileUrl: e.PUBLIC_MAP_TILE_URL, attribution: e.PUBLIC_MAP_TILE_ATTRIBUTION },
  };
}

/** The purge EDGE_PURGE names, with the settings it needs, or an error saying which are missing. */
function parseEdgePurge(e: z.infer<typeof EnvSchema>): EdgeConfig['purge'] {
  const timeoutMs = e.EDGE_PURGE_TIMEOUT_MS;
  const missing = (names: string[]) =>
    new Error(`EDGE_PURGE=${e.EDGE_PURGE} needs ${names.join(' and ')} (docs/edge-cache.md), or unset EDGE_PURGE.`);
  switch (e.EDGE_PURGE) {
    case 'none':
      return { kind: 'none' };
    case 'cloudflare':
      if (!e.CLOUDFLARE_ZONE_ID || !e.CLOUDFLARE_API_TOKEN) throw missing(['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN']);
      return {
        kind: 'cloudflare',
        zoneId: e.CLOUDFLARE_ZONE_ID,
        token: e.CLOUDFLARE_API_TOKEN,
        apiUrl: e.CLOUDFLARE_API_URL.replace(/\/+$/, ''),
        timeoutMs,
      };
    case 'fastly':
      if (!e.FASTLY_SERVICE_ID || !e.FASTLY_API_TOKEN) throw missing(['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN']);
      return {
        kind: 'fastly',
        serviceId: e.FASTLY_SERVICE_ID,
        token: e.FASTLY_API_TOKEN,
        apiUrl: e.FASTLY_API_URL.replace(/\/+$/, ''),
        soft: e.FASTLY_SOFT_PURGE,
        timeoutMs,
      };
    case 'varnish':
      if (!e.VARNISH_PURGE_URLS) throw missing(['VARNISH_PURGE_URLS']);
      return { kind: 'varnish', urls: e.VARNISH_PURGE_URLS, timeoutMs };
  }
}

/**
 * The check of a process that is about to serve visitors (`npm start`, the image): in production, listening
 * beyond this machine (the image's HOST=0.0.0.0) is serving the public, whatever the content, and
 * http://localhost:3000 in every canonical link, sitemap entry and e-mail would be wrong without a word. The
 * indexer and the operator commands read the same configuration without serving, so the rule is not parseConfig's.
 */
export function checkServingConfig(env: Record<string, string | undefined>): void {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (env.NODE_ENV === 'production' && !isLoopbackHost(host) && !env.PUBLIC_SITE_URL?.trim()) {
    throw new ConfigError(missingSiteUrl(`in production, listening on ${host},`));
  }
}

/** `localhost`, `127.0.0.1` and the rest of 127/8, `::1`: an address only this machine reaches. */
function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

let cached: SiteConfig | undefined;

/** The configuration of this process (parsed on first use). */
export function config(): SiteConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
