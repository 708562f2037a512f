import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DB_FILE } from '../../src/leads/db';
import { BACKENDS, useBackend } from './support/backends';

/** The lead store used by separate processes (support/child-store.ts): what one process alone cannot show. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const CHILD = path.join(import.meta.dirname, 'support', 'child-store.ts');

describe.each(BACKENDS)('the lead store on %s', (backend) => {
  const db = useBackend(backend);

  type ChildAnswer = { pid: number; id: number; duplicate: boolean };

  function runChild(
    key: string,
    mode?: 'hang',
  ): { ready: Promise<void>; go: () => void; answer: Promise<ChildAnswer>; exited: Promise<number | null>; kill: () => void } {
    const url = db.databaseUrl();
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, db.dir(), key, ...(mode ? [mode] : [])], {
      cwd: ROOT,
      env: { ...process.env, ...(url ? { DATABASE_URL: url } : {}) },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // the child's first line says its store is open, the second is its answer
    const lines = (n: number) =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const all = out.split('\n');
          if (all.length > n) resolve(all[n - 1]!);
        };
        child.stdout.on('data', look);
        look();
        void exited.then((code) => reject(new Error(`child exited (${code}) before line ${n}: ${err}`)));
      });
    child.stdout.on('data', (c: Buffer) => (out += c));
    const ready = lines(1).then((line) => void expect(line).toBe('ready'));
    const answer = lines(2).then((line) => JSON.parse(line) as ChildAnswer);
    return { ready, go: () => child.stdin.end('go\n'), answer, exited, kill: () => child.kill('SIGKILL') };
  }

  describe('with real processes', () => {
    it('concurrent double submits from separate processes store one lead', async () => {
      const children = Array.from({ length: 4 }, () => runChild('same-key-raced-by-four-processes'));
      // every child has started and opened the database: all go at once
      await Promise.all(children.map((c) => c.ready));
      for (const c of children) c.go();
      const answers = await Promise.all(children.map((c) => c.answer));
      await Promise.all(children.map((c) => c.exited));
      expect(new Set(answers.map((a) => a.id)).size).toBe(1);
      expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
      expect(await db.query('SELECT key FROM leads')).toEqual([{ key: 'same-key-raced-by-four-processes' }]);
    });

    it('a process killed right after answering "sent" still has the lead on restart', async () => {
      const child = runChild('killed-right-after-the-answer', 'hang');
      await child.ready;
      child.go();
      const answer = await child.answer;
      child.kill(); // SIGKILL: no close, no checkpoint, no exit handlers
      expect(await child.exited).toBe(null);
      // SQLite: the lead is in the write-ahead log, not yet checkpointed into the main file…
      if (backend === 'sqlite') expect(existsSync(path.join(db.dir(), `${DB_FILE}-wal`))).toBe(true);
      // …and a new process (here: a new store) finds it.
      const store = await db.open();
      const found = await store.get(answer.id);
      expect(found).toMatchObject({ key: 'killed-right-after-the-answer', form: 'vehicle-interest', locale: 'de-lu', status: 'pending' });
      expect(found!.payload).toEqual({ name: `process ${answer.pid}`, email: 'race@example.lu' });
    });
  });
});
