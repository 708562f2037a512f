import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { EditorQueue, EnqueueResult } from './queue';

/**
 * Storyblok's webhook, `POST /api/storyblok/webhook`: checks the `webhook-signature` header (HMAC-SHA1
 * of the raw body with the webhook secret, compared in constant time), validates the body, stores a
 * job in the queue and answers 202 at once; the worker does the work (worker.ts).
 *
 *   401  signature missing or wrong
 *   400  body not JSON, or not a story event we know
 *   413  body larger than a webhook can be
 *   202  stored; or coalesced (`duplicate: true`, nothing stored, `coalesced` says with what): the same
 *        delivery waiting, or a full reindex waiting, running or finished moments ago (see queue.ts)
 *   200  a valid event the site does not act on (`ignored: true`)
 *   404  no secret configured: this deployment takes no webhook (a 5xx would say the site is down, and a
 *        stranger's post would read as an outage)
 *   503  the queue could not store the job (a dependency is down)
 *
 * Storyblok sends each event once: a delivery answered other than 2xx (a refused signature, an
 * outage) is not retried, and the space's owner gets an e-mail ("Webhooks will not be retried if the
 * service fails to process the event", https://www.storyblok.com/docs/guide/in-depth/webhooks). What a
 * lost delivery would have done, the site does by itself within STORYBLOK_CV_POLL_S: it notices the
 * new content version and catches the vehicles up (catch-up.ts).
 *
 * A full reindex is requested by the configured action (`STORYBLOK_REINDEX_ACTION`, default
 * `reindex`), e.g. a Storyblok webhook of a custom workflow stage, or an operator's signed request:
 *   body='{"action":"reindex"}'; curl -X POST -H "webhook-signature: $(printf %s "$body" | openssl sha1 -hmac "$SECRET" | cut -d' ' -f2)" -d "$body" …
 */

export const SIGNATURE_HEADER = 'webhook-signature';
export const MAX_WEBHOOK_BYTES = 64 * 1024;

export const STORY_ACTIONS = ['published', 'unpublished', 'deleted', 'moved'] as const;
/** A datasource entry saved or added (the editors' redirects): the content is refreshed like a publish, nothing is indexed. */
export const DATASOURCE_ACTIONS = ['entries_updated', 'datasource_entry_saved'] as const;
export type StoryAction = (typeof STORY_ACTIONS)[number];

/** The hex HMAC-SHA1 Storyblok sends for `body`. */
export function signWebhookBody(body: string | Buffer, secret: string): string {
  return createHmac('sha1', secret).update(body).digest('hex');
}

/** True when `signature` is the HMAC-SHA1 of `body`; constant time in the signature's content. */
export function verifyWebhookSignature(body: Buffer, signature: string | null, secret: string): boolean {
  const expected = Buffer.from(signWebhookBody(body, secret), 'hex');
  const given = signature?.trim() ?? '';
  const wellFormed = /^[0-9a-fA-F]{40}$/.test(given);
  // A missing or malformed signature is still compared (with zeros), so its shape does not change the timing.
  const same = timingSafeEqual(expected, wellFormed ? Buffer.from(given, 'hex') : Buffer.alloc(expected.length));
  return wellFormed && same;
}

const positiveId = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive());

const StoryEvent = z.object({
  action: z.enum(STORY_ACTIONS),
  story_id: positiveId,
  full_slug: z
    .string()
    .max(1000)
    .regex(/^[^\s?#]*$/)
    .optional(),
  space_id: positiveId.optional(),
  text: z.string().max(2000).optional(),
});

const AnyEvent = z.object({ action: z.string().min(1).max(100) });

export type WebhookEvent =
  | { kind: 'story'; action: StoryAction; storyId: number; fullSlug: string | undefined }
  | { kind: 'datasource'; action: string }
  | { kind: 'reindex'; action: string }
  | { kind: 'ignored'; action: string };

export type ParseResult = { ok: true; event: WebhookEvent } | { ok: false; error: string };

/** The event of a webhook body (already authenticated). */
export function parseWebhookBody(text: string, reindexAction: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'the body is not JSON' };
  }
  const any = AnyEvent.safeParse(json);
  if (!any.success) return { ok: false, error: 'the body has no action' };
  const action = any.data.action;
  if (action === reindexAction) return { ok: true, event: { kind: 'reindex', action } };
  if ((DATASOURCE_ACTIONS as readonly string[]).includes(action)) return { ok: true, event: { kind: 'datasource', action } };
  if (!(STORY_ACTIONS as readonly string[]).includes(action)) return { ok: true, event: { kind: 'ignored', action } };
  const story = StoryEvent.safeParse(json);
  if (!story.success) {
    return { ok: false, error: story.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ') };
  }
  const fullSlug = story.data.full_slug?.replace(/^\/+|\/+$/g, '');
  return { ok: true, event: { kind: 'story', action: story.data.action, storyId: story.data.story_id, fullSlug: fullSlug || undefined } };
}

export type WebhookDeps = {
  secret: string | undefined;
  reindexAction: string;
  queue: () => EditorQueue;
  /** Called after a job is stored, so the worker starts on it at once. */
  wake: () => void;
  log?: (line: string) => void;
};

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

async function readLimited(req: Request): Promise<Buffer | null> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return null;
  if (!req.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_WEBHOOK_BYTES) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

export async function handleWebhook(req: Request, deps: WebhookDeps): Promise<Response> {
  const log = deps.log ?? ((line: string) => console.warn(line));
  if (req.method !== 'POST') return new Response(null, { status: 405, headers: { Allow: 'POST' } });
  if (!deps.secret) {
    log('[editors] a webhook arrived but STORYBLOK_WEBHOOK_SECRET is not set: refused (404)');
    return json(404, { error: 'the webhook is not configured' });
  }
  const body = await readLimited(req);
  if (body === null) return json(413, { error: 'body too large' });
  if (!verifyWebhookSignature(body, req.headers.get(SIGNATURE_HEADER), deps.secret)) {
    log(`[editors] webhook refused: ${req.headers.get(SIGNATURE_HEADER) ? 'wrong' : 'missing'} signature (401)`);
    return json(401, { error: 'invalid signature' });
  }
  const parsed = parseWebhookBody(body.toString('utf8'), deps.reindexAction);
  if (!parsed.ok) return json(400, { error: parsed.error });
  const event = parsed.event;
  if (event.kind === 'ignored') return json(200, { ignored: true, action: event.action });

  let stored: EnqueueResult;
  try {
    stored = deps.queue().enqueue({
      // a datasource change is a content change without a story: a story job with no story
      kind: event.kind === 'reindex' ? 'reindex' : 'story',
      action: event.action,
      storyId: event.kind === 'story' ? event.storyId : null,
      fullSlug: event.kind === 'story' ? (event.fullSlug ?? null) : null,
      bodyHash: createHash('sha256').update(body).digest('hex'),
    });
  } catch (error) {
    log(`[editors] the webhook queue could not store the job: ${(error as Error).message}`);
    return json(503, { error: 'the queue is unavailable, try again' });
  }
  if (!stored.duplicate) deps.wake();
  return json(202, {
    accepted: true,
    job: stored.job?.id ?? null,
    duplicate: stored.duplicate,
    ...(stored.coalesced ? { coalesced: stored.coalesced } : {}),
  });
}
