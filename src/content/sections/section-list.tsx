import type { ReactNode } from 'react';
import './sections.css';

/**
 * The frame of a page's sections, with the page's title as its `<h1>` when no section heads the page.
 * It imports the generic sections' stylesheet: a server component links the stylesheets its module
 * imports when it renders (see framework/build/server-chunks.ts), and every content page renders this frame.
 */
export function SectionList({ title, children }: { title?: string | undefined; children: ReactNode }) {
  return (
    <div className="sections">
      {title ? (
        <header className="container page-title">
          <h1>{title}</h1>
        </header>
      ) : null}
      {children}
    </div>
  );
}
