import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { BodyPace } from './body-pace';

/**
 * Reading a post's body as it streams in, within bounds, without holding the event loop: the bytes
 * are counted chunk by chunk (a body above its bound is refused at the chunk that passes it, before
 * the rest is read), a multipart body is parsed part by part as it arrives (busboy: each socket chunk
 * costs microseconds, where parsing a whole 40 MB body at once held the loop for 100–150 ms, twice, once
 * here and once in the framework), and a body that stalls (a client sending a byte now and then, to
 * hold a connection open) is given up once it falls below its pace (./body-pace.ts). The parsed form is handed to the framework as it is (see
 * `withParsedForm`), so nothing is parsed twice.
 */

export class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

export type BodyBounds = {
  /** The whole body, framing included. */
  maxBytes: number;
  /** Files in the body (empty file inputs excepted). */
  maxFiles: number;
  maxFileBytes: number;
  /** The largest text field. */
  maxFieldBytes: number;
};

/** How often a body's pace is checked while no byte arrives. */
const PACE_CHECK_MS = 500;

export type PaceOptions = {
  /** True while other large uploads wait for a turn: the body must then keep the higher pace (src/server/body-pace.ts). */
  contended?: () => boolean;
};

/** Chunks of `body`, each counted against `maxBytes`, refusing a body that falls below its pace. */
async function* chunksOf(body: ReadableStream<Uint8Array>, maxBytes: () => number, options: PaceOptions = {}): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  const pace = new BodyPace(Date.now());
  let size = 0;
  let finished = false;
  // a read still waiting at a check is waited for after it
  let read: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
  let wake: (() => void) | undefined;
  const ticker = setInterval(() => wake?.(), PACE_CHECK_MS);
  try {
    for (;;) {
      read ??= reader.read();
      const result = await Promise.race([read, new Promise<'check'>((resolve) => (wake = () => resolve('check')))]);
      wake = undefined;
      const now = Date.now();
      if (result !== 'check') {
        read = undefined;
        if (result.done) {
          finished = true;
          return;
        }
        pace.record(result.value.byteLength, now);
      }
      const contended = options.contended?.() ?? false;
      const slow = pace.verdict(now, contended);
      if (slow) {
        throw new BodyRefused(
          408,
          `the body came at ${Math.round(slow.rate)} bytes/s, below the ${slow.needed} needed` +
            (contended ? ' while other uploads waited for a turn' : ''),
        );
      }
      if (result === 'check') continue;
      size += result.value.byteLength;
      if (size > maxBytes()) throw new BodyRefused(413, `body above the ${maxBytes()} bytes of this form`);
      yield result.value;
    }
  } finally {
    clearInterval(ticker);
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/** The whole body (a server function's arguments without files: small), within `maxBytes`. */
export async function readBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  pace?: PaceOptions,
): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  if (body) for await (const chunk of chunksOf(body, () => maxBytes, pace)) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A multipart body parsed as it streams in, as a FormData. `onField` sees each text field as it
 * arrives (the hidden fields that name the server action come first) and may lower `maxBytes` to
 * what that action's form takes. Malformed framing answers 400, a body or a file above its bound 413,
 * a body below its pace 408.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  bounds: BodyBounds,
  onField?: (name: string, value: string, form: FormData) => Partial<BodyBounds> | undefined,
  pace?: PaceOptions,
): Promise<FormData> {
  const form = new FormData();
  let current = bounds;
  let failure: BodyRefused | undefined;
  let files = 0;
  const fail = (error: BodyRefused) => (failure ??= error);
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = new Busboy({
      headers: { 'content-type': contentType },
      limits: { fieldSize: bounds.maxFieldBytes, fileSize: bounds.maxFileBytes, parts: 1000, headerPairs: 20 },
    });
  } catch (error) {
    throw new BodyRefused(400, `malformed multipart body (${(error as Error).message})`);
  }
  const pending: Promise<void>[] = [];
  parser.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
    if (valueTruncated)
      return void fail(new BodyRefused(413, `field ${JSON.stringify(name.slice(0, 40))} above ${current.maxFieldBytes} bytes`));
    form.append(name, value);
    // busboy emits from inside its own write: anything thrown here would escape every try above and
    // stop the process (issue 39), so a refusal by `onField` becomes the body's failure like any other
    try {
      const narrowed = onField?.(name, value, form);
      if (narrowed) current = { ...current, ...narrowed };
    } catch (error) {
      fail(error instanceof BodyRefused ? error : new BodyRefused(400, `the form could not be read (${(error as Error).message})`));
    }
  });
  parser.on('file', (name: string, stream: BusboyFileStream, filename: string | undefined, _encoding: string, mimeType: string) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > current.maxFileBytes) {
        fail(new BodyRefused(413, `a file above the ${current.maxFileBytes} bytes of this form`));
        return;
      }
      chunks.push(chunk);
    });
    stream.on('limit', () => fail(new BodyRefused(413, `a file above the ${current.maxFileBytes} bytes of this form`)));
    pending.push(
      new Promise<void>((resolve) => {
        stream.on('end', () => {
          // an empty file input is sent as a part with no name and no bytes: kept as the browser sent it
          if (size > 0 && ++files > current.maxFiles) fail(new BodyRefused(413, `more than the ${current.maxFiles} files of this form`));
          form.append(name, new ReceivedFile(Buffer.concat(chunks, size), filename ?? 'blob', mimeType || 'application/octet-stream'));
          resolve();
        });
        stream.on('error', () => resolve());
      }),
    );
  });
  const done = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', (error: Error) => {
      const refused = new BodyRefused(400, `malformed multipart body (${error.message})`);
      fail(refused);
      reject(refused);
    });
    parser.on('partsLimit', () => fail(new BodyRefused(413, 'too many parts')));
  });
  done.catch(() => undefined); // read below, once the body is through
  try {
    if (body) {
      for await (const chunk of chunksOf(body, () => current.maxBytes, pace)) {
        if (failure) throw failure;
        if (!parser.write(chunk)) await new Promise<void>((resolve) => parser.once('drain', resolve));
      }
    }
    parser.end();
    await done;
    await Promise.all(pending);
  } catch (error) {
    parser.destroy();
    if (error instanceof BodyRefused) throw error;
    throw new BodyRefused(400, `the body could not be read (${(error as Error).message})`);
  }
  if (failure) throw failure;
  return form;
}

/**
 * A file of a parsed form, its bytes kept as they arrived. A File whose reads hand those bytes out:
 * Node 20's Blob reads its content back through a chain of microtasks, about 300 ms of event loop
 * for 40 MB of photos read once by the form's rules and once by the lead store. The File itself
 * holds no copy (the Blob underneath is empty): every read goes through the methods below, and
 * `arrayBuffer()` hands out the bytes' own buffer when they fill it (a file above a few KB: busboy's
 * parts joined into a buffer of their own), since a copy per read was, in a profile of four 40 MB
 * uploads, the largest piece of the event loop's time after the lead store's insert. Every reader
 * (the form's file rules, the lead store) only reads them.
 */
class ReceivedFile extends File {
  readonly #bytes: Buffer;
  constructor(bytes: Buffer, name: string, type: string) {
    super([], name, { type });
    this.#bytes = bytes;
  }
  override get size(): number {
    return this.#bytes.byteLength;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = this.#bytes;
    if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer) {
      return Promise.resolve(bytes.buffer);
    }
    const copy = new Uint8Array(bytes.byteLength);
    copy.set(bytes);
    return Promise.resolve(copy.buffer);
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  override text(): Promise<string> {
    return Promise.resolve(this.#bytes.toString('utf8'));
  }
  override stream(): ReadableStream<Uint8Array<ArrayBuffer>> {
    return new Blob([this.#bytes as Uint8Array<ArrayBuffer>]).stream();
  }
  override slice(start?: number, end?: number, type?: string): Blob {
    return new Blob([this.#bytes.subarray(start, end) as Uint8Array<ArrayBuffer>], { type: type ?? '' });
  }
}

/**
 * The request as the framework reads it next: the same URL, method and headers, and the form
 * already parsed (Waku asks `request.formData()` for a form post or a server function's multipart
 * arguments).
 */
export function withParsedForm(raw: Request, form: FormData): Request {
  const request = new Request(raw.url, { method: raw.method, headers: raw.headers, body: '', signal: raw.signal });
  Object.defineProperty(request, 'formData', { value: () => Promise.resolve(form) });
  return request;
}

/** The request as the framework reads it next, with the bytes already read. */
export function withBody(raw: Request, bytes: Uint8Array<ArrayBuffer>): Request {
  return new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
}
