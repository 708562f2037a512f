import type { ReactNode } from 'react';
import './section-frame.css';

/** An element id from a CMS `_uid`, safe for `id` and `aria-labelledby`. */
export function domId(uid: string, suffix: string): string {
  return `s-${uid.replace(/[^A-Za-z0-9_-]/g, '')}-${suffix}`;
}

/**
 * The frame of every CMS section, generic or a feature's: a landmark named by its heading, the
 * heading and its introduction in a header, the content in the page column. Every section of a page
 * is drawn by it, so they share one rhythm (spacing, heading size) and one way of being named; a
 * feature's stylesheet styles what is inside. Its rules are `section-frame.css`, linked by every page
 * that renders a frame.
 *
 * - `kind` names the section: the class `section--{kind}` and `data-section="{kind}"` (what tests and
 *   feature styles select).
 * - `title` is the heading (`<h2>`, or the page's `<h1>` when the section heads the page); a section
 *   without one is a plain `<section>`, or is named by `labelledBy` when its heading is part of its
 *   content (a hero's headline, the first heading of a text).
 * - `landmark="nav"` for a section that is a set of links (the quick stock entry).
 */
export function SectionFrame({
  kind,
  titleId,
  title = '',
  intro,
  headingLevel = 2,
  labelledBy,
  landmark = 'section',
  className,
  containerClassName,
  id,
  data,
  children,
}: {
  kind: string;
  /** the heading's id (`domId(uid, 'title')`), which names the landmark */
  titleId?: string;
  title?: string;
  intro?: string;
  headingLevel?: 1 | 2;
  /** the id of a heading inside `children` that names the section, when it has no `title` */
  labelledBy?: string | null;
  landmark?: 'section' | 'nav';
  /** the feature's own class on the landmark, for its stylesheet */
  className?: string;
  /** more classes on the page column */
  containerClassName?: string;
  /** an anchor on the landmark (`#offres`) */
  id?: string;
  /** more `data-*` attributes on the landmark */
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  const Landmark = landmark;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const named = title && titleId ? titleId : (labelledBy ?? undefined);
  return (
    <Landmark
      className={`section section--${kind}${className ? ` ${className}` : ''}`}
      aria-labelledby={named}
      data-section={kind}
      id={id}
      {...data}
    >
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        {title || intro ? (
          <header className="section__header">
            {title ? (
              <Heading className="section__title" id={titleId}>
                {title}
              </Heading>
            ) : null}
            {intro ? <p className="section__intro">{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </Landmark>
  );
}
