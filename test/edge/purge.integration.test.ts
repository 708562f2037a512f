import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPurger, purgeEdge } from '../../src/edge/purge';
import { serveFetch } from '../support/serve-fetch';

const silent = { info: () => {}, warn: () => {} };

/**
 * Stand-ins for the two CDNs' purge APIs, each refusing what the real one refuses (a wrong token, a path or
 * body of another shape) with the answer its documentation shows, and Varnish running the site's own VCL
 * (deploy/varnish/default.vcl) where `varnishd` is installed (Debian's `varnish` package).
 */
describe('purging through a stand-in for each API', () => {
  it('Cloudflare: the documented request purges the tags; a wrong token is a failure', async () => {
    const zone = '023e105f4ecef8ad9ca31a8372d0c353';
    const purged: string[][] = [];
    const api = await serveFetch(async (req) => {
      const url = new URL(req.url);
      if (req.method !== 'POST' || url.pathname !== `/client/v4/zones/${zone}/purge_cache`)
        return new Response('not found', { status: 404 });
      if (req.headers.get('authorization') !== 'Bearer good-token')
        return Response.json(
          { success: false, errors: [{ code: 10000, message: 'Authentication error' }], messages: [], result: null },
          { status: 403 },
        );
      const body = (await req.json()) as { tags?: unknown };
      if (!Array.isArray(body.tags) || body.tags.length > 30 || !body.tags.every((t) => typeof t === 'string'))
        return Response.json(
          { success: false, errors: [{ code: 1012, message: 'Request must contain one of files, tags, hosts or prefixes' }] },
          { status: 400 },
        );
      purged.push(body.tags as string[]);
      return Response.json({ success: true, errors: [], messages: [], result: { id: zone } });
    });
    try {
      const settings = { kind: 'cloudflare' as const, zoneId: zone, apiUrl: `${api.url}/client/v4`, timeoutMs: 2_000 };
      expect(
        await purgeEdge(['vehicle-1', 'stock'], 'test', { purger: createPurger({ ...settings, token: 'good-token' }), log: silent }),
      ).toBe(true);
      expect(purged).toEqual([['vehicle-1', 'stock']]);
      await expect(createPurger({ ...settings, token: 'bad' })!.purge(['stock'])).rejects.toThrow(/403.*Authentication error/);
    } finally {
      await api.close();
    }
  });

  it('Fastly: the documented request purges the surrogate keys, soft; a wrong key is a failure', async () => {
    const purged: { keys: string[]; soft: boolean }[] = [];
    const api = await serveFetch(async (req) => {
      const url = new URL(req.url);
      if (req.method !== 'POST' || url.pathname !== '/service/SU1Z0isxPaozGVKXdv0eY/purge')
        return new Response('not found', { status: 404 });
      if (req.headers.get('fastly-key') !== 'good-token')
        return Response.json({ msg: 'Provided credentials are missing or invalid' }, { status: 401 });
      const keys = (req.headers.get('surrogate-key') ?? '').split(' ').filter(Boolean);
      if (keys.length === 0 || keys.length > 256) return Response.json({ msg: 'Bad request' }, { status: 400 });
      purged.push({ keys, soft: req.headers.get('fastly-soft-purge') === '1' });
      return Response.json(Object.fromEntries(keys.map((k, i) => [k, `108-1-${i}`])));
    });
    try {
      const settings = { kind: 'fastly' as const, serviceId: 'SU1Z0isxPaozGVKXdv0eY', apiUrl: api.url, soft: true, timeoutMs: 2_000 };
      expect(await purgeEdge(['content'], 'test', { purger: createPurger({ ...settings, token: 'good-token' }), log: silent })).toBe(true);
      expect(purged).toEqual([{ keys: ['content'], soft: true }]);
      await expect(createPurger({ ...settings, token: 'bad' })!.purge(['stock'])).rejects.toThrow(/401.*credentials/);
    } finally {
      await api.close();
    }
  });

  it('Varnish: BAN with the keys reaches every instance', async () => {
    // Node's HTTP parser refuses methods it does not know (BAN among them, with 400): the stand-in reads the request itself
    const bans: string[][] = [];
    const standIn = () =>
      new Promise<{ url: string; close: () => void }>((resolve) => {
        const server = createNetServer((socket) => {
          let head = '';
          socket.on('data', (chunk) => {
            head += chunk.toString('latin1');
            if (!head.includes('\r\n\r\n')) return;
            const [requestLine, ...lines] = head.split('\r\n\r\n')[0]!.split('\r\n');
            const [method, target] = requestLine!.split(' ');
            const keys = lines.find((l) => /^surrogate-key-purge:/i.test(l))?.replace(/^[^:]+:\s*/, '') ?? '';
            const ok = method === 'BAN' && keys !== '';
            if (ok) bans.push([target!, keys]);
            const body = ok ? 'Banned' : 'Not allowed';
            socket.end(
              `HTTP/1.1 ${ok ? '200 OK' : '405 Method Not Allowed'}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
            );
          });
        });
        server.listen(0, '127.0.0.1', () =>
          resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }),
        );
      });
    const instances = await Promise.all([standIn(), standIn()]);
    try {
      const purger = createPurger({ kind: 'varnish', urls: instances.map((i) => i.url), timeoutMs: 2_000 });
      expect(await purgeEdge(['story-faq', 'content'], 'test', { purger, log: silent })).toBe(true);
      expect(bans).toEqual([
        ['/', 'story-faq content'],
        ['/', 'story-faq content'],
      ]);
    } finally {
      for (const instance of instances) instance.close();
    }
  });
});

const varnishd = spawnSync('varnishd', ['-V']).status === 0;

/**
 * The site's VCL in a real Varnish (7.1 here, Debian's package; the scale stack runs the official image):
 * an origin that names its pages' keys as the site does, pages kept and served from the cache, a ban that
 * drops exactly the pages of its keys, and what must never be kept passing through.
 */
describe.skipIf(!varnishd)("the site's VCL in Varnish", () => {
  let origin: Server;
  let varnish: ChildProcess;
  let workdir: string;
  let edge: string;
  const fetched = new Map<string, number>();
  const PAGES: Record<string, { keys: string; cacheControl: string }> = {
    '/stock/1-1-ford-puma': {
      keys: 'content stock vehicle-1',
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=86400',
    },
    '/stock/10-1-ford-kuga': {
      keys: 'content stock vehicle-10',
      cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=86400',
    },
    '/faq': { keys: 'content story-faq', cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=30, stale-if-error=86400' },
    '/stock/1-1-ford-puma/interessee': { keys: '', cacheControl: 'no-store' },
  };

  const get = async (pathname: string, init: RequestInit = {}) => {
    const res = await fetch(`${edge}${pathname}`, init);
    await res.arrayBuffer();
    return res;
  };

  beforeAll(async () => {
    origin = createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/healthz') return void res.writeHead(200).end('ok');
      fetched.set(url, (fetched.get(url) ?? 0) + 1);
      const page = PAGES[url] ?? { keys: 'content', cacheControl: 'public, max-age=0, s-maxage=60' };
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': page.cacheControl,
        ...(page.keys ? { 'Surrogate-Key': page.keys, 'Cache-Tag': page.keys.replaceAll(' ', ',') } : {}),
      });
      res.end(`<p>${url} ${fetched.get(url)}</p>`);
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const originPort = (origin.address() as AddressInfo).port;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const edgePort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    workdir = mkdtempSync(path.join(tmpdir(), 'varnish-'));
    const vcl = readFileSync(path.resolve('deploy/varnish/default.vcl'), 'utf8')
      .replace('.host = "caddy";', '.host = "127.0.0.1";')
      .replace('.port = "80";', `.port = "${originPort}";`)
      .replace('.interval = 5s;', '.interval = 200ms;');
    writeFileSync(path.join(workdir, 'site.vcl'), vcl);
    varnish = spawn(
      'varnishd',
      [
        '-F',
        '-j',
        'none',
        '-n',
        path.join(workdir, 'n'),
        '-a',
        `127.0.0.1:${edgePort}`,
        '-f',
        path.join(workdir, 'site.vcl'),
        '-s',
        'malloc,32m',
      ],
      {
        stdio: 'ignore',
      },
    );
    edge = `http://127.0.0.1:${edgePort}`;
    // up, and the origin's probe healthy (a page passes through then)
    for (let i = 0; ; i++) {
      const ok = await fetch(`${edge}/healthz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error('varnishd did not answer');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 60_000);

  afterAll(async () => {
    varnish?.kill('SIGTERM');
    await new Promise<void>((resolve) => origin?.close(() => resolve()));
    if (workdir) rmSync(workdir, { recursive: true, force: true });
  });

  it('keeps a page for everyone and hides its keys from visitors', async () => {
    const first = await get('/stock/1-1-ford-puma', { headers: { Cookie: 'consent=1' } });
    expect(first.headers.get('x-edge-cache')).toBe('miss');
    const second = await get('/stock/1-1-ford-puma');
    expect(second.headers.get('x-edge-cache')).toBe('hit');
    expect(second.headers.get('surrogate-key')).toBeNull();
    expect(second.headers.get('cache-tag')).toBeNull();
    expect(fetched.get('/stock/1-1-ford-puma')).toBe(1);
  });

  it('drops exactly the pages of the banned keys', async () => {
    for (const page of ['/stock/1-1-ford-puma', '/stock/10-1-ford-kuga', '/faq']) await get(page);
    const before = new Map(fetched);
    const purger = createPurger({ kind: 'varnish', urls: [edge], timeoutMs: 5_000 });
    expect(await purgeEdge(['vehicle-1'], 'test', { purger, log: silent })).toBe(true);
    expect((await get('/stock/1-1-ford-puma')).headers.get('x-edge-cache')).toBe('miss');
    // vehicle-10 is not vehicle-1, and the FAQ shows no vehicle
    expect((await get('/stock/10-1-ford-kuga')).headers.get('x-edge-cache')).toBe('hit');
    expect((await get('/faq')).headers.get('x-edge-cache')).toBe('hit');
    expect(fetched.get('/stock/1-1-ford-puma')).toBe(before.get('/stock/1-1-ford-puma')! + 1);

    await purgeEdge(['content'], 'test', { purger, log: silent });
    for (const page of ['/stock/1-1-ford-puma', '/stock/10-1-ford-kuga', '/faq'])
      expect((await get(page)).headers.get('x-edge-cache'), page).toBe('miss');
  });

  it('refuses a ban that names no key, and never keeps a form page, a post or the root', async () => {
    expect((await get('/', { method: 'BAN', headers: { 'Surrogate-Key-Purge': ' ,;() ' } })).status).toBe(400);
    for (let i = 0; i < 2; i++) await get('/stock/1-1-ford-puma/interessee');
    expect(fetched.get('/stock/1-1-ford-puma/interessee')).toBe(2);
    for (let i = 0; i < 2; i++) await get('/');
    expect(fetched.get('/')).toBe(2);
    for (let i = 0; i < 2; i++) await get('/faq', { method: 'POST', body: 'a=1' });
    expect((await get('/faq')).headers.get('x-edge-cache')).toBe('hit');
  });
});
