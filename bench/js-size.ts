/**
 * The JavaScript a page ships, compressed.
 *
 *   - `scriptsFromHtml`: reads the page's HTML for `<script src>`, `<link rel="modulepreload">` and
 *     the `import("…")` of inline module scripts, then follows the static imports of every file;
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
export type ScriptReport = { files: { url: string; size: Sized }[]; total: Sized };
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
  return new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
}

/** Specifiers of `import … from "x"`, `import "x"`, `export … from "x"` and `import("x")`. */
function importsOf(code: string): string[] {
  const out: string[] = [];
  const patterns = [/\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)/g, /\b(?:import|export)\b[^"'`;()]*?\bfrom\s*["']([^"']+)["']/g, /\bimport\s*["']([^"']+)["']/g];
  for (const re of patterns) for (const m of code.matchAll(re)) out.push(m[1]!);
  return out;
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
        for (const spec of importsOf(m[2]!)) queue.push(new URL(spec, pageUrl).href);
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
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url) || new URL(url).origin !== origin) continue;
      seen.add(url);
      const r = await timedGet(url, agent);
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      files.push({ url: new URL(url).pathname, size: sizes(r.body) });
      for (const spec of importsOf(r.body.toString('utf8'))) if (/^(\.{0,2}\/)/.test(spec)) queue.push(new URL(spec, url).href);
    }
    return {
      scripts: { files, total: files.reduce((s, f) => add(s, f.size), ZERO) },
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
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptReport['files'][number] | null>[] = [];
    page.on('response', (res) => {
      const isScript = res.request().resourceType() === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
      if (!isScript) return;
      pending.push(res.body().then((b) => ({ url: new URL(res.url()).pathname, size: sizes(b) }), () => null));
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((f): f is ScriptReport['files'][number] => f !== null);
    return { files, total: files.reduce((s, f) => add(s, f.size), ZERO) };
  } finally {
    await browser.close();
  }
}
