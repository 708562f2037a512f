import { formatEuros, getTranslator } from '../i18n/server';
import { href } from '../routing';
import type { Locale } from '../routing/locales';

/**
 * The alerts' e-mails, in the subscriber's language, each as plain text and HTML (the HTML is built
 * here from escaped pieces: nothing a visitor or the feed typed reaches it unescaped). The alert e-mails
 * carry the RFC 8058 headers: `List-Unsubscribe` (the one-click endpoint) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Kept in this folder: the lead e-mails
 * (src/leads/email.ts) have their own format.
 */

export type AlertMessage = { subject: string; text: string; html: string; headers: Record<string, string> };

/** A vehicle as an alert lists it. */
export type AlertVehicle = { id: number; param: string; title: string; price: number };

export type Links = {
  /** The public origin, without a trailing slash (PUBLIC_SITE_URL). */
  site: string;
};

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page of the alerts (`/alertes`, `/de-lu/benachrichtigungen`, `/en-gb/alerts`) with one query parameter. */
export function alertsPageUrl(site: string, locale: Locale, param: 'confirm' | 'unsubscribe' | 'erase', token: string): string {
  return `${site}${href(locale, 'alerts')}?${param}=${token}`;
}

/** The one-click endpoint of RFC 8058 (POST: unsubscribed, no page; GET: the confirm page). */
export function oneClickUrl(site: string, token: string, locale: Locale): string {
  return `${site}${href(locale, 'alertsUnsubscribe')}?token=${token}&locale=${locale}`;
}

function html(locale: Locale, subject: string, blocks: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${locale.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">',
    '<div style="max-width:600px;margin:0 auto">',
    ...blocks,
    '</div></body></html>',
  ].join('\n');
}

const p = (text: string, style = '') => `<p style="margin:0 0 16px${style}">${escapeHtml(text)}</p>`;
const button = (url: string, label: string) =>
  `<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#0b3d91;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;
const small = (parts: string[]) => `<p style="margin:24px 0 0;font-size:13px;color:#555555">${parts.join('<br>')}</p>`;
const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#0b3d91">${escapeHtml(label)}</a>`;

/** The double opt-in e-mail: the only one sent before the link is followed. */
export function confirmationMessage(args: {
  locale: Locale;
  site: string;
  token: string;
  vehicleTitle?: string | undefined;
}): AlertMessage {
  const t = getTranslator(args.locale, 'alerts');
  const subject = t('mail.confirmSubject');
  const intro = args.vehicleTitle ? t('mail.confirmPrice', { title: args.vehicleTitle }) : t('mail.confirmSearch');
  const url = alertsPageUrl(args.site, args.locale, 'confirm', args.token);
  return {
    subject,
    text: `${intro}\n\n${t('mail.confirmAction')}: ${url}\n\n${t('mail.confirmIgnore')}\n`,
    html: html(args.locale, subject, [
      p(intro),
      button(url, t('mail.confirmAction')),
      p(t('mail.confirmIgnore'), ';font-size:13px;color:#555555'),
    ]),
    headers: {},
  };
}

type Footer = { unsubscribeToken: string; eraseToken: string };

function footer(locale: Locale, site: string, tokens: Footer) {
  const t = getTranslator(locale, 'alerts');
  const unsubscribe = alertsPageUrl(site, locale, 'unsubscribe', tokens.unsubscribeToken);
  const erase = alertsPageUrl(site, locale, 'erase', tokens.eraseToken);
  return {
    text: `--\n${t('mail.why')}\n${t('mail.unsubscribe')}: ${unsubscribe}\n${t('mail.erase')}: ${erase}\n`,
    html: small([escapeHtml(t('mail.why')), link(unsubscribe, t('mail.unsubscribe')), link(erase, t('mail.erase'))]),
    headers: {
      'List-Unsubscribe': `<${oneClickUrl(site, tokens.unsubscribeToken, locale)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

const vehicleUrl = (site: string, locale: Locale, v: Pick<AlertVehicle, 'param'>) =>
  `${site}${href(locale, 'vehicle', { vehicle: v.param })}`;

/** New matches of a saved search: up to `shown` vehicles, and the search itself. */
export function searchAlertMessage(args: {
  locale: Locale;
  site: string;
  search: string;
  vehicles: readonly AlertVehicle[];
  tokens: Footer;
  shown?: number;
}): AlertMessage {
  const { locale, site } = args;
  const t = getTranslator(locale, 'alerts');
  const count = args.vehicles.length;
  const subject = t('mail.searchSubject', { count });
  const listed = args.vehicles.slice(0, args.shown ?? 10);
  const all = `${site}${href(locale, 'stockList')}${args.search ? `?${args.search}` : ''}`;
  const end = footer(locale, site, args.tokens);
  const lines = listed.map((v) => `- ${v.title}, ${formatEuros(locale, v.price)}\n  ${vehicleUrl(site, locale, v)}`);
  return {
    subject,
    text: [t('mail.searchIntro', { count }), '', ...lines, '', `${t('mail.seeAll')}: ${all}`, '', end.text].join('\n'),
    html: html(locale, subject, [
      p(t('mail.searchIntro', { count })),
      `<ul style="margin:0 0 16px;padding-left:20px">${listed
        .map(
          (v) =>
            `<li style="margin:0 0 8px">${link(vehicleUrl(site, locale, v), v.title)} · ${escapeHtml(formatEuros(locale, v.price))}</li>`,
        )
        .join('')}</ul>`,
      button(all, t('mail.seeAll')),
      end.html,
    ]),
    headers: end.headers,
  };
}

/** A price drop of one vehicle. */
export function priceAlertMessage(args: {
  locale: Locale;
  site: string;
  vehicle: AlertVehicle;
  fromCents: number;
  toCents: number;
  tokens: Footer;
}): AlertMessage {
  const { locale, site, vehicle } = args;
  const t = getTranslator(locale, 'alerts');
  const subject = t('mail.priceSubject', { title: vehicle.title });
  const intro = t('mail.priceIntro', {
    title: vehicle.title,
    from: formatEuros(locale, args.fromCents / 100),
    to: formatEuros(locale, args.toCents / 100),
  });
  const url = vehicleUrl(site, locale, vehicle);
  const end = footer(locale, site, args.tokens);
  return {
    subject,
    text: [intro, '', `${t('mail.seeVehicle')}: ${url}`, '', end.text].join('\n'),
    html: html(locale, subject, [p(intro), button(url, t('mail.seeVehicle')), end.html]),
    headers: end.headers,
  };
}
