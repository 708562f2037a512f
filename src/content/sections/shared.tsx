import type { ReactNode } from 'react';

/** An element id from a CMS `_uid`, safe for `id` and `aria-labelledby`. */
export function domId(uid: string, suffix: string): string {
  return `s-${uid.replace(/[^A-Za-z0-9_-]/g, '')}-${suffix}`;
}

/** The frame of every section: a `<section>` named by its heading, content in the page column. */
export function SectionFrame({
  kind,
  titleId,
  title,
  children,
  intro,
}: {
  kind: string;
  titleId: string;
  title: string;
  children: ReactNode;
  intro?: string;
}) {
  return (
    <section className={`section section--${kind}`} aria-labelledby={title ? titleId : undefined}>
      <div className="container">
        {title || intro ? (
          <header className="section__header">
            {title ? (
              <h2 className="section__title" id={titleId}>
                {title}
              </h2>
            ) : null}
            {intro ? <p className="section__intro">{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}

/**
 * The rest of a card link's name, for those who do not see the card: "Read more" alone says nothing
 * out of context (screen readers list links by name; search engines score generic link text), so
 * the card's title follows it, visually hidden. It is part of the link's text, not an aria-label,
 * so the visible words stay the start of the name.
 */
export function TitleForLink({ text }: { text: string }) {
  return <span className="visually-hidden">{text}</span>;
}
