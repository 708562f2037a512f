/**
 * `npx tsx bench/uploads.ts [--root <checkout>] [--rounds 3]`: does a large legitimate upload stop
 * the site for everyone else (issue 25, point 1)?
 *
 * The production build is served as `npm start` serves it (bench/stack.ts), and in each round four
 * visitors send the tyre offer form at once, each with five photos of 8 MB (about 40 MB per post, what
 * a phone's photos weigh), as a browser without JavaScript posts it (multipart, to the form's page,
 * with the form's hidden fields). Meanwhile a fifth visitor asks for `/hello` one request after the
 * other. Printed: the uploads' statuses and times, `/hello`'s latency (median, p99, worst) while the
 * uploads run, and whether the goal is met: `/hello` p99 under 50 ms.
 *
 * `--slow-senders` (issue 39) adds a round of two real uploads sent after two slow senders took both
 * upload turns (one at the 1.1 KB every 9 s, one at 4 KB/s), against two real uploads alone:
 * printed, their statuses and how long they took, so how long the slow senders held them up.
 *
 * `--root` serves another checkout's build as it is (e.g. the code before a change).
 * `BENCH_CPU_PROFILE=<folder>` writes a V8 CPU profile of the site there (open it in Chrome DevTools).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hiddenFields, jpegPhoto, multipartBody } from './form-posts';
import { keepAliveAgent } from './load';
import { startBenchSearch, startBenchSite } from './stack';
import { loadAverage, percentile } from './stats';

const { values: args } = parseArgs({
  options: { root: { type: 'string' }, rounds: { type: 'string', default: '3' }, 'slow-senders': { type: 'boolean', default: false } },
});
const ROUNDS = Number(args.rounds);
const UPLOADS = 4;
const PHOTOS = 5;
const PHOTO_BYTES = 8_000_000;
const GOAL_P99_MS = 50;
const FORM_PAGE = '/formulaires/demande-offre-pneus';

/** The form filled in as a visitor would, with the photos, encoded as the browser sends it. */
async function tyreOfferBody(origin: string, photos: Uint8Array<ArrayBuffer>[], n: number): Promise<{ body: Uint8Array; type: string }> {
  const data = new FormData();
  // the page is asked again if it did not render its form (a busy machine, a worker restarting)
  let hidden: Awaited<ReturnType<typeof hiddenFields>> | undefined;
  for (let attempt = 1; !hidden; attempt++) {
    hidden = await hiddenFields(`${origin}${FORM_PAGE}`).catch((error: Error) => {
      if (attempt >= 5) throw error;
      return undefined;
    });
  }
  for (const [k, v] of hidden) data.append(k, v);
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
function upload(url: string, body: Uint8Array, type: string): Promise<{ status: number; ms: number }> {
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
function hello(url: string, agent: http.Agent, retried = false): Promise<number> {
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

/**
 * A tyre offer that declares 20 MB and sends `bytes` of it every `everyMs`, until `stop()`; `status`
 * settles with the status the site answered (0: closed without one).
 */
function slowSender(origin: string, bytes: number, everyMs: number): { stop(): void; status: Promise<number> } {
  const url = new URL(origin);
  const socket = net.connect(Number(url.port), url.hostname);
  let answer = '';
  let timer: NodeJS.Timeout | undefined;
  socket.setEncoding('latin1');
  socket.on('error', () => undefined);
  const status = new Promise<number>((resolve) => {
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n')) resolve(Number(answer.slice(9, 12)) || 0);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve(0);
    });
  });
  socket.once('connect', () => {
    socket.write(
      `POST ${FORM_PAGE} HTTP/1.1\r\nHost: ${url.host}\r\nOrigin: ${url.origin}\r\n` +
        `Content-Type: multipart/form-data; boundary=----slow\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n` +
        `------slow\r\nContent-Disposition: form-data; name="photos"; filename="tyre.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const piece = () => socket.write(Buffer.alloc(bytes, 0x61));
    piece();
    timer = setInterval(piece, everyMs);
  });
  return { stop: () => socket.destroy(), status };
}

/** Two real uploads alone, then two more behind two slow senders that took both turns first. */
async function slowSendersRound(origin: string, photos: Uint8Array<ArrayBuffer>[]): Promise<void> {
  const f = (n: number) => `${(n / 1000).toFixed(1)} s`;
  const alone = await Promise.all(
    (await Promise.all([0, 1].map((i) => tyreOfferBody(origin, photos, 900 + i)))).map((b) =>
      upload(`${origin}${FORM_PAGE}`, b.body, b.type),
    ),
  );
  const bodies = await Promise.all([0, 1].map((i) => tyreOfferBody(origin, photos, 910 + i)));
  const slow = [slowSender(origin, 1100, 9_000), slowSender(origin, 4096, 1_000)];
  // one round trip after the slow senders' headers: their turns are taken when the real uploads come
  await hello(`${origin}/hello`, new http.Agent());
  const behind = await Promise.all(bodies.map((b) => upload(`${origin}${FORM_PAGE}`, b.body, b.type)));
  const slowStatuses = await Promise.race([
    Promise.all(slow.map((s) => s.status)),
    new Promise<string[]>((resolve) => setTimeout(() => resolve(['still holding after 60 s']), 60_000)),
  ]);
  for (const s of slow) s.stop();
  console.log(`  slow senders (1.1 KB every 9 s, 4 KB/s) holding both turns, then 2 real uploads:`);
  console.log(`    alone:  statuses ${alone.map((a) => a.status).join(' ')}, took ${alone.map((a) => f(a.ms)).join(', ')}`);
  console.log(
    `    behind: statuses ${behind.map((a) => a.status).join(' ')}, took ${behind.map((a) => f(a.ms)).join(', ')}; ` +
      `held up about ${f(Math.max(...behind.map((a) => a.ms)) - Math.max(...alone.map((a) => a.ms)))}; slow senders answered ${slowStatuses.join(' ')}`,
  );
}

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
process.env.LEADS_DATA_DIR = path.join(tmp, 'leads');
process.env.LEADS_RATE_LIMIT_MAX = '1000';
process.env.LOG_LEVEL = 'warn';
const search = await startBenchSearch({ vehicles: 50 });
const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
const site = await startBenchSite(search, {
  ...(args.root ? { root: path.resolve(args.root) } : {}),
  ...(profileDir ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
});
try {
  const photos = Array.from({ length: PHOTOS }, () => jpegPhoto(PHOTO_BYTES));
  const agent = keepAliveAgent(1);
  const idle: number[] = [];
  for (let i = 0; i < 50; i++) idle.push(await hello(`${site.origin}/hello`, agent));
  const during: number[] = [];
  const statuses: number[] = [];
  const uploadMs: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const bodies = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => tyreOfferBody(site.origin, photos, round * UPLOADS + i)));
    size = bodies[0]!.body.length;
    let running = true;
    const probe = (async () => {
      while (running) during.push(await hello(`${site.origin}/hello`, agent));
    })();
    const answers = await Promise.all(bodies.map((b) => upload(`${site.origin}${FORM_PAGE}`, b.body, b.type)));
    running = false;
    await probe;
    statuses.push(...answers.map((a) => a.status));
    uploadMs.push(...answers.map((a) => a.ms));
  }
  agent.destroy();
  const sorted = [...during].sort((a, b) => a - b);
  const idleSorted = [...idle].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(`uploads: ${args.root ? path.resolve(args.root) : 'this checkout'}; ${loadAverage()}`);
  console.log(
    `  ${ROUNDS} rounds of ${UPLOADS} concurrent tyre-offer posts of ${(size / 1e6).toFixed(1)} MB (${PHOTOS} photos of ${PHOTO_BYTES / 1e6} MB)`,
  );
  console.log(
    `  statuses: ${statuses.join(' ')}; upload time median ${f(
      percentile(
        [...uploadMs].sort((a, b) => a - b),
        50,
      ),
    )}`,
  );
  console.log(`  /hello idle: median ${f(percentile(idleSorted, 50))}, p99 ${f(percentile(idleSorted, 99))}`);
  console.log(
    `  /hello during uploads (${sorted.length} requests): median ${f(percentile(sorted, 50))}, p99 ${f(p99)}, worst ${f(sorted.at(-1) ?? NaN)}`,
  );
  console.log(`  goal /hello p99 < ${GOAL_P99_MS} ms while uploading: ${p99 < GOAL_P99_MS ? 'met' : 'missed'}`);
  if (args['slow-senders']) await slowSendersRound(site.origin, photos);
} finally {
  await site.stop();
  await search.stop();
  await fs.rm(tmp, { recursive: true, force: true });
}
