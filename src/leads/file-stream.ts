import { Readable } from 'node:stream';
import type { LeadStore } from './store';
import type { LeadFileInfo } from './types';

/**
 * A stored file as a stream, read from the store a part at a time as the consumer asks for more
 * (an SMTP socket, an HTTP response): a lead's 40 MB of photos are never in memory at once, and no
 * read or encoding step holds the event loop for long. Building the whole webhook body (53 MB of
 * base64 JSON) and the whole e-mail (55 MB) at once took the loop for seconds: `/hello`'s p99 went
 * from 0.77 s to 3.66 s during delivery (issue 39).
 *
 * The store is asked for `readBytes` at a time and the consumer is handed `sliceBytes` at a time:
 * SQLite loads a whole BLOB for any slice of it (on its reader thread, sqlite-reader.ts), so an 8 MB
 * photo read in 1 MB parts is loaded 8 times, not 31; and nodemailer base64-encodes and wraps each
 * slice it is handed on the main thread, about a millisecond per 256 KB.
 */

/** Bytes handed to the consumer at a time. */
export const FILE_SLICE_BYTES = 256 * 1024;
/** Bytes asked of the store at a time. */
export const FILE_READ_BYTES = 1024 * 1024;

/** Which stored file each stream of `storedFileStream` reads, for a consumer that can read it another way (`storedFileOf`). */
const streamed = new WeakMap<Readable, { store: LeadStore; file: Pick<LeadFileInfo, 'id' | 'size'> }>();

/**
 * The store and file a stream of `storedFileStream` reads, while nothing has been read from it: the mail thread reads
 * such a file itself through the store's `filePort` instead of being handed its bytes by the main thread.
 */
export function storedFileOf(stream: unknown): { store: LeadStore; file: Pick<LeadFileInfo, 'id' | 'size'> } | undefined {
  return stream instanceof Readable && stream.readableDidRead !== true && !stream.destroyed ? streamed.get(stream) : undefined;
}

export function storedFileStream(
  store: LeadStore,
  file: Pick<LeadFileInfo, 'id' | 'size'>,
  sliceBytes = FILE_SLICE_BYTES,
  readBytes = Math.max(sliceBytes, FILE_READ_BYTES),
): Readable {
  let offset = 0;
  /** Read from the store, not handed out yet. */
  let held: Buffer = Buffer.alloc(0);
  const stream = new Readable({
    // one slice buffered ahead at most: the consumer's pace sets the reads
    highWaterMark: sliceBytes,
    read() {
      if (held.byteLength > 0) {
        this.push(held.subarray(0, sliceBytes));
        held = held.subarray(sliceBytes);
        return;
      }
      if (offset >= file.size) {
        this.push(null);
        return;
      }
      const at = offset;
      const length = Math.min(readBytes, file.size - at);
      offset += length;
      store.fileChunk(file.id, at, length).then(
        (chunk) => {
          if (chunk.byteLength < length) {
            // deleted meanwhile (erasure, retention): the consumer must not take a truncated file as whole
            this.destroy(new Error(`lead file ${file.id} is gone or shorter than its recorded ${file.size} bytes`));
            return;
          }
          this.push(chunk.subarray(0, sliceBytes));
          held = chunk.subarray(sliceBytes);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
  streamed.set(stream, { store, file: { id: file.id, size: file.size } });
  return stream;
}

/**
 * A stored file as the body of an HTTP answer (a webhook's file link, src/server/middleware/lead-files.ts): the store
 * read `readBytes` at a time when the answer's socket takes more (no read ahead), each read handed on whole. The
 * answer is written by the main thread, so every step here is its time: served as a Node stream cut in 256 KB slices
 * and adapted to a web stream (`Readable.toWeb`), the adapter's handler alone took 94 ms more of it during four
 * 40 MB leads' deliveries than without them (bench/uploads.ts --deliveries with BENCH_CPU_PROFILE, 28 November 2026,
 * load 11-14); a pull of whole 1 MB reads has a quarter of the parts and no adapter.
 */
export function storedFileBody(
  store: LeadStore,
  file: Pick<LeadFileInfo, 'id' | 'size'>,
  readBytes = FILE_READ_BYTES,
): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset >= file.size) return controller.close();
        const at = offset;
        const length = Math.min(readBytes, file.size - at);
        offset += length;
        const chunk = await store.fileChunk(file.id, at, length);
        // deleted meanwhile (erasure, retention): the receiver must not take a truncated file as whole
        if (chunk.byteLength < length) throw new Error(`lead file ${file.id} is gone or shorter than its recorded ${file.size} bytes`);
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
}
