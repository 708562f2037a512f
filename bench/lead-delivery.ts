/**
 * `npx tsx bench/lead-delivery.ts [--root <checkout>] [--rounds 3] [--delivery]` (bench/uploads.ts as it was before
 * its --slow-senders mode, with delivery added; to be merged into it): does a large legitimate
 * upload stop the site for everyone else (issue 25, point 1), and does delivering it (issue 39)?
 *
 * The production build is served as `npm start` serves it (bench/stack.ts), and in each round four
 * visitors send the tyre offer form at once, each with five photos of 8 MB (about 40 MB per post, what
 * a phone's photos weigh), as a browser without JavaScript posts it (multipart, to the form's page,
 * with the form's hidden fields). Meanwhile a fifth visitor asks for `/hello` one request after the
 * other. Printed: the uploads' statuses and times, `/hello`'s latency (median, p99, worst) while the
 * uploads run, and whether the goal is met: `/hello` p99 under 50 ms.
 *
 * With `--delivery` the same rounds run twice, on two sites: one without delivery (the leads stay
 * stored), then one that delivers every lead to a webhook receiver and by e-mail (a receiver and an
 * SMTP server in this process, on 127.0.0.1). The receiver does what a dealership's does: it checks
 * the signature, downloads each file by its signed link from the site and checks its SHA-256. With
 * delivery, `/hello` is probed until every lead of the round is delivered both ways, not only while
 * the uploads run. Printed: `/hello` p99 with and without delivery; goal: within 2× (issue 39).
 *
 * `--root` serves another checkout's build as it is (e.g. the code before a change).
 * `BENCH_CPU_PROFILE=<folder>` writes a V8 CPU profile of the site there (open it in Chrome DevTools).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { verifyWebhook } from '../src/leads/signing';
import { hiddenFields, jpegPhoto, multipartBody } from './form-posts';
import { keepAliveAgent } from './load';
import { startBenchSearch, startBenchSite } from './stack';
import { loadAverage, percentile } from './stats';

const { values: args } = parseArgs({
  options: { root: { type: 'string' }, rounds: { type: 'string', default: '3' }, delivery: { type: 'boolean', default: false } },
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

const WEBHOOK_SECRET = 'bench-uploads-webhook-secret';

/**
 * The dealership's side: a webhook receiver that verifies the signature and downloads every file by
 * its link (from the site's address: the links name PUBLIC_SITE_URL, unset here), and an SMTP server.
 * `delivered()` counts the leads taken both ways.
 */
async function startDealership(siteOrigin: () => string) {
  const taken = new Set<string>();
  const webhooks = new Set<string>();
  const mails: number[] = [];
  const problems: string[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => void take());
    const take = async () => {
      const raw = Buffer.concat(chunks);
      const check = verifyWebhook({
        secret: WEBHOOK_SECRET,
        rawBody: raw,
        signature: req.headers['x-autopolis-signature'] as string,
        timestamp: req.headers['x-autopolis-timestamp'] as string,
      });
      if (!check.ok) return void res.writeHead(401).end();
      const key = req.headers['idempotency-key'] as string;
      if (webhooks.has(key) || taken.has(key)) return void res.writeHead(200).end('already stored');
      // as src/leads/README.md advises: store, answer, then download the files
      taken.add(key);
      res.writeHead(201).end('stored');
      const body = JSON.parse(raw.toString('utf8')) as { lead: { files: { url: string; sha256: string }[] } };
      for (const file of body.lead.files) {
        const url = new URL(file.url);
        const answer = await fetch(`${siteOrigin()}${url.pathname}${url.search}`);
        const hash = createHash('sha256');
        for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
        if (answer.status !== 200 || hash.digest('hex') !== file.sha256) problems.push(`file ${url.pathname}: ${answer.status}`);
      }
      webhooks.add(key);
    };
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 200 * 1024 * 1024,
    onData(stream, _session, callback) {
      let bytes = 0;
      stream.on('data', (c: Buffer) => (bytes += c.length));
      stream.on('end', () => {
        mails.push(bytes);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    env: {
      LEADS_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/leads`,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      SMTP_FROM: 'Bench <leads@example.com>',
      LEADS_EMAIL_TO: '*=dealer@example.com',
      LEADS_RETRY_BASE_MS: '1000',
    },
    delivered: () => Math.min(webhooks.size, mails.length),
    mails,
    problems,
    stop: async () => {
      receiver.closeAllConnections();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

type Run = { idle: number[]; during: number[]; statuses: number[]; uploadMs: number[]; size: number; deliveredMs: number[] };

/** One site, ROUNDS rounds of uploads; with a dealership, each round's probe runs until its leads are delivered. */
async function measure(dealership: Awaited<ReturnType<typeof startDealership>> | undefined, setOrigin: (o: string) => void): Promise<Run> {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-uploads-'));
  process.env.LEADS_DATA_DIR = path.join(tmp, 'leads');
  process.env.LEADS_RATE_LIMIT_MAX = '1000';
  process.env.LOG_LEVEL = 'warn';
  for (const [k, v] of Object.entries(dealership?.env ?? {})) process.env[k] = v;
  const search = await startBenchSearch({ vehicles: 50 });
  const profileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
  const site = await startBenchSite(search, {
    ...(args.root ? { root: path.resolve(args.root) } : {}),
    ...(profileDir ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  });
  setOrigin(site.origin);
  try {
    const photos = Array.from({ length: PHOTOS }, () => jpegPhoto(PHOTO_BYTES));
    const agent = keepAliveAgent(1);
    const run: Run = { idle: [], during: [], statuses: [], uploadMs: [], size: 0, deliveredMs: [] };
    for (let i = 0; i < 50; i++) run.idle.push(await hello(`${site.origin}/hello`, agent));
    for (let round = 0; round < ROUNDS; round++) {
      const bodies = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => tyreOfferBody(site.origin, photos, round * UPLOADS + i)));
      run.size = bodies[0]!.body.length;
      let running = true;
      const probe = (async () => {
        while (running) run.during.push(await hello(`${site.origin}/hello`, agent));
      })();
      const t0 = performance.now();
      const answers = await Promise.all(bodies.map((b) => upload(`${site.origin}${FORM_PAGE}`, b.body, b.type)));
      if (dealership) {
        const goal = (round + 1) * UPLOADS;
        const end = Date.now() + 300_000;
        while (dealership.delivered() < goal && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
        run.deliveredMs.push(performance.now() - t0);
      }
      running = false;
      await probe;
      run.statuses.push(...answers.map((a) => a.status));
      run.uploadMs.push(...answers.map((a) => a.ms));
    }
    agent.destroy();
    return run;
  } finally {
    await site.stop();
    await search.stop();
    await fs.rm(tmp, { recursive: true, force: true });
    for (const k of Object.keys(dealership?.env ?? {})) delete process.env[k];
  }
}

const f = (n: number) => `${n.toFixed(1)} ms`;
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);

function report(label: string, run: Run): number {
  const sorted = sortedOf(run.during);
  const idleSorted = sortedOf(run.idle);
  const p99 = percentile(sorted, 99);
  console.log(`  ${label}`);
  console.log(`    statuses: ${run.statuses.join(' ')}; upload time median ${f(percentile(sortedOf(run.uploadMs), 50))}`);
  if (run.deliveredMs.length)
    console.log(`    all leads of a round delivered (webhook with file downloads, and e-mail) after: ${run.deliveredMs.map(f).join(', ')}`);
  console.log(`    /hello idle: median ${f(percentile(idleSorted, 50))}, p99 ${f(percentile(idleSorted, 99))}`);
  console.log(
    `    /hello during ${run.deliveredMs.length ? 'uploads and delivery' : 'uploads'} (${sorted.length} requests): median ${f(percentile(sorted, 50))}, p99 ${f(p99)}, worst ${f(sorted.at(-1) ?? NaN)}`,
  );
  return p99;
}

let origin = '';
const without = await measure(undefined, (o) => (origin = o));
console.log(`uploads: ${args.root ? path.resolve(args.root) : 'this checkout'}; ${loadAverage()}`);
console.log(
  `  ${ROUNDS} rounds of ${UPLOADS} concurrent tyre-offer posts of ${(without.size / 1e6).toFixed(1)} MB (${PHOTOS} photos of ${PHOTO_BYTES / 1e6} MB)`,
);
const p99 = report('without delivery', without);
console.log(`  goal /hello p99 < ${GOAL_P99_MS} ms while uploading: ${p99 < GOAL_P99_MS ? 'met' : 'missed'}`);
if (args.delivery) {
  const dealership = await startDealership(() => origin);
  try {
    const withDelivery = await measure(dealership, (o) => (origin = o));
    const p99Delivery = report('with delivery to a webhook and by e-mail', withDelivery);
    console.log(
      `    e-mails of ${dealership.mails.map((b) => `${(b / 1e6).toFixed(1)} MB`).join(', ')}; ${dealership.problems.length ? `problems: ${dealership.problems.join('; ')}` : 'every file downloaded whole'}`,
    );
    console.log(`  ${loadAverage()}`);
    console.log(
      `  goal /hello p99 with delivery within 2× without (${f(p99Delivery)} / ${f(p99)} = ${(p99Delivery / p99).toFixed(2)}×): ${p99Delivery <= 2 * p99 ? 'met' : 'missed'}`,
    );
  } finally {
    await dealership.stop();
  }
}
