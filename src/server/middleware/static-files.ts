import { createReadStream, readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, COMPRESSIBLE } from './compression';

/** Content-hashed build output (`/assets/name-[hash].js`): never changes under its name. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other public files (images, favicon) keep their name when they change: cached for an hour, then revalidated. */
export const STATIC_DEFAULT = 'public, max-age=3600, must-revalidate';

const PRECOMPRESSED = { br: '.br', gzip: '.gz' } as const;

/**
 * Every file of the public folder with its stats, read once when the server starts: the build's
 * output does not change while it runs. A page request then costs a map lookup instead of a failed
 * `stat` (an exception per request, about 8% of the CPU of an uncached stock page in a profile).
 */
function indexFiles(root: string): Map<string, Stats> {
  const files = new Map<string, Stats>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return files; // no public folder (a build without static files)
  }
  for (const name of names) {
    const file = path.join(root, name);
    try {
      const stats = statSync(file);
      if (stats.isFile()) files.set(file, stats);
    } catch {
      // removed while listing
    }
  }
  return files;
}

/** The file of a request path inside `root`, or null for a path that is not a plain relative file path. */
function resolve(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || /(?:^|\/)\.\.?(?:\/|$)/.test(decoded)) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

/** True when one of the `If-None-Match` entity tags matches (weak comparison). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => bare(t) === bare(etag));
}

/**
 * Serves the files of the build's public folder (`dist/public`): the `.br` or `.gz` twin written at
 * build time when the client accepts it, `Cache-Control` by kind (content-hashed assets immutable;
 * the rest an hour, with an `ETag` and `Last-Modified` from the file and 304 to a matching
 * `If-None-Match`). Paths that are not files go on to the site. The folder is listed once, at start.
 */
export function staticFiles(options: { root: string; base: string; immutablePrefix: string }): MiddlewareHandler {
  const root = path.resolve(options.root);
  const files = indexFiles(root);
  const fileStats = (file: string) => files.get(file) ?? null;
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    if (!c.req.path.startsWith(options.base)) return next();
    const file = resolve(root, c.req.path.slice(options.base.length - 1));
    const stats = file && fileStats(file);
    if (!file || !stats) return next();

    const type = getMimeType(file) ?? 'application/octet-stream';
    const immutable = c.req.path.startsWith(options.immutablePrefix);
    const headers = new Headers({ 'Content-Type': type, 'Cache-Control': immutable ? IMMUTABLE : STATIC_DEFAULT });
    // a content-hashed file is never revalidated (its name changes with its bytes): validators would be
    // 70 bytes on each of a first page's dozen script and style responses for nothing (issue 29)
    if (!immutable) {
      headers.set('ETag', `"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`);
      headers.set('Last-Modified', stats.mtime.toUTCString());
    }
    const compressible = COMPRESSIBLE.test(type);
    if (compressible) headers.set('Vary', 'Accept-Encoding');
    if (!immutable && etagMatches(c.req.header('If-None-Match'), headers.get('ETag')!)) {
      headers.delete('Content-Type');
      c.res = new Response(null, { status: 304, headers });
      return;
    }

    let served = file;
    let size = stats.size;
    const encoding = compressible ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
    if (encoding) {
      const twin = fileStats(file + PRECOMPRESSED[encoding]);
      if (twin) {
        served = file + PRECOMPRESSED[encoding];
        size = twin.size;
        headers.set('Content-Encoding', encoding);
      }
    }
    headers.set('Content-Length', String(size));
    const body = method === 'HEAD' ? null : (Readable.toWeb(createReadStream(served)) as unknown as ReadableStream<Uint8Array>);
    c.res = new Response(body, { status: 200, headers });
  };
}
