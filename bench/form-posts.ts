/**
 * A visitor's form post as the browser sends it, for the upload benchmark and the fault tests: the hidden
 * fields of a page's lead form, a phone's photo, the multipart body; and a body a form must refuse as it streams.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

/** The tyre offer form: the form with photos (up to five of 8 MB) that the upload bench and the battery post. */
export const TYRE_OFFER_PAGE = '/formulaires/demande-offre-pneus';

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden fields of the first lead form of a page (React's action fields, the submission key, …). */
export async function hiddenFields(url: string): Promise<[string, string][]> {
  const html = await (await fetch(url)).text();
  const form = /<form[^>]*class="[^"]*lead-form[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`no lead form at ${url}`);
  const fields: [string, string][] = [];
  for (const input of form.match(/<input[^>]*type="hidden"[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) fields.push([decode(name), decode(/value="([^"]*)"/.exec(input)?.[1] ?? '')]);
  }
  return fields;
}

/**
 * A photo as a phone sends it, `size` bytes: a JPEG whose header parses (SOI, JFIF, a baseline frame
 * of 4000 × 3000, as the sniffer of src/files checks it), then noise as compressed data is, then EOI.
 */
export function jpegPhoto(size: number): Uint8Array<ArrayBuffer> {
  const header = [
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0,
    0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01,
  ];
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set(header);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}

/** A form's fields and files as the browser encodes them (multipart), with its content type. */
export async function multipartBody(data: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const request = new Request('http://x/', { method: 'POST', body: data });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Streams `size` bytes of multipart-looking data to `path` without a declared length (chunked). */
export function streamPost(url: string, path: string, size: number): Promise<{ status: number; sent: number }> {
  return new Promise((resolve) => {
    const req = http.request(`${url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=----faults', 'Transfer-Encoding': 'chunked' },
    });
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const pump = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
      req.destroy();
    });
    req.on('error', () => resolve({ status: 0, sent }));
    pump();
  });
}

/** The form filled in as a visitor would, with the photos, encoded as the browser sends it. */
export async function tyreOfferBody(
  origin: string,
  photos: Uint8Array<ArrayBuffer>[],
  n: number,
): Promise<{ body: Uint8Array; type: string }> {
  const data = new FormData();
  for (const [k, v] of await hiddenFields(`${origin}${TYRE_OFFER_PAGE}`)) data.append(k, v);
  for (const [k, v] of Object.entries({
    vehicle: 'Ford Ranger',
    tyreSize: '205/55 R16',
    season: 'winter',
    quantity: '4',
    name: `Upload Bench ${n}`,
    email: `upload-bench-${n}@example.com`,
    contact: 'email',
    consent: 'on',
  }))
    data.set(k, v);
  photos.forEach((p, i) => data.append('photos', new File([p], `tyre-${i + 1}.jpg`, { type: 'image/jpeg' })));
  const { body, contentType } = await multipartBody(data);
  return { body, type: contentType };
}

/** One post at the pace of the loopback; its status and time. */
export function upload(url: string, body: Uint8Array, type: string): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': type, 'Content-Length': String(body.length), Origin: new URL(url).origin },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - t0 }));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    req.end(body);
  });
}

/**
 * One `/hello`, timed. A kept-alive socket the server closed after its keep-alive timeout (between
 * rounds, while the next bodies are built on a busy machine) is retried once on a new one, as
 * browsers do: that race is not the site's latency.
 */
export function hello(url: string, agent: http.Agent, retried = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(performance.now() - t0));
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (!retried && req.reusedSocket && error.code === 'ECONNRESET') resolve(hello(url, agent, true));
      else reject(error);
    });
  });
}
