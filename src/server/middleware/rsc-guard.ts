import type { MiddlewareHandler } from 'hono';

export const RSC_BASE = '/RSC/';

/**
 * Why a path under the framework's RSC endpoint is refused, or null when Waku can take it: a route
 * payload (`/RSC/R/<page path>.txt`, fetched on client navigation) or a server function
 * (`/RSC/F/<module>/<export>.txt`, posted by a form or an action). Anything else (slices, which the
 * site does not use, a missing `.txt`, a path that does not decode, dot segments) would make
 * Waku 0.27 throw outside its error handling, a 500.
 */
export function rscPathProblem(pathname: string, method: string): { status: 400 | 404 | 405; reason: string } | null {
  if (!pathname.startsWith(RSC_BASE)) return null;
  let inner: string;
  try {
    inner = decodeURI(pathname.slice(RSC_BASE.length));
  } catch {
    return { status: 400, reason: 'malformed percent-encoding' };
  }
  if (!inner.endsWith('.txt')) return { status: 404, reason: 'not an RSC payload path' };
  if (/[\u0000-\u001f\\]|(?:^|\/)\.\.?(?:\/|$)|\/\//.test(inner)) return { status: 400, reason: 'unsafe path' };
  const rscPath = inner.slice(0, -'.txt'.length).replace(/^_/, '').replace(/_$/, '');
  if (rscPath === 'R/_root' || rscPath.startsWith('R/')) {
    if (method !== 'GET' && method !== 'POST') return { status: 405, reason: 'method' };
    return null;
  }
  if (rscPath.startsWith('F/')) {
    if (method !== 'POST') return { status: 405, reason: 'a server function is posted' };
    const id = rscPath.slice(2);
    const slash = id.lastIndexOf('/');
    if (slash <= 0 || !/^[\w$]+$/.test(id.slice(slash + 1))) return { status: 404, reason: 'malformed function id' };
    return null;
  }
  return { status: 404, reason: 'unknown RSC path' };
}

/** Answers a malformed or hostile path under `/RSC/` with 400, 404 or 405 before Waku sees it. */
export function rscGuard(): MiddlewareHandler {
  return async (c, next) => {
    const problem = rscPathProblem(new URL(c.req.url).pathname, c.req.method);
    if (!problem) return next();
    c.res = new Response(problem.status === 405 ? 'Method Not Allowed' : problem.status === 400 ? 'Bad Request' : 'Not Found', {
      status: problem.status,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        ...(problem.status === 405 ? { Allow: 'GET, POST' } : {}),
      },
    });
  };
}
