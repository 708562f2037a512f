/**
 * The JavaScript a page ships, compressed.
 *
 *   - `scriptsFromHtml`: reads the page's HTML for `<script src>`, `<link rel="modulepreload">` and
 *     the `import("…")` of inline module scripts, then follows the static imports of every file;
 *     chunks reached only through an `import()` inside a file are lazy (e.g. the map) and listed
 *     apart, not counted;
 *   - `scriptsInChromium`: loads the page in headless Chromium (Debian's /usr/bin/chromium through
 *     Playwright) and keeps every script it actually received, so lazily imported chunks count too.
 *
 * Sizes are measured on the bodies: raw, gzip (level 9) and brotli (quality 11), as a server or CDN
 * that precompresses static assets would send them. The inline scripts of the HTML (React's
 * hydration data, the RSC payload) are counted apart: they are the page's data, sent with the HTML.
 */
import { existsSync } from 'node:fs';
import zlib from 'node:zlib';
import { keepAliveAgent, timedGet } from './load';

export type Sized = { raw: number; gzip: number; brotli: number };
export type ScriptReport = {
  files: { url: string; size: Sized }[];
  total: Sized;
  /** chunks only reachable through `import()` from a script file: loaded on demand, not counted */
  lazy?: { url: string; size: Sized }[];
};
export type HtmlReport = { html: Sized; inlineScripts: Sized; inlineCount: number };

export const CHROMIUM = '/usr/bin/chromium';

export function sizes(body: Buffer | string): Sized {
  const buf = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    raw: buf.length,
    gzip: zlib.gzipSync(buf, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const add = (a: Sized, b: Sized): Sized => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const ZERO: Sized = { raw: 0, gzip: 0, brotli: 0 };

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/** Specifiers of `import … from "x"`, `import "x"` and `export … from "x"`: loaded with the module. */
function staticImportsOf(code: string): string[] {
  const out: string[] = [];
  const patterns = [/\b(?:import|export)\b[^"'`;()]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g];
  for (const re of patterns) for (const m of code.matchAll(re)) out.push(m[1]!);
  return out;
}

/** Specifiers of `import("x")`: loaded when that code runs (the page's bootstrap, or a lazy chunk). */
function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]!);
}

export async function scriptsFromHtml(pageUrl: string): Promise<{ scripts: ScriptReport; html: HtmlReport }> {
  const agent = keepAliveAgent(2);
  try {
    const page = await timedGet(pageUrl, agent);
    if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
    const html = page.body.toString('utf8');
    const queue: string[] = [];
    let inline = ZERO;
    let inlineCount = 0;
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const src = attr(m[1]!, 'src');
      if (src) queue.push(new URL(src, pageUrl).href);
      else if (m[2]!.trim()) {
        inline = add(inline, sizes(m[2]!));
        inlineCount++;
        // the inline bootstrap's import() runs as the page loads
        for (const spec of [...staticImportsOf(m[2]!), ...dynamicImportsOf(m[2]!)]) queue.push(new URL(spec, pageUrl).href);
      }
    }
    for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
      if (/\brel=["']?modulepreload\b/i.test(m[0])) {
        const href = attr(m[0], 'href');
        if (href) queue.push(new URL(href, pageUrl).href);
      }
    }
    const origin = new URL(pageUrl).origin;
    const seen = new Set<string>();
    const files: ScriptReport['files'] = [];
    const lazyQueue: string[] = [];
    const fetchScript = async (url: string) => {
      const r = await timedGet(url, agent);
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      return { url: new URL(url).pathname, size: sizes(r.body), code: r.body.toString('utf8') };
    };
    const local = (spec: string) => /^(\.{0,2}\/)/.test(spec);
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url) || new URL(url).origin !== origin) continue;
      seen.add(url);
      const f = await fetchScript(url);
      files.push({ url: f.url, size: f.size });
      for (const spec of staticImportsOf(f.code)) if (local(spec)) queue.push(new URL(spec, url).href);
      for (const spec of dynamicImportsOf(f.code)) if (local(spec)) lazyQueue.push(new URL(spec, url).href);
    }
    const lazy: ScriptReport['files'] = [];
    for (const url of lazyQueue) {
      if (seen.has(url) || new URL(url).origin !== origin) continue;
      seen.add(url);
      const f = await fetchScript(url);
      lazy.push({ url: f.url, size: f.size });
    }
    return {
      scripts: { files, total: files.reduce((s, f) => add(s, f.size), ZERO), lazy },
      html: { html: sizes(page.body), inlineScripts: inline, inlineCount },
    };
  } finally {
    agent.destroy();
  }
}

/** null when no Chromium is available. */
export async function scriptsInChromium(pageUrl: string): Promise<ScriptReport | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptReport['files'][number] | null>[] = [];
    page.on('response', (res) => {
      const isScript = res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
      if (!isScript) return;
      pending.push(
        res.body().then(
          (b) => ({ url: new URL(res.url()).pathname, size: sizes(b) }),
          () => null,
        ),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((f): f is ScriptReport['files'][number] => f !== null);
    return { files, total: files.reduce((s, f) => add(s, f.size), ZERO) };
  } finally {
    await browser.close();
  }
}
