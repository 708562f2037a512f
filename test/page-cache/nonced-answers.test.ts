import { Hono } from 'hono';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { metricsRegistry } from '../../src/health/metrics';
import { pageCache } from '../../src/page-cache/middleware';
import { startPageNonce } from '../../src/request';
import { cachePlannerOf, holdsForm } from '../../src/routes';
import { cachePolicy } from '../../src/server/middleware/cache-policy';
import { compression } from '../../src/server/middleware/compression';

const EDGE = { sMaxAge: 60, staleWhileRevalidate: 30, staleIfError: 86_400 };
/**
 * Waku's request context, which the adapter's `contextMiddleware` starts (src/server/adapter.ts; `waku/internals`
 * does not load outside Vite): the module src/request reads, by its real path (node_modules may be a link).
 */
const context: { INTERNAL_runWithContext(req: Request, next: () => Promise<void>): Promise<void> } = await import(
  realpathSync(path.resolve('node_modules/waku/dist/lib/context.js'))
);

/**
 * A stock list as the site renders it, its nonce where the build puts it: the inline stylesheet, the meta, the
 * payload's scripts and the props of those elements in the payload (escaped JSON); cards less alike than a
 * repeated line, as real cards are.
 */
const stockPage = (nonce: string) => {
  const words = ['Peugeot', 'Renault', 'Volkswagen', 'automatique', 'essence', 'diesel', 'hybride', 'garantie', 'kilomètres'];
  let seed = 11;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const word = () => words[next() % words.length]!;
  const cards = Array.from(
    { length: 300 },
    (_, i) =>
      `<li class="vehicle-card"><a href="/stock/${next() % 900000}-1-${word().toLowerCase()}">${word()} ${word()}, ${next() % 90000} €</a></li>` +
      (i % 10 === 0 ? `<script nonce="${nonce}">(self.__FLIGHT_DATA||=[]).push("${i}:{\\"nonce\\":\\"${nonce}\\"}")</script>` : ''),
  ).join('');
  return (
    `<!doctype html><html><head><style nonce="${nonce}">.vehicle-card{display:grid}</style>` +
    `<meta property="csp-nonce" nonce="${nonce}"/></head><body><ul>${cards}</ul></body></html>`
  );
};

/**
 * The page cache as the site runs it (Waku's request context, the compression and cache policy around it), with a
 * renderer that starts the page's nonce and puts it in the page and its policy, as src/server/middleware/page-policy.ts
 * and the render do.
 */
function site() {
  let renders = 0;
  const app = new Hono();
  app.use(compression());
  app.use(cachePolicy(holdsForm));
  app.use((c, next) => context.INTERNAL_runWithContext(c.req.raw, next));
  app.use(pageCache(cachePlannerOf, { maxBytes: 64 << 20, versions: async () => 'index-1|content-1', edge: EDGE }));
  app.get('*', (c) => {
    renders++;
    const nonce = startPageNonce();
    c.header('Content-Security-Policy', `script-src 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'`);
    return c.html(stockPage(nonce));
  });
  return {
    get: (path: string) => app.request(path, { headers: { 'Accept-Encoding': 'br' } }),
    renders: () => renders,
  };
}

/** The count of a page cache counter with these labels. */
async function counted(name: string, labels: Record<string, string>): Promise<number> {
  const values = (await metricsRegistry().getSingleMetric(name)?.get())?.values ?? [];
  return values.find((v) => Object.entries(labels).every(([label, value]) => v.labels[label] === value))?.value ?? 0;
}
const fromCopy = () => counted('autopolis_page_cache_nonced_answers_total', { encoding: 'br', body: 'copy' });
const compressedPerAnswer = () => counted('autopolis_page_cache_nonced_answers_total', { encoding: 'br', body: 'compressed' });

/** An answer's page and the nonce its policy names. */
async function answer(response: Response): Promise<{ text: string; nonce: string }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Encoding')).toBe('br');
  const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(response.headers.get('Content-Security-Policy') ?? '')![1]!;
  return { text: zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString(), nonce };
}

describe('a kept page with a nonce, asked for again and again', () => {
  it('is sent from its compressed copy once that is made, every answer with its own nonce', async () => {
    const s = site();
    await answer(await s.get('/stock'));
    // served again: its copy is made in the background, then its better copy
    const copiesBefore = await fromCopy();
    await vi.waitFor(
      async () => {
        await answer(await s.get('/stock'));
        expect(await fromCopy()).toBeGreaterThan(copiesBefore);
      },
      { timeout: 30_000, interval: 10 },
    );
    const copied = await fromCopy();
    const compressed = await compressedPerAnswer();
    const nonces = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { text, nonce } = await answer(await s.get('/stock'));
      expect(text).toBe(stockPage(nonce));
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(40);
    expect(await fromCopy()).toBe(copied + 40);
    expect(await compressedPerAnswer()).toBe(compressed);
    expect(s.renders()).toBe(1);
  });
});
