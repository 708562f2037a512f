/**
 * `npm run drill:compose`: docs/operating.md, run for real under Docker, each step checked with the page's own
 * commands: `deploy/init.sh` writes the settings file, the drill edits it as an operator would (its ports, a
 * webhook secret, e-mail delivery, a new release's tag), and `deploy/rollout.sh` and `deploy/restore.sh` do the
 * upgrades and restores. It brings each stack up from nothing under a project name of its own
 * (`autopolis-drill`, `autopolis-scale-drill`, or `$DRILL_PROJECT_PREFIX-drill` …: an operator's running stack is
 * left alone), drills it, tears it
 * down with its volumes and prints what held. Not part of `npm test` (it builds images and takes minutes).
 *
 *   npm run drill:compose                      both stacks
 *   npm run drill:compose -- --stack single    docker-compose.yml only (or --stack scale)
 *   npm run drill:compose -- --keep            leave the last stack running to look at it
 *   npm run drill:compose -- --no-build        start from the drill's image as a previous run built it (`up -d`
 *                                              without --build), e.g. when only the drill itself changed
 *   DRILL_PROJECT_PREFIX=ci-7 npm run drill:compose   projects ci-7-drill, ci-7-scale-drill, image ci-7-drill: two
 *                                              drills (from two checkouts) on one Docker daemon
 *
 * The settings files (`.env`, `deploy/.env`) are the operator's: one that exists is moved aside to
 * `<file>.before-drill` for the drill's run and put back after it (also when a step fails).
 *
 * Docker: `docker compose` (v2) when present, else `docker-compose` (v1, as on machines with Debian's
 * package; the file's top-level `name:` is then dropped, the project is named with -p anyway).
 * Caddy: the Caddyfile asks for `lb_policy client_ip_hash` (Caddy 2.7+, the official caddy:2.10). When
 * the caddy image is older (a local stand-in), the drill mounts a copy with `ip_hash`, its 2.6 name, and says so.
 *
 * Exit status 0 when every check held, 1 otherwise.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type tls from 'node:tls';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import type { RawStory } from '../src/content/mock-store';
import { previewSignature, STORYBLOK_APP_ORIGIN, STORYBLOK_BRIDGE_URL } from '../src/content/preview';
import { SIGNATURE_HEADER, signWebhookBody } from '../src/editors/webhook';
import { MIGRATION_LOCK as ALERTS_MIGRATION_LOCK } from '../src/alerts/sql';
import { MIGRATION_LOCK as LEADS_MIGRATION_LOCK } from '../src/leads/store-postgres';
import { startMockCdn } from '../stand-ins/mock-cdn';

const ROOT = path.resolve(import.meta.dirname, '..');
const VEHICLE = '100001-1-ford-ranger-xlt';
const TMP = mkdtempSync(path.join(os.tmpdir(), 'autopolis-drill-'));
chmodSync(TMP, 0o755);
/** What names the drill's compose projects and image (DRILL_PROJECT_PREFIX), so two drills can share one daemon. */
const PREFIX = process.env.DRILL_PROJECT_PREFIX?.trim() || 'autopolis';
if (!/^[a-z0-9][a-z0-9_-]*$/.test(PREFIX))
  throw new Error(`DRILL_PROJECT_PREFIX is a compose project name (a-z, 0-9, _ and -), got ${PREFIX}`);
/** The image the drill builds and tags (AUTOPOLIS_IMAGE in its settings), apart from an operator's `autopolis`. */
const IMAGE = `${PREFIX}-drill`;
/** The release's tag, as deploy/init.sh writes it (AUTOPOLIS_TAG: package.json's version). */
const RELEASE = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
/** The bearer token of /metrics in the drill's settings (METRICS_TOKEN). */
const METRICS_TOKEN = randomBytes(16).toString('hex');
/** Content pages: served from the CMS (here the mock stories), with no search and no lead store in their way. */
const CONTENT_PAGES = ['/', '/faq', '/en-gb', '/de-lu'];

type Result = { stack: string; step: string; ok: boolean; detail: string };
const results: Result[] = [];
// ---------------------------------------------------------------------------------------------- processes

type Run = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd: ROOT, env: options.env ?? process.env, maxBuffer: 256 * 1024 * 1024, timeout: options.timeoutMs ?? 900_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

/** Like run(), but the output streams to the terminal (builds, the deploy scripts), indented; `env` is the whole environment. */
function stream(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '    │ '));
    child.stdout.on('data', out);
    child.stderr.on('data', out);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined | false>): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await sleep(500);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// ------------------------------------------------------------------------------------------------ compose

// ------------------------------------------------------------------------------------------------ compose

let composeBase: string[] | undefined;

async function composeCommand(): Promise<string[]> {
  if (composeBase) return composeBase;
  if ((await run('docker', ['compose', 'version'])).code === 0) composeBase = ['docker', 'compose'];
  else if ((await run('docker-compose', ['version'])).code === 0) composeBase = ['docker-compose'];
  else throw new Error('neither `docker compose` nor `docker-compose` runs: install Docker Compose (and set DOCKER_HOST if needed)');
  return composeBase;
}

/**
 * The settings file of a stack (`.env`, `deploy/.env`), as `deploy/init.sh` writes it and an operator edits it.
 * The operator's own file is moved aside while the drill runs and put back by `putBack()`.
 */
class SettingsFile {
  private readonly saved: string;
  constructor(readonly file: string) {
    this.saved = `${file}.before-drill`;
    if (existsSync(this.saved)) throw new Error(`${this.saved} exists: a drill was interrupted; put it back as ${file} first`);
    if (existsSync(file)) renameSync(file, this.saved);
  }

  get(name: string): string {
    return readFileSync(this.file, 'utf8').match(new RegExp(`^${name}=(.*)$`, 'm'))?.[1] ?? '';
  }

  /** NAME=value replaced (or added), every other line kept: what an operator's editor does. */
  set(values: Record<string, string>): void {
    let text = readFileSync(this.file, 'utf8');
    for (const [name, value] of Object.entries(values)) {
      const line = `${name}=${value}`;
      text = new RegExp(`^${name}=.*$`, 'm').test(text) ? text.replace(new RegExp(`^${name}=.*$`, 'm'), line) : `${text}${line}\n`;
    }
    writeFileSync(this.file, text);
  }

  putBack(): void {
    rmSync(this.file, { force: true });
    if (existsSync(this.saved)) renameSync(this.saved, this.file);
  }
}

/** The names .env.example sets: taken out of the drill's own environment, where they would win over the file. */
const SETTINGS = [...readFileSync(path.join(ROOT, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
const cleanEnv = (): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)));

class Stack {
  private files: string[] = [];
  constructor(
    readonly name: string,
    readonly project: string,
    private readonly file: string,
  ) {}

  async prepare(overrides: string[] = []): Promise<void> {
    const base = await composeCommand();
    const source = path.join(ROOT, this.file);
    if (base[0] === 'docker-compose') {
      // Compose v1 reads no top-level `name:`; the project is named with -p anyway
      const copy = path.join(TMP, `${this.project}.yml`);
      writeFileSync(copy, readFileSync(source, 'utf8').replace(/^name:.*$/m, ''));
      this.files = ['--project-directory', path.dirname(source), '-f', copy];
    } else this.files = ['-f', source];
    for (const override of overrides) this.files.push('-f', override);
  }

  /** The compose command of this stack as one string: COMPOSE for deploy/rollout.sh and deploy/restore.sh. */
  async command(): Promise<string> {
    return [...(await composeCommand()), '-p', this.project, ...this.files].join(' ');
  }

  private async args(rest: string[]): Promise<[string, string[]]> {
    const base = await composeCommand();
    return [base[0]!, [...base.slice(1), '-p', this.project, ...this.files, ...rest]];
  }

  async run(rest: string[], options: { input?: string; timeoutMs?: number } = {}): Promise<Run> {
    const [command, args] = await this.args(rest);
    return run(command, args, { ...options, env: cleanEnv() });
  }

  async stream(rest: string[]): Promise<number> {
    const [command, args] = await this.args(rest);
    return stream(command, args, cleanEnv());
  }

  /** Starts a command of this stack with its standard input open (a psql session kept open): ending the input ends it. */
  async open(rest: string[]): Promise<ChildProcess> {
    const [command, args] = await this.args(rest);
    return spawn(command, args, { cwd: ROOT, env: cleanEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
  }

  /** Runs one of the operator's scripts (deploy/*.sh) on this stack; its output streams, indented. */
  async script(file: string, args: string[] = []): Promise<number> {
    return stream('sh', [file, ...args], { ...cleanEnv(), COMPOSE: await this.command() });
  }

  async container(service: string): Promise<string> {
    const { stdout } = await this.run(['ps', '-q', service]);
    const id = stdout.trim().split('\n')[0];
    if (!id) throw new Error(`no container for ${service}`);
    return id;
  }

  async inspect(service: string, format: string): Promise<string> {
    return (await run('docker', ['inspect', '-f', format, await this.container(service)])).stdout.trim();
  }

  /** Waits until the service's health check says healthy; answers the time it took. */
  async healthy(service: string, timeoutMs = 180_000): Promise<number> {
    const started = Date.now();
    await until(`${service} healthy`, timeoutMs, async () => (await this.inspect(service, '{{.State.Health.Status}}')) === 'healthy');
    return Date.now() - started;
  }

  /** GET /metrics inside the service's container, from loopback: as Prometheus on the stack's network does, without a token. */
  async scrapeInside(service: string): Promise<string> {
    const script = `fetch('http://127.0.0.1:3000/metrics').then(async (r) => { if (!r.ok) process.exit(2); process.stdout.write(await r.text()); }, () => process.exit(1))`;
    const out = await this.run(['exec', '-T', service, 'node', '-e', script]);
    if (out.code !== 0) throw new Error(`/metrics inside ${service}: exit ${out.code} ${out.stderr.trim().slice(-200)}`);
    return out.stdout;
  }

  /** GET `pathname` inside the service's container (as Caddy or a health check would): status and a header. */
  async inside(service: string, pathname: string, header = 'x-page-cache'): Promise<{ status: number; header: string | null }> {
    const script = `fetch('http://127.0.0.1:3000${pathname}').then(async (r) => { await r.arrayBuffer(); console.log(JSON.stringify({ status: r.status, header: r.headers.get('${header}') })); }, () => { console.log('{"status":0,"header":null}'); })`;
    const { stdout } = await this.run(['exec', '-T', service, 'node', '-e', script]);
    return JSON.parse(stdout.trim().split('\n').pop()!) as { status: number; header: string | null };
  }

  /** GET a health endpoint (`/healthz`, `/livez`, `/readyz`) inside the service's container: status and its JSON. */
  async probe<T = Record<string, unknown>>(service: string, pathname: string): Promise<{ status: number; body: T }> {
    const script = `fetch('http://127.0.0.1:3000${pathname}').then(async (r) => console.log(JSON.stringify({ status: r.status, body: await r.json() })), () => console.log('{"status":0,"body":{}}'))`;
    const { stdout } = await this.run(['exec', '-T', service, 'node', '-e', script]);
    return JSON.parse(stdout.trim().split('\n').pop() || '{"status":0,"body":{}}') as { status: number; body: T };
  }

  /** One SQL statement in the stack's PostgreSQL, by psql inside its container (the local socket): its rows, unaligned. */
  async psql(sql: string): Promise<Run> {
    return this.run(['exec', '-T', 'postgres', 'psql', '-U', 'autopolis', '-d', 'autopolis', '-tAc', sql]);
  }

  async leads(service: string): Promise<{ key: string; status: string; payload: { email?: string } }[]> {
    const out = await this.run(['exec', '-T', service, 'npm', 'run', '--silent', 'leads', '--', 'export', '--format', 'json']);
    if (out.code !== 0) throw new Error(`leads export failed: ${out.stderr.trim()}`);
    return JSON.parse(out.stdout) as { key: string; status: string; payload: { email?: string } }[];
  }

  /** The output of the one-off indexer container `up` ran (its --if-needed decision). */
  async indexerLog(): Promise<string> {
    const { stdout } = await this.run(['ps', '-a', '-q', 'indexer']);
    const id = stdout.trim().split('\n')[0];
    if (!id) throw new Error('no indexer container');
    const logs = await run('docker', ['logs', id]);
    return logs.stdout + logs.stderr;
  }

  async down(): Promise<void> {
    await this.run(['down', '-v', '--remove-orphans', '--timeout', '10']);
  }
}

/** One backup now (`run --rm backup once`, the scheduled job's own step): the file's name in the backups volume. */
async function backupNow(stack: Stack): Promise<string> {
  const out = await stack.run(['run', '--rm', '-T', 'backup', 'once']);
  const name = (out.stdout + out.stderr).match(/backup written: (leads-\S+)/)?.[1];
  expectThat(out.code === 0 && name, `backup once exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-400)}`);
  return name;
}

/** The keys of every stored lead, sorted. */
async function leadKeys(stack: Stack, service: string): Promise<string[]> {
  return (await stack.leads(service)).map((l) => l.key).sort();
}

function sameKeys(found: string[], expected: string[]): string {
  const missing = expected.filter((k) => !found.includes(k));
  const extra = found.filter((k) => !expected.includes(k));
  expectThat(missing.length === 0 && extra.length === 0, `${missing.length} of the backup's leads missing, ${extra.length} not in it`);
  return `exactly the backup's ${expected.length} leads`;
}

// ----------------------------------------------------------------------------------------------- e-mail

type Mail = { to: string[]; raw: string; password?: string };

/**
 * An SMTP server on this machine, on every interface: the containers reach it at their network's gateway. With
 * `passwords` it is a provider that asks for the login `drill` and one of these passwords (the set may change
 * while it runs: a password rotated at the provider); each mail records the password it came with.
 */
async function smtpReceiver(passwords?: Set<string>): Promise<{ port: number; mails: Mail[]; refused: number; close(): Promise<void> }> {
  const mails: Mail[] = [];
  const counts = { refused: 0 };
  const server = new SMTPServer({
    authOptional: !passwords,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (passwords && auth.username === 'drill' && passwords.has(auth.password ?? '')) return callback(null, { user: auth.password });
      counts.refused++;
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const password = typeof session.user === 'string' ? session.user : undefined;
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8'), password });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '0.0.0.0', resolve));
  return {
    port,
    mails,
    get refused() {
      return counts.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------- secrets

/** The folder of secret files the drill's override mounts read-only at /run/secrets (`<NAME>_FILE`), as Docker's secrets are. */
const SECRETS = path.join(TMP, 'secrets');

/** A compose file adding the secrets folder to `services`, as an operator's docker-compose.override.yml would. */
function secretsOverride(services: string[]): string {
  mkdirSync(SECRETS, { recursive: true, mode: 0o755 });
  const file = path.join(TMP, `secrets-${services.join('-')}.yml`);
  const mount = `    volumes:\n      - ${SECRETS}:/run/secrets:ro\n`;
  writeFileSync(file, `services:\n${services.map((name) => `  ${name}:\n${mount}`).join('')}`);
  return file;
}

/** Writes a secret file readable by the containers' user (node, uid 1000). */
function writeSecret(name: string, value: string): string {
  writeFileSync(path.join(SECRETS, name), value, { mode: 0o644 });
  return `/run/secrets/${name}`;
}

// ---------------------------------------------------------------------------------------------- metrics

/** The sum of a metric's series whose labels include `labels` (Prometheus's text format); NaN when there is none. */
function metric(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = Number.NaN;
  for (const line of text.split('\n')) {
    const m = line.match(/^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})?\s+(\S+)/);
    if (!m || m[1] !== name) continue;
    const found = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).some(([k, v]) => found[k] !== v)) continue;
    sum = (Number.isNaN(sum) ? 0 : sum) + Number(m[3]);
  }
  return sum;
}

/** GET /metrics at `base` (the published port, or Caddy) as Prometheus outside the network does: with the token. */
async function scrape(base: string, token: string | undefined = METRICS_TOKEN): Promise<{ status: number; text: string }> {
  const response = await fetch(`${base}/metrics`, token === undefined ? {} : { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, text: await response.text() };
}

async function gateway(stack: Stack): Promise<string> {
  const { stdout } = await run('docker', [
    'network',
    'inspect',
    '-f',
    '{{range .IPAM.Config}}{{.Gateway}}{{end}}',
    `${stack.project}_default`,
  ]);
  expectThat(/^\d+\.\d+\.\d+\.\d+$/.test(stdout.trim()), `no gateway address for ${stack.project}_default: ${stdout.trim()}`);
  return stdout.trim();
}
async function step(stack: Stack, name: string, check: () => Promise<string>): Promise<boolean> {
  const started = Date.now();
  process.stdout.write(`  ▸ ${name} …\n`);
  try {
    const detail = await check();
    results.push({ stack: stack.name, step: name, ok: true, detail });
    console.log(`  ✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s): ${detail}`);
    return true;
  } catch (error) {
    const detail = (error as Error).message;
    results.push({ stack: stack.name, step: name, ok: false, detail });
    console.log(`  ✘ ${name}: ${detail}`);
    return false;
  }
}

function expectThat(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function readyz(base: string): Promise<{ status: number; body: { status: string; checks: { name: string; ok: boolean }[] } }> {
  const response = await fetch(`${base}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; checks: { name: string; ok: boolean }[] } };
}

async function stockLinks(base: string): Promise<number> {
  const response = await fetch(`${base}/en-gb/stock?sort=price-asc`);
  const html = await response.text();
  expectThat(response.status === 200, `/en-gb/stock answered ${response.status}`);
  return new Set([...html.matchAll(/href="(\/en-gb\/stock\/[0-9][^"/?]*)"/g)].map((m) => m[1])).size;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * Sends the vehicle interest form as a browser without JavaScript does: GET the page, post the form's
 * fields (its hidden ones as rendered, the visitor's filled in) as multipart, follow nothing.
 */
async function sendLeadWithoutJs(base: string, email: string): Promise<{ status: number; location: string | null; key: string }> {
  const pageUrl = `${base}/en-gb/stock/${VEHICLE}/interest`;
  const page = await fetch(pageUrl);
  const html = await page.text();
  expectThat(page.status === 200, `the form page answered ${page.status}`);
  const form = html.match(/<form[^>]*class="[^"]*lead-form[^"]*"[^>]*>([\s\S]*?)<\/form>/);
  expectThat(form, 'no lead form on the page');
  const tag = form[0].slice(0, form[0].indexOf('>') + 1);
  const action = new URL(decodeEntities(tag.match(/action="([^"]*)"/)?.[1] ?? '') || pageUrl, pageUrl);
  const body = new FormData();
  // what a browser sends untouched: hidden fields, and the choices checked as rendered (e.g. the contact channel)
  for (const input of form[1]!.matchAll(/<input(?=[^>]*(?:type="hidden"|\schecked=""))[^>]*>/g)) {
    const name = input[0].match(/name="([^"]*)"/)?.[1];
    const value = input[0].match(/value="([^"]*)"/)?.[1] ?? '';
    if (name) body.append(decodeEntities(name), decodeEntities(value));
  }
  const key = String(body.get('_key') ?? '');
  expectThat(/^[0-9a-f-]{36}$/.test(key), 'the form has no submission key');
  const fieldName = (pattern: RegExp) => {
    const input = [...form[1]!.matchAll(/<(?:input|textarea)[^>]*name="([^"]*)"[^>]*>/g)].find((m) => pattern.test(m[1]!));
    expectThat(input, `no field matching ${pattern}`);
    return input[1]!;
  };
  body.append(fieldName(/^name$/), 'Drill Operator');
  body.append(fieldName(/^email$/), email);
  body.append(fieldName(/consent/i), 'on');
  const response = await fetch(action, { method: 'POST', body, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), key };
}

async function leadSent(base: string, email: string): Promise<string> {
  const sent = await sendLeadWithoutJs(base, email);
  expectThat(
    sent.status === 303 && /[?&]sent=/.test(sent.location ?? ''),
    `the post answered ${sent.status} ${sent.location ?? ''}, not 303 to ?sent=`,
  );
  return sent.key;
}

function postPublished(base: string, secret: string, story: { id: number; fullSlug: string }, signed = true): Promise<Response> {
  const body = JSON.stringify({
    text: 'The drill published a story',
    action: 'published',
    space_id: 1,
    story_id: story.id,
    full_slug: story.fullSlug,
  });
  return fetch(`${base}/api/storyblok/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signed ? signWebhookBody(body, secret) : '0'.repeat(40) },
    body,
  });
}

async function killFromHost(stack: Stack, service: string): Promise<{ pid: string; restarts: number }> {
  const pid = await stack.inspect(service, '{{.State.Pid}}');
  const restarts = Number(await stack.inspect(service, '{{.RestartCount}}'));
  expectThat(Number(pid) > 0, `${service} has no process`);
  const killed = await run('kill', ['-9', pid]);
  expectThat(killed.code === 0, `kill -9 ${pid}: ${killed.stderr.trim()}`);
  return { pid, restarts };
}

async function cameBack(stack: Stack, service: string, before: { pid: string; restarts: number }): Promise<number> {
  await until(
    `${service} restarted by its policy`,
    60_000,
    async () => Number(await stack.inspect(service, '{{.RestartCount}}')) > before.restarts,
  );
  return stack.healthy(service);
}

function jsonLines(text: string): { lines: number; notJson: string[]; requests: number } {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const notJson = lines.filter((l) => {
    try {
      return typeof JSON.parse(l) !== 'object';
    } catch {
      return true;
    }
  });
  const requests = lines.filter((l) => l.includes('"msg":"request"')).length;
  return { lines: lines.length, notJson, requests };
}

async function logsAreJson(stack: Stack, service: string, base?: string): Promise<string> {
  // a container just made (`down` then `up -d` before this step) has logged no request yet: with `base`, one is sent
  if (base)
    expectThat((await fetch(`${base}/faq`).then(async (r) => (await r.arrayBuffer(), r.status))) === 200, '/faq did not answer 200');
  // the container's own output (`docker compose logs --no-log-prefix`; Compose v1 adds a line of its own)
  const logs = async () => {
    const { stdout, stderr } = await run('docker', ['logs', await stack.container(service)]);
    return { stdout, ...jsonLines(stdout + stderr) };
  };
  const { stdout, lines, notJson, requests } = base
    ? await until('a request line', 10_000, async () => {
        const found = await logs();
        return found.requests > 0 && found;
      }).catch(logs)
    : await logs();
  expectThat(lines > 0, 'no log lines');
  expectThat(notJson.length === 0, `${notJson.length} of ${lines} lines are not JSON, e.g. ${notJson[0]}`);
  expectThat(requests > 0, 'no request line');
  const sample = JSON.parse(stdout.split('\n').find((l) => l.includes('"msg":"request"'))!) as Record<string, unknown>;
  for (const key of ['time', 'level', 'requestId', 'method', 'path', 'status', 'ms'])
    expectThat(key in sample, `a request line has no ${key}`);
  return `${lines} lines, each a JSON object; ${requests} request lines with time, level, requestId, method, path, status, ms`;
}

// ----------------------------------------------------------------------------------------- single instance

// ----------------------------------------------------------------------------------------- single instance

async function drillSingle(keep: boolean): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = randomBytes(20).toString('hex');
  const stack = new Stack('docker-compose.yml', `${PREFIX}-drill`, 'docker-compose.yml');
  const settings = new SettingsFile(path.join(ROOT, '.env'));
  // the indexer reads the same .env as the app, so it needs every file a *_FILE there names (SMTP_PASSWORD_FILE
  // from the e-mail step on): mounted in the app alone, the indexer of the next `up -d` exited 1 (ENOENT)
  await stack.prepare([secretsOverride(['app', 'indexer'])]);
  console.log(`\n■ ${stack.name} (project ${stack.project}, published on ${base}; secret files mounted at /run/secrets by an override)`);
  await stack.down();
  const email = `drill-${Date.now()}@example.lu`;
  let key = '';
  // the SMTP provider's passwords (the first one set at the e-mail step, rotated after it)
  const smtpPasswords = new Set([randomBytes(12).toString('hex')]);
  let smtp: Awaited<ReturnType<typeof smtpReceiver>> | undefined;
  try {
    const init = await step(stack, 'deploy/init.sh writes .env with a generated MEILI_MASTER_KEY, once', async () => {
      expectThat((await stream('sh', ['deploy/init.sh'], cleanEnv())) === 0, 'deploy/init.sh failed');
      const generated = settings.get('MEILI_MASTER_KEY');
      expectThat(/^[0-9a-f]{64}$/.test(generated), `MEILI_MASTER_KEY is ${generated.length} characters, not 64 hex`);
      expectThat((await stream('sh', ['deploy/init.sh'], cleanEnv())) === 0, 'deploy/init.sh failed the second time');
      expectThat(settings.get('MEILI_MASTER_KEY') === generated, 'a second deploy/init.sh changed the key');
      const mode = (statSync(settings.file).mode & 0o777).toString(8);
      expectThat(mode === '600', `.env is mode ${mode}`);
      // what an operator edits: the published port, the public address, the webhook's secret, the release's name
      expectThat(
        settings.get('AUTOPOLIS_TAG') === RELEASE,
        `AUTOPOLIS_TAG is ${settings.get('AUTOPOLIS_TAG')}, not the release ${RELEASE}`,
      );
      settings.set({
        HTTP_PORT: String(port),
        PUBLIC_SITE_URL: base,
        STORYBLOK_WEBHOOK_SECRET: secret,
        AUTOPOLIS_IMAGE: IMAGE,
        METRICS_TOKEN,
      });
      return `.env mode 600, MEILI_MASTER_KEY generated (64 hex) and kept by a second run, AUTOPOLIS_TAG=${RELEASE} (package.json)`;
    });
    if (!init) return;

    const up = await step(stack, 'starts from nothing (up -d --build) and reports healthy', async () => {
      const code = await stack.stream(upFromNothing());
      expectThat(code === 0, `up exited with ${code}`);
      const ms = await stack.healthy('app');
      const { status, body } = await readyz(base);
      expectThat(status === 200, `/readyz answered ${status}`);
      const indexer = await stack.inspect('indexer', '{{.State.ExitCode}}');
      expectThat(indexer === '0', `the indexer exited with ${indexer}`);
      const decision = (await stack.indexerLog()).match(/a full reindex is needed: [^\n"]*/)?.[0];
      expectThat(decision, 'the indexer of a first start did not say why it reindexed');
      return `app healthy ${(ms / 1000).toFixed(0)} s after up returned; /readyz 200 (${body.checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAIL'}`).join(', ')}); indexer exited 0 (${decision})`;
    });
    if (!up) return;

    await step(stack, 'the image: no settings file inside, runs as node, and every service bounded', async () => {
      const image = `${IMAGE}:${RELEASE}`;
      const listing = await run('docker', ['run', '--rm', '--entrypoint', 'sh', image, '-c', 'id -un; ls -a /app']);
      expectThat(listing.code === 0, `docker run ${image}: ${listing.stderr.trim()}`);
      const [user, ...files] = listing.stdout.trim().split('\n');
      expectThat(user === 'node', `the image runs as ${user}`);
      expectThat(!files.some((f) => f.startsWith('.env')), `the image holds ${files.filter((f) => f.startsWith('.env')).join(', ')}`);
      const size = (await run('docker', ['image', 'inspect', '-f', '{{.Size}}', image])).stdout.trim();
      return `runs as node, no .env in /app, ${Math.round(Number(size) / 1e6)} MB; ${await limitsApplied(stack, ['app', 'meilisearch', 'backup'])}`;
    });

    await step(
      stack,
      'run --rm indexer keeps a current index; a forced reindex (run --rm indexer node indexer/cli.js) while the site serves',
      async () => {
        const kept = await stack.run(['run', '--rm', 'indexer']);
        const reason = (kept.stdout + kept.stderr).match(/kept the index: [^\n"(]*/)?.[0];
        expectThat(kept.code === 0 && reason, `run --rm indexer did not keep the index: ${(kept.stdout + kept.stderr).trim().slice(-400)}`);
        const out = await stack.run(['run', '--rm', 'indexer', 'node', 'indexer/cli.js']);
        const indexed = (out.stdout + out.stderr).match(/indexed (\d+) vehicles/);
        expectThat(out.code === 0 && indexed, `the indexer exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-400)}`);
        const links = await stockLinks(base);
        expectThat(links > 5, `the stock page lists ${links} vehicles`);
        return `${reason.trim()}; forced: indexed ${indexed[1]} vehicles; /en-gb/stock lists ${links} vehicles`;
      },
    );

    await step(stack, 'signed Storyblok webhook through the published port', async () => {
      await until(
        '/faq held in the page cache',
        15_000,
        async () => (await fetch(`${base}/faq`).then(async (r) => (await r.arrayBuffer(), r.headers.get('x-page-cache')))) === 'hit',
      );
      const unsigned = await postPublished(base, secret, { id: 4242, fullSlug: 'faq' }, false);
      expectThat(unsigned.status === 401, `a wrong signature answered ${unsigned.status}`);
      const hook = await postPublished(base, secret, { id: 4242, fullSlug: 'faq' });
      expectThat(hook.status === 202, `the signed webhook answered ${hook.status}`);
      await until(
        '/faq rendered again',
        15_000,
        async () => (await fetch(`${base}/faq`).then(async (r) => (await r.arrayBuffer(), r.headers.get('x-page-cache')))) === 'miss',
      );
      return 'wrong signature 401; signed publish 202, and /faq went from a page-cache hit to a fresh render';
    });

    await step(stack, 'a lead sent without JavaScript through the published port is stored', async () => {
      key = await leadSent(base, email);
      const leads = await stack.leads('app');
      expectThat(
        leads.some((l) => l.key === key && l.payload.email === email),
        'the lead is not in `npm run leads -- export`',
      );
      return `303 to ?sent=; lead ${key} in \`npm run leads -- export\``;
    });

    await step(stack, '/metrics with the token (published port) and from inside: a stored lead and a reindex move their series', () =>
      metricsMove(stack, base, ['app'], async () => {
        const out = await stack.run(['run', '--rm', 'indexer', 'node', 'indexer/cli.js']);
        expectThat(out.code === 0, `the forced reindex exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-300)}`);
      }),
    );

    await step(stack, 'the lead is still there after `restart app`', async () => {
      const out = await stack.run(['restart', 'app']);
      expectThat(out.code === 0, `restart exited ${out.code}`);
      const ms = await stack.healthy('app');
      expectThat(
        (await stack.leads('app')).some((l) => l.key === key),
        'the lead is gone',
      );
      return `healthy again in ${(ms / 1000).toFixed(0)} s; lead present`;
    });

    await step(stack, 'the lead is still there after kill -9 of the app process from the host', async () => {
      const before = await killFromHost(stack, 'app');
      const ms = await cameBack(stack, 'app', before);
      expectThat(
        (await stack.leads('app')).some((l) => l.key === key),
        'the lead is gone',
      );
      return `killed pid ${before.pid}; restart policy brought it back, healthy in ${(ms / 1000).toFixed(0)} s; lead present`;
    });

    await step(
      stack,
      'e-mail delivery set in .env, applied by deploy/rollout.sh (its restart measured), and a lead arrives by e-mail',
      async () => {
        smtp = await smtpReceiver(smtpPasswords);
        const { load, detail } = await emailDelivery(stack, settings, base, smtp, smtpPasswords, CONTENT_PAGES);
        const outage = load.firstFailure ? ((load.lastFailure! - load.firstFailure) / 1000).toFixed(1) : '0';
        return `rollout exited 0; the one instance's restart: ${loadSummary(load)} over ${outage} s (the single stack's honest gap); ${detail}`;
      },
    );

    await step(stack, 'SMTP password rotated (a new SMTP_PASSWORD_FILE, deploy/rollout.sh): every lead delivered, none lost', () =>
      smtpRotation(stack, base, smtp, smtpPasswords, 'app'),
    );

    await step(stack, 'a wrong .env is refused by deploy/rollout.sh before anything is replaced; the site keeps serving', async () => {
      const before = await stack.container('app');
      settings.set({ LEADS_WEBHOOK_URL: 'https://crm.example.lu/leads' }); // without LEADS_WEBHOOK_SECRET: refused by the site
      const code = await stack.script('deploy/rollout.sh');
      settings.set({ LEADS_WEBHOOK_URL: '' });
      expectThat(code !== 0, 'deploy/rollout.sh accepted a webhook URL without its secret');
      expectThat((await stack.container('app')) === before, 'the running container was replaced');
      const { status } = await readyz(base);
      expectThat(status === 200, `/readyz answered ${status} after the refused rollout`);
      return `rollout exited ${code} at its configuration check; the same container serves, /readyz 200`;
    });

    let backupKeys: string[] = [];
    let backupName = '';
    await step(stack, 'scheduled backup job (run --rm backup once), then restore into the same volume after kill -9', async () => {
      backupKeys = await leadKeys(stack, 'app');
      backupName = await backupNow(stack);
      // a lead after the backup, then a crash: its write-ahead log stays beside the database it belongs to
      const later = await leadSent(base, `drill-after-backup-${Date.now()}@example.lu`);
      expectThat((await leadKeys(stack, 'app')).includes(later), 'the lead after the backup is not stored');
      // SIGKILL (kill -9) by `docker compose kill`: an operator's stop, so the restart policy leaves the crashed
      // store as it is, its -wal beside it, for the restore to deal with
      expectThat((await stack.run(['kill', 'app'])).code === 0, 'docker compose kill app failed');
      const code = await stack.script('deploy/restore.sh', [backupName]);
      expectThat(code === 0, `deploy/restore.sh exited ${code}`);
      await stack.healthy('app');
      return `${backupName}; after kill -9 and deploy/restore.sh: ${sameKeys(await leadKeys(stack, 'app'), backupKeys)} (the lead sent after it is gone)`;
    });

    await step(stack, 'restore from a backup file on the host (root-owned, mode 600) into a fresh leads volume', async () => {
      const host = path.join(TMP, backupName);
      const copied = await run('docker', ['cp', `${await stack.container('backup')}:/var/lib/autopolis/backups/${backupName}`, host]);
      expectThat(copied.code === 0, `docker cp: ${copied.stderr.trim()}`);
      const stat = statSync(host);
      await stack.run(['stop', 'app', 'backup']);
      await stack.run(['rm', '-f', 'app', 'backup']);
      const removed = await run('docker', ['volume', 'rm', `${stack.project}_leads`]);
      expectThat(removed.code === 0, `the leads volume was not removed: ${removed.stderr.trim()}`);
      const code = await stack.script('deploy/restore.sh', [host]);
      expectThat(code === 0, `deploy/restore.sh exited ${code}`);
      await stack.healthy('app');
      return `backup file uid ${stat.uid}, mode ${(stat.mode & 0o777).toString(8)}; fresh volume ${stack.project}_leads: ${sameKeys(await leadKeys(stack, 'app'), backupKeys)}`;
    });

    await step(stack, 'Meilisearch master key rotation', async () => {
      const oldKey = settings.get('MEILI_MASTER_KEY');
      const newKey = randomBytes(32).toString('hex');
      expectThat((await stack.run(['stop'])).code === 0, 'stop failed');
      settings.set({ MEILI_MASTER_KEY: newKey });
      const up = await stack.run(['up', '-d']);
      const indexerSaid = up.code === 0 ? '' : (await stack.indexerLog().catch((e: Error) => e.message)).trim().slice(-600);
      expectThat(up.code === 0, `up with the new key exited ${up.code}: ${up.stderr.trim().slice(-300)}; the indexer said: ${indexerSaid}`);
      const indexer = await stack.run(['run', '--rm', 'indexer']);
      expectThat(
        indexer.code === 0,
        `the indexer with the new key exited ${indexer.code}: ${(indexer.stdout + indexer.stderr).trim().slice(-400)}`,
      );
      expectThat((await stack.run(['restart', 'app'])).code === 0, 'restart app failed');
      await stack.healthy('app');
      await masterKeyRotated(stack, oldKey, newKey);
      const { status } = await readyz(base);
      const links = await stockLinks(base);
      expectThat(status === 200 && links > 5, `/readyz ${status}, ${links} vehicles listed`);
      return `old master key refused (403), new accepted; after the indexer and restart app: /readyz 200, ${links} vehicles listed`;
    });

    await step(stack, 'Storyblok webhook secret rotation (new secret in .env, deploy/rollout.sh)', async () => {
      const newSecret = randomBytes(20).toString('hex');
      settings.set({ STORYBLOK_WEBHOOK_SECRET: newSecret });
      const code = await stack.script('deploy/rollout.sh');
      expectThat(code === 0, `deploy/rollout.sh exited ${code}`);
      const old = await postPublished(base, secret, { id: 4242, fullSlug: 'faq' });
      const current = await postPublished(base, newSecret, { id: 4242, fullSlug: 'faq' });
      expectThat(old.status === 401 && current.status === 202, `old secret ${old.status}, new secret ${current.status}`);
      return 'signed with the old secret 401, with the new one 202';
    });

    await step(stack, '`down` then `up -d`: the leads kept, the current index kept (no reindex)', () => downThenUp(stack, ['app']));

    await step(stack, 'logs are JSON lines', () => logsAreJson(stack, 'app', base));

    // last: it points the app at a Storyblok stand-in, which the steps above do not expect
    await step(stack, "Storyblok's visual editor: a signed preview shows the saved draft (STORYBLOK_PREVIEW_TOKEN passed)", () =>
      draftPreview(stack, settings, base),
    );
  } finally {
    await smtp?.close();
    if (!keep) await stack.down();
    settings.putBack();
  }
}

/**
 * The visual editor's preview through the documented deployment (issue 36): the app reads a Storyblok stand-in
 * (stand-ins/mock-cdn.ts, on the stack network's gateway so the container reaches it) with its public token, and
 * STORYBLOK_PREVIEW_TOKEN in `.env` reaches it through `env_file`. An editor saves a draft of the FAQ with another
 * title: the page signed as the visual editor signs it (`_storyblok_tk`, src/content/preview.ts) shows the draft,
 * its editable markers and the bridge, and may be framed by the editor; the same page unsigned shows the published title.
 * The settings file is put back as it was after it.
 */
async function draftPreview(stack: Stack, settings: SettingsFile, base: string): Promise<string> {
  const host = await gateway(stack);
  const previewToken = randomBytes(12).toString('hex');
  const cms = await startMockCdn({
    root: path.join(ROOT, 'mocks', 'stories'),
    token: `drill-public-${randomBytes(8).toString('hex')}`,
    previewToken,
    host,
    rateLimits: false,
    warn: () => {},
  });
  const before = readFileSync(settings.file, 'utf8');
  try {
    settings.set({
      PUBLIC_USE_MOCKS: 'false',
      STORYBLOK_TOKEN: cms.token,
      STORYBLOK_PREVIEW_TOKEN: previewToken,
      STORYBLOK_VERSION: 'published',
      STORYBLOK_ENDPOINT: cms.endpoint,
    });
    const code = await stack.script('deploy/rollout.sh');
    expectThat(code === 0, `deploy/rollout.sh with the Storyblok settings exited ${code}`);
    const read = async (token: string, version: string) => {
      const response = await fetch(`${cms.endpoint}/cdn/stories/faq?token=${token}&version=${version}`);
      expectThat(response.ok, `the stand-in answered ${response.status} for faq (${version})`);
      return ((await response.json()) as { story: { id: number; content: Record<string, unknown> } & Record<string, unknown> }).story;
    };
    const published = await read(cms.token, 'published');
    const publishedTitle = String(published.content.title);
    const draftTitle = `${publishedTitle} (brouillon ${randomBytes(3).toString('hex')})`;
    const body = (published.content.body as Record<string, unknown>[]).map((block) =>
      block.component === 'hero' ? { ...block, headline: draftTitle } : block,
    );
    const cv = cms.cv();
    await cms.saveDraft({ ...(published as RawStory), content: { ...published.content, title: draftTitle, body } });
    expectThat(cms.cv() === cv, 'saving a draft changed the space version');
    expectThat((await read(previewToken, 'draft')).content.title === draftTitle, 'the stand-in does not answer the draft');

    const at = String(Math.floor(Date.now() / 1000));
    const space = '1'; // the stand-in's space (spaces/me, and the _editable comments of its drafts)
    const signed = new URLSearchParams({ _storyblok: String(published.id), _storyblok_c: 'page', _storyblok_lang: 'default' });
    signed.set('_storyblok_tk[space_id]', space);
    signed.set('_storyblok_tk[timestamp]', at);
    signed.set('_storyblok_tk[token]', previewSignature(space, previewToken, at));
    const preview = await fetch(`${base}/faq?${signed}`);
    const html = await preview.text();
    expectThat(preview.status === 200, `the signed preview answered ${preview.status}`);
    expectThat(html.includes(draftTitle), `the signed preview does not show the draft title "${draftTitle}"`);
    const markers = (html.match(/data-blok-c=/g) ?? []).length;
    expectThat(markers > 0, 'the signed preview carries no editable markers (data-blok-c)');
    expectThat(html.includes(`id="storyblok-bridge" src="${STORYBLOK_BRIDGE_URL}"`), 'the signed preview loads no Storyblok bridge');
    // framed by the visual editor: its origin in frame-ancestors, which makes a browser ignore X-Frame-Options
    // ("the X-Frame-Options header MUST be ignored", https://www.w3.org/TR/CSP3/#frame-ancestors-and-frame-options)
    const ancestors = (preview.headers.get('content-security-policy') ?? '').match(/frame-ancestors ([^;]*)/)?.[1] ?? '';
    expectThat(ancestors.split(' ').includes(STORYBLOK_APP_ORIGIN), `the signed preview's frame-ancestors are "${ancestors}"`);
    const framing = preview.headers.get('x-frame-options');
    const drafts = cms.requestsTo('/v2/cdn/stories').filter((r) => r.query.version === 'draft' && r.status === 200);
    expectThat(drafts.every((r) => r.query.token === previewToken) && drafts.length > 0, 'the drafts were not read with the preview token');

    const plain = await fetch(`${base}/faq`);
    const plainHtml = await plain.text();
    expectThat(plain.status === 200, `/faq answered ${plain.status}`);
    expectThat(
      plainHtml.includes(publishedTitle) && !plainHtml.includes(draftTitle),
      '/faq without a signature does not show the published title alone',
    );
    expectThat(
      !plainHtml.includes('data-blok-c') && !plainHtml.includes('storyblok-bridge'),
      '/faq without a signature carries editor markers',
    );
    const refused = cms.requests.filter((r) => r.status === 401).length;
    return `rollout with the stand-in on ${host}; signed /faq 200 with the draft title, ${markers} data-blok-c markers, the bridge, frame-ancestors ${ancestors} (X-Frame-Options: ${framing ?? 'none'}); ${drafts.length} draft reads, all with the preview token; unsigned /faq ${plain.status} with the published title, no markers; cv unchanged by the draft; ${refused} requests refused`;
  } finally {
    // the settings as they were, for the steps an operator adds after this one (the stack itself is taken down next)
    writeFileSync(settings.file, before);
    await cms.close();
  }
}

/**
 * `/metrics` as on-call reads it: the token from outside (a wrong one 401), no token from inside the stack's
 * network (here the container's loopback); a lead sent through `base` moves `autopolis_leads_stored_total` by one
 * (summed over `services`, whichever instance took it), and `reindex()` resets the index's age.
 */
async function metricsMove(stack: Stack, base: string, services: string[], reindex: () => Promise<void>): Promise<string> {
  const wrong = await scrape(base, 'not-the-metrics-token');
  expectThat(wrong.status === 401, `a wrong token answered ${wrong.status}`);
  const anonymous = (await scrape(base, undefined)).status;
  const outside = await scrape(base);
  expectThat(outside.status === 200 && outside.text.includes('autopolis_ready'), `with the token: ${outside.status}`);
  const stored = async () => {
    let sum = 0;
    for (const service of services) {
      const value = metric(await stack.scrapeInside(service), 'autopolis_leads_stored_total');
      sum += Number.isNaN(value) ? 0 : value;
    }
    return sum;
  };
  const storedBefore = await stored();
  const ageBefore = metric(await stack.scrapeInside(services[0]!), 'autopolis_search_index_age_seconds');
  await leadSent(base, `drill-metrics-${Date.now()}@example.lu`);
  const storedAfter = await stored();
  expectThat(storedAfter === storedBefore + 1, `autopolis_leads_stored_total went ${storedBefore} → ${storedAfter} for one lead`);
  await reindex();
  const inside = await until('the index age reset by the reindex', 30_000, async () => {
    const text = await stack.scrapeInside(services[0]!);
    return metric(text, 'autopolis_search_index_age_seconds') < ageBefore && text;
  });
  const documents = metric(inside, 'autopolis_search_index_documents');
  expectThat(documents > 0, `autopolis_search_index_documents is ${documents}`);
  expectThat(metric(inside, 'autopolis_ready') === 1, 'autopolis_ready is not 1');
  const pending = metric(inside, 'autopolis_leads', { status: 'pending' });
  return (
    `wrong token 401, token 200 (without one from the host: ${anonymous}, the host reaching Docker's published port from its private gateway address); ` +
    `autopolis_leads_stored_total ${storedBefore} → ${storedAfter} (${services.join(' + ')}); after the reindex autopolis_search_index_age_seconds ` +
    `${ageBefore.toFixed(0)} → ${metric(inside, 'autopolis_search_index_age_seconds').toFixed(0)} s, ${documents} documents; autopolis_ready 1, autopolis_leads{status="pending"} ${pending}`
  );
}

/** The engine refuses the old master key (403) and takes the new one (200), asked inside its container. */
async function masterKeyRotated(stack: Stack, oldKey: string, newKey: string): Promise<void> {
  const auth = async (key: string) =>
    (
      await stack.run([
        'exec',
        '-T',
        'meilisearch',
        'curl',
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '-H',
        `Authorization: Bearer ${key}`,
        'http://127.0.0.1:7700/keys',
      ])
    ).stdout.trim();
  const [oldStatus, newStatus] = [await auth(oldKey), await auth(newKey)];
  expectThat(oldStatus === '403' && newStatus === '200', `the old key answers ${oldStatus}, the new ${newStatus}`);
}

/** `down` (volumes kept) then `up -d`: every lead still there, and the indexer keeps the current index. */
async function downThenUp(stack: Stack, services: string[]): Promise<string> {
  const before = await leadKeys(stack, services[0]!);
  expectThat((await stack.run(['down', '--timeout', '20'])).code === 0, 'down failed');
  const up = await stack.run(['up', '-d']);
  expectThat(up.code === 0, `up -d exited ${up.code}: ${up.stderr.trim().slice(-300)}`);
  for (const service of services) await stack.healthy(service);
  const log = await stack.indexerLog();
  const kept = log.match(/kept the index: [^\n"(]*/)?.[0];
  expectThat(kept && !/indexed \d+ vehicles/.test(log), `the indexer of up -d reindexed: ${log.trim().slice(-300)}`);
  return `${sameKeys(await leadKeys(stack, services[0]!), before).replace("the backup's", 'the')} after down and up; ${kept.trim()}`;
}

/**
 * E-mail delivery as docs/operating.md sets it up: in the settings file the SMTP server with its login
 * (`SMTP_URL`), the password from a secret file (`SMTP_PASSWORD_FILE`, what the rotation below replaces), the sender
 * and the recipients, applied by deploy/rollout.sh under a steady load of `pages`; the next lead sent through `base`
 * reaches the recipients' address. Answers the load, for each stack to judge (the single stack's restart is a gap).
 */
async function emailDelivery(
  stack: Stack,
  settings: SettingsFile,
  base: string,
  receiver: Awaited<ReturnType<typeof smtpReceiver>>,
  passwords: Set<string>,
  pages: string[],
): Promise<{ load: Load; detail: string }> {
  settings.set({
    SMTP_URL: `smtp://drill@${await gateway(stack)}:${receiver.port}`,
    SMTP_PASSWORD_FILE: writeSecret('smtp-password', [...passwords][0]!),
    SMTP_FROM: 'Autopolis drill <drill@example.lu>',
    LEADS_EMAIL_TO: '*=leads-desk@example.lu',
  });
  const { value: code, load } = await underLoad(base, pages, () => stack.script('deploy/rollout.sh'));
  expectThat(code === 0, `deploy/rollout.sh exited ${code}`);
  const mailed = `drill-mail-${Date.now()}@example.lu`;
  await leadSent(base, mailed);
  const mail = await until('the lead e-mail', 60_000, async () => receiver.mails.find((m) => m.raw.includes(mailed)));
  expectThat(mail.to.includes('leads-desk@example.lu'), `the e-mail went to ${mail.to.join(', ')}`);
  return { load, detail: 'the next lead reached leads-desk@example.lu by SMTP, logged in with the password of SMTP_PASSWORD_FILE' };
}

/**
 * The SMTP password rotated as docs/operating.md says: the provider takes the new password beside the old one, the
 * secret file gets it, deploy/rollout.sh applies it (under a steady load of `pages`, when given: 0 failed requests
 * expected), then the provider drops the old one. The next lead logs in with the new password, and every stored lead
 * (`service` exports them) is delivered.
 */
async function smtpRotation(
  stack: Stack,
  base: string,
  receiver: Awaited<ReturnType<typeof smtpReceiver>> | undefined,
  passwords: Set<string>,
  service: string,
  pages?: string[],
): Promise<string> {
  expectThat(receiver, 'no SMTP receiver: the e-mail step failed');
  const [old] = [...passwords];
  const rotated = randomBytes(12).toString('hex');
  passwords.add(rotated);
  writeSecret('smtp-password', rotated);
  const rollout = () => stack.script('deploy/rollout.sh');
  const { value: code, load } = pages ? await underLoad(base, pages, rollout) : { value: await rollout(), load: undefined };
  expectThat(code === 0, `deploy/rollout.sh exited ${code}`);
  if (load) expectThat(load.failures.length === 0, loadSummary(load));
  passwords.delete(old!);
  const mailed = `drill-rotated-${Date.now()}@example.lu`;
  await leadSent(base, mailed);
  const mail = await until('the lead e-mail after the rotation', 60_000, async () => receiver.mails.find((m) => m.raw.includes(mailed)));
  expectThat(mail.password === rotated, 'the lead e-mail after the rotation did not log in with the new password');
  const leads = await until('every lead delivered', 90_000, async () => {
    const all = await stack.leads(service);
    return all.every((l) => l.status === 'delivered') && all;
  });
  return (
    `${load ? `the rollout under load: ${loadSummary(load)} (${load.answered} answered); ` : ''}the lead after the rotation logged in with ` +
    `the new password (the old one refused since); all ${leads.length} stored leads delivered, none pending or failed; ${receiver.mails.length} lead e-mails received in all`
  );
}

// ------------------------------------------------------------------------------------------- two instances

/** The Caddyfile as the caddy image reads it: the file itself, or for Caddy before 2.7 a copy with ip_hash. */
async function caddyOverride(): Promise<{ files: string[]; note: string }> {
  const version = (await run('docker', ['run', '--rm', 'caddy:2.10', 'caddy', 'version'])).stdout.trim();
  const [, minor] = version.match(/^v?2\.(\d+)/) ?? [];
  if (minor === undefined || Number(minor) >= 7) return { files: [], note: `Caddy ${version.split(' ')[0]}: deploy/Caddyfile as it is` };
  const caddyfile = path.join(TMP, 'Caddyfile');
  writeFileSync(
    caddyfile,
    readFileSync(path.join(ROOT, 'deploy', 'Caddyfile'), 'utf8').replace('lb_policy client_ip_hash', 'lb_policy ip_hash'),
  );
  const override = path.join(TMP, 'caddy-2.6.yml');
  writeFileSync(override, `services:\n  caddy:\n    volumes:\n      - ${caddyfile}:/etc/caddy/Caddyfile:ro\n`);
  return {
    files: [override],
    note: `the caddy image is ${version.split(' ')[0]} (before 2.7): a copy of deploy/Caddyfile with lb_policy ip_hash (2.6's name; one proxy in front) is mounted instead`,
  };
}

// ------------------------------------------------------------------------------------------------- load

type Load = { answered: number; failures: string[]; firstFailure?: number; lastFailure?: number };

/** Requests `paths` in turn through `base` from `workers` loops until `stop` resolves (a failure waits 100 ms). */
async function steadyLoad(base: string, paths: string[], workers: number, stop: Promise<void>): Promise<Load> {
  let done = false;
  void stop.then(() => (done = true));
  const load: Load = { answered: 0, failures: [] };
  const failed = (what: string) => {
    load.failures.push(what);
    load.firstFailure ??= Date.now();
    load.lastFailure = Date.now();
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; !done; i++) {
        const pathname = paths[i % paths.length]!;
        try {
          const response = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          // an instance's answer carries its X-Request-Id; Caddy's own (no instance to send it to) does not
          if (response.status >= 500)
            failed(`${pathname} ${response.status} ${response.headers.has('x-request-id') ? 'from an instance' : 'from the proxy'}`);
          else load.answered++;
        } catch (error) {
          failed(
            `${pathname} ${(error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message}`,
          );
        }
        if (load.lastFailure && Date.now() - load.lastFailure < 5) await sleep(100);
      }
    }),
  );
  return load;
}

/** Runs `action` under a steady load of `paths` (4 loops, 2 s before and after): what it answered, and the load. */
async function underLoad<T>(base: string, paths: string[], action: () => Promise<T>): Promise<{ value: T; load: Load }> {
  let stopLoad!: () => void;
  const stopped = new Promise<void>((resolve) => (stopLoad = resolve));
  const running = steadyLoad(base, paths, 4, stopped);
  await sleep(2_000);
  let value: T;
  try {
    value = await action();
    await sleep(2_000);
  } finally {
    stopLoad();
  }
  return { value, load: await running };
}

const loadSummary = ({ answered, failures }: Load) =>
  `${failures.length} of ${answered + failures.length} requests failed${failures.length ? ` (${[...new Set(failures)].slice(0, 4).join('; ')})` : ''}`;

async function servingInstance(stack: Stack, marker: string): Promise<string> {
  for (const service of ['app1', 'app2']) {
    const { stdout } = await stack.run(['logs', '--no-color', '--no-log-prefix', service]);
    if (stdout.includes(marker)) return service;
  }
  throw new Error(`no instance logged ${marker}`);
}

/** The image (name:tag) a service's container runs. */
async function imageOf(stack: Stack, service: string): Promise<string> {
  return stack.inspect(service, '{{.Config.Image}}');
}

/** A new release for the upgrade: the image built, under a new tag with one label more (a new image id). */
async function tagNewRelease(tag: string): Promise<void> {
  const built = await run('docker', ['build', '-t', `${IMAGE}:${tag}`, '-'], {
    input: `FROM ${IMAGE}:${RELEASE}\nLABEL org.opencontainers.image.version=${tag}\n`,
  });
  expectThat(built.code === 0, `docker build of ${IMAGE}:${tag}: ${built.stderr.trim().slice(-300)}`);
}

/** How the containers of `stack` are bounded: log rotation and memory, as Docker applied them. */
async function limitsApplied(stack: Stack, services: string[]): Promise<string> {
  const seen: string[] = [];
  for (const service of services) {
    const [log, memory] = (await stack.inspect(service, '{{json .HostConfig.LogConfig}} {{.HostConfig.Memory}}')).split(' ');
    const config = JSON.parse(log!) as { Type: string; Config: Record<string, string> };
    expectThat(
      config.Type === 'json-file' && config.Config['max-size'] === '10m' && config.Config['max-file'] === '5',
      `${service} logs ${log}`,
    );
    expectThat(Number(memory) > 0, `${service} has no memory limit`);
    seen.push(`${service} ${Math.round(Number(memory) / 1024 ** 2)} MB`);
  }
  return `json-file logs of 10 MB × 5 and a memory limit on each: ${seen.join(', ')}`;
}

/** The other instance of the scale stack. */
const otherInstance = (service: string) => (service === 'app1' ? 'app2' : 'app1');

/**
 * Which instance Caddy sends the drill's client to now: a caller's own X-Request-Id is kept in the log line, so a
 * request through `base` with a marker shows it.
 */
async function instanceServing(stack: Stack, base: string): Promise<string> {
  const marker = `drill-${randomUUID()}`;
  await fetch(`${base}/en-gb`, { headers: { 'X-Request-Id': marker } }).then((r) => r.arrayBuffer());
  return until('the request in an instance log', 10_000, () => servingInstance(stack, marker));
}

/**
 * Whether Caddy has `service` in its rotation again. The drill's requests all come from one address, which Caddy's
 * ip_hash sends to one instance, the same one whenever both are in (rendezvous hashing): when that is the other
 * instance, the other is drained for a moment (its /livez 503) and the client must then reach `service`, without a
 * failed request; the drain is lifted after, and Caddy given three checks to notice.
 */
async function takenBack(stack: Stack, base: string, service: string): Promise<string> {
  if ((await instanceServing(stack, base)) === service) return `Caddy sends the client to ${service} again`;
  const other = otherInstance(service);
  expectThat((await stack.run(['exec', '-T', other, 'touch', '/tmp/autopolis-drain'])).code === 0, `draining ${other} failed`);
  try {
    await sleep(6_000);
    const serving = await instanceServing(stack, base);
    expectThat(serving === service, `with ${other} drained Caddy sends the client to ${serving}, not ${service}: not taken back`);
    return `the client's own instance is ${other} (ip_hash); with ${other} drained a moment Caddy sent it to ${service}`;
  } finally {
    await stack.run(['exec', '-T', other, 'rm', '-f', '/tmp/autopolis-drain']);
    await sleep(6_000);
  }
}

/**
 * The release gate (docs/releases.md): migrations run under their advisory locks, and an instance is not served
 * before both schemas of the lead database (the leads', the alerts') are migrated. The drill holds both locks from a
 * psql session, as a migration under way on another instance or `start.js --migrate` would, and replaces the instance
 * serving its client as deploy/rollout.sh does (drained, `up -d --no-deps --force-recreate`), under a steady load
 * through Caddy: past its 60 s grace period the new instance answers `/livez` `starting` with both holds, Caddy sends
 * the client to the other instance, and `start.js --migrate` waits for the same locks. Released, both go on.
 */
async function releaseGate(stack: Stack, base: string, paths: string[]): Promise<string> {
  const victim = await instanceServing(stack, base);
  const session = await stack.open(['exec', '-T', 'postgres', 'psql', '-U', 'autopolis', '-d', 'autopolis', '-v', 'ON_ERROR_STOP=1']);
  let psqlSaid = '';
  session.stdout!.on('data', (c: Buffer) => (psqlSaid += c.toString()));
  session.stderr!.on('data', (c: Buffer) => (psqlSaid += c.toString()));
  const ended = new Promise<number>((resolve) => session.on('close', (code) => resolve(code ?? 1)));
  const release = async () => {
    session.stdin!.end();
    return ended;
  };
  let migrate: Promise<Run> | undefined;
  try {
    session.stdin!.write(`SELECT pg_advisory_lock(${LEADS_MIGRATION_LOCK}); SELECT pg_advisory_lock(${ALERTS_MIGRATION_LOCK});\n`);
    await until('both migration locks held by the drill', 30_000, async () => {
      const out = await stack.psql("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted");
      return Number(out.stdout.trim()) >= 2;
    });
    const { value, load } = await underLoad(base, paths, async () => {
      expectThat((await stack.run(['exec', '-T', victim, 'touch', '/tmp/autopolis-drain'])).code === 0, `draining ${victim} failed`);
      await sleep(6_000);
      const replaced = await stack.run(['up', '-d', '--no-deps', '--force-recreate', victim]);
      expectThat(replaced.code === 0, `up -d --force-recreate ${victim}: ${replaced.stderr.trim().slice(-300)}`);
      migrate = stack.run(['run', '--rm', '--no-deps', '-T', victim, 'node', 'scripts/start.js', '--migrate']);
      // held past the grace period: only the holds keep it out
      const held = await until(`${victim} held past its 60 s grace period`, 180_000, async () => {
        const health = await stack.probe<{ uptimeSeconds: number }>(victim, '/healthz');
        const live = await stack.probe<{ status: string }>(victim, '/livez');
        if (live.body.status === 'serving') return { served: true, uptime: health.body.uptimeSeconds };
        return (
          health.body.uptimeSeconds > 65 &&
          live.status === 503 &&
          live.body.status === 'starting' && { served: false, uptime: health.body.uptimeSeconds }
        );
      });
      expectThat(!held.served, `${victim} answered /livez "serving" at ${held.uptime} s of uptime, before its schemas were migrated`);
      const ready = await stack.probe<{ holds?: Record<string, string> }>(victim, '/readyz');
      const holds = Object.keys(ready.body.holds ?? {}).sort();
      expectThat(
        ready.status === 503 && holds.join() === 'alerts-schema,leads-schema',
        `/readyz of ${victim}: ${ready.status}, holds ${holds.join(', ')}`,
      );
      const meanwhile = await instanceServing(stack, base);
      expectThat(meanwhile === otherInstance(victim), `Caddy sent the client to ${meanwhile} while ${victim} was held`);
      const stillWaiting = await Promise.race([migrate.then(() => false), sleep(100).then(() => true)]);
      expectThat(stillWaiting, `start.js --migrate did not wait for the locks: ${psqlSaid}`);
      const releasedAt = Date.now();
      expectThat((await release()) === 0, `the psql session holding the locks: ${psqlSaid.trim().slice(-300)}`);
      const migrated = await migrate;
      expectThat(
        migrated.code === 0 && /the lead database is migrated/.test(migrated.stdout + migrated.stderr),
        `start.js --migrate exited ${migrated.code}: ${(migrated.stdout + migrated.stderr).trim().slice(-300)}`,
      );
      await until(
        `${victim} serving`,
        60_000,
        async () => (await stack.probe<{ status: string }>(victim, '/livez')).body.status === 'serving',
      );
      const inService = (Date.now() - releasedAt) / 1000;
      await stack.healthy(victim);
      // three of Caddy's checks, as deploy/rollout.sh gives it
      await sleep(6_000);
      return { uptime: held.uptime, holds, inService, back: await takenBack(stack, base, victim) };
    });
    expectThat(load.failures.length === 0, loadSummary(load));
    return (
      `${victim} replaced while the drill held both migration locks: /livez "starting" at ${value.uptime} s of uptime (grace 60 s), /readyz 503 ` +
      `holding ${value.holds.join(' and ')}; Caddy sent the client to ${otherInstance(victim)}; start.js --migrate waited for the locks, then exited 0; ` +
      `${victim} serving ${value.inService.toFixed(1)} s after the release, and in Caddy's rotation (${value.back}); ${loadSummary(load)} (${load.answered} answered)`
    );
  } finally {
    if (session.exitCode === null) await release();
    await migrate?.catch(() => undefined);
  }
}

/**
 * Down to one instance and back to two (docs/operating.md, "More than one instance"): the instance serving the
 * drill's client drained and `docker compose stop`ped, then `docker compose start`ed, under a steady load through
 * Caddy; the client goes to the other instance meanwhile, and back once the stopped one is healthy again.
 */
async function scaleDownAndUp(stack: Stack, base: string, paths: string[]): Promise<string> {
  const victim = await instanceServing(stack, base);
  const { value, load } = await underLoad(base, paths, async () => {
    expectThat((await stack.run(['exec', '-T', victim, 'touch', '/tmp/autopolis-drain'])).code === 0, `draining ${victim} failed`);
    await sleep(6_000);
    const id = await stack.container(victim);
    const stopped = Date.now();
    expectThat((await stack.run(['stop', victim])).code === 0, `stop ${victim} failed`);
    const stopS = (Date.now() - stopped) / 1000;
    // a stopped container keeps its file system, the drain file in /tmp too: the start below must not stay drained
    const kept = (await run('docker', ['cp', `${id}:/tmp/autopolis-drain`, path.join(TMP, 'drain-kept')])).code === 0;
    const alone = await instanceServing(stack, base);
    expectThat(alone === otherInstance(victim), `with ${victim} stopped the client went to ${alone}`);
    await sleep(5_000);
    const started = Date.now();
    expectThat((await stack.run(['start', victim])).code === 0, `start ${victim} failed`);
    await stack.healthy(victim);
    const healthyS = (Date.now() - started) / 1000;
    await sleep(6_000);
    return { stopS, healthyS, kept, back: await takenBack(stack, base, victim) };
  });
  expectThat(load.failures.length === 0, loadSummary(load));
  return (
    `${victim} drained and stopped in ${value.stopS.toFixed(1)} s, the client served by ${otherInstance(victim)} alone; the stopped container ` +
    `${value.kept ? 'kept' : 'did not keep'} its drain file; started again, healthy in ` +
    `${value.healthyS.toFixed(0)} s, in Caddy's rotation again (${value.back}); ${loadSummary(load)} (${load.answered} answered)`
  );
}

/**
 * The Meilisearch master key rotated on the scale stack without stopping it (docs/operating.md, "Rotate keys and
 * secrets"): the new key in deploy/.env, the engine alone recreated with it (`up -d --no-deps meilisearch`), the
 * indexer derives and writes the new keys (`run --rm indexer`), deploy/rollout.sh gives them to the instances one at
 * a time. The content pages are measured under a steady load (0 failed); the stock, which needs the engine's keys,
 * by a loop of its own, from the engine's restart until each instance has the new keys.
 */
async function masterKeyRolling(stack: Stack, settings: SettingsFile, base: string): Promise<string> {
  const oldKey = settings.get('MEILI_MASTER_KEY');
  const newKey = randomBytes(32).toString('hex');
  settings.set({ MEILI_MASTER_KEY: newKey });
  let stopStock!: () => void;
  const stock = steadyLoad(base, ['/en-gb/stock?sort=price-asc'], 1, new Promise<void>((resolve) => (stopStock = resolve)));
  let result;
  try {
    result = await underLoad(base, CONTENT_PAGES, async () => {
      const engine = await stack.run(['up', '-d', '--no-deps', 'meilisearch']);
      expectThat(engine.code === 0, `up -d --no-deps meilisearch: ${engine.stderr.trim().slice(-300)}`);
      await stack.healthy('meilisearch');
      const indexer = await stack.run(['run', '--rm', 'indexer']);
      expectThat(
        indexer.code === 0,
        `the indexer with the new key exited ${indexer.code}: ${(indexer.stdout + indexer.stderr).trim().slice(-400)}`,
      );
      return stack.script('deploy/rollout.sh');
    });
  } finally {
    stopStock();
  }
  const stockLoad = await stock;
  expectThat(result.value === 0, `deploy/rollout.sh exited ${result.value}`);
  await masterKeyRotated(stack, oldKey, newKey);
  const links = await stockLinks(base);
  expectThat((await readyz(base)).status === 200 && links > 5, `after the rotation: ${links} vehicles listed`);
  expectThat(result.load.failures.length === 0, `content pages: ${loadSummary(result.load)}`);
  const gap = stockLoad.firstFailure ? ((stockLoad.lastFailure! - stockLoad.firstFailure) / 1000).toFixed(1) : '0';
  return (
    `old master key refused (403), new accepted; content pages ${loadSummary(result.load)} (${result.load.answered} answered); ` +
    `the stock page ${loadSummary(stockLoad)} over ${gap} s (from the engine's restart with the new key until the instance had the new search key); ` +
    `after it /readyz 200 and ${links} vehicles listed`
  );
}

async function drillScale(keep: boolean): Promise<void> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${httpPort}`;
  const secret = randomBytes(20).toString('hex');
  const stack = new Stack('deploy/compose.scale.yml', `${PREFIX}-scale-drill`, 'deploy/compose.scale.yml');
  const settings = new SettingsFile(path.join(ROOT, 'deploy', '.env'));
  const caddy = await caddyOverride();
  // every service that reads deploy/.env gets the secret files a *_FILE there names (SMTP_PASSWORD_FILE from the e-mail step)
  await stack.prepare([...caddy.files, secretsOverride(['app1', 'app2', 'indexer'])]);
  console.log(
    `\n■ ${stack.name} (project ${stack.project}, Caddy published on ${base}; secret files mounted at /run/secrets by an override)\n  ${caddy.note}`,
  );
  await stack.down();
  const loadPaths = ['/', '/en-gb/stock?sort=price-asc', `/en-gb/stock/${VEHICLE}`, '/de-lu', '/faq', '/hello'];
  // the SMTP provider's passwords (the first one set at the e-mail step, rotated after it)
  const smtpPasswords = new Set([randomBytes(12).toString('hex')]);
  let smtp: Awaited<ReturnType<typeof smtpReceiver>> | undefined;
  try {
    const init = await step(stack, 'deploy/init.sh --scale writes deploy/.env with generated secrets', async () => {
      const code = await stream('sh', ['deploy/init.sh', '--scale', '--email', 'drill@example.lu'], cleanEnv());
      expectThat(code === 0, `deploy/init.sh --scale exited ${code}`);
      for (const name of ['MEILI_MASTER_KEY', 'POSTGRES_PASSWORD'])
        expectThat(/^[0-9a-f]{32,}$/.test(settings.get(name)), `${name} was not generated`);
      settings.set({
        HTTP_PORT: String(httpPort),
        HTTPS_PORT: String(httpsPort),
        PUBLIC_SITE_URL: base,
        STORYBLOK_WEBHOOK_SECRET: secret,
        AUTOPOLIS_IMAGE: IMAGE,
        METRICS_TOKEN,
        // the drill is one visitor (every request reaches Caddy from one address) that posts a lead every 700 ms
        // while PostgreSQL's password is rotated: the per-visitor form limit (10 per 600 s) raised for it, as for a
        // load test, or those posts answer 429 and show nothing of the rotation (the first run of 28 November)
        LEADS_RATE_LIMIT_MAX: '1000',
      });
      expectThat(
        settings.get('AUTOPOLIS_TAG') === RELEASE,
        `AUTOPOLIS_TAG is ${settings.get('AUTOPOLIS_TAG')}, not the release ${RELEASE}`,
      );
      return `MEILI_MASTER_KEY and POSTGRES_PASSWORD generated; ACME_EMAIL set; SITE_DOMAIN empty (plain HTTP); AUTOPOLIS_TAG=${RELEASE}`;
    });
    if (!init) return;

    const up = await step(stack, 'starts from nothing (up -d --build): both instances healthy by /readyz, Caddy serves', async () => {
      const code = await stack.stream(upFromNothing());
      expectThat(code === 0, `up exited with ${code}`);
      await stack.healthy('app1');
      await stack.healthy('app2');
      const { status, body } = await until('/readyz through Caddy', 60_000, async () => {
        const answer = await readyz(base);
        return answer.status === 200 && answer;
      });
      return `app1 and app2 healthy; /readyz through Caddy ${status} (${body.checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAIL'}`).join(', ')}); ${await limitsApplied(stack, ['caddy', 'app1', 'postgres', 'backup'])}`;
    });
    if (!up) return;

    await step(stack, 'a forced reindex (run --rm indexer node indexer/cli.js), taking the lock in PostgreSQL', async () => {
      const out = await stack.run(['run', '--rm', 'indexer', 'node', 'indexer/cli.js']);
      const indexed = (out.stdout + out.stderr).match(/indexed (\d+) vehicles/);
      expectThat(out.code === 0 && indexed, `the indexer exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-400)}`);
      const locks = await stack.psql("SELECT count(*) FROM information_schema.tables WHERE table_name = 'editor_locks'");
      expectThat(locks.stdout.trim() === '1', 'no editor_locks table in PostgreSQL: the indexer did not take the shared lock');
      const links = await stockLinks(base);
      return `indexed ${indexed[1]} vehicles (lock table editor_locks in PostgreSQL); /en-gb/stock lists ${links} vehicles through Caddy`;
    });

    await step(stack, 'a signed publish through Caddy reaches both instances', async () => {
      for (const service of ['app1', 'app2'])
        await until(`/faq held by ${service}`, 20_000, async () => (await stack.inside(service, '/faq')).header === 'hit');
      const hook = await postPublished(base, secret, { id: 4242, fullSlug: 'faq' });
      expectThat(hook.status === 202, `the signed webhook answered ${hook.status}`);
      for (const service of ['app1', 'app2'])
        await until(`/faq rendered again by ${service}`, 20_000, async () => (await stack.inside(service, '/faq')).header === 'miss');
      return 'signed publish 202 through Caddy; /faq went from hit to a fresh render on app1 and on app2';
    });

    let stored: string[] = [];
    const email = `drill-scale-${Date.now()}@example.lu`;
    await step(stack, 'a lead sent without JavaScript through Caddy is stored in PostgreSQL', async () => {
      stored = [await leadSent(base, email)];
      expectThat(
        (await stack.leads('app1')).some((l) => l.key === stored[0]),
        'the lead is not in `npm run leads -- export`',
      );
      return `303 to ?sent=; lead ${stored[0]} exported by app1`;
    });

    await step(
      stack,
      '/metrics with the token through Caddy and from inside each instance: a stored lead and a reindex move their series',
      () =>
        metricsMove(stack, base, ['app1', 'app2'], async () => {
          const out = await stack.run(['run', '--rm', 'indexer', 'node', 'indexer/cli.js']);
          expectThat(out.code === 0, `the forced reindex exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-300)}`);
        }),
    );

    await step(stack, 'one instance killed (kill -9) under steady load: no failed request', async () => {
      const victim = await instanceServing(stack, base);
      const { value, load } = await underLoad(base, loadPaths, async () => {
        const before = await killFromHost(stack, victim);
        return { before, ms: await cameBack(stack, victim, before) };
      });
      expectThat(load.failures.length === 0, loadSummary(load));
      return `killed ${victim} (the instance serving this client, pid ${value.before.pid}) under 4 concurrent loops: ${load.answered} of ${load.answered} requests answered below 500; ${victim} back and healthy in ${(value.ms / 1000).toFixed(0)} s`;
    });

    await step(
      stack,
      "the release gate: an instance started while the schemas' migration locks are held stays out of Caddy past its grace period, start.js --migrate waits for them; 0 failed requests",
      () => releaseGate(stack, base, loadPaths),
    );

    await step(stack, 'down to one instance (drained, stop) and back to two (start) under steady load: 0 failed requests', () =>
      scaleDownAndUp(stack, base, loadPaths),
    );

    for (const dependency of ['meilisearch', 'postgres']) {
      await step(stack, `${dependency} stopped: content pages still 200 through Caddy (it checks /livez, not /readyz)`, async () => {
        expectThat((await stack.run(['stop', dependency])).code === 0, `stop ${dependency} failed`);
        try {
          // both instances report not ready (their compose health check), and Caddy keeps them
          await until('an instance not ready', 60_000, async () => (await readyz(base)).status === 503);
          await sleep(5_000);
          const statuses: string[] = [];
          for (const pathname of CONTENT_PAGES) {
            const response = await fetch(`${base}${pathname}`);
            await response.arrayBuffer();
            statuses.push(`${pathname} ${response.status}`);
          }
          expectThat(
            statuses.every((s) => s.endsWith(' 200')),
            `through Caddy: ${statuses.join(', ')}`,
          );
          return `/readyz 503 (${dependency} down); ${statuses.join(', ')}`;
        } finally {
          await stack.run(['start', dependency]);
          await stack.healthy(dependency);
          await stack.healthy('app1');
          await stack.healthy('app2');
        }
      });
    }

    await step(
      stack,
      'rolling upgrade to a new image (AUTOPOLIS_TAG, deploy/rollout.sh) under steady load: 0 failed requests',
      async () => {
        await tagNewRelease('drill-next');
        settings.set({ AUTOPOLIS_TAG: 'drill-next' });
        const started = Date.now();
        const { value: code, load } = await underLoad(base, loadPaths, () => stack.script('deploy/rollout.sh'));
        expectThat(code === 0, `deploy/rollout.sh exited ${code}`);
        const images = [await imageOf(stack, 'app1'), await imageOf(stack, 'app2')];
        expectThat(
          images.every((i) => i === `${IMAGE}:drill-next`),
          `the instances run ${images.join(', ')}`,
        );
        expectThat(load.failures.length === 0, loadSummary(load));
        return `app1 then app2 on ${IMAGE}:drill-next in ${((Date.now() - started) / 1000).toFixed(0)} s; ${loadSummary(load)} (${load.answered} answered)`;
      },
    );

    await step(stack, 'rollback to the previous image the same way under steady load: 0 failed requests', async () => {
      settings.set({ AUTOPOLIS_TAG: RELEASE });
      const { value: code, load } = await underLoad(base, loadPaths, () => stack.script('deploy/rollout.sh'));
      expectThat(code === 0, `deploy/rollout.sh exited ${code}`);
      const images = [await imageOf(stack, 'app1'), await imageOf(stack, 'app2')];
      expectThat(
        images.every((i) => i === `${IMAGE}:${RELEASE}`),
        `the instances run ${images.join(', ')}`,
      );
      expectThat(load.failures.length === 0, loadSummary(load));
      return `both instances back on ${IMAGE}:${RELEASE}; ${loadSummary(load)} (${load.answered} answered)`;
    });

    await step(stack, 'a wrong deploy/.env is refused by deploy/rollout.sh; no instance replaced', async () => {
      const before = [await stack.container('app1'), await stack.container('app2')];
      settings.set({ SMTP_URL: 'smtp://mail.example.lu:25' }); // without SMTP_FROM and LEADS_EMAIL_TO: refused by the site
      const code = await stack.script('deploy/rollout.sh');
      settings.set({ SMTP_URL: '' });
      expectThat(code !== 0, 'deploy/rollout.sh accepted SMTP_URL without a sender and recipients');
      const after = [await stack.container('app1'), await stack.container('app2')];
      expectThat(after.join() === before.join(), 'an instance was replaced');
      expectThat((await readyz(base)).status === 200, '/readyz is not 200');
      return `rollout exited ${code} at its configuration check; both instances untouched, /readyz 200`;
    });

    await step(
      stack,
      'e-mail delivery set in deploy/.env (SMTP_PASSWORD_FILE), applied by deploy/rollout.sh under steady load, and a lead arrives by e-mail',
      async () => {
        smtp = await smtpReceiver(smtpPasswords);
        const { load, detail } = await emailDelivery(stack, settings, base, smtp, smtpPasswords, loadPaths);
        expectThat(load.failures.length === 0, loadSummary(load));
        return `the rollout under load: ${loadSummary(load)} (${load.answered} answered); ${detail}`;
      },
    );

    await step(stack, 'SMTP password rotated (a new SMTP_PASSWORD_FILE, deploy/rollout.sh) under steady load: every lead delivered', () =>
      smtpRotation(stack, base, smtp, smtpPasswords, 'app1', loadPaths),
    );

    await step(stack, 'PostgreSQL restarted: no lead lost, leads taken again after it', async () => {
      const during: { key: string; status: number }[] = [];
      const restart = stack.run(['restart', 'postgres']);
      for (let i = 0; i < 4; i++) {
        const sent = await sendLeadWithoutJs(base, `drill-pg-${i}-${Date.now()}@example.lu`).catch(() => undefined);
        if (sent) during.push({ key: sent.key, status: sent.status });
        await sleep(700);
      }
      expectThat((await restart).code === 0, 'restart postgres failed');
      await stack.healthy('postgres');
      const after = await until('a lead accepted after the restart', 60_000, async () => {
        const sent = await sendLeadWithoutJs(base, `drill-pg-after-${Date.now()}@example.lu`);
        return sent.status === 303 && sent;
      });
      const accepted = during.filter((d) => d.status === 303).map((d) => d.key);
      const refused = during.filter((d) => d.status !== 303);
      expectThat(
        refused.every((d) => d.status === 503),
        `a post during the restart answered ${refused.map((d) => d.status).join(', ')} (only 303 or 503 are right)`,
      );
      const keys = new Set(await leadKeys(stack, 'app2'));
      const lost = [...stored, ...accepted, after.key].filter((k) => !keys.has(k));
      expectThat(lost.length === 0, `${lost.length} leads answered "sent" are missing: ${lost.join(', ')}`);
      stored = [...stored, ...accepted, after.key];
      return `during the restart ${accepted.length} posts answered "sent" and ${refused.length} answered 503 (database down, nothing promised); every lead answered "sent" (${stored.length}) is in PostgreSQL`;
    });

    let backupKeys: string[] = [];
    let backupName = '';
    await step(
      stack,
      'scheduled pg_dump (run --rm backup once), then restore into the same volume after kill -9 of PostgreSQL',
      async () => {
        backupKeys = await leadKeys(stack, 'app1');
        backupName = await backupNow(stack);
        const later = await leadSent(base, `drill-after-dump-${Date.now()}@example.lu`);
        expectThat((await leadKeys(stack, 'app1')).includes(later), 'the lead after the backup is not stored');
        const before = await killFromHost(stack, 'postgres');
        await until(
          'postgres restarted by its policy',
          60_000,
          async () => Number(await stack.inspect('postgres', '{{.RestartCount}}')) > before.restarts,
        );
        await stack.healthy('postgres');
        const code = await stack.script('deploy/restore.sh', [backupName]);
        expectThat(code === 0, `deploy/restore.sh exited ${code}`);
        await stack.healthy('app1');
        await stack.healthy('app2');
        return `${backupName}; after kill -9 of PostgreSQL and deploy/restore.sh: ${sameKeys(await leadKeys(stack, 'app1'), backupKeys)} (the lead sent after it is gone)`;
      },
    );

    await step(stack, 'restore the dump from a host file into a fresh PostgreSQL volume', async () => {
      const host = path.join(TMP, backupName);
      const copied = await run('docker', ['cp', `${await stack.container('backup')}:/backups/${backupName}`, host]);
      expectThat(copied.code === 0, `docker cp: ${copied.stderr.trim()}`);
      await stack.run(['stop', 'app1', 'app2', 'backup', 'postgres']);
      await stack.run(['rm', '-f', 'app1', 'app2', 'backup', 'postgres']);
      const removed = await run('docker', ['volume', 'rm', `${stack.project}_postgres-data`]);
      expectThat(removed.code === 0, `the PostgreSQL volume was not removed: ${removed.stderr.trim()}`);
      const code = await stack.script('deploy/restore.sh', [host]);
      expectThat(code === 0, `deploy/restore.sh exited ${code}`);
      await stack.healthy('app1');
      await stack.healthy('app2');
      await until('Caddy serving again', 60_000, async () => (await readyz(base)).status === 200);
      return `fresh volume ${stack.project}_postgres-data: ${sameKeys(await leadKeys(stack, 'app2'), backupKeys)}`;
    });

    await step(stack, 'PostgreSQL password rotated (ALTER ROLE, deploy/.env, deploy/rollout.sh) under load: no lead lost', async () => {
      const rotated = randomBytes(24).toString('hex');
      const old = settings.get('POSTGRES_PASSWORD');
      const psql = (password: string, sql: string) =>
        stack.run([
          'exec',
          '-T',
          '-e',
          `PGPASSWORD=${password}`,
          'postgres',
          'psql',
          // its network address, as the instances connect: the official image trusts connections from loopback
          '-h',
          'postgres',
          '-U',
          'autopolis',
          '-d',
          'autopolis',
          '-tAc',
          sql,
        ]);
      const altered = await psql(old, `ALTER ROLE autopolis PASSWORD '${rotated}'`);
      expectThat(altered.code === 0, `ALTER ROLE: ${altered.stderr.trim()}`);
      const refused = await psql(old, 'SELECT 1');
      expectThat(refused.code !== 0, 'PostgreSQL still takes the old password (is password authentication on?)');
      settings.set({ POSTGRES_PASSWORD: rotated });
      // leads posted all along, one every 700 ms, while the instances are replaced one at a time
      const posted: { key: string; status: number }[] = [];
      let posting = true;
      const poster = (async () => {
        for (let i = 0; posting; i++) {
          const sent = await sendLeadWithoutJs(base, `drill-rotate-${i}-${Date.now()}@example.lu`).catch(() => undefined);
          if (sent) posted.push({ key: sent.key, status: sent.status });
          await sleep(700);
        }
      })();
      let result;
      try {
        result = await underLoad(base, loadPaths, () => stack.script('deploy/rollout.sh'));
      } finally {
        posting = false;
        await poster;
      }
      expectThat(result.value === 0, `deploy/rollout.sh exited ${result.value}`);
      // the backup job reads the password too: recreated with it, its next dump works
      expectThat((await stack.run(['up', '-d', '--no-deps', 'backup'])).code === 0, 'up -d backup failed');
      await backupNow(stack);
      const accepted = posted.filter((p) => p.status === 303).map((p) => p.key);
      const other = posted.filter((p) => p.status !== 303);
      expectThat(
        other.every((p) => p.status === 503),
        `a post answered ${other.map((p) => p.status).join(', ')}`,
      );
      const keys = new Set(await leadKeys(stack, 'app1'));
      const lost = accepted.filter((k) => !keys.has(k));
      expectThat(lost.length === 0, `${lost.length} leads answered "sent" are missing`);
      expectThat(result.load.failures.length === 0, loadSummary(result.load));
      return `old password refused after ALTER ROLE; rollout with the new one: ${loadSummary(result.load)} (${result.load.answered} answered); ${accepted.length} leads posted during it answered "sent", all in PostgreSQL, ${other.length} answered 503 (nothing promised); a pg_dump with the new password`;
    });

    await step(
      stack,
      'Meilisearch master key rotated (deploy/.env, up -d --no-deps meilisearch, run --rm indexer, deploy/rollout.sh): content pages 0 failed',
      () => masterKeyRolling(stack, settings, base),
    );

    await step(stack, '`down` then `up -d`: the leads kept in PostgreSQL, the current index kept (no reindex)', async () => {
      const detail = await downThenUp(stack, ['app1', 'app2']);
      await until('Caddy serving again', 60_000, async () => (await readyz(base)).status === 200);
      return detail;
    });

    await step(
      stack,
      "HTTPS with a domain (deploy/init.sh --scale --domain): Caddy's certificate, the redirect, HSTS, the site's addresses (Caddy's local CA: no public certificate tried)",
      () => httpsThroughCaddy(stack, settings, { httpPort, httpsPort }),
    );

    await step(stack, 'logs are JSON lines (app1, app2)', async () => {
      // the instances were replaced by the restore: one page each, asked inside its container, gives them a request line
      for (const service of ['app1', 'app2']) await stack.inside(service, '/faq');
      return `app1: ${await logsAreJson(stack, 'app1')}; app2: ${await logsAreJson(stack, 'app2')}`;
    });
  } finally {
    await smtp?.close();
    if (!keep) await stack.down();
    settings.putBack();
  }
}

/**
 * TLS as an operator sets it up, minus the public CA this machine cannot reach: `deploy/init.sh --scale --domain`
 * with a `.localhost` name, for which Caddy issues from its own local CA instead of Let's Encrypt (the same
 * Caddyfile, the same automatic HTTPS: certificate, HTTP → HTTPS redirect). The drill trusts that CA (its root,
 * read from the caddy-data volume) and fetches the site over HTTPS through Caddy by the name.
 */
async function httpsThroughCaddy(stack: Stack, settings: SettingsFile, ports: { httpPort: number; httpsPort: number }): Promise<string> {
  const domain = 'drill.localhost';
  const code = await stream('sh', ['deploy/init.sh', '--scale', '--domain', domain, '--email', 'drill@example.lu'], cleanEnv());
  expectThat(code === 0, `deploy/init.sh --domain exited ${code}`);
  expectThat(settings.get('SITE_DOMAIN') === domain, `SITE_DOMAIN is ${settings.get('SITE_DOMAIN')}`);
  expectThat(settings.get('PUBLIC_SITE_URL') === `https://${domain}`, `PUBLIC_SITE_URL is ${settings.get('PUBLIC_SITE_URL')}`);
  // init --domain publishes Caddy on 80 as production does; the drill keeps its free ports
  settings.set({ HTTP_PORT: String(ports.httpPort), HTTPS_PORT: String(ports.httpsPort) });
  expectThat((await stack.script('deploy/rollout.sh')) === 0, 'deploy/rollout.sh with the domain failed');
  expectThat((await stack.run(['up', '-d', '--no-deps', 'caddy'])).code === 0, 'up -d caddy failed');
  const root = await until("Caddy's local CA", 60_000, async () => {
    const out = await stack.run(['exec', '-T', 'caddy', 'cat', '/data/caddy/pki/authorities/local/root.crt']);
    return out.code === 0 && out.stdout.includes('BEGIN CERTIFICATE') && out.stdout;
  });
  const get = (pathname: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string; issuer: string }>(
      (resolve, reject) => {
        const request = https.get(
          { host: '127.0.0.1', port: ports.httpsPort, servername: domain, path: pathname, headers: { host: domain }, ca: root },
          (response) => {
            // read now: once the answer has ended its socket goes back to the agent and response.socket is null
            const issuer = (response.socket as tls.TLSSocket).getPeerCertificate().issuer?.CN;
            const chunks: Buffer[] = [];
            response.on('data', (c: Buffer) => chunks.push(c));
            response.on('end', () => {
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks).toString('utf8'),
                issuer: String(issuer ?? ''),
              });
            });
          },
        );
        request.on('error', reject);
      },
    );
  const home = await until('the home page over HTTPS', 60_000, async () => {
    const answer = await get('/en-gb');
    return answer.status === 200 && answer;
  });
  const hsts = String(home.headers['strict-transport-security'] ?? '');
  expectThat(/max-age=\d+/.test(hsts), `no Strict-Transport-Security over HTTPS (got "${hsts}")`);
  const canonical = home.body.match(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/)?.[1] ?? '';
  expectThat(canonical.startsWith(`https://${domain}/`), `the canonical link is ${canonical}`);
  const sitemap = await get('/sitemap.xml');
  const loc = sitemap.body.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? '';
  expectThat(loc.startsWith(`https://${domain}/`), `the sitemap's first address is ${loc}`);
  // node:http, not fetch: fetch sends the URL's own Host whatever it is given (the first run read a redirect to
  // https://127.0.0.1/en-gb), and Caddy redirects to the host it was asked for
  const plain = await new Promise<{ status: number; location: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port: ports.httpPort, path: '/en-gb', headers: { host: domain } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, location: String(response.headers.location ?? '') });
    });
    request.on('error', reject);
  });
  const location = plain.location;
  expectThat(
    plain.status >= 301 && plain.status <= 308 && location.startsWith(`https://${domain}`),
    `HTTP answered ${plain.status} ${location}`,
  );
  return (
    `init --domain ${domain} wrote SITE_DOMAIN and PUBLIC_SITE_URL=https://${domain} (ACME_EMAIL beside them); certificate issued by "${home.issuer}", ` +
    `trusted by its root; /en-gb 200 over HTTPS with "Strict-Transport-Security: ${hsts}"; canonical ${canonical}; sitemap ${loc}; ` +
    `HTTP ${plain.status} → ${location}. A public (Let's Encrypt) certificate was not tried: this machine reaches no ACME server`
  );
}

// ---------------------------------------------------------------------------------------------------- main

const { values } = parseArgs({
  options: { stack: { type: 'string' }, keep: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
/** The first `up` of a stack: with the image built from this checkout, unless --no-build reuses the last one. */
function upFromNothing(): string[] {
  return values['no-build'] ? ['up', '-d'] : ['up', '-d', '--build'];
}
const stacks = values.stack ? [values.stack] : ['single', 'scale'];
const started = Date.now();
try {
  for (const name of stacks) {
    if (name === 'single') await drillSingle(values.keep && stacks.length === 1);
    else if (name === 'scale') await drillScale(values.keep);
    else throw new Error(`--stack is single or scale, got ${name}`);
  }
} catch (error) {
  results.push({ stack: '-', step: 'the drill itself', ok: false, detail: (error as Error).message });
} finally {
  rmSync(TMP, { recursive: true, force: true });
}

console.log(`\nWhat held (${((Date.now() - started) / 60_000).toFixed(1)} min):`);
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} [${r.stack}] ${r.step}${r.ok ? '' : `: ${r.detail}`}`);
const failed = results.filter((r) => !r.ok).length;
console.log(failed ? `\n${failed} of ${results.length} checks failed` : `\nall ${results.length} checks held`);
process.exit(failed ? 1 : 0);
