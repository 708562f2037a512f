import type { SbRichText, SbRichTextNode } from '../storyblok-schema';
import type { RichBlock, RichInline, RichMark, RichText } from '../types';
import { isRecord, str } from './common';
import { safeImageSrc } from './images';
import { markLink, toLinkTarget } from './links';

type Flow = RichInline | { type: 'hoist'; block: RichBlock };

const SIMPLE_MARKS: Record<string, Exclude<RichMark, { type: 'link' }>['type']> = {
  bold: 'bold',
  strong: 'bold',
  italic: 'italic',
  em: 'italic',
  underline: 'underline',
  strike: 'strike',
  strikethrough: 'strike',
  code: 'code',
};

/** Node names as Storyblok's ProseMirror schema and its newer TipTap schema spell them. */
const NODE_ALIASES: Record<string, string> = {
  bulletList: 'bullet_list',
  orderedList: 'ordered_list',
  listItem: 'list_item',
  horizontalRule: 'horizontal_rule',
  hardBreak: 'hard_break',
  codeBlock: 'code_block',
};
const nodeType = (node: SbRichTextNode): string => NODE_ALIASES[node.type] ?? node.type;

function toMarks(marks: SbRichTextNode['marks'], inherited: RichMark[]): RichMark[] {
  const out = [...inherited];
  for (const mark of marks ?? []) {
    if (!isRecord(mark)) continue;
    if (mark.type === 'link') {
      const target = toLinkTarget(markLink(mark.attrs));
      if (target && !out.some((m) => m.type === 'link')) out.push({ type: 'link', target });
      continue;
    }
    const simple = SIMPLE_MARKS[mark.type];
    if (simple && !out.some((m) => m.type === simple)) out.push({ type: simple });
  }
  return out;
}

function imageBlock(node: SbRichTextNode): RichBlock | null {
  const src = safeImageSrc(node.attrs?.src);
  if (!src) return null;
  return { type: 'image', image: { src, alt: (str(node.attrs?.alt) || str(node.attrs?.title)).trim() } };
}

/** Inline content of a paragraph or heading; images are hoisted out as blocks of their own. */
function flow(nodes: readonly SbRichTextNode[] | undefined, marks: RichMark[]): Flow[] {
  const out: Flow[] = [];
  for (const node of nodes ?? []) {
    if (!isRecord(node)) continue;
    switch (nodeType(node)) {
      case 'text':
        if (node.text) out.push({ type: 'text', text: node.text, marks: toMarks(node.marks, marks) });
        break;
      case 'hard_break':
        out.push({ type: 'hardBreak' });
        break;
      case 'image': {
        const block = imageBlock(node);
        if (block) out.push({ type: 'hoist', block });
        break;
      }
      case 'emoji': {
        const emoji = str(node.attrs?.emoji);
        if (emoji) out.push({ type: 'text', text: emoji, marks: toMarks(node.marks, marks) });
        break;
      }
      default:
        // A block inside inline content, or an unknown inline node: keep its text.
        if (node.text) out.push({ type: 'text', text: node.text, marks: toMarks(node.marks, marks) });
        out.push(...flow(node.content, toMarks(node.marks, marks)));
    }
  }
  return out;
}

const hasText = (inlines: readonly RichInline[]) => inlines.some((i) => i.type === 'text' && i.text.trim() !== '');

function trimBreaks(inlines: RichInline[]): RichInline[] {
  let start = 0;
  let end = inlines.length;
  while (start < end && inlines[start]!.type === 'hardBreak') start++;
  while (end > start && inlines[end - 1]!.type === 'hardBreak') end--;
  return inlines.slice(start, end);
}

/** A paragraph or heading from inline flow: empty ones vanish, hoisted images follow in order. */
function textBlocks(items: Flow[], make: (content: RichInline[]) => RichBlock): RichBlock[] {
  const out: RichBlock[] = [];
  let run: RichInline[] = [];
  const flush = () => {
    if (hasText(run)) out.push(make(trimBreaks(run)));
    run = [];
  };
  for (const item of items) {
    if (item.type === 'hoist') {
      flush();
      out.push(item.block);
    } else run.push(item);
  }
  flush();
  return out;
}

function headingLevel(value: unknown): 2 | 3 | 4 {
  const n = typeof value === 'number' ? value : Number.parseInt(str(value), 10);
  if (!Number.isFinite(n) || n <= 2) return 2;
  return n >= 4 ? 4 : 3;
}

function listItems(nodes: readonly SbRichTextNode[] | undefined): RichBlock[][] {
  const items: RichBlock[][] = [];
  for (const node of nodes ?? []) {
    if (!isRecord(node)) continue;
    const content = nodeType(node) === 'list_item' ? blocks(node.content) : blocks([node]);
    if (content.length > 0) items.push(content);
  }
  return items;
}

/** Text of a code block, its line breaks kept as hard breaks. */
function codeLines(node: SbRichTextNode): RichInline[] {
  const text = (node.content ?? []).map((n) => (isRecord(n) ? str(n.text) : '')).join('');
  const out: RichInline[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ type: 'hardBreak' });
    if (line) out.push({ type: 'text', text: line, marks: [{ type: 'code' }] });
  });
  return out;
}

function blocks(nodes: readonly SbRichTextNode[] | undefined): RichBlock[] {
  const out: RichBlock[] = [];
  let loose: Flow[] = [];
  const flushLoose = () => {
    out.push(...textBlocks(loose, (content) => ({ type: 'paragraph', content })));
    loose = [];
  };
  for (const node of nodes ?? []) {
    if (!isRecord(node)) continue;
    const type = nodeType(node);
    if (type === 'text' || type === 'hard_break' || type === 'emoji') {
      loose.push(...flow([node], []));
      continue;
    }
    flushLoose();
    switch (type) {
      case 'paragraph':
        out.push(...textBlocks(flow(node.content, []), (content) => ({ type: 'paragraph', content })));
        break;
      case 'heading': {
        const level = headingLevel(node.attrs?.level);
        out.push(...textBlocks(flow(node.content, []), (content) => ({ type: 'heading', level, content })));
        break;
      }
      case 'bullet_list':
      case 'ordered_list': {
        const items = listItems(node.content);
        if (items.length > 0) out.push({ type: type === 'bullet_list' ? 'bulletList' : 'orderedList', items });
        break;
      }
      case 'list_item':
        out.push(...blocks(node.content));
        break;
      case 'blockquote': {
        const content = blocks(node.content);
        if (content.length > 0) out.push({ type: 'blockquote', content });
        break;
      }
      case 'horizontal_rule':
        out.push({ type: 'horizontalRule' });
        break;
      case 'image': {
        const block = imageBlock(node);
        if (block) out.push(block);
        break;
      }
      case 'code_block':
        out.push(...textBlocks(codeLines(node), (content) => ({ type: 'paragraph', content })));
        break;
      default:
        // Unknown node: keep whatever text it holds, drop the rest.
        if (node.text) loose.push({ type: 'text', text: node.text, marks: toMarks(node.marks, []) });
        else out.push(...blocks(node.content));
    }
  }
  flushLoose();
  return out;
}

/** Storyblok rich text (ProseMirror JSON) as the site's rich-text blocks. Never throws. */
export function toRichText(doc: SbRichText | SbRichTextNode | null | undefined): RichText {
  if (!isRecord(doc)) return [];
  return blocks(Array.isArray(doc.content) ? doc.content : []);
}
