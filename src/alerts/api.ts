import { z } from 'zod';
import { config } from '../config/env';
import { requestClientIp } from '../leads';
import { logger } from '../log';
import { href } from '../routing';
import { DEFAULT_LOCALE, type Locale } from '../routing/locales';
import { confirm, erase, subscribe, SubscribeFields, unsubscribe } from './index';
import { TOKEN_PATTERN } from './tokens';

/**
 * The alerts' HTTP side (`/api/alerts/*`, rows of src/routes/api.ts): plain form posts, so everything works
 * without JavaScript. Each answers 303 to the alerts page with what happened (post, redirect, get), except
 * RFC 8058's one-click POST, which answers 200 without a page. Bodies are small url-encoded forms, read
 * with a bound; anything malformed is a 400 that says why, never a 5xx unless the database is down.
 */

const log = logger('alerts');
const MAX_BODY = 8 * 1024;
const LOCALE = z.enum(['fr-lu', 'de-lu', 'en-gb']);
const Token = z.string().regex(TOKEN_PATTERN);

class BadRequest extends Error {}

/** The url-encoded body, at most MAX_BODY bytes (a declared length above it is refused before reading). */
async function readForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get('content-type') ?? '';
  if (type && !type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    throw new BadRequest('the body must be a form');
  }
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY) throw new BadRequest('the body is too large');
  if (type.startsWith('multipart/form-data')) {
    const form = await req.formData();
    const params = new URLSearchParams();
    for (const [k, v] of form) if (typeof v === 'string') params.append(k, v);
    return params;
  }
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    size += chunk.value.byteLength;
    if (size > MAX_BODY) {
      await reader?.cancel();
      throw new BadRequest('the body is too large');
    }
    chunks.push(chunk.value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function seeOther(locale: Locale, query: Record<string, string>): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${href(locale, 'alerts')}?${new URLSearchParams(query).toString()}`, 'Cache-Control': 'no-store' },
  });
}

const text = (status: number, body: string) =>
  new Response(body ? `${body}\n` : null, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/** A path of this site to go back to (a stock search, a vehicle page): never another host. */
function backPath(value: string | null): string | undefined {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : undefined;
}

function guarded(handler: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return async (req) => {
    try {
      return await handler(req);
    } catch (error) {
      if (error instanceof BadRequest) return text(400, error.message);
      log.error('alert request failed', { error: (error as Error).message });
      return text(503, 'the alerts are unavailable right now; please try again later');
    }
  };
}

function visitorIp(): string | undefined {
  try {
    return requestClientIp(config().leads.trustedProxies);
  } catch {
    return undefined;
  }
}

/** `POST /api/alerts/subscribe`: the form of the stock screen or of a vehicle page. */
export const subscribeResponse = guarded(async (req) => {
  const form = await readForm(req);
  const locale = LOCALE.catch(DEFAULT_LOCALE).parse(form.get('locale'));
  const back = backPath(form.get('back'));
  const fields = SubscribeFields.safeParse(Object.fromEntries([...form].filter(([k]) => k !== 'website' && k !== 'back')));
  const code = !fields.success
    ? fields.error.issues.some((i) => i.path[0] === 'email')
      ? 'invalid_email'
      : fields.error.issues.some((i) => i.path[0] === 'consent')
        ? 'consent'
        : null
    : null;
  if (!fields.success && code === null)
    throw new BadRequest(`invalid form: ${fields.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const result = fields.success
    ? await subscribe({
        email: fields.data.email,
        consent: true,
        locale,
        search: fields.data.search,
        vehicleId: fields.data.vehicle,
        honeypot: form.get('website'),
        ip: visitorIp(),
      })
    : ({ status: 'error', code: code! } as const);
  if (result.status === 'error' && result.code === 'unavailable') {
    return seeOther(locale, { status: 'error', code: result.code, ...(back ? { back } : {}) });
  }
  return seeOther(
    locale,
    result.status === 'pending'
      ? { status: 'pending', ...(back ? { back } : {}) }
      : { status: 'error', code: result.code, ...(back ? { back } : {}) },
  );
});

/** `POST /api/alerts/confirm`: the button of the page a confirm link opens (a link scanner's GET confirms nothing). */
export const confirmResponse = guarded(async (req) => {
  const form = await readForm(req);
  const locale = LOCALE.catch(DEFAULT_LOCALE).parse(form.get('locale'));
  const token = Token.safeParse(form.get('token'));
  if (!token.success) return seeOther(locale, { status: 'invalid' });
  const sub = await confirm(token.data);
  return seeOther(sub?.locale ?? locale, { status: sub ? 'confirmed' : 'invalid' });
});

/**
 * `/api/alerts/unsubscribe?token=…`, the `List-Unsubscribe` address. RFC 8058: a POST whose body is
 * `List-Unsubscribe=One-Click` unsubscribes and answers 200 without a page (404 for a token that names
 * nothing); the page's own button posts the same with `locale` and is answered 303 to the page; a GET
 * (a person opening the address) shows the page that asks first.
 */
export const unsubscribeResponse = guarded(async (req) => {
  const url = new URL(req.url);
  const form = await readForm(req);
  const token = Token.safeParse(url.searchParams.get('token') ?? form.get('token'));
  if (form.get('List-Unsubscribe') === 'One-Click') {
    if (!token.success) return text(400, 'no valid token');
    return (await unsubscribe(token.data)) ? text(200, '') : text(404, 'no such subscription');
  }
  const locale = LOCALE.catch(DEFAULT_LOCALE).parse(form.get('locale'));
  if (!token.success) return seeOther(locale, { status: 'invalid' });
  return seeOther(locale, { status: (await unsubscribe(token.data)) ? 'unsubscribed' : 'invalid' });
});

export const unsubscribePageResponse = guarded(async (req) => {
  const params = new URL(req.url).searchParams;
  const token = Token.safeParse(params.get('token'));
  const locale = LOCALE.catch(DEFAULT_LOCALE).parse(params.get('locale'));
  return token.success ? seeOther(locale, { unsubscribe: token.data }) : seeOther(locale, { status: 'invalid' });
});

/** `POST /api/alerts/erase`: the address and every alert of it deleted. */
export const eraseResponse = guarded(async (req) => {
  const form = await readForm(req);
  const locale = LOCALE.catch(DEFAULT_LOCALE).parse(form.get('locale'));
  const token = Token.safeParse(form.get('token'));
  if (!token.success) return seeOther(locale, { status: 'invalid' });
  return seeOther(locale, { status: (await erase(token.data)) === undefined ? 'invalid' : 'erased' });
});
