import type { MiddlewareHandler } from 'hono';
import { config } from '../../config/env';
import { visitorLog } from '../../log/limiter';
import { staticErrorHtml, type ErrorPageVariant } from '../../errors/fallback-page';
import { routes } from '../../routing';
import type { RouteName } from '../../routing/table';
import { DEFAULT_LOCALE } from '../../routing/locales';
import { pagePathFromUrl } from '../../request';
import { DEFAULT_MAX_FILE_SIZE, DEFAULT_MAX_FILES } from '../../form-engine/validation';
import { UploadTurns } from './upload-turns';
import { metricGauge } from '../../health/metrics';
import { BodyRefused, readBody, readMultipart, withBody, withParsedForm, type BodyBounds } from '../form-body';

/**
 * Every POST to the site's pages and server functions passes here before the framework reads it:
 *
 * - the body's bound follows the form it is for: the form's fields (the payload limit plus framing,
 *   tens of KB) and, for a form with file fields, what each file field takes (its number of files
 *   and bytes per file, within the lead store's limits). A page post names its server action in the
 *   hidden fields at the head of the form, so a CMS page that could embed any form reads the first
 *   fields, then holds the body to the bound of the form it names: a post of a form without files
 *   is refused (413) as soon as it passes tens of KB, whatever page it goes to;
 * - the body is read and parsed as it streams in (src/server/form-body.ts: a declared length above
 *   the bound is refused before anything is read, a body above it at the chunk that passes it, a
 *   body below its pace (src/server/body-pace.ts) is given up with 408), never buffered whole and
 *   parsed in one go, and the framework is handed the parsed form (nothing is parsed twice);
 * - at most MAX_LARGE_UPLOADS bodies above the small limit are read at once (each holds tens of MB
 *   while it is parsed and stored: more at once made the garbage collector stall every visitor); the
 *   next MAX_WAITING_UPLOADS wait their turn, unread (the sender's connection simply holds), for up to
 *   UPLOAD_WAIT_MS; beyond either, 503 with `Retry-After`. A turn cannot be held by a slow sender:
 *   while others wait, a body below 16 KB/s over the last 10 s loses its turn to the next (408);
 * - malformed input answers 400 with the localized error page, never 500: a multipart body without
 *   a boundary, with another boundary, cut short or made of random bytes, a post to a page that
 *   names no server action, an unknown server action id, a page post that is not a form.
 *
 * `/api/` routes (webhooks) check their own bodies; Waku's RSC requests other than server functions
 * pass untouched.
 */

/** Multipart framing and the hidden fields around the payload. */
const FRAMING_BYTES = 16 * 1024;
/** The headers of one file's part. */
const FILE_PART_BYTES = 1024;
/** Bodies above the small limit read at once (photos of the tyre offer). */
export const MAX_LARGE_UPLOADS = 2;
/** Large bodies that wait for a turn (unread) rather than being refused, and for how long at most. */
export const MAX_WAITING_UPLOADS = 6;
export const UPLOAD_WAIT_MS = 30_000;
const RETRY_AFTER_S = '5';

/**
 * What this layer is told about the lead forms, by the composition above every feature
 * (src/composition/lead-forms.ts, passed in by server-entry.tsx): each form's id, its server action
 * and its definition (for the body's bounds), and which forms a page of a route may hold.
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

type FormOfTable = FormPostTable['forms'][number];

type Limits = { maxPayloadBytes: number; maxFiles: number; maxFileBytes: number };

/** What a submission of one form can need: the whole body, its files and the largest of them. */
export type FormBounds = BodyBounds;

type FileField = { type: string; multiple?: boolean; maxFiles?: number; maxFileSize?: number };

/** The bounds of a submission of this form: its fields, and what each of its file fields takes. */
export function formBounds(table: FormOfTable, limits: Limits): FormBounds {
  const form = table.build({}) as unknown as { names: readonly string[]; fields: Record<string, FileField> };
  const fileFields = form.names.map((n) => form.fields[n]!).filter((f) => f.type === 'file');
  const perField = fileFields.map((f) => ({
    files: Math.min(f.maxFiles ?? (f.multiple ? DEFAULT_MAX_FILES : 1), limits.maxFiles),
    bytes: Math.min(f.maxFileSize ?? DEFAULT_MAX_FILE_SIZE, limits.maxFileBytes),
  }));
  return {
    maxBytes: limits.maxPayloadBytes + FRAMING_BYTES + perField.reduce((n, f) => n + f.files * (f.bytes + FILE_PART_BYTES), 0),
    maxFiles: perField.reduce((n, f) => n + f.files, 0),
    maxFileBytes: Math.max(0, ...perField.map((f) => f.bytes)),
    maxFieldBytes: limits.maxPayloadBytes,
  };
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

export function formPosts(table: FormPostTable): MiddlewareHandler {
  const limits = config().leads.limits;
  const formBound = new Map(table.forms.map((f) => [f.id, formBounds(f, limits)]));
  const small: FormBounds = {
    maxBytes: limits.maxPayloadBytes + FRAMING_BYTES,
    maxFiles: 0,
    maxFileBytes: 0,
    maxFieldBytes: limits.maxPayloadBytes,
  };
  // a page that may embed any form: the largest of each bound until the post names its form
  const anyForm: FormBounds = {
    maxBytes: Math.max(...[...formBound.values()].map((b) => b.maxBytes)),
    maxFiles: Math.max(...[...formBound.values()].map((b) => b.maxFiles)),
    maxFileBytes: Math.max(...[...formBound.values()].map((b) => b.maxFileBytes)),
    maxFieldBytes: limits.maxPayloadBytes,
  };
  let ids: Map<string, string> | undefined;
  const turns = new UploadTurns({ running: MAX_LARGE_UPLOADS, waiting: MAX_WAITING_UPLOADS, waitMs: UPLOAD_WAIT_MS });
  // how many large bodies are read and how many wait their turn, at each scrape of /metrics
  metricGauge(
    'autopolis_upload_turns',
    'Large form bodies (photos, a CV) being read (running) and waiting their turn (waiting)',
    ['state'],
    (g) => {
      g.set({ state: 'running' }, turns.running);
      g.set({ state: 'waiting' }, turns.waiting);
    },
  );
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/api/')) return next();
    const actionIds = (ids ??= knownActionIds(table.forms));
    const page = pagePathFromUrl(url);
    const match = routes().parse(page);
    const locale = match?.locale ?? routes().localeOf(page) ?? DEFAULT_LOCALE;
    const refuse = (status: 400 | 408 | 413 | 503, variant: ErrorPageVariant, why: string) => {
      // a line any visitor can trigger: through the limit on those (src/log/limiter.ts)
      visitorLog('warn', 'forms', `POST ${url.pathname}: ${why}; answered ${status}`);
      c.res = new Response(staticErrorHtml(locale, variant), {
        status,
        headers: {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          ...(status === 503 ? { 'Retry-After': RETRY_AFTER_S } : {}),
          // the rest of the body is not read: the connection is closed rather than kept for it
          Connection: 'close',
        },
      });
    };

    // What the post is for, and so the largest body it may have.
    const rscFunction = /^\/RSC\/F\/(.+)\/([^/]+)\.txt$/.exec(url.pathname);
    let bounds: FormBounds;
    if (rscFunction) {
      const file = rscFunction[1]!.startsWith('_') ? rscFunction[1]!.slice(1) : rscFunction[1]!;
      const kind = actionIds.get(`${file}#${rscFunction[2]}`);
      if (actionIds.size && !kind) return refuse(400, 'bad-request', 'unknown server function');
      bounds = kind ? formBound.get(kind)! : anyForm;
    } else if (url.pathname.startsWith('/RSC/')) {
      return next();
    } else {
      const forms = match ? table.formsOf(match.route) : undefined;
      bounds = forms === 'any' ? anyForm : forms ? (formBound.get(forms) ?? small) : small;
    }

    const type = c.req.header('content-type') ?? '';
    const multipart = /^multipart\/form-data\b/i.test(type);
    if (multipart && !/;\s*boundary=("[^"]+"|[^\s;]+)/i.test(type)) return refuse(400, 'bad-request', 'multipart body without a boundary');
    if (!rscFunction && !multipart) return refuse(400, 'bad-request', `a page accepts only form posts, not ${type || 'an untyped body'}`);

    const declared = Number(c.req.header('content-length') ?? NaN);
    if (declared > bounds.maxBytes)
      return refuse(413, 'too-large', `declared ${declared} bytes, above the ${bounds.maxBytes} of this form`);
    const large = !(declared <= small.maxBytes) && bounds.maxBytes > small.maxBytes;
    if (large) {
      if (!(await turns.take())) return refuse(503, 'busy', `${turns.running} large uploads in flight and ${turns.waiting} waiting`);
    } else {
      bounds = { ...bounds, maxBytes: Math.min(bounds.maxBytes, small.maxBytes) };
    }
    // a large body holding a turn while others wait keeps the higher pace or gives its turn up
    const pace = large ? { contended: () => turns.waiting > 0 } : undefined;

    try {
      try {
        if (!multipart) {
          // a server function's arguments as React encodes them without files: JSON text
          const bytes = await readBody(c.req.raw.body, bounds.maxBytes, pace);
          if (!isJson(bytes)) return refuse(400, 'bad-request', 'server function arguments that are not what React sends');
          c.req.raw = withBody(c.req.raw, bytes);
        } else {
          // a page post names its action in its first fields: from then on, the body is held to that form's bounds
          const named = !rscFunction && bounds === anyForm ? narrowToNamedForm(actionIds, formBound, declared) : undefined;
          const form = await readMultipart(c.req.raw.body, type, bounds, named, pace);
          if (!rscFunction) {
            const invalid = checkPagePost(form, actionIds);
            if (invalid) return refuse(400, 'bad-request', invalid);
          }
          c.req.raw = withParsedForm(c.req.raw, form);
        }
      } catch (error) {
        if (!(error instanceof BodyRefused)) throw error;
        return refuse(error.status, error.status === 413 ? 'too-large' : error.status === 408 ? 'too-slow' : 'bad-request', error.message);
      }
      await next();
      // a server action that refused the submission as bad input (a forged hidden field): Waku answers
      // its status with the reason as text; the visitor gets the localized page, the log a warning
      const answer = c.res;
      if (!rscFunction && answer.status >= 400 && answer.status < 500 && !/^text\/html/.test(answer.headers.get('content-type') ?? '')) {
        const reason = (await answer.text()).slice(0, 200);
        return refuse(400, 'bad-request', `the server action refused it as bad input: ${reason}`);
      }
    } finally {
      if (large) turns.done();
    }
  };
}

/**
 * While a page post streams in: once a field names the server action (`$ACTION_ID_<id>`, or a bound
 * action's `$ACTION_<n>:0`), the body is held to the bounds of that action's form.
 */
function narrowToNamedForm(
  actionIds: Map<string, string>,
  formBound: Map<string, FormBounds>,
  declared: number,
): (name: string, value: string) => Partial<FormBounds> | undefined {
  return (name, value) => {
    const id = actionIdOf(name, () => value);
    const kind = id ? actionIds.get(id) : undefined;
    if (!kind) return undefined;
    const bounds = formBound.get(kind)!;
    if (declared > bounds.maxBytes) throw new BodyRefused(413, `declared ${declared} bytes, above the ${bounds.maxBytes} of this form`);
    return bounds;
  };
}

/** The action id a field names: `$ACTION_ID_<id>`, or a bound action's `$ACTION_<n>:0` part holding it as JSON. */
function actionIdOf(name: string, value: () => FormDataEntryValue | null): string | undefined {
  const id = ACTION_FIELD.exec(name)?.[1];
  if (id) return id;
  if (!/^\$ACTION_\d+:0$/.test(name)) return undefined;
  const meta = value();
  try {
    const parsed = typeof meta === 'string' ? (JSON.parse(meta) as { id?: unknown }).id : undefined;
    return typeof parsed === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function isJson(bytes: Uint8Array<ArrayBuffer>): boolean {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    return true;
  } catch {
    return false;
  }
}

/** Why a page post is not a form post the framework can run, or undefined when it is. */
function checkPagePost(form: FormData, ids: Map<string, string>): string | undefined {
  const named = [...form.keys()].flatMap((k) => {
    const id = ACTION_FIELD.exec(k)?.[1];
    if (id) return [id];
    if (!ACTION_REF_FIELD.test(k)) return [];
    // a bound action: its id is in the `$ACTION_<n>:0` part, as JSON
    const ref = k.slice('$ACTION_REF_'.length);
    return [actionIdOf(`$ACTION_${ref}:0`, () => form.get(`$ACTION_${ref}:0`)) ?? '(unreadable)'];
  });
  if (named.length === 0) return 'a form post that names no server action';
  const unknown = named.find((id) => ids.size > 0 && !ids.has(id));
  return unknown ? `unknown server action ${JSON.stringify(unknown.slice(0, 80))}` : undefined;
}
