import { requestValue, setRequestValue } from '../request';

/**
 * The skip links at the very top of every page: the page's own first (a page whose main part opens
 * with many controls, such as the stock's sixty filters, names where a keyboard wants to land), then
 * "Skip to content". A page adds its link while it loads its data, before the shell renders; the
 * links are part of the rendered page, so a cached page keeps them.
 */
export type SkipLink = { href: string; label: string };

const KEY = 'navigation.skipLinks';

/** Adds a skip link to the page being rendered; harmless outside a request. */
export function addSkipLink(link: SkipLink): void {
  try {
    setRequestValue(KEY, [...pageSkipLinks(), link]);
  } catch {
    // outside a request (a unit test of the page's data): there is no shell to show it
  }
}

function pageSkipLinks(): SkipLink[] {
  return requestValue<SkipLink[]>(KEY) ?? [];
}

/** The page's skip links, then the one to the main content: the first Tab stops of the page. */
export function SkipLinks({ main }: { main: SkipLink }) {
  return (
    <>
      {[...pageSkipLinks(), main].map((link) => (
        <a key={link.href} className="skip-link" href={link.href}>
          {link.label}
        </a>
      ))}
    </>
  );
}
