import type { MiddlewareHandler } from 'hono';
import { LEAD_FILES_PATH } from '../../leads/file-links';
import { leadFileDownload } from '../../leads/index';
import { logger } from '../../log';

const log = logger('leads');

/**
 * `GET /api/leads/files/<id>?exp=…&sig=…`: a lead's file for the dealership's webhook receiver, by
 * the signed, expiring link the webhook body gives for it (src/leads/file-links.ts). The bytes are
 * streamed from the lead store 1 MB at a time, at the pace the receiver reads them (file-stream.ts), so a 40 MB
 * lead's photos never sit in memory nor hold the event loop. Answered in the HTTP layer, before the
 * page routes, compression (photos and PDFs do not shrink) and the static files; never cached.
 */
export function leadFileEndpoint(): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(LEAD_FILES_PATH)) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      c.res = new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' } });
      return;
    }
    const url = new URL(c.req.url);
    const download = await leadFileDownload({ path: url.pathname, exp: url.searchParams.get('exp'), sig: url.searchParams.get('sig') });
    if (!download.ok) {
      if (download.status === 403) log.warn('lead file link refused', { reason: download.reason });
      c.res = new Response(`${download.status === 410 ? 'This link has expired' : download.status === 403 ? 'Forbidden' : 'Not found'}\n`, {
        status: download.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
      return;
    }
    const ascii = download.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
    const headers = {
      'Content-Type': download.type,
      'Content-Length': String(download.size),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(download.name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // RFC 9530: the receiver can check the bytes it got (also the body's sha256)
      'Repr-Digest': `sha-256=:${Buffer.from(download.sha256, 'hex').toString('base64')}:`,
    };
    if (c.req.method === 'HEAD') {
      void download.body.cancel();
      c.res = new Response(null, { status: 200, headers });
      return;
    }
    c.res = new Response(download.body, { status: 200, headers });
  };
}
