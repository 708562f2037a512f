import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_FILE, MIGRATIONS, openLeadDatabase } from '../../src/leads/db';
import { PG_MIGRATIONS } from '../../src/leads/store-postgres';
import { retentionCutoffs } from '../../src/leads/retention';
import { LeadInputError } from '../../src/leads/types';
import { BACKENDS, useBackend } from './support/backends';
import { JPEG, lead, PNG, tempDir } from './support/fixtures';

describe('the SQLite lead database', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(() => {
    tmp.remove();
  });

  it('is created on first use in a new folder, in WAL mode with synchronous=FULL, and migrated once', () => {
    const dir = path.join(tmp.dir, 'nested', 'leads');
    const db = openLeadDatabase(dir);
    expect(existsSync(path.join(dir, DB_FILE))).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // 2 = FULL
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.prepare("INSERT INTO leads (key, form, locale, payload, received_at, stored_at) VALUES ('k', 'f', 'fr-lu', '{}', 'x', 'y')").run();
    db.close();
    // Opening again runs no migration twice (it would fail on CREATE TABLE) and keeps the data.
    const again = openLeadDatabase(dir);
    expect(again.prepare('SELECT count(*) AS n FROM leads').get()).toEqual({ n: 1 });
    again.close();
  });

  it('refuses a database from a newer version of the code', () => {
    const db = openLeadDatabase(tmp.dir);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    expect(() => openLeadDatabase(tmp.dir)).toThrow(/newer than this code/);
  });
});

describe.each(BACKENDS)('the lead store on %s', (backend) => {
  const db = useBackend(backend);

  if (backend === 'postgres') {
    it('is migrated once by instances starting together, and refuses a database from a newer version of the code', async () => {
      const stores = await Promise.all([db.open(), db.open(), db.open()]);
      expect(await db.query('SELECT version FROM lead_schema')).toEqual([{ version: PG_MIGRATIONS.length }]);
      expect(await stores[1]!.count()).toBe(0);
      await db.query(`UPDATE lead_schema SET version = ${PG_MIGRATIONS.length + 1}`);
      await expect(db.open()).rejects.toThrow(/newer than this code/);
    });
  }

  describe('readiness (/readyz asks checkWritable)', () => {
    it('says a database that takes writes is writable', async () => {
      const store = await db.open();
      await expect(store.checkWritable()).resolves.toBeUndefined();
      // and writes nothing
      expect(await store.count()).toBe(0);
    });
  });

  describe('storing a lead', () => {
    it('has committed the lead when insert returns: another connection reads it', async () => {
      const store = await db.open();
      const { id, duplicate } = await store.insert(lead({ key: 'committed-before-return-1' }));
      expect(duplicate).toBe(false);
      const rows = await db.query<{ id: number; key: string; payload: string; status: string }>(
        'SELECT id, key, CAST(payload AS TEXT) AS payload, status FROM leads',
      );
      expect(rows).toEqual([{ id, key: 'committed-before-return-1', payload: expect.stringContaining('Anne Muller'), status: 'pending' }]);
    });

    it('stores a double submit with the same key once and answers the first id', async () => {
      const store = await db.open();
      const first = await store.insert(
        lead({ key: 'double-submit-key-1', files: [{ field: 'photos', name: 'a.png', type: 'image/png', data: PNG }] }),
      );
      const second = await store.insert(
        lead({
          key: 'double-submit-key-1',
          payload: { name: 'changed' },
          files: [{ field: 'photos', name: 'b.png', type: 'image/png', data: PNG }],
        }),
      );
      expect(second).toEqual({ id: first.id, duplicate: true });
      expect(await store.count()).toBe(1);
      expect((await store.get(first.id))!.payload).toMatchObject({ name: 'Anne Muller' });
      expect(await db.query('SELECT name FROM lead_files')).toEqual([{ name: 'a.png' }]);
      // Another key is another lead.
      expect((await store.insert(lead({ key: 'double-submit-key-2' }))).duplicate).toBe(false);
      expect(await store.count()).toBe(2);
    });

    it('keeps the payload as JSON and the files as blobs with their hash', async () => {
      const store = await db.open();
      const payload = { name: 'Élise <b>Weber</b>', consent: true, slots: ['09:00', '10:30'], nested: { n: 1.5 } };
      const { id } = await store.insert(
        lead({
          payload,
          locationSlug: 'esch',
          files: [
            { field: 'photos', name: 'front.jpg', type: 'image/jpeg', data: JPEG },
            { field: 'photos', name: 'side.png', type: 'image/png', data: PNG },
          ],
        }),
      );
      const record = (await store.get(id))!;
      expect(record.payload).toEqual(payload);
      expect(record).toMatchObject({
        form: 'test-drive',
        locale: 'fr-lu',
        locationSlug: 'esch',
        receivedAt: '2025-06-02T08:30:00.000Z',
        status: 'pending',
        attempts: 0,
      });
      expect(record.files.map((f) => [f.name, f.type, f.size])).toEqual([
        ['front.jpg', 'image/jpeg', JPEG.byteLength],
        ['side.png', 'image/png', PNG.byteLength],
      ]);
      const files = await store.fileData(id);
      expect(Buffer.compare(files[0]!.data, Buffer.from(JPEG))).toBe(0);
      expect(files[1]!.sha256).toMatch(/^[0-9a-f]{64}$/);
      const valid = backend === 'sqlite' ? 'json_valid(payload) = 1 AS json' : "json_typeof(payload) = 'object' AS json";
      expect((await db.query<{ json: number | boolean }>(`SELECT ${valid} FROM leads`)).map((r) => Boolean(r.json))).toEqual([true]);
    });

    it('refuses input a server action should have refused, storing nothing', async () => {
      const store = await db.open({ maxFiles: 1, maxFileBytes: 256, maxPayloadBytes: 1_024 });
      await expect(store.insert(lead({ key: 'short' }))).rejects.toThrow(LeadInputError);
      await expect(store.insert(lead({ form: 'Not A Form' }))).rejects.toThrow(LeadInputError);
      await expect(store.insert(lead({ payload: { message: 'x'.repeat(2_000) } }))).rejects.toThrow(/payload_too_large/);
      const twoFiles = [PNG, PNG].map((data) => ({ field: 'photos', name: 'p.png', type: 'image/png' as const, data }));
      await expect(store.insert(lead({ files: twoFiles }))).rejects.toThrow(/too_many_files/);
      // A declared type that the bytes do not confirm.
      await expect(store.insert(lead({ files: [{ field: 'photos', name: 'p.jpg', type: 'image/jpeg', data: PNG }] }))).rejects.toThrow(
        /file_type_not_allowed/,
      );
      expect(await store.count()).toBe(0);
    });

    it('lists by status and receipt time', async () => {
      const store = await db.open();
      const a = (await store.insert(lead({ receivedAt: new Date('2025-01-01T00:00:00Z') }))).id;
      const b = (await store.insert(lead({ receivedAt: new Date('2025-03-01T00:00:00Z') }))).id;
      await store.markDelivered(a, new Date());
      expect((await store.list({ status: ['pending'] })).map((l) => l.id)).toEqual([b]);
      expect((await store.list({ since: new Date('2025-02-01T00:00:00Z') })).map((l) => l.id)).toEqual([b]);
      expect((await store.list({ limit: 1 })).map((l) => l.id)).toEqual([a]);
    });
  });

  describe("retention and a person's request (issue 25 §7)", () => {
    const DAY = 86_400_000;
    const NOW = Date.parse('2025-09-01T00:00:00Z');

    it("deletes delivered leads past their form's period with their files, and keeps recent, pending and failed ones", async () => {
      const store = await db.open();
      const photo = [{ field: 'photos', name: 'cv.png', type: 'image/png' as const, data: PNG }];
      const delivered = async (form: string, daysAgo: number, files = false) => {
        const { id } = await store.insert(lead({ form, ...(files ? { files: photo } : {}) }));
        await store.claim(id, NOW, NOW + 1_000);
        await store.markDelivered(id, new Date(NOW - daysAgo * DAY));
        return id;
      };
      const oldApplication = await delivered('job-application', 31, true);
      const recentApplication = await delivered('job-application', 29, true);
      const monthOldTestDrive = await delivered('test-drive', 31);
      const oldTestDrive = await delivered('test-drive', 91, true);
      const pending = (await store.insert(lead({ receivedAt: new Date(NOW - 400 * DAY) }))).id;
      const failed = (await store.insert(lead())).id;
      await store.claim(failed, NOW, NOW + 1_000);
      await store.markAttemptFailed(failed, new Date(NOW - 400 * DAY), 'HTTP 500', undefined);

      const erased = await store.purgeDelivered(retentionCutoffs({ days: 90, byForm: { 'job-application': 30 } }, NOW));

      expect(erased).toEqual({ leads: 2, files: 2 });
      expect((await store.list()).map((l) => l.id)).toEqual([recentApplication, monthOldTestDrive, pending, failed]);
      expect(await store.get(oldApplication)).toBeUndefined();
      expect(await store.get(oldTestDrive)).toBeUndefined();
      // the files went with their leads, in the database itself
      expect(await db.query<{ n: number | string }>('SELECT count(*) AS n FROM lead_files')).toEqual([
        { n: backend === 'postgres' ? '1' : 1 },
      ]);
      expect(await store.purgeDelivered(retentionCutoffs({ days: 90, byForm: { 'job-application': 30 } }, NOW))).toEqual({
        leads: 0,
        files: 0,
      });
    });

    it('finds the leads whose fields hold an address (any case, nothing that merely contains it) and erases them with their files', async () => {
      const store = await db.open();
      const photo = [{ field: 'photos', name: 'a.png', type: 'image/png' as const, data: PNG }];
      const anne = (await store.insert(lead({ files: photo }))).id; // anne@example.lu
      const shouting = (await store.insert(lead({ payload: { name: 'Anne', email: 'ANNE@Example.LU' } }))).id;
      await store.insert(lead({ payload: { name: 'Not Anne', email: 'joanne@example.lu' } }));
      await store.insert(lead({ payload: { name: 'Not Anne', email: 'anne@example.lu.example.com' } }));
      await store.insert(lead({ payload: { name: 'Percent', email: 'an%e@example.lu' } }));
      const bob = (await store.insert(lead({ payload: { name: 'Bob', email: 'bob@example.lu', message: 'write to anne@example.lu too' } })))
        .id;

      const { isAbout } = await import('../../src/leads/retention');
      const about = (await store.findByText('anne@example.lu')).filter((l) => isAbout(l, 'anne@example.lu')).map((l) => l.id);
      expect(about).toEqual([anne, shouting]);
      expect((await store.findByText('an%e@example.lu')).map((l) => l.payload.email)).toEqual(['an%e@example.lu']);

      expect(await store.erase(about)).toEqual({ leads: 2, files: 1 });
      expect(await store.get(anne)).toBeUndefined();
      expect(await store.get(bob)).toBeDefined();
      expect(await db.query<{ n: number | string }>('SELECT count(*) AS n FROM lead_files')).toEqual([
        { n: backend === 'postgres' ? '0' : 0 },
      ]);
      expect(await store.erase([])).toEqual({ leads: 0, files: 0 });
    });
  });
});
