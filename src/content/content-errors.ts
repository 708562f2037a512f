import type { EditableAttributes } from './editable';
import type { SbBlokBase } from './storyblok-schema';

/**
 * Content that fails its schema, said so an editor can fix it: the story, the block (its component
 * and uid), and per field what was expected. Published pages drop such a block with a warning; a
 * signed preview shows this in its place (`ContentNotice`), and `npm run cms -- check` lists them.
 */

export type ContentIssue = { field: string; expected: string };

export type ContentError = {
  /** the story's full slug */
  story: string;
  /** the block's component ('' when it has none) and uid */
  blok: string;
  uid: string;
  issues: ContentIssue[];
};

/** A notice in place of a section in a preview. */
export type ContentErrorSection = { type: 'contentError'; id: string; error: ContentError; editable?: EditableAttributes | undefined };

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** The zod issues of a failed parse, one per field (the first five). */
export function contentIssues(error: Issues): ContentIssue[] {
  return error.issues.slice(0, 5).map((i) => ({ field: i.path.map(String).join('.') || '(block)', expected: i.message }));
}

export function contentError(story: string, blok: Partial<SbBlokBase> | null, issues: ContentIssue[]): ContentError {
  return {
    story,
    blok: typeof blok?.component === 'string' ? blok.component : '',
    uid: typeof blok?._uid === 'string' ? blok._uid : '',
    issues,
  };
}

/** One line per error, for logs and `npm run cms -- check`. */
export function contentErrorLine(e: ContentError): string {
  const where = e.blok ? `${e.story} › ${e.blok}${e.uid ? ` (${e.uid})` : ''}` : e.story;
  return `${where}: ${e.issues.map((i) => `${i.field}: ${i.expected}`).join('; ')}`;
}
