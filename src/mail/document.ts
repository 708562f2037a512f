/**
 * An e-mail the site sends to people (a lead to a dealership, an alert to a visitor), written once
 * as a document and rendered twice: as HTML and as plain text, the two parts of a
 * multipart/alternative message. The document holds texts already translated; this module only lays
 * them out, and escapes every text it puts in the HTML (a visitor's message is text, never markup).
 * It imports nothing: any feature may use it.
 */

/** One line of a section: a label and its value; `href` makes the value a link (http or https only). */
export type MailRow = { label: string; value: string; href?: string | undefined };

export type MailSection = { title: string; rows: readonly MailRow[] };

export type MailDocument = {
  /** The language of the texts, as an HTML `lang` (`fr-LU`, `de-LU`, `en-GB`). */
  lang: string;
  /** The heading (and the HTML title). */
  title: string;
  /** Paragraphs under the heading. */
  intro?: readonly string[] | undefined;
  sections: readonly MailSection[];
  /** Small print at the end (a reference, why the message was sent). */
  footer?: readonly string[] | undefined;
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** An address a mail may link to: absolute http(s) only, so no `javascript:` or `data:` ever gets in. */
export function safeHref(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Control characters and invisible format characters (bidirectional overrides) taken out of a text, lines kept. */
function clean(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' || c === '\t' ? c : ''))
    .trim();
}

/** One line of text for a header (a subject): no line breaks, no control characters. */
export function oneLine(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** The document as an HTML e-mail: tables and inline styles, what mail clients render alike. */
export function mailHtml(doc: MailDocument): string {
  const text = (t: string) => escapeHtml(clean(t)).replace(/\n/g, '<br>');
  const row = (r: MailRow) => {
    const href = safeHref(r.href);
    const value = href ? `<a href="${escapeHtml(href)}" style="color:#0b5cad">${text(r.value)}</a>` : text(r.value);
    return (
      `<tr><th scope="row" style="${FONT};font-size:14px;text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#555;font-weight:normal;width:35%">${text(r.label)}</th>` +
      `<td style="${FONT};font-size:14px;vertical-align:top;padding:6px 0;color:#111">${value}</td></tr>`
    );
  };
  const section = (s: MailSection) =>
    s.rows.length === 0
      ? ''
      : `<h2 style="${FONT};font-size:16px;margin:24px 0 8px;color:#111;border-bottom:1px solid #ddd;padding-bottom:4px">${text(s.title)}</h2>` +
        `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${s.rows.map(row).join('')}</table>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(doc.lang)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${text(doc.title)}</title></head>`,
    `<body style="margin:0;padding:16px;background:#fff">`,
    `<div style="max-width:640px;margin:0 auto">`,
    `<h1 style="${FONT};font-size:20px;margin:0 0 12px;color:#111">${text(doc.title)}</h1>`,
    ...(doc.intro ?? []).map((p) => `<p style="${FONT};font-size:14px;margin:0 0 8px;color:#111">${text(p)}</p>`),
    ...doc.sections.map(section),
    ...(doc.footer ?? []).map((p) => `<p style="${FONT};font-size:12px;margin:16px 0 0;color:#777">${text(p)}</p>`),
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The document as plain text: the same lines, a value on several lines indented under its label. */
export function mailText(doc: MailDocument): string {
  const lines: string[] = [clean(doc.title), '='.repeat(Math.min(60, clean(doc.title).length))];
  for (const p of doc.intro ?? []) lines.push('', clean(p));
  for (const s of doc.sections) {
    if (s.rows.length === 0) continue;
    lines.push('', clean(s.title), '-'.repeat(Math.min(60, clean(s.title).length)));
    for (const r of s.rows) {
      const value = clean(r.value);
      const href = safeHref(r.href);
      const shown = href && href !== value ? `${value} <${href}>` : value;
      lines.push(shown.includes('\n') ? `${clean(r.label)}:\n  ${shown.replace(/\n/g, '\n  ')}` : `${clean(r.label)}: ${shown}`);
    }
  }
  if (doc.footer?.length) lines.push('', '--', ...doc.footer.map(clean));
  return `${lines.join('\n')}\n`;
}
