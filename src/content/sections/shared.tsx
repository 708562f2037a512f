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
