/**
 * A small bounded HTTP load generator on `node:http` with keep-alive agents, for 127.0.0.1 only.
 *
 *   - `timedGet` / `timedPost`: one request, timed from send to the last byte of the answer;
 *   - `loadTest`: `concurrency` workers on as many kept-alive connections, each sending its next
 *     request as soon as the previous answer is complete (closed loop), for a fixed duration,
 *     cycling through a fixed list of URLs.
 */
import http from 'node:http';

export type Timed = { ms: number; status: number; bytes: number; body: Buffer };

export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' });
}

function assertLocal(url: URL): void {
  if (url.hostname !== '127.0.0.1') throw new Error(`the benchmark only sends requests to 127.0.0.1, not ${url.host}`);
}

function timed(url: URL, options: http.RequestOptions, body?: string): Promise<Timed> {
  assertLocal(url);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const all = Buffer.concat(chunks);
        resolve({ ms: performance.now() - t0, status: res.statusCode ?? 0, bytes: all.length, body: all });
      });
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer from ${url.href} within 30 s`)));
    req.end(body);
  });
}

/** A browser-like GET (HTML wanted); the site does not compress, so no Accept-Encoding either. */
export function timedGet(url: string, agent: http.Agent, headers: Record<string, string> = {}): Promise<Timed> {
  return timed(new URL(url), {
    method: 'GET',
    agent,
    headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'fr-LU,fr;q=0.9', ...headers },
  });
}

export function timedPost(url: string, agent: http.Agent, body: string, headers: Record<string, string>): Promise<Timed> {
  return timed(
    new URL(url),
    {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
    },
    body,
  );
}

export type LoadResult = {
  requests: number;
  seconds: number;
  rps: number;
  latencies: number[];
  /** non-200 answers by status, and transport errors under 'error' */
  failures: Record<string, number>;
};

export async function loadTest(options: {
  urls: readonly string[];
  concurrency: number;
  durationMs: number;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const { urls, concurrency, durationMs, headers } = options;
  const agent = keepAliveAgent(concurrency);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const url = urls[next++ % urls.length]!;
      try {
        const r = await timedGet(url, agent, headers);
        latencies.push(r.ms);
        if (r.status !== 200) failures[r.status] = (failures[r.status] ?? 0) + 1;
      } catch {
        failures.error = (failures.error ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { requests: latencies.length, seconds, rps: latencies.length / seconds, latencies, failures };
}
