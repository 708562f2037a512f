import { Readable } from 'node:stream';
import type { LeadStore } from './store';
import type { LeadFileInfo } from './types';

/**
 * A stored file as a stream, read from the store a slice at a time as the consumer asks for more
 * (an SMTP socket, an HTTP response): a lead's 40 MB of photos are never in memory at once, and no
 * read or encoding step holds the event loop for more than a slice. Building the whole webhook body
 * (53 MB of base64 JSON) and the whole e-mail (55 MB) at once took the loop for seconds: `/hello`'s
 * p99 went from 0.77 s to 3.66 s during delivery (issue 39).
 */

/** Bytes read per slice: about a millisecond's read from SQLite (measured 1–1.5 ms) and its base64. */
export const FILE_SLICE_BYTES = 256 * 1024;

export function storedFileStream(store: LeadStore, file: Pick<LeadFileInfo, 'id' | 'size'>, sliceBytes = FILE_SLICE_BYTES): Readable {
  let offset = 0;
  return new Readable({
    // one slice buffered ahead at most: the consumer's pace sets the reads
    highWaterMark: sliceBytes,
    read() {
      if (offset >= file.size) {
        this.push(null);
        return;
      }
      const at = offset;
      offset += sliceBytes;
      store.fileChunk(file.id, at, Math.min(sliceBytes, file.size - at)).then(
        (chunk) => {
          if (chunk.byteLength === 0) {
            // deleted meanwhile (erasure, retention): the consumer must not take a truncated file as whole
            this.destroy(new Error(`lead file ${file.id} is gone or shorter than its recorded ${file.size} bytes`));
            return;
          }
          this.push(chunk);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}
