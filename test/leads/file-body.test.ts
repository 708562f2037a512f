import { describe, expect, it } from 'vitest';
import { FILE_READ_BYTES, storedFileBody } from '../../src/leads/file-stream';
import type { LeadStore } from '../../src/leads/store';

/**
 * The body of a webhook's file link (src/server/middleware/lead-files.ts) is read from the store at the pace the
 * answer is sent, each read handed to the answer whole: the main thread writes it, and a Node stream cut in 256 KB
 * slices and adapted to a web stream cost it more per 40 MB lead (issue 39, bench/uploads.ts --deliveries).
 */

/** A store holding one file of `size` bytes, which records each read. */
function storeWith(size: number, truncateAt = size) {
  const bytes = Buffer.alloc(size, 7);
  const reads: { offset: number; length: number; chunk: Buffer }[] = [];
  const store = {
    async fileChunk(_id: number, offset: number, length: number) {
      const chunk = bytes.subarray(offset, Math.min(offset + length, truncateAt));
      reads.push({ offset, length, chunk });
      return chunk;
    },
  } as Pick<LeadStore, 'fileChunk'> as LeadStore;
  return { store, reads };
}

describe('storedFileBody', () => {
  it('reads nothing before the answer asks, then one read per part, each handed on whole', async () => {
    const size = 2 * FILE_READ_BYTES + 5;
    const { store, reads } = storeWith(size);
    const body = storedFileBody(store, { id: 1, size });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads).toHaveLength(0);
    const reader = body.getReader();
    const parts: Uint8Array[] = [];
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    expect(reads.map((r) => [r.offset, r.length])).toEqual([
      [0, FILE_READ_BYTES],
      [FILE_READ_BYTES, FILE_READ_BYTES],
      [2 * FILE_READ_BYTES, 5],
    ]);
    // the store's buffers themselves: no slicing, no copy
    expect(parts).toHaveLength(3);
    parts.forEach((part, i) => expect(part).toBe(reads[i]!.chunk));
  });

  it('fails rather than end early when the file is gone or shorter than recorded', async () => {
    const size = FILE_READ_BYTES + 10;
    const { store } = storeWith(size, FILE_READ_BYTES + 3);
    const reader = storedFileBody(store, { id: 9, size }).getReader();
    await reader.read();
    await expect(reader.read()).rejects.toThrow(/lead file 9 is gone or shorter/);
  });
});
