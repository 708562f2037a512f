/**
 * Which clicks become client navigations: a plain left click on a link to a page of this site,
 * opened in the same tab, not a download, not a locale switch (those load in full so that
 * `<html lang>` follows) and not marked `data-full-load`.
 */
export type NavigationTarget = { href: string; duplicated: boolean };

type Here = Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>;

export function clientNavigationTarget(event: MouseEvent, here: Here): NavigationTarget | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(element instanceof HTMLAnchorElement)) return null;
  return linkTarget(element, here);
}

export function linkTarget(link: HTMLAnchorElement, here: Here): NavigationTarget | null {
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hasAttribute('hreflang')) return null;
  if (link.dataset.fullLoad !== undefined) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.origin);
  } catch {
    return null;
  }
  if (url.origin !== here.origin) return null;
  // files, not pages (the sitemap, images, the manifest)
  if (/\.[a-z0-9]{2,5}$/i.test(url.pathname)) return null;
  const samePage = url.pathname === here.pathname && url.search === here.search;
  // a jump to an anchor of this page is the browser's own job
  if (samePage && url.hash && url.hash !== here.hash) return null;
  return { href: url.pathname + url.search + url.hash, duplicated: samePage };
}
