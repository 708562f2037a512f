/**
 * `npm run drill:edge`: the scale stack (deploy/compose.scale.yml) with its optional edge cache (profile `edge`:
 * Varnish from its official image `varnish:7`, deploy/varnish/default.vcl, in front of Caddy), run for real under
 * Docker, to show what docs/edge-cache.md promises (issue 40):
 *
 *   1. under a steady load through the edge, how many requests the edge answered and how many reached the site
 *      (Varnish's own counters, and the instances' `autopolis_http_requests_total` from /metrics);
 *   2. a vehicle published in the CMS (a Storyblok stand-in on this machine, stand-ins/mock-cdn.ts) with its
 *      signed webhook sent through the edge: the time until a visitor of the edge gets the new price (goal: 5 s),
 *      with the load still running. The site purges the edge itself (EDGE_PURGE=varnish, VARNISH_PURGE_URLS).
 *
 * The stack runs under a project name of its own (`autopolis-edge-drill`, image `autopolis-edge-drill`), on free
 * ports of 127.0.0.1, and is taken down with its volumes at the end (`--keep` leaves it running, without its CMS
 * stand-in; `--no-build` uses the image `autopolis-edge-drill` as it is instead of building it). An operator's
 * deploy/.env is moved aside to deploy/.env.before-drill for the run and put back after it. Not part of `npm test`
 * (it builds an image and takes minutes). Exit status 0 when the origin saw at most a tenth of the requests and
 * the publish reached visitors within 5 s, 1 otherwise.
 *
 * Docker: `docker compose` (v2) or `docker-compose` (v1, whose file may not carry the top-level `name:`). Caddy
 * before 2.7 (a local stand-in) gets a copy of deploy/Caddyfile with `ip_hash`, 2.6's name of `client_ip_hash`.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SIGNATURE_HEADER, signWebhookBody } from '../src/editors/webhook';
import type { RawStory } from '../src/content/mock-store';
import { startMockCdn } from '../stand-ins/mock-cdn';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECT = 'autopolis-edge-drill';
const IMAGE = 'autopolis-edge-drill';
const SETTINGS_FILE = path.join(ROOT, 'deploy', '.env');
/** The vehicle the drill publishes again with a new price. */
const VEHICLE_ID = 100001;
const VEHICLE_PAGE = '/en-gb/stock/100001-1-ford-ranger-xlt';
/** A campaign's pages: the lists, vehicles, content pages, each language (the root `/` is never kept: it redirects by language). */
const LOAD_PATHS = [
  '/en-gb/stock',
  '/stock',
  '/de-lu/stock?sort=price-asc',
  VEHICLE_PAGE,
  '/stock/100002-1-kia-ev6-earth',
  '/de-lu/stock/100003-1-hyundai-kona-shine',
  '/faq',
  '/en-gb',
  '/de-lu',
];
const LOAD_SECONDS = 30;
const LOAD_LOOPS = 8;
const PUBLISH_GOAL_MS = 5_000;
const ORIGIN_SHARE_GOAL = 0.1;
/** The mocks' placeholder lenders as a real space names its creditor: in production the indexer refuses them from a CMS. */
const REAL_LENDER = / \((?:prêteur fictif|fictional lender|fiktiver Kreditgeber)\)|Banque Exemple/g;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Run = { code: number; out: string };
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Run> {
  return new Promise((resolve) =>
    execFile(command, args, { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024, timeout: 900_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, out: `${stdout}${stderr}` }),
    ),
  );
}

/** The output streams to the terminal, indented (builds, compose up). */
function stream(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const indent = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^/gm, '    '));
    child.stdout.on('data', indent);
    child.stderr.on('data', indent);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A TCP forwarder on `host` to 127.0.0.1:`port`: the stand-in listens on loopback, the containers reach the bridge's address. */
async function forward(host: string, port: number): Promise<{ port: number; close(): void }> {
  const server = net.createServer((socket) => {
    const upstream = net.connect(port, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  const listening = await freePort(host);
  await new Promise<void>((resolve) => server.listen(listening, host, resolve));
  return { port: listening, close: () => server.close() };
}

/** NAME=value replaced (or added) in deploy/.env, every other line kept, as an operator edits it. */
function setSettings(values: Record<string, string>): void {
  let text = readFileSync(SETTINGS_FILE, 'utf8');
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^${name}=.*$`, 'm');
    text = line.test(text) ? text.replace(line, `${name}=${value}`) : `${text}${name}=${value}\n`;
  }
  writeFileSync(SETTINGS_FILE, text);
}

/** The names .env.example sets: taken out of the drill's own environment, where they would win over deploy/.env. */
const SETTINGS = [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
const composeEnv = (): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name))),
  COMPOSE_PROFILES: 'edge',
});

/** The compose command of the drill's stack: the scale file (v1: a copy without `name:`) and the drill's override. */
async function composeOf(tmp: string, override: string): Promise<(args: string[]) => [string, string[]]> {
  const v2 = (await run('docker', ['compose', 'version'])).code === 0;
  if (!v2 && (await run('docker-compose', ['version'])).code !== 0) throw new Error('neither `docker compose` nor `docker-compose` runs');
  const source = path.join(ROOT, 'deploy', 'compose.scale.yml');
  let files = ['-f', source];
  if (!v2) {
    const copy = path.join(tmp, 'compose.scale.yml');
    writeFileSync(copy, readFileSync(source, 'utf8').replace(/^name:.*$/m, ''));
    files = ['--project-directory', path.dirname(source), '-f', copy];
  }
  const base = v2 ? ['docker', 'compose'] : ['docker-compose'];
  return (args) => [base[0]!, [...base.slice(1), '-p', PROJECT, ...files, '-f', override, ...args]];
}

/**
 * What the drill adds to the stack for itself: the instances and the indexer reach the CMS stand-in on this
 * machine (`cms.drill` → the bridge's address), and a Caddy before 2.7 gets `ip_hash`.
 */
async function writeOverride(tmp: string, bridge: string): Promise<{ file: string; note: string }> {
  const hosts = `    extra_hosts:\n      - 'cms.drill:${bridge}'\n`;
  let text = `services:\n  app1:\n${hosts}  app2:\n${hosts}  indexer:\n${hosts}`;
  const version = (await run('docker', ['run', '--rm', 'caddy:2.10', 'caddy', 'version'])).out.trim();
  const minor = Number(version.match(/^v?2\.(\d+)/)?.[1] ?? 99);
  let note = `Caddy ${version.split(' ')[0]}: deploy/Caddyfile as it is`;
  if (minor < 7) {
    const caddyfile = path.join(tmp, 'Caddyfile');
    writeFileSync(
      caddyfile,
      readFileSync(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8').replace('lb_policy client_ip_hash', 'lb_policy ip_hash'),
    );
    text += `  caddy:\n    volumes:\n      - ${caddyfile}:/etc/caddy/Caddyfile:ro\n`;
    note = `Caddy ${version.split(' ')[0]} (before 2.7): a copy of deploy/Caddyfile with lb_policy ip_hash`;
  }
  const file = path.join(tmp, 'drill-edge.yml');
  writeFileSync(file, text);
  return { file, note };
}

type EdgeCounters = { clientReq: number; backendReq: number; hit: number; miss: number; pass: number };

/** Varnish's own counters (varnishstat in the edge's container). */
async function edgeCounters(compose: (args: string[]) => [string, string[]]): Promise<EdgeCounters> {
  const [command, args] = compose(['exec', '-T', 'edge', 'varnishstat', '-1']);
  const { out } = await run(command, args, composeEnv());
  const counter = (name: string) => Number(out.match(new RegExp(`^MAIN\\.${name}\\s+(\\d+)`, 'm'))?.[1] ?? NaN);
  return {
    clientReq: counter('client_req'),
    backendReq: counter('backend_req'),
    hit: counter('cache_hit'),
    miss: counter('cache_miss'),
    pass: counter('s_pass'),
  };
}

/** Requests the instances answered (their /metrics), health probes left out. */
async function originRequests(compose: (args: string[]) => [string, string[]], token: string): Promise<number> {
  let total = 0;
  for (const service of ['app1', 'app2']) {
    const script = `fetch('http://127.0.0.1:3000/metrics', { headers: { authorization: 'Bearer ${token}' } }).then((r) => r.text()).then((t) => console.log(t))`;
    const [command, args] = compose(['exec', '-T', service, 'node', '-e', script]);
    const { out } = await run(command, args, composeEnv());
    for (const m of out.matchAll(/^autopolis_http_requests_total\{([^}]*)\}\s+(\d+)/gm))
      if (!m[1]!.includes('kind="probe"')) total += Number(m[2]);
  }
  return total;
}

/** `loops` loops requesting LOAD_PATHS through `base` until `stop` resolves: answers below 500 and failures. */
async function steadyLoad(base: string, loops: number, stop: Promise<void>): Promise<{ answered: number; failed: string[] }> {
  let done = false;
  void stop.then(() => (done = true));
  const result = { answered: 0, failed: [] as string[] };
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let i = loop; !done; i++) {
        const pathname = LOAD_PATHS[i % LOAD_PATHS.length]!;
        try {
          const response = await fetch(`${base}${pathname}`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          if (response.status >= 500) result.failed.push(`${pathname} ${response.status}`);
          else result.answered++;
        } catch (error) {
          result.failed.push(`${pathname} ${(error as Error).message}`);
          await sleep(100);
        }
      }
    }),
  );
  return result;
}

async function drill(keep: boolean, build: boolean): Promise<boolean> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'autopolis-edge-drill-'));
  const saved = `${SETTINGS_FILE}.before-drill`;
  if (existsSync(saved)) throw new Error(`${saved} exists: a drill was interrupted; put it back as deploy/.env first`);
  if (existsSync(SETTINGS_FILE)) renameSync(SETTINGS_FILE, saved);
  const bridge = (await run('docker', ['network', 'inspect', 'bridge', '-f', '{{range .IPAM.Config}}{{.Gateway}}{{end}}'])).out.trim();
  if (!/^\d+\.\d+\.\d+\.\d+$/.test(bridge)) throw new Error(`the address of Docker's bridge is unknown (${bridge})`);
  const cms = await startMockCdn({
    root: path.join(ROOT, 'mocks', 'stories'),
    token: `edge-drill-${randomBytes(8).toString('hex')}`,
    rateLimits: false,
    warn: () => {},
    transformBody: (_req, body) =>
      JSON.parse(JSON.stringify(body).replace(REAL_LENDER, (found) => (found.startsWith('Banque') ? 'Banque Partenaire' : ''))),
  });
  const tunnel = await forward(bridge, Number(new URL(cms.url).port));
  const override = await writeOverride(tmp, bridge);
  const compose = await composeOf(tmp, override.file);
  const env = composeEnv();
  const [edgePort, httpPort, httpsPort] = [await freePort(), await freePort(), await freePort()];
  const edge = `http://127.0.0.1:${edgePort}`;
  const secret = randomBytes(20).toString('hex');
  const metricsToken = randomBytes(16).toString('hex');
  let ok = true;
  const say = (line: string) => console.log(line);
  try {
    say(`■ ${PROJECT}: the scale stack with its edge (Varnish) on ${edge}, Caddy on :${httpPort}; ${override.note}`);
    const [downCmd, downArgs] = compose(['down', '-v', '--remove-orphans']);
    await run(downCmd, downArgs, env);
    const init = await stream('sh', ['deploy/init.sh', '--scale', '--email', 'drill@example.lu'], env);
    if (init !== 0) throw new Error(`deploy/init.sh --scale exited ${init}`);
    setSettings({
      HTTP_PORT: String(httpPort),
      HTTPS_PORT: String(httpsPort),
      EDGE_HTTP_PORT: String(edgePort),
      PUBLIC_SITE_URL: edge,
      AUTOPOLIS_IMAGE: IMAGE,
      STORYBLOK_WEBHOOK_SECRET: secret,
      METRICS_TOKEN: metricsToken,
      PUBLIC_USE_MOCKS: 'false',
      STORYBLOK_TOKEN: cms.token,
      STORYBLOK_ENDPOINT: `http://cms.drill:${tunnel.port}/v2`,
      EDGE_PURGE: 'varnish',
      VARNISH_PURGE_URLS: 'http://edge',
    });
    const [upCmd, upArgs] = compose(['up', '-d', ...(build ? ['--build'] : [])]);
    const up = await stream(upCmd, upArgs, env);
    if (up !== 0) throw new Error(`compose up exited ${up}`);
    const vehicleStarted = Date.now();
    await until(
      'the vehicle page through the edge',
      300_000,
      async () => (await fetch(`${edge}${VEHICLE_PAGE}`, { signal: AbortSignal.timeout(10_000) })).status === 200,
    );
    say(`  the stack answers through the edge (${((Date.now() - vehicleStarted) / 1000).toFixed(0)} s after up)`);

    // 1. the campaign: a steady load through the edge
    const edgeBefore = await edgeCounters(compose);
    const originBefore = await originRequests(compose, metricsToken);
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const load = steadyLoad(edge, LOAD_LOOPS, stopped);
    await sleep(LOAD_SECONDS * 1000);

    // 2. a publish under the same load: the vehicle's price changes in the CMS, its signed webhook goes through the edge
    const story = JSON.parse(
      readFileSync(path.join(ROOT, 'mocks', 'stories', 'fr-lu', 'vehicles', '100001-ford-ranger-xlt.json'), 'utf8'),
    ) as RawStory;
    const price = Number(story.content.price_purchase) + 1_250;
    const before = await (await fetch(`${edge}${VEHICLE_PAGE}`, { signal: AbortSignal.timeout(15_000) })).text();
    if (!before.includes(`"price":${Number(story.content.price_purchase)}`))
      throw new Error('the vehicle page does not show the price of the CMS');
    await cms.publish({ ...story, content: { ...story.content, price_purchase: price } });
    const body = JSON.stringify({
      text: 'The drill published a vehicle',
      action: 'published',
      space_id: 1,
      story_id: VEHICLE_ID,
      full_slug: story.full_slug,
    });
    const sent = Date.now();
    const hook = await fetch(`${edge}/api/storyblok/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhookBody(body, secret) },
      body,
    });
    if (hook.status !== 202) throw new Error(`the signed webhook through the edge answered ${hook.status}`);
    const seenAfter = await until('the new price through the edge', 60_000, async () => {
      const page = await fetch(`${edge}${VEHICLE_PAGE}`, { signal: AbortSignal.timeout(15_000) });
      return (await page.text()).includes(`"price":${price}`) && Date.now() - sent;
    });
    await sleep(3_000);
    stop();
    const { answered, failed } = await load;
    const edgeAfter = await edgeCounters(compose);
    const originAfter = await originRequests(compose, metricsToken);

    const served = edgeAfter.clientReq - edgeBefore.clientReq;
    const toOrigin = edgeAfter.backendReq - edgeBefore.backendReq;
    const originSaw = originAfter - originBefore;
    const share = originSaw / served;
    say(
      `\n  steady load: ${LOAD_LOOPS} loops over ${LOAD_PATHS.length} pages for ${LOAD_SECONDS + Math.round((Date.now() - sent) / 1000)} s, ${answered} answered, ${failed.length} failed`,
    );
    say(
      `  the edge served ${served} requests: ${edgeAfter.hit - edgeBefore.hit} hits, ${edgeAfter.miss - edgeBefore.miss} misses, ${edgeAfter.pass - edgeBefore.pass} passed`,
    );
    say(
      `  the origin saw ${originSaw} requests (the instances' /metrics, probes left out; Varnish sent ${toOrigin}): ${(share * 100).toFixed(1)} % of what the edge served`,
    );
    say(
      `  publish: the new price on the vehicle page through the edge ${seenAfter} ms after the signed webhook (goal ${PUBLISH_GOAL_MS} ms)`,
    );
    if (failed.length > 0) say(`  failures: ${[...new Set(failed)].slice(0, 4).join('; ')}`);
    ok = share <= ORIGIN_SHARE_GOAL && seenAfter <= PUBLISH_GOAL_MS && failed.length === 0;
    say(ok ? '\n✔ the edge absorbed the load and the publish reached visitors in time' : '\n✘ a goal was missed (above)');
    return ok;
  } finally {
    if (!keep) {
      const [downCmd, downArgs] = compose(['down', '-v', '--remove-orphans']);
      await run(downCmd, downArgs, env);
    } else say(`  --keep: the stack runs on (project ${PROJECT}); take it down with its volumes when done`);
    tunnel.close();
    await cms.close();
    rmSync(SETTINGS_FILE, { force: true });
    if (existsSync(saved)) renameSync(saved, SETTINGS_FILE);
    rmSync(tmp, { recursive: true, force: true });
  }
}

const { values } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
try {
  process.exit((await drill(values.keep, !values['no-build'])) ? 0 : 1);
} catch (error) {
  console.error(`✘ the drill stopped: ${(error as Error).message}`);
  process.exit(1);
}
