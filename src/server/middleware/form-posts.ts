import type { Context, MiddlewareHandler } from 'hono';
import { config } from '../../config/env';
import { staticErrorHtml, type ErrorPageVariant } from '../../errors/fallback-page';
import { routes } from '../../routing';
import type { RouteName } from '../../routing/table';
import { DEFAULT_LOCALE } from '../../routing/locales';
import { pagePathFromUrl } from '../../request';

/**
 * Every POST to the site's pages and server functions passes here before the framework reads it:
 *
 * - the body limit follows the form it is for: the form's fields (the payload limit plus framing,
 *   tens of KB) and, for a form with file fields, the file limits. It is enforced while the body
 *   streams in (a declared length above it is refused before reading anything), so nothing larger
 *   is buffered or parsed;
 * - at most MAX_LARGE_UPLOADS bodies above the small limit are read at once; more wait for nothing
 *   and get 503 with `Retry-After`;
 * - malformed input answers 400 with the localized error page, never 500: a multipart body without
 *   a boundary, with another boundary, cut short or made of random bytes, a post to a page that
 *   names no server action, an unknown server action id, a page post that is not a form.
 *
 * `/api/` routes (webhooks) check their own bodies; Waku's RSC requests other than server functions
 * pass untouched.
 */

/** Multipart framing and the hidden fields around the payload. */
const FRAMING_BYTES = 16 * 1024;
/** Bodies above the small limit read at once (photos of the tyre offer). */
export const MAX_LARGE_UPLOADS = 2;
const RETRY_AFTER_S = '5';

/**
 * What this layer is told about the lead forms, by the composition above every feature
 * (src/composition/lead-forms.ts, passed in by server-entry.tsx): each form's id, its server action
 * and its definition (for the body limit), and which forms a page of a route may hold.
 */
export type FormPostTable = {
  forms: readonly {
    id: string;
    action: unknown;
    build: (config: Record<string, never>) => { names: readonly string[]; fields: Readonly<Record<string, { type: string }>> };
  }[];
  /** The forms a page of the route can hold: one form's id (a vehicle form page, a lease offer), `any` (a page that may embed forms), or none. */
  formsOf: (route: RouteName) => string | 'any' | undefined;
};

type Limits = { maxPayloadBytes: number; maxFiles: number; maxFileBytes: number };
type FormOfTable = FormPostTable['forms'][number];

/** The largest body a submission of this form can need. */
export function formBodyLimit(form: FormOfTable, limits: Limits): number {
  const definition = form.build({});
  const fileFields = definition.names.filter((n) => definition.fields[n]?.type === 'file').length;
  return limits.maxPayloadBytes + FRAMING_BYTES + fileFields * limits.maxFiles * limits.maxFileBytes;
}

/** The server action id (`<file>#<export>`) of each form's action, as the framework registered it. */
function knownActionIds(forms: FormPostTable['forms']): Map<string, string> {
  const ids = new Map<string, string>();
  for (const form of forms) {
    const id = (form.action as { $$id?: unknown }).$$id;
    if (typeof id === 'string') ids.set(id, form.id);
  }
  return ids;
}

const ACTION_FIELD = /^\$ACTION_ID_(.+)$/;
const ACTION_REF_FIELD = /^\$ACTION_REF_(.+)$/;

class BodyTooLarge extends Error {}

/** Reads a body, failing as soon as it passes `limit` bytes. */
async function readBounded(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export function formPosts(table: FormPostTable): MiddlewareHandler {
  const limits = config().leads.limits;
  const formLimit = new Map(table.forms.map((f) => [f.id, formBodyLimit(f, limits)]));
  const smallLimit = limits.maxPayloadBytes + FRAMING_BYTES;
  const anyFormLimit = Math.max(...formLimit.values());
  let ids: Map<string, string> | undefined;
  let largeInFlight = 0;

  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/api/')) return next();
    ids ??= knownActionIds(table.forms);
    const page = pagePathFromUrl(url);
    const match = routes().parse(page);
    const locale = match?.locale ?? routes().localeOf(page) ?? DEFAULT_LOCALE;
    const refuse = (status: 400 | 413 | 503, variant: ErrorPageVariant, why: string) => {
      console.warn(`[forms] POST ${url.pathname}: ${why}; answered ${status}`);
      c.res = new Response(staticErrorHtml(locale, variant), {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(status === 503 ? { 'Retry-After': RETRY_AFTER_S } : {}),
          ...(status === 413 ? { Connection: 'close' } : {}),
        },
      });
    };

    // What the post is for, and so the largest body it may have.
    const rscFunction = /^\/RSC\/F\/(.+)\/([^/]+)\.txt$/.exec(url.pathname);
    let limit: number;
    if (rscFunction) {
      const file = rscFunction[1]!.startsWith('_') ? rscFunction[1]!.slice(1) : rscFunction[1]!;
      const kind = ids.get(`${file}#${rscFunction[2]}`);
      if (ids.size && !kind) return refuse(400, 'bad-request', 'unknown server function');
      limit = kind ? formLimit.get(kind)! : anyFormLimit;
    } else if (url.pathname.startsWith('/RSC/')) {
      return next();
    } else {
      const forms = match ? table.formsOf(match.route) : undefined;
      limit = forms === 'any' ? anyFormLimit : forms ? (formLimit.get(forms) ?? smallLimit) : smallLimit;
    }

    const type = c.req.header('content-type') ?? '';
    const multipart = /^multipart\/form-data\b/i.test(type);
    if (multipart && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) return refuse(400, 'bad-request', 'multipart body without a boundary');
    if (!rscFunction && !multipart) return refuse(400, 'bad-request', `a page accepts only form posts, not ${type || 'an untyped body'}`);

    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > limit) return refuse(413, 'too-large', `declared ${declared} bytes, above the ${limit} of this form`);
    const large = !(declared <= smallLimit);
    if (large && limit > smallLimit) {
      if (largeInFlight >= MAX_LARGE_UPLOADS) return refuse(503, 'busy', `${largeInFlight} large uploads already in flight`);
    } else {
      limit = Math.min(limit, smallLimit);
    }

    if (large) largeInFlight++;
    try {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        bytes = c.req.raw.body ? await readBounded(c.req.raw.body, limit) : new Uint8Array();
      } catch (error) {
        if (error instanceof BodyTooLarge) return refuse(413, 'too-large', `body above the ${limit} bytes of this form`);
        return refuse(400, 'bad-request', `the body could not be read (${(error as Error).message})`);
      }
      const invalid = await checkBody(bytes, type, multipart, !rscFunction, ids);
      if (invalid) return refuse(400, 'bad-request', invalid);
      replaceBody(c, bytes);
      await next();
    } finally {
      if (large) largeInFlight--;
    }
  };
}

/** Why the body is not what the framework can decode, or undefined when it is. */
async function checkBody(
  bytes: Uint8Array<ArrayBuffer>,
  type: string,
  multipart: boolean,
  pagePost: boolean,
  ids: Map<string, string>,
): Promise<string | undefined> {
  if (!multipart) {
    // a server function's arguments as React encodes them without files: JSON text
    try {
      JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
      return undefined;
    } catch {
      return 'server function arguments that are not what React sends';
    }
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': type } }).formData();
  } catch (error) {
    return `malformed multipart body (${(error as Error).message})`;
  }
  if (!pagePost) return undefined;
  const named = [...form.keys()].flatMap((k) => {
    const id = ACTION_FIELD.exec(k)?.[1];
    if (id) return [id];
    if (!ACTION_REF_FIELD.test(k)) return [];
    // a bound action: its id is in the `$ACTION_<n>:0` part, as JSON
    const ref = k.slice('$ACTION_REF_'.length);
    const meta = form.get(`$ACTION_${ref}:0`);
    try {
      const id = typeof meta === 'string' ? (JSON.parse(meta) as { id?: unknown }).id : undefined;
      return typeof id === 'string' ? [id] : ['(unreadable)'];
    } catch {
      return ['(unreadable)'];
    }
  });
  if (named.length === 0) return 'a form post that names no server action';
  const unknown = named.find((id) => ids.size > 0 && !ids.has(id));
  return unknown ? `unknown server action ${JSON.stringify(unknown.slice(0, 80))}` : undefined;
}

/** The framework reads the body again: give it the bytes already read. */
function replaceBody(c: Context, bytes: Uint8Array<ArrayBuffer>): void {
  const raw = c.req.raw;
  c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: bytes, signal: raw.signal });
}
