/**
 * What a hostile or broken client sends, shared by the fault tests and the battery of
 * `npm run faults` (scripts/faults.ts): raw requests with the body shapes that once stopped the
 * process, a body trickled a byte at a time, a post sent in two halves around a signal.
 */
import http from 'node:http';
import net from 'node:net';
import { randomBytes } from 'node:crypto';

export const VEHICLE_FORM = '/stock/100001-1-ford-ranger-xlt/interessee';
export const TYRE_FORM = '/formulaires/demande-offre-pneus';

/** One path per route kind the site has: content pages (that may embed any form), form pages, lists, details, the framework's paths, the API. */
export const ROUTE_KINDS = [
  '/',
  '/contact',
  '/de-lu/contact',
  TYRE_FORM,
  VEHICLE_FORM,
  '/en-gb/stock/100001-1-ford-ranger-xlt/test-drive',
  '/private-lease/hyundai-i20-prive',
  '/stock',
  '/stock/100001-1-ford-ranger-xlt',
  '/concessions/bertrange',
  '/news/saison-des-pneus-hiver',
  '/hello',
  '/no-such-page-at-all',
  '/RSC/R/_root.txt',
  '/RSC/F/0123abcd/doesNotExist.txt',
  '/api/storyblok/webhook',
  '/api/suggestions',
  '/sitemap.xml',
];

const BOUNDARY = '----crash-test-boundary';

/** A multipart part of a text field. */
const part = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

export type Shape = {
  what: string;
  /** The request's head (after the request line) and the bytes of its body, sent in order; `abort` closes the socket after them. */
  headers: Record<string, string>;
  body: Buffer[];
  abort?: boolean;
};

/** Sends one raw request and resolves with the status line's code (0: the connection closed without one). */
export function raw(url: string, path: string, shape: Shape, method = 'POST'): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0));
    };
    const timer = setTimeout(finish, 15_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (/^HTTP\/1\.1 \d{3}/.test(answer)) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', () => {
      const head = Object.entries({ Host: `${hostname}:${port}`, ...shape.headers })
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
      for (const bytes of shape.body) socket.write(bytes);
      if (shape.abort) setTimeout(() => socket.destroy(), 50);
    });
  });
}

/** The body shapes a hostile or broken client sends, given the hidden fields that name a form without files. */
export function bodyShapes(namedNoFiles: [string, string][]): Shape[] {
  const named = Buffer.from(namedNoFiles.map(([k, v]) => part(k, v)).join(''));
  const multipart = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };
  const padding = Buffer.from(part('message', 'x'.repeat(100 * 1024)));
  const end = Buffer.from(`--${BOUNDARY}--\r\n`);
  const chunk = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
  return [
    {
      what: 'a form without files named, 81 921 bytes declared, the body cut after its first fields',
      headers: { ...multipart, 'Content-Length': '81921' },
      body: [named],
      abort: true,
    },
    {
      what: 'a form without files named, 2 MB declared and sent',
      headers: { ...multipart, 'Content-Length': String(named.length + 20 * padding.length + end.length) },
      body: [named, ...Array.from({ length: 20 }, () => padding), end],
    },
    {
      what: 'a form without files named, 2 MB chunked',
      headers: { ...multipart, 'Transfer-Encoding': 'chunked' },
      body: [chunk(named), ...Array.from({ length: 20 }, () => chunk(padding)), chunk(end), Buffer.from('0\r\n\r\n')],
    },
    {
      what: 'a form without files named, a field above the payload limit',
      headers: { ...multipart, 'Content-Length': String(named.length + padding.length + end.length) },
      body: [named, padding, end],
    },
    {
      what: 'a declared length far above what is sent, aborted mid-stream',
      headers: { ...multipart, 'Content-Length': '50000' },
      body: [named.subarray(0, Math.floor(named.length / 2))],
      abort: true,
    },
    {
      what: 'chunked, aborted mid-chunk',
      headers: { ...multipart, 'Transfer-Encoding': 'chunked' },
      body: [Buffer.from('4000\r\n'), named],
      abort: true,
    },
    { what: 'random bytes as multipart', headers: { ...multipart, 'Content-Length': '4096' }, body: [randomBytes(4096)] },
    {
      what: 'a malformed part header',
      headers: { ...multipart, 'Content-Length': '60' },
      body: [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name=\r\n\r\n`.padEnd(60, 'z'))],
    },
    { what: 'an empty multipart body', headers: { ...multipart, 'Content-Length': '0' }, body: [] },
    {
      what: 'a multipart type without a boundary',
      headers: { 'Content-Type': 'multipart/form-data', 'Content-Length': '5' },
      body: [Buffer.from('hello')],
    },
    {
      what: 'JSON that is not React’s',
      headers: { 'Content-Type': 'text/plain', 'Content-Length': '9' },
      body: [Buffer.from('{"a":1}xx')],
    },
    { what: 'a negative declared length', headers: { ...multipart, 'Content-Length': '-1' }, body: [] },
  ];
}

export type Trickle = { socket: net.Socket; closed: boolean; timer?: NodeJS.Timeout };

/** A post to `path` that declares a 64 KB body and sends it one byte per second. */
export function trickle(url: URL, path: string): Promise<Trickle> {
  return new Promise((resolve) => {
    const t: Trickle = { socket: net.connect(Number(url.port), url.hostname), closed: false };
    t.socket.on('close', () => {
      t.closed = true;
      clearInterval(t.timer);
    });
    t.socket.on('error', () => undefined);
    t.socket.on('data', () => undefined);
    t.socket.once('connect', () => {
      t.socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: multipart/form-data; boundary=----stall\r\nContent-Length: 65536\r\n\r\n`,
      );
      t.timer = setInterval(() => t.socket.write('-'), 1_000);
      resolve(t);
    });
    t.socket.once('close', () => resolve(t));
  });
}

/** The status of a GET from another loopback address than the caller's other connections. */
export function statusFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.setTimeout(10_000, () => req.destroy());
  });
}

/** A form's fields encoded as the browser posts them, as one buffer with its content type. */
export async function encoded(data: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://x/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/**
 * A post whose first half is sent now and whose rest follows after `restAfter` resolves: in progress
 * during a drain. `open` settles once its connection is open.
 */
export function postInTwoHalves(url: string, body: Buffer, type: string, restAfter: Promise<void>) {
  let connected!: () => void;
  const open = new Promise<void>((resolve) => (connected = resolve));
  const result = new Promise<{ status: number; error?: string }>((resolve) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': type, 'Content-Length': String(body.length) },
    });
    req.on('socket', (socket) => socket.once('connect', connected));
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      connected();
      resolve({ status: 0, error: e.code ?? e.message });
    });
    req.write(body.subarray(0, body.length >> 1));
    void restAfter.then(() => req.end(body.subarray(body.length >> 1)));
  });
  return { open, result };
}

/**
 * Posts whose first halves are sent now; once `release()` is called (after the stop signal), their second
 * halves follow 100 ms apart, so they arrive during the drain.
 */
export function halfSentPosts(url: string, bodies: readonly { body: Buffer; type: string }[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const posts = bodies.map((b, i) =>
    postInTwoHalves(
      url,
      b.body,
      b.type,
      released.then(() => new Promise((r) => setTimeout(r, 100 * (i + 1)))),
    ),
  );
  return { posts, release };
}
