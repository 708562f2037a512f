import type { MiddlewareHandler } from 'hono';
import { isPreviewUrl, PREVIEW_DRAFT_HEADER, rememberPreviewDraft } from '../../content/preview';
import { describeIssues, SbStory } from '../../content/storyblok-schema';

/**
 * The visual editor's live preview: on the bridge's `input` event the preview page posts the story
 * being typed (JSON) to its own signed address with `x-storyblok-draft: 1`. Here the post becomes the
 * GET of that page, rendered from the posted story for this request only (src/content/preview.ts);
 * the answer is a signed preview's (no-store, noindex), so no cache keeps it. A post that is not a
 * signed preview answers 403, a body that is not a story 400, one above the limit 413.
 */

export const MAX_DRAFT_BYTES = 2 * 1024 * 1024;

const problem = (status: number, error: string) =>
  new Response(JSON.stringify({ error }), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });

export function previewDraft(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST' || c.req.header(PREVIEW_DRAFT_HEADER) !== '1') return next();
    if (!isPreviewUrl(new URL(c.req.url))) {
      c.res = problem(403, 'not a signed preview');
      return;
    }
    if (Number(c.req.header('content-length') ?? 0) > MAX_DRAFT_BYTES) {
      c.res = problem(413, `a draft is at most ${MAX_DRAFT_BYTES} bytes`);
      return;
    }
    const text = await c.req.text().catch(() => null);
    if (text === null || Buffer.byteLength(text) > MAX_DRAFT_BYTES) {
      c.res = problem(text === null ? 400 : 413, text === null ? 'unreadable body' : `a draft is at most ${MAX_DRAFT_BYTES} bytes`);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      c.res = problem(400, 'the body is not JSON');
      return;
    }
    const story = SbStory.safeParse(body);
    if (!story.success) {
      c.res = problem(400, `not a story: ${describeIssues(story.error)}`);
      return;
    }
    rememberPreviewDraft(story.data);
    const raw = c.req.raw;
    c.req.raw = new Request(raw.url, { method: 'GET', headers: raw.headers, signal: raw.signal });
    await next();
  };
}
