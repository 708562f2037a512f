/**
 * `npm run drill:compose`: docs/operating.md, run for real under Docker, each step
 * checked. It brings each stack up from nothing under a project name of its own (`autopolis-drill`,
 * `autopolis-scale-drill`: an operator's running stack is left alone), drills it, tears it down with its
 * volumes and prints what held. Not part of `npm test` (it builds images and takes minutes).
 *
 *   npm run drill:compose                      both stacks
 *   npm run drill:compose -- --stack single    docker-compose.yml only (or --stack scale)
 *   npm run drill:compose -- --keep            leave the last stack running to look at it
 *
 * Docker: `docker compose` (v2) when present, else `docker-compose` (v1, as on machines with Debian's
 * package; the file's top-level `name:` is then dropped, the project is named with -p anyway).
 * Caddy: the Caddyfile asks for `lb_policy client_ip_hash` (Caddy 2.7+, the official caddy:2.10). When
 * the caddy image is older (a local stand-in), the drill mounts a copy with `ip_hash`, its 2.6 name, and says so.
 *
 * Exit status 0 when every check held, 1 otherwise.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SIGNATURE_HEADER, signWebhookBody } from '../src/editors/webhook';

const ROOT = path.resolve(import.meta.dirname, '..');
const VEHICLE = '100001-1-ford-ranger-xlt';
const TMP = mkdtempSync(path.join(os.tmpdir(), 'autopolis-drill-'));
// the containers' user (node) reads the backup mounted from here
chmodSync(TMP, 0o755);

type Result = { stack: string; step: string; ok: boolean; detail: string };
const results: Result[] = [];

// ---------------------------------------------------------------------------------------------- processes

type Run = { code: number; stdout: string; stderr: string };

function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      command,
      args,
      { cwd: ROOT, env: { ...process.env, ...options.env }, maxBuffer: 256 * 1024 * 1024, timeout: options.timeoutMs ?? 900_000 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    if (options.input !== undefined) child.stdin!.end(options.input);
  });
}

/** Like run(), but the output streams to the terminal (builds), indented. */
function stream(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
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

let composeBase: string[] | undefined;

async function composeCommand(): Promise<string[]> {
  if (composeBase) return composeBase;
  if ((await run('docker', ['compose', 'version'])).code === 0) composeBase = ['docker', 'compose'];
  else if ((await run('docker-compose', ['version'])).code === 0) composeBase = ['docker-compose'];
  else throw new Error('neither `docker compose` nor `docker-compose` runs: install Docker Compose (and set DOCKER_HOST if needed)');
  return composeBase;
}

class Stack {
  readonly env: NodeJS.ProcessEnv;
  private files: string[] = [];
  constructor(
    readonly name: string,
    readonly project: string,
    private readonly file: string,
    env: Record<string, string>,
  ) {
    this.env = { ...env };
  }

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

  private async args(rest: string[]): Promise<[string, string[]]> {
    const base = await composeCommand();
    return [base[0]!, [...base.slice(1), '-p', this.project, ...this.files, ...rest]];
  }

  async run(rest: string[], options: { env?: Record<string, string>; input?: string; timeoutMs?: number } = {}): Promise<Run> {
    const [command, args] = await this.args(rest);
    return run(command, args, { ...options, env: { ...this.env, ...options.env } });
  }

  async stream(rest: string[]): Promise<number> {
    const [command, args] = await this.args(rest);
    return stream(command, args, this.env);
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

  /** GET `pathname` inside the service's container (as Caddy or a health check would): status and a header. */
  async inside(service: string, pathname: string, header = 'x-page-cache'): Promise<{ status: number; header: string | null }> {
    const script = `fetch('http://127.0.0.1:3000${pathname}').then(async (r) => { await r.arrayBuffer(); console.log(JSON.stringify({ status: r.status, header: r.headers.get('${header}') })); }, () => { console.log('{"status":0,"header":null}'); })`;
    const { stdout } = await this.run(['exec', '-T', service, 'node', '-e', script]);
    return JSON.parse(stdout.trim().split('\n').pop()!) as { status: number; header: string | null };
  }

  async leads(service: string): Promise<{ key: string; payload: { email?: string } }[]> {
    const out = await this.run(['exec', '-T', service, 'npm', 'run', '--silent', 'leads', '--', 'export', '--format', 'json']);
    if (out.code !== 0) throw new Error(`leads export failed: ${out.stderr.trim()}`);
    return JSON.parse(out.stdout) as { key: string; payload: { email?: string } }[];
  }

  async down(): Promise<void> {
    await this.run(['down', '-v', '--remove-orphans', '--timeout', '10']);
  }
}

// --------------------------------------------------------------------------------------------------- steps

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

async function logsAreJson(stack: Stack, service: string): Promise<string> {
  // the container's own output (`docker compose logs --no-log-prefix`; Compose v1 adds a line of its own)
  const { stdout, stderr } = await run('docker', ['logs', await stack.container(service)]);
  const { lines, notJson, requests } = jsonLines(stdout + stderr);
  expectThat(lines > 0, 'no log lines');
  expectThat(notJson.length === 0, `${notJson.length} of ${lines} lines are not JSON, e.g. ${notJson[0]}`);
  expectThat(requests > 0, 'no request line');
  const sample = JSON.parse(stdout.split('\n').find((l) => l.includes('"msg":"request"'))!) as Record<string, unknown>;
  for (const key of ['time', 'level', 'requestId', 'method', 'path', 'status', 'ms'])
    expectThat(key in sample, `a request line has no ${key}`);
  return `${lines} lines, each a JSON object; ${requests} request lines with time, level, requestId, method, path, status, ms`;
}

// ----------------------------------------------------------------------------------------- single instance

async function drillSingle(keep: boolean): Promise<void> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const secret = randomBytes(20).toString('hex');
  const stack = new Stack('docker-compose.yml', 'autopolis-drill', 'docker-compose.yml', {
    MEILI_MASTER_KEY: randomBytes(32).toString('hex'),
    PORT: String(port),
    PUBLIC_SITE_URL: base,
    STORYBLOK_WEBHOOK_SECRET: secret,
  });
  await stack.prepare();
  console.log(`\n■ ${stack.name} (project ${stack.project}, published on ${base})`);
  await stack.down();
  const email = `drill-${Date.now()}@example.lu`;
  let key = '';
  try {
    const up = await step(stack, 'starts from nothing (up -d --build) and reports healthy', async () => {
      const code = await stack.stream(['up', '-d', '--build']);
      expectThat(code === 0, `up exited with ${code}`);
      const ms = await stack.healthy('app');
      const { status, body } = await readyz(base);
      expectThat(status === 200, `/readyz answered ${status}`);
      const indexer = await stack.inspect('indexer', '{{.State.ExitCode}}');
      expectThat(indexer === '0', `the indexer exited with ${indexer}`);
      return `app healthy ${(ms / 1000).toFixed(0)} s after up returned; /readyz 200 (${body.checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAIL'}`).join(', ')}); indexer exited 0`;
    });
    if (!up) return;

    await step(stack, 'reindex with the indexer (run --rm indexer) while the site serves', async () => {
      const out = await stack.run(['run', '--rm', 'indexer']);
      const indexed = (out.stdout + out.stderr).match(/indexed (\d+) vehicles/);
      expectThat(out.code === 0 && indexed, `the indexer exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-400)}`);
      const links = await stockLinks(base);
      expectThat(links > 5, `the stock page lists ${links} vehicles`);
      return `indexed ${indexed[1]} vehicles; /en-gb/stock lists ${links} vehicles`;
    });

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

    await step(stack, 'backup, then restore into a fresh leads volume', async () => {
      const file = `drill-${Date.now()}.sqlite`;
      const backup = await stack.run([
        'exec',
        '-T',
        'app',
        'npm',
        'run',
        '--silent',
        'leads',
        '--',
        'backup',
        `/var/lib/autopolis/leads/${file}`,
      ]);
      expectThat(backup.code === 0, `backup exited ${backup.code}: ${backup.stderr.trim()}`);
      const copied = await run('docker', ['cp', `${await stack.container('app')}:/var/lib/autopolis/leads/${file}`, path.join(TMP, file)]);
      expectThat(copied.code === 0, `docker cp: ${copied.stderr.trim()}`);
      chmodSync(path.join(TMP, file), 0o644);
      await stack.run(['stop', 'app']);
      await stack.run(['rm', '-f', 'app']);
      const removed = await run('docker', ['volume', 'rm', `${stack.project}_leads`]);
      expectThat(removed.code === 0, `the leads volume was not removed: ${removed.stderr.trim()}`);
      const restore = await stack.run([
        'run',
        '--rm',
        '--no-deps',
        '-v',
        `${TMP}:/backup:ro`,
        'app',
        'cp',
        `/backup/${file}`,
        '/var/lib/autopolis/leads/leads.sqlite',
      ]);
      expectThat(restore.code === 0, `the copy into the fresh volume failed: ${(restore.stdout + restore.stderr).trim().slice(-400)}`);
      const up = await stack.run(['up', '-d', 'app']);
      expectThat(up.code === 0, `up app exited ${up.code}: ${up.stderr.trim()}`);
      await stack.healthy('app');
      const leads = await stack.leads('app');
      expectThat(
        leads.some((l) => l.key === key),
        'the lead is not in the restored database',
      );
      return `backup ${file} → fresh volume ${stack.project}_leads → app healthy with the lead (${leads.length} in all)`;
    });

    await step(stack, 'Meilisearch master key rotation', async () => {
      const oldKey = stack.env.MEILI_MASTER_KEY!;
      const newKey = randomBytes(32).toString('hex');
      expectThat((await stack.run(['stop'])).code === 0, 'stop failed');
      stack.env.MEILI_MASTER_KEY = newKey;
      const up = await stack.run(['up', '-d']);
      expectThat(up.code === 0, `up with the new key exited ${up.code}: ${up.stderr.trim().slice(-400)}`);
      const indexer = await stack.run(['run', '--rm', 'indexer']);
      expectThat(
        indexer.code === 0,
        `the indexer with the new key exited ${indexer.code}: ${(indexer.stdout + indexer.stderr).trim().slice(-400)}`,
      );
      expectThat((await stack.run(['restart', 'app'])).code === 0, 'restart app failed');
      await stack.healthy('app');
      const auth = (k: string) =>
        stack.run([
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
          `Authorization: Bearer ${k}`,
          'http://127.0.0.1:7700/keys',
        ]);
      const [oldStatus, newStatus] = [(await auth(oldKey)).stdout.trim(), (await auth(newKey)).stdout.trim()];
      expectThat(oldStatus === '403' && newStatus === '200', `the old key answers ${oldStatus}, the new ${newStatus}`);
      const { status } = await readyz(base);
      const links = await stockLinks(base);
      expectThat(status === 200 && links > 5, `/readyz ${status}, ${links} vehicles listed`);
      return `old master key refused (403), new accepted; after the indexer and restart app: /readyz 200, ${links} vehicles listed`;
    });

    await step(stack, 'Storyblok webhook secret rotation (up -d app with the new secret)', async () => {
      const oldSecret = stack.env.STORYBLOK_WEBHOOK_SECRET!;
      stack.env.STORYBLOK_WEBHOOK_SECRET = randomBytes(20).toString('hex');
      const up = await stack.run(['up', '-d', 'app']);
      expectThat(up.code === 0, `up -d app exited ${up.code}: ${up.stderr.trim().slice(-400)}`);
      await stack.healthy('app');
      const old = await postPublished(base, oldSecret, { id: 4242, fullSlug: 'faq' });
      const current = await postPublished(base, stack.env.STORYBLOK_WEBHOOK_SECRET, { id: 4242, fullSlug: 'faq' });
      expectThat(old.status === 401 && current.status === 202, `old secret ${old.status}, new secret ${current.status}`);
      return 'signed with the old secret 401, with the new one 202';
    });

    await step(stack, 'logs are JSON lines', () => logsAreJson(stack, 'app'));
  } finally {
    if (!keep) await stack.down();
  }
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

/** Requests `paths` in turn through `base` from `workers` loops until `stop` resolves. */
async function steadyLoad(base: string, paths: string[], workers: number, stop: Promise<void>) {
  let done = false;
  void stop.then(() => (done = true));
  const failures: string[] = [];
  let answered = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = w; !done; i++) {
        const pathname = paths[i % paths.length]!;
        try {
          const response = await fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(15_000) });
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${pathname} ${response.status}`);
          else answered++;
        } catch (error) {
          failures.push(`${pathname} ${(error as Error).message}`);
        }
      }
    }),
  );
  return { answered, failures };
}

async function servingInstance(stack: Stack, marker: string): Promise<string> {
  for (const service of ['app1', 'app2']) {
    const { stdout } = await stack.run(['logs', '--no-color', '--no-log-prefix', service]);
    if (stdout.includes(marker)) return service;
  }
  throw new Error(`no instance logged ${marker}`);
}

async function drillScale(keep: boolean): Promise<void> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const base = `http://127.0.0.1:${httpPort}`;
  const secret = randomBytes(20).toString('hex');
  const stack = new Stack('deploy/compose.scale.yml', 'autopolis-scale-drill', 'deploy/compose.scale.yml', {
    MEILI_MASTER_KEY: randomBytes(32).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(24).toString('hex'),
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    PUBLIC_SITE_URL: base,
    STORYBLOK_WEBHOOK_SECRET: secret,
  });
  const caddy = await caddyOverride();
  await stack.prepare(caddy.files);
  console.log(`\n■ ${stack.name} (project ${stack.project}, Caddy published on ${base})\n  ${caddy.note}`);
  await stack.down();
  try {
    const up = await step(stack, 'starts from nothing (up -d --build): both instances healthy by /readyz, Caddy serves', async () => {
      const code = await stack.stream(['up', '-d', '--build']);
      expectThat(code === 0, `up exited with ${code}`);
      await stack.healthy('app1');
      await stack.healthy('app2');
      const { status, body } = await until('/readyz through Caddy', 60_000, async () => {
        const answer = await readyz(base);
        return answer.status === 200 && answer;
      });
      return `app1 and app2 healthy; /readyz through Caddy ${status} (${body.checks.map((c) => `${c.name} ${c.ok ? 'ok' : 'FAIL'}`).join(', ')})`;
    });
    if (!up) return;

    await step(stack, 'reindex with the indexer (run --rm indexer), taking the lock in PostgreSQL', async () => {
      const out = await stack.run(['run', '--rm', 'indexer']);
      const indexed = (out.stdout + out.stderr).match(/indexed (\d+) vehicles/);
      expectThat(out.code === 0 && indexed, `the indexer exited ${out.code}: ${(out.stdout + out.stderr).trim().slice(-400)}`);
      const locks = await stack.run([
        'exec',
        '-T',
        'postgres',
        'psql',
        '-U',
        'autopolis',
        '-d',
        'autopolis',
        '-tAc',
        "SELECT count(*) FROM information_schema.tables WHERE table_name = 'editor_locks'",
      ]);
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

    let leadKeys: string[] = [];
    const email = `drill-scale-${Date.now()}@example.lu`;
    await step(stack, 'a lead sent without JavaScript through Caddy is stored in PostgreSQL', async () => {
      leadKeys = [await leadSent(base, email)];
      expectThat(
        (await stack.leads('app1')).some((l) => l.key === leadKeys[0]),
        'the lead is not in `npm run leads -- export`',
      );
      return `303 to ?sent=; lead ${leadKeys[0]} exported by app1`;
    });

    await step(stack, 'one instance killed (kill -9) under steady load: no failed request', async () => {
      // a caller's own X-Request-Id is kept in the log line: it shows which instance Caddy sends this client to
      const marker = `drill-${randomUUID()}`;
      await fetch(`${base}/en-gb`, { headers: { 'X-Request-Id': marker } }).then((r) => r.arrayBuffer());
      const victim = await servingInstance(stack, marker);
      let stopLoad!: () => void;
      const stopped = new Promise<void>((resolve) => (stopLoad = resolve));
      const load = steadyLoad(
        base,
        ['/', '/en-gb/stock?sort=price-asc', `/en-gb/stock/${VEHICLE}`, '/de-lu', '/faq', '/hello'],
        4,
        stopped,
      );
      await sleep(3_000);
      const before = await killFromHost(stack, victim);
      const ms = await cameBack(stack, victim, before);
      await sleep(3_000);
      stopLoad();
      const { answered, failures } = await load;
      expectThat(
        failures.length === 0,
        `${failures.length} of ${answered + failures.length} requests failed: ${failures.slice(0, 5).join('; ')}`,
      );
      return `killed ${victim} (the instance serving this client, pid ${before.pid}) under 4 concurrent loops: ${answered} of ${answered} requests answered below 500; ${victim} back and healthy in ${(ms / 1000).toFixed(0)} s`;
    });

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
      const stored = new Set((await stack.leads('app2')).map((l) => l.key));
      const lost = [...leadKeys, ...accepted, after.key].filter((k) => !stored.has(k));
      expectThat(lost.length === 0, `${lost.length} leads answered "sent" are missing: ${lost.join(', ')}`);
      leadKeys = [...leadKeys, ...accepted, after.key];
      return `during the restart ${accepted.length} posts answered "sent" and ${refused.length} answered 503 (database down, nothing promised); every lead answered "sent" (${leadKeys.length}) is in PostgreSQL`;
    });

    await step(
      stack,
      'logs are JSON lines (app1, app2)',
      async () => `app1: ${await logsAreJson(stack, 'app1')}; app2: ${await logsAreJson(stack, 'app2')}`,
    );
  } finally {
    if (!keep) await stack.down();
  }
}

// ---------------------------------------------------------------------------------------------------- main

const { values } = parseArgs({ options: { stack: { type: 'string' }, keep: { type: 'boolean', default: false } } });
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
