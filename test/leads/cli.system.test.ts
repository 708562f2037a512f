import { spawnSync } from 'node:child_process';
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runLeadsCli, since } from '../../src/leads/cli';
import { DB_FILE } from '../../src/leads/db';
import { alertsPersonalData } from '../../src/alerts/personal-data';
import { openAlertSql } from '../../src/alerts/sql';
import { AlertStore, type AddressData } from '../../src/alerts/store';
import type { ExportedLead } from '../../src/leads/export';
import { csvCell } from '../../src/leads/export';
import { openLeadStore } from '../../src/leads/open-store';
import type { LeadStore } from '../../src/leads/store';
import { BACKENDS, useBackend, type Backend } from './support/backends';
import { JPEG, lead, tempDir } from './support/fixtures';
import { deadUrl, startReceiver, type Receiver } from './support/receiver';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'cli-test-secret-0123456789';

let tmp: ReturnType<typeof tempDir>;
let receiver: Receiver | undefined;

beforeEach(() => {
  tmp = tempDir();
});
afterEach(async () => {
  await receiver?.close();
  receiver = undefined;
  tmp.remove();
});

async function cli(args: string[], env: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = await runLeadsCli(args, {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { LEADS_DATA_DIR: tmp.dir, ...(active?.databaseUrl() ? { DATABASE_URL: active.databaseUrl() } : {}), ...env },
    now: () => Date.parse('2025-06-10T12:00:00Z'),
    personalData: [alertsPersonalData],
  });
  return { code, out, err };
}

/** Three leads: delivered (May), pending with a photo (June), failed (June). */
async function seed(): Promise<{ delivered: number; pending: number; failed: number }> {
  const store = await openStore();
  try {
    const delivered = (await store.insert(lead({ form: 'vehicle-interest', receivedAt: new Date('2025-05-01T10:00:00Z') }))).id;
    // as the worker does: the claim counts the attempt before the request, the answer is recorded after
    await store.claim(delivered, Date.now(), Date.now() + 1_000);
    await store.markDelivered(delivered, new Date('2025-05-01T10:00:01Z'));
    const pending = (
      await store.insert(
        lead({
          form: 'tyre-appointment-esch',
          locale: 'en-gb',
          vehicleId: undefined,
          locationSlug: 'esch',
          payload: { name: '=HYPERLINK("http://evil")', plate: 'AB 1234', message: 'Two "winter" tyres,\nplease' },
          files: [{ field: 'photos', name: 'tyre.jpg', type: 'image/jpeg', data: JPEG }],
          receivedAt: new Date('2025-06-08T09:00:00Z'),
        }),
      )
    ).id;
    const failed = (await store.insert(lead({ receivedAt: new Date('2025-06-09T09:00:00Z') }))).id;
    await store.claim(failed, Date.now(), Date.now() + 1_000);
    await store.markAttemptFailed(failed, new Date(), 'HTTP 500: down', undefined);
    return { delivered, pending, failed };
  } finally {
    await store.close();
  }
}

/** The store of the backend under test (SQLite in this test's folder outside `describe.each`). */
function openStore(): Promise<LeadStore> {
  return openLeadStore({ databaseUrl: active?.databaseUrl(), dataDir: tmp.dir });
}

async function leadOf(id: number) {
  const store = await openStore();
  try {
    return await store.get(id);
  } finally {
    await store.close();
  }
}

/** A minimal RFC 4180 reader, to check the export as a spreadsheet would read it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

/** The backend of the enclosing `describe.each`, if any. */
let active: Backend | undefined;

describe.each(BACKENDS)('on %s', (backend) => {
  const db = useBackend(backend);
  beforeEach(() => {
    active = db;
  });
  afterEach(() => {
    active = undefined;
  });

  describe('npm run leads -- list', () => {
    it('lists every lead, or only pending ones, or since a date', async () => {
      const ids = await seed();
      const all = await cli(['list']);
      expect(all.code).toBe(0);
      const lines = all.out.trim().split('\n');
      expect(lines[0]).toMatch(/^id\s+received \(UTC\)\s+form\s+locale\s+about\s+status\s+attempts\s+files\s+last error$/);
      expect(lines[1]).toMatch(
        new RegExp(
          `^${ids.delivered}\\s+2025-05-01 10:00:00Z\\s+vehicle-interest\\s+fr-lu\\s+vehicle 100123-1-ford-puma-titanium\\s+delivered\\s+1`,
        ),
      );
      expect(lines[2]).toMatch(new RegExp(`^${ids.pending}\\s+.*tyre-appointment-esch\\s+en-gb\\s+location esch\\s+pending\\s+0\\s+1$`));
      expect(lines[3]).toMatch(/failed\s+1\s+HTTP 500: down$/);
      expect(lines.at(-1)).toBe('3 leads (1 pending, 1 delivered, 1 failed)');

      const pending = await cli(['list', '--pending']);
      expect(
        pending.out
          .trim()
          .split('\n')
          .slice(1, -1)
          .map((l) => Number(l.split(/\s+/)[0])),
      ).toEqual([ids.pending]);
      expect((await cli(['list', '--since', '2025-06-09'])).out).toMatch(/\n1 lead \(1 failed\)\n$/);
      // An age counts back from now (2025-06-10T12:00Z here).
      expect((await cli(['list', '--since', '3d'])).out).toMatch(/\n2 leads \(1 pending, 1 failed\)\n$/);
    });

    it.runIf(backend === 'sqlite')('says so when no lead was ever stored, without creating a database', async () => {
      const { code, out, err } = await cli(['list'], { LEADS_DATA_DIR: path.join(tmp.dir, 'nothing-here') });
      expect(code).toBe(0);
      expect(out).toMatch(/0 leads\n$/);
      expect(err).toMatch(/no lead database at .*nothing-here/);
    });
  });

  describe('npm run leads -- export', () => {
    it('writes CSV with a column per field, quoted, and neutralised formulas', async () => {
      const ids = await seed();
      const { code, out } = await cli(['export', '--format', 'csv']);
      expect(code).toBe(0);
      expect(out.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(out.slice(1));
      expect(header).toEqual([
        'id',
        'received_at',
        'form',
        'locale',
        'vehicle_id',
        'location_slug',
        'status',
        'attempts',
        'delivered_at',
        'last_error',
        'files',
        'key',
        'field:email',
        'field:message',
        'field:name',
        'field:phone',
        'field:plate',
      ]);
      expect(rows).toHaveLength(3);
      const tyre = rows.find((r) => r[0] === String(ids.pending))!;
      const col = (name: string) => tyre[header!.indexOf(name)];
      expect(col('field:message')).toBe('Two "winter" tyres,\nplease');
      expect(col('field:name')).toBe(`'=HYPERLINK("http://evil")`);
      expect(col('files')).toBe(`tyre.jpg (image/jpeg, ${JPEG.byteLength} B)`);
      expect(col('field:email')).toBe('');
      expect(csvCell('-1+2')).toBe(`'-1+2`);
      expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    });

    it('writes JSON, filtered, with the photos on request, to a file', async () => {
      const ids = await seed();
      const plain = await cli(['export', '--format', 'json', '--since', '2025-06-01']);
      const leads = JSON.parse(plain.out) as ExportedLead[];
      expect(leads.map((l) => l.id)).toEqual([ids.pending, ids.failed]);
      expect(leads[0]!.payload).toMatchObject({ plate: 'AB 1234' });
      expect(leads[0]!.files[0]).not.toHaveProperty('contentBase64');

      const file = path.join(tmp.dir, 'export.json');
      const withFiles = await cli(['export', '--format', 'json', '--pending', '--with-files', '--output', file]);
      expect(withFiles).toMatchObject({ code: 0, out: '' });
      const exported = JSON.parse(readFileSync(file, 'utf8')) as ExportedLead[];
      expect(exported.map((l) => l.id)).toEqual([ids.pending]);
      expect(Buffer.from(exported[0]!.files[0]!.contentBase64!, 'base64')).toEqual(Buffer.from(JPEG));
    });
  });

  describe('npm run leads -- subject | erase (issue 25 §7)', () => {
    it('exports everything stored about an address, then erases it, files and delivery records included, logging no address', async () => {
      const ids = await seed(); // delivered and failed: anne@example.lu; pending: no address
      const store = await openStore();
      const application = (
        await store.insert(
          lead({
            form: 'job-application',
            payload: { name: 'Anne Muller', email: 'Anne@Example.LU', message: 'my CV' },
            files: [{ field: 'cv', name: 'cv.jpg', type: 'image/jpeg', data: JPEG }],
          }),
        )
      ).id;
      const other = (await store.insert(lead({ payload: { name: 'Bob', email: 'bob@example.lu', message: 'cc anne@example.lu' } }))).id;
      await store.close();

      // issue 37: her price alert (confirmed, an alert e-mail waiting) and another address's stay apart
      const alerts = new AlertStore(await openAlertSql({ databaseUrl: active?.databaseUrl(), dataDir: tmp.dir }));
      const mine = await alerts.subscribe(
        {
          email: 'Anne@Example.lu',
          kind: 'price',
          locale: 'fr-lu',
          vehicleId: 100001,
          priceCents: 2_000_000,
          consentText: 'oui',
          seen: null,
        },
        () => ({ subject: 'Confirmez', text: 'confirm', html: '<p>confirm</p>', headers: {} }),
      );
      await alerts.sql.run('UPDATE alert_subscriptions SET confirmed_at = 1 WHERE id = $1', [mine!]);
      await alerts.queueAlert(
        mine!,
        () => true,
        () => ({ subject: 'Baisse de prix', text: 'drop', html: '<p>drop</p>', headers: {} }),
        {},
      );
      await alerts.subscribe(
        { email: 'bob@example.lu', kind: 'search', locale: 'en-gb', search: 'brand=ford', consentText: 'yes', seen: [] },
        () => ({ subject: 'Confirm', text: 'confirm', html: '<p>confirm</p>', headers: {} }),
      );
      await alerts.close();

      const file = path.join(tmp.dir, 'subject.json');
      const exported = await cli(['subject', 'ANNE@example.lu', '--output', file]);
      expect(exported).toMatchObject({ code: 0, out: '' });
      const report = JSON.parse(readFileSync(file, 'utf8')) as { leads: ExportedLead[]; alerts: AddressData };
      const leads = report.leads;
      expect(report.alerts.subscriptions).toMatchObject([
        { email: 'anne@example.lu', kind: 'price', vehicleId: 100001, consentText: 'oui' },
      ]);
      // the confirm token (spent only when followed), the alert's unsubscribe and erase tokens; never a token itself
      expect(report.alerts.tokens.map((t) => t.purpose).sort()).toEqual(['confirm', 'erase', 'unsubscribe']);
      expect(JSON.stringify(report.alerts.tokens)).not.toMatch(/hash|[0-9a-f]{64}/);
      expect(report.alerts.outbox.map((m) => [m.kind, m.subject])).toEqual([
        ['confirm', 'Confirmez'],
        ['alert', 'Baisse de prix'],
      ]);
      expect(leads.map((l) => l.id)).toEqual([ids.delivered, ids.failed, application]);
      // the delivery records are part of it, and the files whole
      expect(leads[0]).toMatchObject({ status: 'delivered', attempts: 1, deliveredAt: '2025-05-01T10:00:01.000Z' });
      expect(leads[1]).toMatchObject({ status: 'failed', lastError: 'HTTP 500: down' });
      expect(Buffer.from(leads[2]!.files[0]!.contentBase64!, 'base64')).toEqual(Buffer.from(JPEG));
      expect(exported.err).toBe(
        `[leads] subject access: 3 leads (leads ${ids.delivered}, ${ids.failed}, ${application}), 1 file, 1 alert subscription, 3 alert tokens and 2 alert e-mails exported for the address asked to ${file}\n`,
      );

      const erased = await cli(['erase', 'anne@example.lu']);
      expect(erased).toEqual({
        code: 0,
        out: '',
        err: `[leads] erasure: 3 leads (leads ${ids.delivered}, ${ids.failed}, ${application}), 1 file and their delivery records, 1 alert subscription, 3 alert tokens and 2 alert e-mails deleted for the address asked\n`,
      });
      expect(`${exported.err}${erased.err}`.toLowerCase()).not.toContain('anne@');
      expect((await cli(['list'])).out).toMatch(/^2 leads \(2 pending\)$/m);
      expect(await leadOf(ids.pending)).toBeDefined();
      expect(await leadOf(other)).toBeDefined();
      const again = await cli(['subject', 'anne@example.lu']);
      expect(JSON.parse(again.out)).toEqual({ leads: [], alerts: { subscriptions: [], tokens: [], outbox: [] } });
      expect(again.err).toBe(
        '[leads] subject access: 0 leads, 0 files, 0 alert subscriptions, 0 alert tokens and 0 alert e-mails exported for the address asked\n',
      );
      // bob's alert, with its token and e-mail, is untouched
      const bob = JSON.parse((await cli(['subject', 'bob@example.lu'])).out) as { alerts: AddressData };
      expect(bob.alerts.subscriptions).toHaveLength(1);
      expect(bob.alerts.tokens).toHaveLength(1);
      expect(bob.alerts.outbox).toHaveLength(1);
    });

    it('an address with only an alert is reported and erased (issue 37: it used to get [])', async () => {
      const alerts = new AlertStore(await openAlertSql({ databaseUrl: active?.databaseUrl(), dataDir: tmp.dir }));
      await alerts.subscribe(
        { email: 'only-alert@example.lu', kind: 'search', locale: 'de-lu', search: 'fuel=electric', consentText: 'ja', seen: [] },
        () => ({ subject: 'Bestätigen', text: 'confirm', html: '<p>confirm</p>', headers: {} }),
      );
      await alerts.close();
      const found = JSON.parse((await cli(['subject', 'only-alert@example.lu'])).out) as { leads: unknown[]; alerts: AddressData };
      expect(found.leads).toEqual([]);
      expect(found.alerts.subscriptions).toMatchObject([{ kind: 'search', search: 'fuel=electric', locale: 'de-lu' }]);
      expect((await cli(['erase', 'only-alert@example.lu'])).err).toContain(
        '1 alert subscription, 1 alert token and 1 alert e-mail deleted',
      );
      const after = new AlertStore(await openAlertSql({ databaseUrl: active?.databaseUrl(), dataDir: tmp.dir }));
      try {
        for (const table of ['alert_subscriptions', 'alert_tokens', 'alert_outbox']) {
          expect(await after.sql.all(`SELECT * FROM ${table}`)).toEqual([]);
        }
      } finally {
        await after.close();
      }
    });

    it('refuses anything but one e-mail address, without repeating it', async () => {
      expect(await cli(['subject'])).toMatchObject({ code: 2, err: expect.stringContaining('subject needs one e-mail address') });
      const wrong = await cli(['erase', 'not-an-address']);
      expect(wrong).toMatchObject({ code: 2, err: expect.stringContaining('erase: the argument is not an e-mail address') });
      expect(wrong.err).not.toContain('not-an-address');
      expect(await cli(['erase', 'a@example.lu', 'b@example.lu'])).toMatchObject({ code: 2 });
    });
  });

  describe('npm run leads -- redeliver', () => {
    it('sends one lead now, signed, and records it', async () => {
      const ids = await seed();
      receiver = await startReceiver();
      const { code, out } = await cli(['redeliver', String(ids.delivered)], {
        LEADS_WEBHOOK_URL: receiver.url,
        LEADS_WEBHOOK_SECRET: SECRET,
      });
      expect({ code, out }).toEqual({ code: 0, out: `lead ${ids.delivered}: delivered\n` });
      expect(receiver.requests).toHaveLength(1);
      expect(await leadOf(ids.delivered)).toMatchObject({ status: 'delivered', attempts: 2 });
    });

    it('requeues every failed lead; one still refused stays queued and exits 1', async () => {
      const ids = await seed();
      receiver = await startReceiver({ statuses: [500] });
      const env = { LEADS_WEBHOOK_URL: receiver.url, LEADS_WEBHOOK_SECRET: SECRET };
      const refused = await cli(['redeliver', '--all-failed'], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(
        new RegExp(`^lead ${ids.failed}: not delivered \\(HTTP 500: refused with 500\\); stays queued, next attempt \\d{4}-`),
      );
      expect(await leadOf(ids.failed)).toMatchObject({ status: 'pending', failedAttempts: 1 });
      // No failed lead any more: nothing to do.
      expect(await cli(['redeliver', '--all-failed'], env)).toMatchObject({ code: 0, out: 'no failed lead to redeliver\n' });
      expect(await cli(['redeliver', String(ids.failed)], env)).toMatchObject({ code: 0, out: `lead ${ids.failed}: delivered\n` });
      expect(await leadOf(ids.failed)).toMatchObject({ status: 'delivered', attempts: 3, lastError: 'HTTP 500: refused with 500' });
    });

    it('fails clearly without a webhook, for an unknown lead, or a webhook that is down', async () => {
      const ids = await seed();
      expect(await cli(['redeliver', '1'])).toMatchObject({ code: 1, err: expect.stringContaining('no delivery is configured') });
      const env = { LEADS_WEBHOOK_URL: await deadUrl(), LEADS_WEBHOOK_SECRET: SECRET };
      expect(await cli(['redeliver', '99'], env)).toMatchObject({ code: 1, err: '[leads] no lead with id 99\n' });
      expect(await cli(['redeliver', String(ids.pending)], env)).toMatchObject({
        code: 1,
        out: expect.stringMatching(/not delivered \(fetch failed.*ECONNREFUSED/),
      });
      expect(await cli(['list'], { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/' })).toMatchObject({
        code: 1,
        err: expect.stringContaining('LEADS_WEBHOOK_SECRET is not'),
      });
    });
  });
});

describe('npm run leads -- backup', () => {
  it('copies the SQLite database consistently while it is open and written, and the copy restores', async () => {
    const ids = await seed();
    // The site is running: a connection is open and its last lead is only in the write-ahead log.
    const running = await openStore();
    const late = (await running.insert(lead({ key: 'stored-just-before-the-backup' }))).id;
    expect(existsSync(path.join(tmp.dir, `${DB_FILE}-wal`))).toBe(true);
    const file = path.join(tmp.dir, 'backups', 'leads-copy.sqlite');
    mkdirSync(path.dirname(file));
    const result = await cli(['backup', file]);
    expect(result).toMatchObject({ code: 0, out: expect.stringMatching(/^backed up .* \(\d+ pages, 4 leads when it finished\)/) });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await running.insert(lead({ key: 'stored-after-the-backup' }));
    await running.close();

    // The copy is one self-contained file (no WAL beside it) holding exactly what was committed before.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((copy.prepare('SELECT id FROM leads ORDER BY id').all() as { id: number }[]).map((r) => r.id)).toEqual([
      ids.delivered,
      ids.pending,
      ids.failed,
      late,
    ]);
    expect((copy.prepare('SELECT count(*) AS n FROM lead_files').get() as { n: number }).n).toBe(1);
    copy.close();

    // Restore: the copy becomes leads.sqlite of a (new) data folder.
    const restored = path.join(tmp.dir, 'restored');
    mkdirSync(restored);
    copyFileSync(file, path.join(restored, DB_FILE));
    const list = await cli(['list'], { LEADS_DATA_DIR: restored });
    expect(list.out).toMatch(/\n4 leads \(2 pending, 1 delivered, 1 failed\)\n$/);
  });

  it('never overwrites, and points to pg_dump for PostgreSQL', async () => {
    await seed();
    const file = path.join(tmp.dir, 'exists.sqlite');
    writeFileSync(file, 'precious');
    expect(await cli(['backup', file])).toMatchObject({ code: 1, err: expect.stringContaining('a backup never overwrites') });
    expect(readFileSync(file, 'utf8')).toBe('precious');
    expect(await cli(['backup'])).toMatchObject({ code: 2 });
    expect(await cli(['backup', path.join(tmp.dir, 'x.sqlite')], { DATABASE_URL: 'postgres://leads@db.internal/leads' })).toMatchObject({
      code: 1,
      err: expect.stringContaining('pg_dump --format=custom'),
    });
  });
});

describe('usage errors', () => {
  it.each([
    [[]],
    [['frobnicate']],
    [['list', '--since', 'yesterday']],
    [['list', '--limit', '0']],
    [['list', '--unknown']],
    [['export', '--format', 'xml']],
    [['export', '--with-files']],
    [['redeliver']],
    [['redeliver', 'abc']],
    [['redeliver', '1', '--all-failed']],
  ])('%j exits 2 with the usage', async (args) => {
    const { code, err } = await cli(args);
    expect(code).toBe(2);
    expect(err).toContain('usage:');
  });

  it('--help prints the usage and exits 0', async () => {
    expect(await cli(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('npm run leads -- list') });
  });

  it('reads --since as a date, a date-time with or without offset, or an age', () => {
    const now = Date.parse('2025-06-10T12:00:00Z');
    expect(since('2025-06-01', now)?.toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(since('2025-06-01T08:00', now)?.toISOString()).toBe('2025-06-01T08:00:00.000Z');
    expect(since('2025-06-01T08:00:00+02:00', now)?.toISOString()).toBe('2025-06-01T06:00:00.000Z');
    expect(since('24h', now)?.toISOString()).toBe('2025-06-09T12:00:00.000Z');
    expect(() => since('2025-13-45', now)).toThrow();
  });
});

describe('the npm script', () => {
  it('runs the command in its own process with its exit codes', async () => {
    await seed();
    const env = { ...process.env, LEADS_DATA_DIR: tmp.dir };
    const list = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', 'list', '--failed'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/\n1 lead \(1 failed\)\n$/);
    const wrong = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/leads.ts', 'export', '--format', 'xml'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(wrong.status).toBe(2);
  });
});
