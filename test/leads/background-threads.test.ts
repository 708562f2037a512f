import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteFileReader } from '../../src/leads/sqlite-reader';

/**
 * The threads that deliver leads work below the main thread's priority (issue 39): reading a lead's stored
 * files and writing its e-mail are background work, and on two cores they took the CPU from the main thread
 * that answers visitors (`bench/uploads.ts --deliveries`: `/hello` p99 6.65× its p99 without deliveries,
 * 2.05–2.81× with the threads at nice 10). Linux keeps a nice value per thread: /proc/self/task/<tid>/stat.
 */

/** The nice value of each of this process's threads (the 19th field of its stat line, after the command's parentheses). */
function threadNiceValues(): number[] {
  return fs.readdirSync('/proc/self/task').map((tid) => {
    const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lead-threads-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.platform === 'linux')('the lead file reader thread', () => {
  it('reads a stored file at nice 10, while this thread stays at its own priority', async () => {
    const file = path.join(dir, 'leads.sqlite');
    const db = new Database(file);
    db.exec('CREATE TABLE lead_files (id INTEGER PRIMARY KEY, data BLOB NOT NULL)');
    db.prepare('INSERT INTO lead_files (id, data) VALUES (1, ?)').run(Buffer.from('a photo of the tyres'));
    db.close();
    const own = os.getPriority();
    const before = threadNiceValues().filter((nice) => nice === 10).length;
    const reader = new SqliteFileReader(file);
    try {
      expect((await reader.read(1, 2, 5)).toString()).toBe('photo');
      expect(threadNiceValues().filter((nice) => nice === 10).length).toBe(before + 1);
      expect(os.getPriority()).toBe(own);
    } finally {
      await reader.close();
    }
  });
});
