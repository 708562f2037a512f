import './breadcrumbs.css';

/** One step of a trail: its name and its address. */
export type Crumb = { name: string; href: string };

/**
 * The visible trail above a page (home › stock › the vehicle): one look and one markup for every
 * page kind. The last step is the page itself, marked `aria-current="page"`. The same steps are what
 * the page head turns into its `BreadcrumbList` (src/seo/head.tsx), passed there by the page.
 */
export function Breadcrumbs({ label, trail }: { label: string; trail: readonly Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={`${i}-${crumb.href}`}>
            {i === trail.length - 1 ? (
              <a href={crumb.href} aria-current="page">
                {crumb.name}
              </a>
            ) : (
              <a href={crumb.href}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
