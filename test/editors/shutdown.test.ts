import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEditorQueue } from '../../src/editors/queue';

/**
 * `npm start` (scripts/start.ts) loads src/ beside the built server bundle, which starts the editors'
 * worker on the first request: its stop reaches the bundle's worker through globalThis, as the lead
 * runtime's does. Before, `closeEditors` was called by nobody, and from the start script it would
 * have stopped a worker of its own copy of the module, none: the bundle's worker went on taking jobs
 * while the search engine stopped under them.
 */
describe("the editors' worker on shutdown", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'editors-shutdown-'));
    vi.stubEnv('EDITORS_DATA_DIR', dir);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is stopped, and its queue closed, by the closeEditors of another copy of the module', async () => {
    const bundle = await import('../../src/editors');
    vi.resetModules();
    const script = await import('../../src/editors');
    expect(script).not.toBe(bundle);

    const worker = bundle.startEditorWorker();
    const queue = bundle.editorQueue();
    await worker.settled();
    await script.closeEditors();

    expect(() => queue.nextDueAt()).toThrow(/not open/);
    const other = openEditorQueue(dir);
    try {
      const { job, coalesced } = other.enqueue({ kind: 'story', action: 'published', storyId: 1, fullSlug: 'a-page', bodyHash: 'h1' });
      expect(job?.state).toBe('pending');
      expect(coalesced).toBeUndefined(); // due now, not held back by a replay window
      // a running worker takes a due job at once, before its first await
      worker.wake();
      expect(other.get(job!.id)?.state).toBe('pending');
    } finally {
      other.close();
    }
  }, 120_000);
});
