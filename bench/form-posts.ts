/**
 * A visitor's form post as the browser sends it, for the upload benchmark and the fault tests: the hidden
 * fields of a page's lead form, a phone's photo, the multipart body; and a body a form must refuse as it streams.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';

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
