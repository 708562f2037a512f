import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real webhook receiver on 127.0.0.1 (a free port), for the delivery tests: it records every
 * request (headers, raw body, arrival time) and answers from a script of statuses, then 200.
 */

export type ReceivedRequest = { headers: IncomingHttpHeaders; rawBody: string; at: number; status: number };

export type Receiver = {
  url: string;
  requests: ReceivedRequest[];
  /** Requests being handled right now, and the most at once so far. */
  open: number;
  maxOpen: number;
  /** Resolves when `n` requests have been answered. */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  /** With `hold`: lets the requests held so far, and every later one, be answered. */
  release(): void;
  close(): Promise<void>;
};

export async function startReceiver(
  /** `hold`: no request is answered before `release()` (a receiver as slow as the test needs). */
  options: { statuses?: number[]; delayMs?: number; headers?: Record<string, string>; hold?: boolean } = {},
): Promise<Receiver> {
  const script = [...(options.statuses ?? [])];
  let release = () => {};
  const released = options.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const waiters: { n: number; resolve: () => void }[] = [];
  const receiver: Receiver = {
    url: '',
    requests: [],
    open: 0,
    maxOpen: 0,
    release: () => release(),
    waitFor(n, timeoutMs = 60_000) {
      if (receiver.requests.length >= n) return Promise.resolve(receiver.requests);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${receiver.requests.length} of ${n} requests in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({ n, resolve: () => (clearTimeout(timer), resolve(receiver.requests)) });
      });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    const at = Date.now();
    receiver.open++;
    receiver.maxOpen = Math.max(receiver.maxOpen, receiver.open);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = script.length ? script.shift()! : 200;
      const answer = () => {
        receiver.open--;
        receiver.requests.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8'), at, status });
        res.writeHead(status, { 'content-type': 'text/plain', ...options.headers });
        res.end(status >= 200 && status < 300 ? 'ok' : `refused with ${status}`);
        for (const w of [...waiters]) {
          if (receiver.requests.length >= w.n) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve();
          }
        }
      };
      void released.then(() => setTimeout(answer, options.delayMs ?? 0));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`;
  return receiver;
}

/** A URL on 127.0.0.1 where nothing listens (a port just freed). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/hooks/leads`;
}
