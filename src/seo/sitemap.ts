import { config } from '../config/env';
import { href } from '../routing';
import { LOCALE_TAG, LOCALES } from '../routing/locales';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);

/**
 * `/sitemap.xml`. For now it lists the home page of each locale with its alternates; the full list
 * of content, stock and location pages is the sitemap feature's work.
 */
export async function sitemapResponse(): Promise<Response> {
  const site = config().siteUrl;
  const alternates = LOCALES.map(
    (l) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAG[l]}" href="${escapeXml(site + href(l, 'home'))}"/>`,
  ).join('');
  const urls = LOCALES.map((l) => `<url><loc>${escapeXml(site + href(l, 'home'))}</loc>${alternates}</url>`).join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
