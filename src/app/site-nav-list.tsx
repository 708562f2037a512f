'use client';

import { useRouter } from 'waku/router/client';

export type SiteNavItem = { label: string; href: string; external?: true };

/**
 * Whether a navigation link is the page shown (`page`) or the section it belongs to (`true`, e.g.
 * Stock on a vehicle page); a home link is current on the home page only.
 */
export function currentness(target: string, currentPath: string): 'page' | 'true' | undefined {
  if (!target.startsWith('/')) return undefined;
  if (target === currentPath) return 'page';
  const home = target === '/' || /^\/[a-z]{2}-[a-z]{2}$/.test(target);
  return !home && currentPath.startsWith(`${target}/`) ? 'true' : undefined;
}

/**
 * The header's menu links. The header is kept by the tab from page to page (kept-frame.tsx), so which
 * link is the page shown is read here, from the router, rather than drawn by the server.
 */
export function SiteNavList({ items }: { items: SiteNavItem[] }) {
  const { path } = useRouter();
  return (
    <ul className="site-nav__list">
      {items.map((item) => {
        const current = currentness(item.href, path);
        return (
          <li key={item.label}>
            <a
              href={item.href}
              {...(item.external ? { rel: 'noopener noreferrer' } : {})}
              {...(current ? { 'aria-current': current } : {})}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
