import { z } from 'zod';

/**
 * Storyblok's visual editor finds a block on the page by two attributes, made from the `_editable`
 * comment the draft API sends with every block (`<!--#storyblok#{"name":"hero","space":"1","uid":"…","id":"42"}-->`):
 * `data-blok-c` (the comment's JSON) and `data-blok-uid` (`{story id}-{block uid}`). Only a signed
 * preview asks for them (`reshapeStory(story, { preview: true })`); published HTML never carries them.
 */

export type EditableAttributes = { 'data-blok-c': string; 'data-blok-uid': string };

const MARKER = /^<!--#storyblok#(\{.*\})-->$/s;
const Editable = z.object({ id: z.union([z.string(), z.number()]), uid: z.string().min(1), name: z.string().optional() }).loose();

/** The attributes of a block's `_editable`, or null when it has none (published content) or it is malformed. */
export function editableAttributes(editable: unknown): EditableAttributes | null {
  if (typeof editable !== 'string') return null;
  const json = MARKER.exec(editable.trim())?.[1];
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const parsed = Editable.safeParse(value);
  if (!parsed.success) return null;
  return { 'data-blok-c': JSON.stringify(value), 'data-blok-uid': `${parsed.data.id}-${parsed.data.uid}` };
}
