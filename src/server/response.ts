import type { Context } from 'hono';

/**
 * Replaces the response of a middleware chain. Hono's `c.res = …` copies every header of the
 * previous response onto the new one (a stale Content-Length would survive a compression), so the
 * old response is dropped first.
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined;
  c.res = res;
}

/** Sets a header on the current response, copying it first if its headers are immutable (a fetched response). */
export function setResponseHeader(c: Context, name: string, value: string, options: { append?: boolean } = {}): void {
  try {
    if (options.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    const { status, statusText, headers, body } = takeResponse(c.res);
    replaceResponse(c, new Response(body, { status, statusText, headers }));
    if (options.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  }
}

/** Adds a token to a comma-separated header (Vary) unless it is there already. */
export function addVary(c: Context, token: string): void {
  const current = c.res.headers.get('Vary');
  if (current?.split(',').some((t) => t.trim().toLowerCase() === token.toLowerCase() || t.trim() === '*')) return;
  setResponseHeader(c, 'Vary', current ? `${current}, ${token}` : token);
}

/**
 * The parts of a response, its headers copied first. @hono/node-server's lightweight Response
 * rebuilds itself from its constructor arguments when its body is first read, which loses header
 * changes made after construction: read the headers before the body.
 */
export function takeResponse(res: Response): {
  status: number;
  statusText: string;
  headers: Headers;
  body: ReadableStream<Uint8Array> | null;
} {
  const headers = new Headers(res.headers);
  const { status } = res;
  return { status, statusText: res.statusText, headers, body: res.body };
}
