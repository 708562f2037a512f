import { sizedImage } from '../content/images';
import { formatEuros, getTranslator } from '../i18n/server';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { vocabularyLabels } from '../stock/list/labels';
import type { VehicleCard } from '../stock/types';

/**
 * The alerts' e-mails, in the subscriber's language, each as plain text and HTML (the HTML is built
 * here from escaped pieces: nothing a visitor or the feed typed reaches it unescaped). The alert e-mails
 * carry the RFC 8058 headers: `List-Unsubscribe` (the one-click endpoint) and
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Kept in this folder: the lead e-mails
 * (src/leads/email.ts) have their own format.
 */

export type AlertMessage = { subject: string; text: string; html: string; headers: Record<string, string> };

/**
 * A vehicle as an alert shows it: its photo, its key facts (year, mileage, fuel, gearbox, condition), its
 * purchase price, and the two things a buyer does next (ask about it, book a test drive). No monthly figure:
 * an e-mail that showed one would owe the whole representative example of the credit directive.
 */
export type AlertVehicle = Pick<VehicleCard, 'id' | 'param' | 'title' | 'year' | 'mileage' | 'fuel' | 'transmission' | 'condition'> & {
  price: number;
  /** the first photo's address as the feed gives it (an asset of the CMS), or null */
  image: string | null;
};

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

/** The photo's size in the e-mail: the cards' 3:2, at most 600 px wide (the body's width). */
const PHOTO = { width: 480, height: 320 };

/** A vehicle's facts in one line: year · mileage · fuel · gearbox · condition. */
function factsLine(locale: Locale, v: AlertVehicle): string {
  const l = vocabularyLabels(locale);
  return [String(v.year), l.km(v.mileage), l.fuel(v.fuel), l.transmission(v.transmission), l.condition(v.condition)].join(' · ');
}

/** The vehicle's page, its interest form ("ask") and its test-drive form. */
function vehicleLinks(site: string, locale: Locale, v: AlertVehicle) {
  return {
    page: vehicleUrl(site, locale, v),
    ask: `${site}${href(locale, 'vehicleInterest', { vehicle: v.param })}`,
    testDrive: `${site}${href(locale, 'vehicleTestDrive', { vehicle: v.param })}`,
  };
}

const absolute = (site: string, src: string) => new URL(src, `${site}/`).href;

/** One vehicle as a block of the HTML: photo, title, facts, price, and the calls to action. */
function vehicleBlock(locale: Locale, site: string, v: AlertVehicle, price = formatEuros(locale, v.price)): string {
  const t = getTranslator(locale, 'alerts');
  const links = vehicleLinks(site, locale, v);
  const photo = v.image
    ? `<a href="${escapeHtml(links.page)}"><img src="${escapeHtml(absolute(site, sizedImage(v.image, PHOTO.width, PHOTO.height)))}" alt="${escapeHtml(v.title)}" width="${PHOTO.width}" height="${PHOTO.height}" style="display:block;max-width:100%;height:auto;border:0;border-radius:4px"></a>`
    : '';
  const action = (url: string, label: string, primary: boolean) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border-radius:4px;text-decoration:none;${primary ? 'background:#0b3d91;color:#ffffff' : 'border:1px solid #0b3d91;color:#0b3d91'}">${escapeHtml(label)}</a>`;
  return [
    `<div style="margin:0 0 24px;padding:0 0 16px;border-bottom:1px solid #dddddd" data-vehicle="${v.id}">`,
    photo,
    `<p style="margin:8px 0 4px;font-size:18px;font-weight:bold">${link(links.page, v.title)}</p>`,
    `<p style="margin:0 0 4px;color:#444444">${escapeHtml(factsLine(locale, v))}</p>`,
    `<p style="margin:0 0 12px;font-size:18px">${escapeHtml(price)}</p>`,
    `<p style="margin:0">${action(links.ask, t('mail.ask'), true)}${action(links.testDrive, t('mail.testDrive'), false)}</p>`,
    '</div>',
  ].join('');
}

/** The same vehicle in the plain text part. */
function vehicleText(locale: Locale, site: string, v: AlertVehicle, price = formatEuros(locale, v.price)): string {
  const t = getTranslator(locale, 'alerts');
  const links = vehicleLinks(site, locale, v);
  return [
    `- ${v.title}, ${price}`,
    `  ${factsLine(locale, v)}`,
    `  ${links.page}`,
    `  ${t('mail.ask')}: ${links.ask}`,
    `  ${t('mail.testDrive')}: ${links.testDrive}`,
  ].join('\n');
}

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
  return {
    subject,
    text: [
      t('mail.searchIntro', { count }),
      '',
      ...listed.map((v) => vehicleText(locale, site, v)),
      '',
      `${t('mail.seeAll')}: ${all}`,
      '',
      end.text,
    ].join('\n'),
    html: html(locale, subject, [
      p(t('mail.searchIntro', { count })),
      ...listed.map((v) => vehicleBlock(locale, site, v)),
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
    text: [intro, '', vehicleText(locale, site, vehicle), '', `${t('mail.seeVehicle')}: ${url}`, '', end.text].join('\n'),
    html: html(locale, subject, [p(intro), vehicleBlock(locale, site, vehicle), button(url, t('mail.seeVehicle')), end.html]),
    headers: end.headers,
  };
}

/**
 * The vehicle of a price alert was sold: the last e-mail of that alert, with the vehicles most like it
 * (its condition, ±25 % of its price: src/stock/search.ts) and the stock to keep looking.
 */
export function soldAlertMessage(args: {
  locale: Locale;
  site: string;
  vehicle: Pick<AlertVehicle, 'title'>;
  similar: readonly AlertVehicle[];
  tokens: Footer;
}): AlertMessage {
  const { locale, site } = args;
  const t = getTranslator(locale, 'alerts');
  const subject = t('mail.soldSubject', { title: args.vehicle.title });
  const intro = t('mail.soldIntro', { title: args.vehicle.title });
  const stock = `${site}${href(locale, 'stockList')}`;
  const end = footer(locale, site, args.tokens);
  const similar = args.similar.length ? t('mail.soldSimilar') : t('mail.soldNone');
  return {
    subject,
    text: [
      intro,
      '',
      similar,
      '',
      ...args.similar.map((v) => vehicleText(locale, site, v)),
      '',
      `${t('mail.seeStock')}: ${stock}`,
      '',
      end.text,
    ].join('\n'),
    html: html(locale, subject, [
      p(intro),
      p(similar),
      ...args.similar.map((v) => vehicleBlock(locale, site, v)),
      button(stock, t('mail.seeStock')),
      end.html,
    ]),
    headers: end.headers,
  };
}
