import type { ReactNode } from 'react';
import { getTranslator } from '../i18n/server';
import { PageHead } from '../seo/head';
import { href, routes } from '../routing';
import type { Locale } from '../routing/locales';
import { NEWS_PAGE } from '../content/news';
import { screenFor, type AppError, type ErrorScreenVariant } from './catalogue';
import { ErrorScreenView, type ErrorScreenTexts } from './error-screen-view';

/** The texts and button target of each screen variant in a locale. */
export function errorScreenContent(
  locale: Locale,
  error: Pick<AppError, 'statusMessage' | 'statusCode'> & { data?: unknown },
  currentPath?: string,
): { variant: ErrorScreenVariant; texts: ErrorScreenTexts; actionHref: string; more?: { href: string; label: string } } {
  const t = getTranslator(locale, 'errors');
  const variant = screenFor(error);
  const code = t('statusCode', { code: error.statusCode });
  if (variant === 'link') {
    // a link of this site that leads nowhere: back to the page that holds it, or on from the home page
    const from = (error.data as { from?: unknown } | undefined)?.from;
    const texts: ErrorScreenTexts = { title: t('brokenLink.title'), text: t('brokenLink.text'), action: t('brokenLink.action'), code };
    const home = href(locale, 'home');
    return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
      ? { variant, texts, actionHref: from, more: { href: home, label: t('brokenLink.home') } }
      : { variant, texts: { ...texts, action: t('brokenLink.home') }, actionHref: home };
  }
  if (variant === 'vehicle') {
    const texts: ErrorScreenTexts = {
      title: t('vehicleNotFound.title'),
      text: t('vehicleNotFound.text'),
      action: t('vehicleNotFound.action'),
      code,
    };
    return { variant, texts, actionHref: href(locale, 'stockList') };
  }
  if (variant === 'article') {
    // a news article that does not exist (removed, or an old link): the news page lists the current ones
    const texts: ErrorScreenTexts = {
      title: t('articleNotFound.title'),
      text: t('articleNotFound.text'),
      action: t('articleNotFound.action'),
      code,
    };
    return { variant, texts, actionHref: href(locale, 'content', { slug: [NEWS_PAGE] }) };
  }
  if (variant === 'lease') {
    // an offer that does not exist: back to the lease list it was looked for in
    const t = getTranslator(locale, 'leases');
    const texts: ErrorScreenTexts = { title: t('notFound.title'), text: t('notFound.text'), action: t('notFound.action'), code };
    const business = currentPath ? routes().parse(currentPath.split('?')[0]!)?.route === 'businessLease' : false;
    return { variant, texts, actionHref: href(locale, business ? 'businessLeaseList' : 'privateLeaseList') };
  }
  if (variant === 'unavailable') {
    const texts: ErrorScreenTexts = {
      title: t('searchUnavailable.title'),
      text: t('searchUnavailable.text'),
      action: t('searchUnavailable.action'),
    };
    return { variant, texts, actionHref: currentPath ?? href(locale, 'stockList') };
  }
  if (variant === 'contentUnavailable') {
    const texts: ErrorScreenTexts = {
      title: t('contentUnavailable.title'),
      text: t('contentUnavailable.text'),
      action: t('contentUnavailable.action'),
    };
    return { variant, texts, actionHref: currentPath ?? href(locale, 'home') };
  }
  if (variant === 'page') {
    const texts: ErrorScreenTexts = {
      title: t('pageNotFound.title'),
      text: t('pageNotFound.text'),
      action: t('pageNotFound.action'),
      code,
    };
    return { variant, texts, actionHref: href(locale, 'home') };
  }
  const texts: ErrorScreenTexts = { title: t('somethingWentWrong.title'), action: t('somethingWentWrong.action') };
  return { variant, texts, actionHref: href(locale, 'home') };
}

/** The error screen of the seed: vehicle not found, page not found, a broken link, or something went wrong. */
export function ErrorScreen({ locale, error, path, children }: { locale: Locale; error: AppError; path?: string; children?: ReactNode }) {
  const { variant, texts, actionHref, more } = errorScreenContent(locale, error, path);
  return (
    <>
      <PageHead locale={locale} title={texts.title} description={texts.text ?? texts.title} canonical={null} noindex />
      <ErrorScreenView variant={variant} texts={texts} actionHref={actionHref} more={more} kind={error.statusMessage}>
        {children}
      </ErrorScreenView>
    </>
  );
}
