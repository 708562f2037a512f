/**
 * The navigation guard (seed, section 4): a navigation the site's scripts start (not a click on a
 * link) may leave the site only for a host on the allow-list (configuration:
 * PUBLIC_NAVIGATION_ALLOWED_HOSTS); a URL with an unsafe protocol (`javascript:`, `data:`,
 * `vbscript:`, anything but http(s), mailto: and tel:) is always refused, link or not.
 */
export type GuardVerdict =
  { allowed: true; url: URL } | { allowed: false; reason: 'external'; url: URL } | { allowed: false; reason: 'protocol'; protocol: string };

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** The protocol of a URL as written, before the browser resolves it (`java\tscript:` counts too). */
function protocolOf(raw: string): string | null {
  // browsers drop tabs and new lines and leading control characters and spaces in URLs
  let start = 0;
  while (start < raw.length && raw.charCodeAt(start) <= 0x20) start++;
  const cleaned = raw.slice(start).replace(/[\t\n\r]/g, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? `${match[1]!.toLowerCase()}:` : null;
}

export function checkNavigation(raw: string, origin: string, allowedHosts: readonly string[]): GuardVerdict {
  const written = protocolOf(raw);
  if (written && !SAFE_PROTOCOLS.has(written)) return { allowed: false, reason: 'protocol', protocol: written };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { allowed: false, reason: 'protocol', protocol: written ?? 'invalid:' };
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return { allowed: false, reason: 'protocol', protocol: url.protocol };
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { allowed: true, url };
  if (url.origin === origin) return { allowed: true, url };
  return allowedHosts.includes(url.hostname.toLowerCase()) ? { allowed: true, url } : { allowed: false, reason: 'external', url };
}

export type GuardTexts = { external: string; protocol: string };

/** The logged message of a refusal, in the page's locale ('{protocol}' filled in). */
export function refusalMessage(verdict: Extract<GuardVerdict, { allowed: false }>, texts: GuardTexts): string {
  return verdict.reason === 'protocol' ? texts.protocol.replace('{protocol}', verdict.protocol) : `${texts.external} (${verdict.url.host})`;
}
