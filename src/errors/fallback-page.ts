import { MESSAGES } from '../i18n/messages';
import { LOCALE_PREFIX, LOCALE_TAG, type Locale } from '../routing/locales';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/**
 * A self-contained error page for the cases React cannot render: a render failure of the page
 * itself ('generic'), a URL the framework cannot even decode ('page'), a post the framework cannot
 * decode ('bad-request'), a body above its form's limit ('too-large'), a body
 * that came too slowly to be received ('too-slow'), or a post refused while the
 * server is busy or restarting ('busy'), or a form post from another site ('crossOrigin'). Plain HTML with inline
 * styles, so it depends on nothing that might itself have failed.
 */
export type ErrorPageVariant = 'generic' | 'page' | 'bad-request' | 'too-large' | 'too-slow' | 'busy' | 'crossOrigin';

export function staticErrorHtml(locale: Locale, variant: ErrorPageVariant = 'generic'): string {
  const errors = MESSAGES[locale].errors;
  const m =
    variant === 'page'
      ? errors.pageNotFound
      : variant === 'bad-request'
        ? errors.badRequest
        : variant === 'too-large'
          ? errors.tooLarge
          : variant === 'too-slow'
            ? errors.tooSlow
            : variant === 'busy'
              ? errors.busy
              : variant === 'crossOrigin'
                ? errors.crossOrigin
                : { ...errors.somethingWentWrong, text: '' };
  const home = LOCALE_PREFIX[locale] || '/';
  return `<!doctype html>
<html lang="${LOCALE_TAG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(m.title)}</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f5f7fb;color:#1c2434">
<main style="text-align:center;padding:2rem"><h1 style="font-size:1.75rem">${escapeHtml(m.title)}</h1>${m.text ? `<p>${escapeHtml(m.text)}</p>` : ''}
<a href="${home}" style="display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:.5rem;background:#0b3d91;color:#fff;text-decoration:none">${escapeHtml(m.action)}</a>
</main></body></html>`;
}
