import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '../config/env';
import { currentSearchParams, requestValue, setRequestValue } from '../request';
import { draftContentSource } from './select-source';
import type { ContentSource } from './source';
import type { SbStory } from './storyblok-schema';

/**
 * Draft preview for Storyblok's visual editor. The editor opens a page with `_storyblok=<story id>`
 * and a signature: `_storyblok_tk[space_id]`, `_storyblok_tk[timestamp]` (seconds) and
 * `_storyblok_tk[token]` = sha1 of `space_id:preview_token:timestamp`. Only a request whose signature
 * matches the configured preview token, signed within `PREVIEW_MAX_AGE_S`, gets draft content;
 * anyone else gets the published page, as if the parameters were not there.
 */

export const PREVIEW_MAX_AGE_S = 3600;
/** Clocks differ a little: a timestamp this far in the future is still accepted. */
const CLOCK_SKEW_S = 300;

export const STORYBLOK_BRIDGE_URL = 'https://app.storyblok.com/f/storyblok-v2-latest.js';
export const STORYBLOK_APP_ORIGIN = 'https://app.storyblok.com';

/** The signature the visual editor sends for these values. */
export function previewSignature(spaceId: string, previewToken: string, timestamp: string): string {
  return createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex');
}

/** True when `params` carry a valid, recent visual-editor signature for `previewToken`. */
export function verifyPreview(params: URLSearchParams, previewToken: string | undefined, nowMs = Date.now()): boolean {
  if (!previewToken || !params.has('_storyblok')) return false;
  const spaceId = params.get('_storyblok_tk[space_id]') ?? '';
  const timestamp = params.get('_storyblok_tk[timestamp]') ?? '';
  const token = params.get('_storyblok_tk[token]') ?? '';
  if (!/^\d{1,20}$/.test(spaceId) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{40}$/i.test(token)) return false;
  const age = nowMs / 1000 - Number(timestamp);
  if (age > PREVIEW_MAX_AGE_S || age < -CLOCK_SKEW_S) return false;
  return timingSafeEqual(Buffer.from(previewSignature(spaceId, previewToken, timestamp), 'hex'), Buffer.from(token.toLowerCase(), 'hex'));
}

/** True when the URL is a signed preview for this site's preview token (middleware: headers). */
export function isPreviewUrl(url: URL): boolean {
  return verifyPreview(url.searchParams, config().editors.previewToken) && draftContentSource() !== null;
}

/** True when the request being rendered is a signed preview (pages: draft content and the bridge). */
export function isPreviewRequest(): boolean {
  return verifyPreview(currentSearchParams(), config().editors.previewToken);
}

/** The draft source when the request being rendered is a signed preview and drafts are configured; null otherwise. */
export function previewSource(): ContentSource | null {
  return isPreviewRequest() ? draftContentSource() : null;
}

/**
 * The bridge's `input` event: the story as the editor is typing it, posted by the preview page to its
 * own (signed) address with this header; the page is rendered from it for that one request, never
 * cached, never stored (src/server/middleware/preview-draft.ts).
 */
export const PREVIEW_DRAFT_HEADER = 'x-storyblok-draft';
const DRAFT_KEY = 'content.previewDraft';

/** Keeps the story the bridge sent for the rest of this request. */
export function rememberPreviewDraft(story: SbStory): void {
  setRequestValue(DRAFT_KEY, story);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every resolved story inside a content tree (a relation field's items), by uuid. */
function resolvedStories(value: unknown, out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) for (const item of value) resolvedStories(item, out);
  else if (isRecord(value)) {
    if (typeof value.uuid === 'string' && isRecord(value.content)) out.set(value.uuid, value);
    else for (const v of Object.values(value)) resolvedStories(v, out);
  }
  return out;
}

/** The draft's content with its relations (uuids, as the bridge sends them) resolved as the saved story's are. */
function resolvedLike(value: unknown, stories: ReadonlyMap<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'string' && stories.has(v) ? stories.get(v) : resolvedLike(v, stories)));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolvedLike(v, stories)]));
  return value;
}

/**
 * Whether this request renders a story the bridge posted: its HTML is not a page of its own but swapped into
 * the editor's preview page (src/content/preview-bridge.tsx), whose Content-Security-Policy nonce it does not carry.
 */
export function rendersPreviewDraft(): boolean {
  return requestValue<SbStory>(DRAFT_KEY) !== undefined;
}

/**
 * In a signed preview whose request carries the bridge's story, that story in place of the saved draft
 * of the same story (same id); any other story, and any request that is not a signed preview, as saved.
 */
export function withPreviewDraft(saved: SbStory | null): SbStory | null {
  const draft = requestValue<SbStory>(DRAFT_KEY);
  if (!draft || !saved || draft.id !== saved.id || !isPreviewRequest()) return saved;
  return { ...saved, name: draft.name, content: resolvedLike(draft.content, resolvedStories(saved.content)) as SbStory['content'] };
}
