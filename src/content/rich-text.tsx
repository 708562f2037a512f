import type { ReactNode } from 'react';
import type { Locale } from '../routing/locales';
import { isDroppedLink } from './broken-links';
import { isExternal, linkHref } from './links';
import { assetDimensions } from './images';
import type { LinkTarget, RichBlock, RichInline, RichMark, RichText } from './types';
import './rich-text.css';

/**
 * Rich text as React elements. The blocks were validated by reshape (`toRichText`); every text
 * goes through React, which escapes it: no HTML string from the CMS ever reaches the page.
 */

/**
 * A CMS link: its localized address, and `rel="noopener noreferrer"` when it leaves the site. A link
 * to a page that does not exist (`broken-link`, dropped when the page was loaded) renders nothing,
 * or only its text when `whenBroken` says so (a link inside a sentence).
 */
export function CmsLink({
  target,
  locale,
  className,
  children,
  whenBroken = 'nothing',
  ...aria
}: {
  target: LinkTarget;
  locale: Locale;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-describedby'?: string;
  whenBroken?: 'nothing' | 'text';
}) {
  if (isDroppedLink(target)) return whenBroken === 'text' ? <>{children}</> : null;
  return (
    <a href={linkHref(locale, target)} className={className} rel={isExternal(target) ? 'noopener noreferrer' : undefined} {...aria}>
      {children}
    </a>
  );
}

function withMark(node: ReactNode, mark: Exclude<RichMark, { type: 'link' }>): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{node}</strong>;
    case 'italic':
      return <em>{node}</em>;
    case 'underline':
      return <u>{node}</u>;
    case 'strike':
      return <s>{node}</s>;
    case 'code':
      return <code>{node}</code>;
  }
}

function Inline({ inline, locale }: { inline: RichInline; locale: Locale }) {
  if (inline.type === 'hardBreak') return <br />;
  let node: ReactNode = inline.text;
  let link: LinkTarget | null = null;
  for (const mark of inline.marks) {
    if (mark.type === 'link') link = mark.target;
    else node = withMark(node, mark);
  }
  return link ? (
    <CmsLink target={link} locale={locale} whenBroken="text">
      {node}
    </CmsLink>
  ) : (
    <>{node}</>
  );
}

function Inlines({ content, locale }: { content: readonly RichInline[]; locale: Locale }) {
  return content.map((inline, i) => <Inline key={i} inline={inline} locale={locale} />);
}

function RichImage({ block }: { block: Extract<RichBlock, { type: 'image' }> }) {
  const { src, alt } = block.image;
  const size = assetDimensions(src);
  return (
    <figure className={`rich-text__figure${size ? '' : ' rich-text__figure--framed'}`}>
      <img src={src} alt={alt} width={size?.width ?? 1200} height={size?.height ?? 675} loading="lazy" decoding="async" />
    </figure>
  );
}

type Ctx = { locale: Locale; headingIds: ReadonlyMap<RichBlock, string> };

/** Ids `{idPrefix}-h0`, `{idPrefix}-h1`, … for the headings of `body` in document order. */
function headingIds(body: readonly RichBlock[], idPrefix: string | undefined): Map<RichBlock, string> {
  const ids = new Map<RichBlock, string>();
  if (!idPrefix) return ids;
  const walk = (blocks: readonly RichBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'heading') ids.set(block, `${idPrefix}-h${ids.size}`);
      else if (block.type === 'blockquote') walk(block.content);
      else if (block.type === 'bulletList' || block.type === 'orderedList') block.items.forEach(walk);
    }
  };
  walk(body);
  return ids;
}

function Block({ block, ctx }: { block: RichBlock; ctx: Ctx }): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inlines content={block.content} locale={ctx.locale} />
        </p>
      );
    case 'heading': {
      const Tag = `h${block.level}` as const;
      return (
        <Tag id={ctx.headingIds.get(block)}>
          <Inlines content={block.content} locale={ctx.locale} />
        </Tag>
      );
    }
    case 'bulletList':
    case 'orderedList': {
      const List = block.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List>
          {block.items.map((item, i) => (
            <li key={i}>
              <Blocks blocks={item} ctx={ctx} />
            </li>
          ))}
        </List>
      );
    }
    case 'blockquote':
      return (
        <blockquote>
          <Blocks blocks={block.content} ctx={ctx} />
        </blockquote>
      );
    case 'horizontalRule':
      return <hr />;
    case 'image':
      return <RichImage block={block} />;
  }
}

function Blocks({ blocks, ctx }: { blocks: readonly RichBlock[]; ctx: Ctx }) {
  return blocks.map((block, i) => <Block key={i} block={block} ctx={ctx} />);
}

/** The id `RichTextView` gives the first heading of `body` when called with `idPrefix`, or null. */
export function firstHeadingId(body: RichText, idPrefix: string): string | null {
  return body[0]?.type === 'heading' ? `${idPrefix}-h0` : null;
}

/**
 * Rich text of a section or an article. With `idPrefix`, headings get the ids `{idPrefix}-h0`,
 * `{idPrefix}-h1`, … in document order (a section can name itself after its first heading).
 */
export function RichTextView({
  body,
  locale,
  idPrefix,
  className,
}: {
  body: RichText;
  locale: Locale;
  idPrefix?: string;
  className?: string;
}) {
  const ctx: Ctx = { locale, headingIds: headingIds(body, idPrefix) };
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      <Blocks blocks={body} ctx={ctx} />
    </div>
  );
}
