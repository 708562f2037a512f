/**
 * `npm run leads` (entry: scripts/leads.ts): the operator's view of the lead store.
 *
 *   npm run leads -- list [--pending | --failed | --delivered] [--since <when>] [--limit <n>]
 *   npm run leads -- export [--format csv|json] [--since <when>] [--pending | --failed | --delivered] [--with-files] [--output <file>]
 *   npm run leads -- redeliver <id> [<id> …] | --all-failed
 *   npm run leads -- backup <file>
 *   npm run leads -- subject <e-mail> [--output <file>]
 *   npm run leads -- erase <e-mail>
 *
 * <when> is an ISO date or date-time (`2025-06-01`, `2025-06-01T08:00:00+02:00`; UTC without an
 * offset) or an age: `30m`, `24h`, `7d`. `export` writes to standard output unless `--output` is
 * given; CSV is one row per lead with a column per form field, JSON has every field, and with
 * `--with-files` the photos as base64. `redeliver` queues the leads with a fresh retry budget and
 * sends each one now; a lead that still fails stays queued for the site's worker. `backup` writes a
 * consistent copy of the SQLite database while the site runs (SQLite's online backup API); with
 * DATABASE_URL it says to use pg_dump instead.
 *
 * A person's request (GDPR articles 15 and 17; retention.ts): `subject` writes everything stored about
 * an e-mail address as JSON, `{ leads, alerts }` (every lead one of whose fields holds the address, any case,
 * with its delivery records and its files as base64; the address's alert subscriptions with their links'
 * tokens, hashes never shown, and their e-mails in the outbox: src/alerts/personal-data.ts, passed in as
 * `personalData`); `erase` deletes those leads, files and delivery records included, and those alerts, tokens
 * and e-mails. Each says what it did on
 * standard error by lead ids and counts, never with the address.
 *
 * Environment: LEADS_DATA_DIR or DATABASE_URL and, for redeliver, the webhook or SMTP settings (the README's
 * configuration table). Exit status: 0 done; 1 could not run (configuration, database, unknown lead, webhook
 * missing) or a redelivered lead was not accepted; 2 wrong arguments.
 */
import { existsSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig, type LeadsConfig } from '../config/env';
import { ADDRESS } from '../config/recipients';
import { DB_FILE } from './db';
import { LeadDeliveryWorker } from './delivery';
import { leadsToCsv, leadsToJson } from './export';
import { openLeadStore } from './open-store';
import { isAbout, normalizeAddress } from './retention';
import type { LeadStore } from './store';
import { SqliteLeadStore } from './store-sqlite';
import type { LeadRecord, LeadStatus } from './types';

const USAGE = `usage:
  npm run leads -- list [--pending | --failed | --delivered] [--since <when>] [--limit <n>]
  npm run leads -- export [--format csv|json] [--since <when>] [--pending | --failed | --delivered] [--with-files] [--output <file>]
  npm run leads -- redeliver <id> [<id> ...] | --all-failed
  npm run leads -- backup <file>
  npm run leads -- subject <e-mail> [--output <file>]
  npm run leads -- erase <e-mail>
<when>: an ISO date or date-time (UTC unless it has an offset), or an age such as 30m, 24h, 7d`;

class UsageError extends Error {}
class CliError extends Error {}

export type CliIo = {
  out: (text: string) => void;
  err: (text: string) => void;
  env: Record<string, string | undefined>;
  now?: () => number;
  /**
   * The other stores of a person's data in the lead database, answered by `subject` and `erase` with the leads:
   * the alerts (src/alerts/personal-data.ts), passed by scripts/leads.ts (a lower floor cannot import them).
   */
  personalData: readonly PersonalDataHolder[];
};

/** A store of personal data beside the leads, keyed by e-mail address. */
export type PersonalDataHolder = {
  /** Its key in the `subject` JSON (`alerts`). */
  name: string;
  /** Everything it holds about the address, and what that is in counts (`1 alert subscription, …`), or undefined: no database yet. */
  subject(settings: LeadsConfig, address: string): Promise<{ data: unknown; counts: string } | undefined>;
  /** Deletes it all; resolves to what was deleted in counts, or undefined: no database yet. */
  erase(settings: LeadsConfig, address: string): Promise<string | undefined>;
  /** What `subject` reports, and `erase` says, when there is no database yet. */
  empty: { data: unknown; counts: string };
};

export async function runLeadsCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`[leads] ${error.message}\n${USAGE}\n`);
      return 2;
    }
    if (error instanceof CliError || error instanceof ConfigError) {
      io.err(`[leads] ${error.message}\n`);
      return 1;
    }
    io.err(`[leads] failed: ${(error as Error)?.stack ?? String(error)}\n`);
    return 1;
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    if (command === undefined) throw new UsageError('a command is needed');
    io.out(`${USAGE}\n`);
    return 0;
  }
  const now = io.now?.() ?? Date.now();
  switch (command) {
    case 'list': {
      const v = parse(rest, { ...STATUS_OPTIONS, since: { type: 'string' }, limit: { type: 'string' } });
      const filter = {
        status: statusFilter(v),
        since: since(v.since as string | undefined, now),
        limit: positiveInt(v.limit as string | undefined, '--limit'),
      };
      const settings = leadsSettings(io.env);
      const leads = (await withStore(settings, io, (store) => store.list(filter))) ?? [];
      io.out(formatList(leads));
      return 0;
    }
    case 'export': {
      const v = parse(rest, {
        ...STATUS_OPTIONS,
        format: { type: 'string', default: 'csv' },
        since: { type: 'string' },
        'with-files': { type: 'boolean', default: false },
        output: { type: 'string', short: 'o' },
      });
      const format = v.format as string;
      if (format !== 'csv' && format !== 'json') throw new UsageError(`--format is csv or json, got "${format}"`);
      if (v['with-files'] && format !== 'json') throw new UsageError('--with-files needs --format json');
      const filter = { status: statusFilter(v), since: since(v.since as string | undefined, now) };
      const settings = leadsSettings(io.env);
      const text =
        (await withStore(settings, io, async (store) => {
          const leads = await store.list(filter);
          if (format === 'csv') return leadsToCsv(leads);
          if (!v['with-files']) return leadsToJson(leads);
          const files = new Map(await Promise.all(leads.map(async (l) => [l.id, await store.fileData(l.id)] as const)));
          return leadsToJson(leads, (id) => files.get(id) ?? []);
        })) ?? (format === 'csv' ? leadsToCsv([]) : leadsToJson([]));
      if (typeof v.output === 'string') {
        await writeFile(v.output, text, { mode: 0o600 });
        io.err(`[leads] wrote ${v.output}\n`);
      } else {
        io.out(text);
      }
      return 0;
    }
    case 'redeliver': {
      let parsed;
      try {
        parsed = parseArgs({
          args: [...rest],
          options: { 'all-failed': { type: 'boolean', default: false } },
          strict: true,
          allowPositionals: true,
        });
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      const { values, positionals } = parsed;
      if (values['all-failed'] === positionals.length > 0) throw new UsageError('redeliver needs lead ids or --all-failed (not both)');
      const ids = positionals.map((p) => {
        if (!/^[1-9]\d{0,15}$/.test(p)) throw new UsageError(`a lead id is a positive integer, got "${p}"`);
        return Number(p);
      });
      const settings = leadsSettings(io.env);
      if (!settings.webhook && !settings.email) {
        throw new CliError(
          'no delivery is configured: set LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET, or SMTP_URL, SMTP_FROM and LEADS_EMAIL_TO',
        );
      }
      return await redeliver(settings, ids, io);
    }
    case 'backup': {
      let positionals: string[];
      try {
        positionals = parseArgs({ args: [...rest], options: {}, strict: true, allowPositionals: true }).positionals;
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      if (positionals.length !== 1) throw new UsageError('backup needs one file to write');
      return await backup(leadsSettings(io.env), positionals[0]!, io);
    }
    case 'subject':
    case 'erase': {
      let parsed;
      try {
        parsed = parseArgs({
          args: [...rest],
          options: command === 'subject' ? { output: { type: 'string', short: 'o' } } : {},
          strict: true,
          allowPositionals: true,
        });
      } catch (error) {
        throw new UsageError((error as Error).message);
      }
      // the address is never repeated in a message: what is logged of a person's request is counts and lead ids
      if (parsed.positionals.length !== 1) throw new UsageError(`${command} needs one e-mail address`);
      const address = normalizeAddress(parsed.positionals[0]!);
      if (!ADDRESS.test(address)) throw new UsageError(`${command}: the argument is not an e-mail address`);
      const settings = leadsSettings(io.env);
      const output = (parsed.values as { output?: string }).output;
      return command === 'subject' ? await subject(settings, address, output, io) : await erase(settings, address, io);
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

const STATUS_OPTIONS = {
  pending: { type: 'boolean', default: false },
  failed: { type: 'boolean', default: false },
  delivered: { type: 'boolean', default: false },
} as const;

type OptionSpec = Record<string, { type: 'string' | 'boolean'; default?: string | boolean; short?: string }>;

function parse(args: readonly string[], options: OptionSpec): Record<string, string | boolean | undefined> {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | boolean | undefined
    >;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function statusFilter(v: Record<string, unknown>): LeadStatus[] | undefined {
  const statuses = (['pending', 'failed', 'delivered'] as const).filter((s) => v[s] === true);
  return statuses.length ? statuses : undefined;
}

/** `7d`, `24h`, `30m`, or an ISO date / date-time. */
export function since(text: string | undefined, now: number): Date | undefined {
  if (text === undefined) return undefined;
  const age = /^(\d{1,6})([mhd])$/.exec(text);
  if (age) return new Date(now - Number(age[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[age[2] as 'm' | 'h' | 'd']);
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) {
    const iso = text.replace(' ', 'T');
    const date = new Date(/T.*(Z|[+-]\d{2}:?\d{2})$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new UsageError(`--since takes a date (2025-06-01), a date-time or an age (7d, 24h, 30m), got "${text}"`);
}

function positiveInt(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  if (!/^[1-9]\d{0,6}$/.test(text)) throw new UsageError(`${name} takes a positive integer, got "${text}"`);
  return Number(text);
}

function leadsSettings(env: Record<string, string | undefined>): LeadsConfig {
  return parseConfig(env).leads;
}

/** Runs `fn` on the store, or returns undefined (after saying so) when no lead was ever stored in SQLite there. */
async function withStore<T>(settings: LeadsConfig, io: CliIo, fn: (store: LeadStore) => Promise<T>): Promise<T | undefined> {
  if (!settings.databaseUrl) {
    const file = path.resolve(settings.dataDir, DB_FILE);
    if (!existsSync(file)) {
      io.err(`[leads] no lead database at ${file} yet (LEADS_DATA_DIR): no lead has been stored\n`);
      return undefined;
    }
  }
  const store = await openLeadStore(settings);
  try {
    return await fn(store);
  } finally {
    await store.close();
  }
}

/**
 * A consistent copy of the SQLite database while the site keeps running and writing (the online
 * backup API copies a snapshot; no lead committed before it started is missing, none is half there).
 */
async function backup(settings: LeadsConfig, target: string, io: CliIo): Promise<number> {
  if (settings.databaseUrl) {
    throw new CliError(
      'the leads are in PostgreSQL (DATABASE_URL): back them up with pg_dump, which is consistent while the site runs:\n' +
        '  pg_dump --format=custom --file=leads.dump "$DATABASE_URL"\n' +
        'and restore with: pg_restore --clean --if-exists --dbname="$DATABASE_URL" leads.dump',
    );
  }
  const file = path.resolve(settings.dataDir, DB_FILE);
  if (!existsSync(file)) throw new CliError(`no lead database at ${file} (LEADS_DATA_DIR)`);
  const out = path.resolve(target);
  if (existsSync(out)) throw new CliError(`${out} exists: choose a new file (a backup never overwrites)`);
  const store = SqliteLeadStore.open(settings.dataDir);
  try {
    const started = Date.now();
    const { totalPages } = await store.backup(out);
    await chmod(out, 0o600);
    const leads = await store.count();
    io.out(`backed up ${file} to ${out} (${totalPages} pages, ${leads} leads when it finished) in ${Date.now() - started} ms\n`);
    return 0;
  } finally {
    await store.close();
  }
}

/** Every lead about the address (a field holds it exactly, any case). */
async function leadsAbout(store: LeadStore, address: string): Promise<LeadRecord[]> {
  return (await store.findByText(address)).filter((lead) => isAbout(lead, address));
}

const describeIds = (leads: readonly LeadRecord[]) =>
  leads.length ? ` (lead${leads.length === 1 ? '' : 's'} ${leads.map((l) => l.id).join(', ')})` : '';

/** `subject`: everything stored about the address, as JSON: its leads (with their delivery records and files) and the other holders' data. */
async function subject(settings: LeadsConfig, address: string, output: string | undefined, io: CliIo): Promise<number> {
  const found = (await withStore(settings, io, async (store) => {
    const leads = await leadsAbout(store, address);
    const files = new Map(await Promise.all(leads.map(async (l) => [l.id, await store.fileData(l.id)] as const)));
    return { leads, json: JSON.parse(leadsToJson(leads, (id) => files.get(id) ?? [])) as unknown };
  })) ?? { leads: [], json: [] };
  const others = await Promise.all(io.personalData.map(async (h) => [h.name, (await h.subject(settings, address)) ?? h.empty] as const));
  const text = `${JSON.stringify({ leads: found.json, ...Object.fromEntries(others.map(([name, o]) => [name, o.data])) }, null, 2)}\n`;
  const files = found.leads.reduce((n, l) => n + l.files.length, 0);
  if (output !== undefined) await writeFile(output, text, { mode: 0o600 });
  else io.out(text);
  io.err(
    `[leads] subject access: ${plural(found.leads.length, 'lead')}${describeIds(found.leads)}, ${plural(files, 'file')}` +
      `${others.map(([, o]) => `, ${o.counts}`).join('')} exported for the address asked${output !== undefined ? ` to ${output}` : ''}\n`,
  );
  return 0;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** `erase`: deletes every lead about the address, its files and its delivery records, and what the other holders keep of it. */
async function erase(settings: LeadsConfig, address: string, io: CliIo): Promise<number> {
  // the others first: the leads' erasure then checkpoints SQLite's write-ahead log, so no deleted row stays in it
  const others = [];
  for (const h of io.personalData) others.push((await h.erase(settings, address)) ?? h.empty.counts);
  const result = await withStore(settings, io, async (store) => {
    const leads = await leadsAbout(store, address);
    return { leads, erased: await store.erase(leads.map((l) => l.id)) };
  });
  const leads = result?.leads ?? [];
  const erased = result?.erased ?? { leads: 0, files: 0 };
  io.err(
    `[leads] erasure: ${plural(erased.leads, 'lead')}${describeIds(leads)}, ${plural(erased.files, 'file')} and their delivery records` +
      `${others.map((o) => `, ${o}`).join('')} deleted for the address asked\n`,
  );
  return 0;
}

async function redeliver(settings: LeadsConfig, ids: number[], io: CliIo): Promise<number> {
  if (!settings.databaseUrl) {
    const file = path.resolve(settings.dataDir, DB_FILE);
    if (!existsSync(file)) throw new CliError(`no lead database at ${file} (LEADS_DATA_DIR)`);
  }
  const store = await openLeadStore(settings);
  try {
    const unknown: number[] = [];
    for (const id of ids) if (!(await store.get(id))) unknown.push(id);
    if (unknown.length) throw new CliError(`no lead with id ${unknown.join(', ')}`);
    const queued = ids.length ? await store.requeue({ ids }) : await store.requeue({ status: 'failed' });
    if (queued.length === 0) {
      io.out('no failed lead to redeliver\n');
      return 0;
    }
    const quiet = { info() {}, warn() {}, error() {} };
    const worker = new LeadDeliveryWorker({ store, webhook: settings.webhook, email: settings.email, retry: settings.retry, log: quiet });
    let notAccepted = 0;
    for (const id of queued) {
      const outcome = await worker.attempt(id);
      if (!outcome) {
        io.out(`lead ${id}: queued; another worker (the running site) is sending it now\n`);
      } else if (outcome.delivered) {
        io.out(`lead ${id}: delivered\n`);
      } else {
        notAccepted++;
        const next = outcome.nextAttemptAt
          ? `; stays queued, next attempt ${new Date(outcome.nextAttemptAt).toISOString()}`
          : '; marked failed';
        io.out(`lead ${id}: not delivered (${outcome.error})${next}\n`);
      }
    }
    return notAccepted ? 1 : 0;
  } finally {
    await store.close();
  }
}

function formatList(leads: readonly LeadRecord[]): string {
  const rows = leads.map((l) => [
    String(l.id),
    l.receivedAt.replace('T', ' ').replace(/\.\d{3}Z$/, 'Z'),
    l.form,
    l.locale,
    l.vehicleId ? `vehicle ${l.vehicleId}` : l.locationSlug ? `location ${l.locationSlug}` : '',
    l.status,
    String(l.attempts),
    l.files.length ? String(l.files.length) : '',
    oneLine(l.lastError ?? '').slice(0, 80),
  ]);
  const header = ['id', 'received (UTC)', 'form', 'locale', 'about', 'status', 'attempts', 'files', 'last error'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const counts = (['pending', 'delivered', 'failed'] as const)
    .map((s) => [s, leads.filter((l) => l.status === s).length] as const)
    .filter(([, n]) => n > 0)
    .map(([s, n]) => `${n} ${s}`);
  const summary = `${leads.length} lead${leads.length === 1 ? '' : 's'}${counts.length ? ` (${counts.join(', ')})` : ''}`;
  return `${[line(header), ...rows.map(line)].join('\n')}\n${summary}\n`;
}

/** Control characters in stored text never reach the operator's terminal. */
function oneLine(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ');
}
