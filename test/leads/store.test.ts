import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DB_FILE, MIGRATIONS, openLeadDatabase } from '../../src/leads/db';
import { LeadStore } from '../../src/leads/store';
import { LeadInputError } from '../../src/leads/types';
import { JPEG, lead, PNG, tempDir } from './support/fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHILD = path.join(import.meta.dirname, 'support', 'child-store.ts');

let tmp: ReturnType<typeof tempDir>;
let store: LeadStore | undefined;

beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => {
  store?.close();
  store = undefined;
  tmp.remove();
});

/** A second, independent connection: sees only what was committed. */
function readDirectly<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(tmp.dir, DB_FILE), { readonly: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

describe('the lead database', () => {
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

describe('storing a lead', () => {
  it('has committed the lead when insert returns: another connection reads it', () => {
    store = LeadStore.open(tmp.dir);
    const { id, duplicate } = store.insert(lead({ key: 'committed-before-return-1' }));
    expect(duplicate).toBe(false);
    const rows = readDirectly<{ id: number; key: string; payload: string; status: string }>('SELECT id, key, payload, status FROM leads');
    expect(rows).toEqual([{ id, key: 'committed-before-return-1', payload: expect.stringContaining('Anne Muller'), status: 'pending' }]);
  });

  it('stores a double submit with the same key once and answers the first id', () => {
    store = LeadStore.open(tmp.dir);
    const first = store.insert(
      lead({ key: 'double-submit-key-1', files: [{ field: 'photos', name: 'a.png', type: 'image/png', data: PNG }] }),
    );
    const second = store.insert(
      lead({
        key: 'double-submit-key-1',
        payload: { name: 'changed' },
        files: [{ field: 'photos', name: 'b.png', type: 'image/png', data: PNG }],
      }),
    );
    expect(second).toEqual({ id: first.id, duplicate: true });
    expect(store.count()).toBe(1);
    expect(store.get(first.id)!.payload).toMatchObject({ name: 'Anne Muller' });
    expect(readDirectly('SELECT name FROM lead_files')).toEqual([{ name: 'a.png' }]);
    // Another key is another lead.
    expect(store.insert(lead({ key: 'double-submit-key-2' })).duplicate).toBe(false);
    expect(store.count()).toBe(2);
  });

  it('keeps the payload as JSON and the files as blobs with their hash', () => {
    store = LeadStore.open(tmp.dir);
    const payload = { name: 'Élise <b>Weber</b>', consent: true, slots: ['09:00', '10:30'], nested: { n: 1.5 } };
    const { id } = store.insert(
      lead({
        payload,
        locationSlug: 'esch',
        files: [
          { field: 'photos', name: 'front.jpg', type: 'image/jpeg', data: JPEG },
          { field: 'photos', name: 'side.png', type: 'image/png', data: PNG },
        ],
      }),
    );
    const record = store.get(id)!;
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
    const files = store.fileData(id);
    expect(Buffer.compare(files[0]!.data, Buffer.from(JPEG))).toBe(0);
    expect(files[1]!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(readDirectly<{ json: number }>('SELECT json_valid(payload) AS json FROM leads')).toEqual([{ json: 1 }]);
  });

  it('refuses input a server action should have refused, storing nothing', () => {
    store = LeadStore.open(tmp.dir, { maxFiles: 1, maxFileBytes: 256, maxPayloadBytes: 1_024 });
    expect(() => store!.insert(lead({ key: 'short' }))).toThrow(LeadInputError);
    expect(() => store!.insert(lead({ form: 'Not A Form' }))).toThrow(LeadInputError);
    expect(() => store!.insert(lead({ payload: { message: 'x'.repeat(2_000) } }))).toThrow(/payload_too_large/);
    const twoFiles = [PNG, PNG].map((data) => ({ field: 'photos', name: 'p.png', type: 'image/png' as const, data }));
    expect(() => store!.insert(lead({ files: twoFiles }))).toThrow(/too_many_files/);
    // A declared type that the bytes do not confirm.
    expect(() => store!.insert(lead({ files: [{ field: 'photos', name: 'p.jpg', type: 'image/jpeg', data: PNG }] }))).toThrow(
      /file_type_not_allowed/,
    );
    expect(store.count()).toBe(0);
  });

  it('lists by status and receipt time', () => {
    store = LeadStore.open(tmp.dir);
    const a = store.insert(lead({ receivedAt: new Date('2025-01-01T00:00:00Z') })).id;
    const b = store.insert(lead({ receivedAt: new Date('2025-03-01T00:00:00Z') })).id;
    store.markDelivered(a, new Date());
    expect(store.list({ status: ['pending'] }).map((l) => l.id)).toEqual([b]);
    expect(store.list({ since: new Date('2025-02-01T00:00:00Z') }).map((l) => l.id)).toEqual([b]);
    expect(store.list({ limit: 1 }).map((l) => l.id)).toEqual([a]);
  });
});

type ChildAnswer = { pid: number; id: number; duplicate: boolean };

function runChild(
  key: string,
  startAt: number,
  mode?: 'hang',
): { answer: Promise<ChildAnswer>; exited: Promise<number | null>; kill: () => void } {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, tmp.dir, key, String(startAt), ...(mode ? [mode] : [])], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const answer = new Promise<ChildAnswer>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      out += c;
      const line = out.split('\n')[0];
      if (out.includes('\n')) resolve(JSON.parse(line!) as ChildAnswer);
    });
    void exited.then((code) => reject(new Error(`child exited (${code}) without answering: ${err}`)));
  });
  return { answer, exited, kill: () => child.kill('SIGKILL') };
}

describe('with real processes', () => {
  it('concurrent double submits from separate processes store one lead', async () => {
    const startAt = Date.now() + 2_500; // after every child has started and opened the database
    const children = Array.from({ length: 4 }, () => runChild('same-key-raced-by-four-processes', startAt));
    const answers = await Promise.all(children.map((c) => c.answer));
    await Promise.all(children.map((c) => c.exited));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(readDirectly('SELECT key FROM leads')).toEqual([{ key: 'same-key-raced-by-four-processes' }]);
  });

  it('a process killed right after answering "sent" still has the lead on restart', async () => {
    const child = runChild('killed-right-after-the-answer', 0, 'hang');
    const answer = await child.answer;
    child.kill(); // SIGKILL: no close, no checkpoint, no exit handlers
    expect(await child.exited).toBe(null);
    // The lead is in the write-ahead log, not yet checkpointed into the main file…
    expect(existsSync(path.join(tmp.dir, `${DB_FILE}-wal`))).toBe(true);
    // …and a new process (here: a new store) finds it.
    store = LeadStore.open(tmp.dir);
    const found = store.get(answer.id);
    expect(found).toMatchObject({ key: 'killed-right-after-the-answer', form: 'vehicle-interest', locale: 'de-lu', status: 'pending' });
    expect(found!.payload).toEqual({ name: `process ${answer.pid}`, email: 'race@example.lu' });
  });
});
