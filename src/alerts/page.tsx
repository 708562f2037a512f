import { getTranslator } from '../i18n/server';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { PageHead } from '../seo/head';
import { tokenValid } from './index';
import { TOKEN_PATTERN } from './tokens';
import './alerts.css';

type Ask = 'confirm' | 'unsubscribe' | 'erase';
const STATUSES = ['pending', 'confirmed', 'unsubscribed', 'erased', 'invalid', 'error'] as const;
type Status = (typeof STATUSES)[number];
const ERRORS = ['invalid_email', 'consent', 'rate_limited', 'vehicle', 'unavailable'] as const;

export type AlertsPageData =
  | { locale: Locale; view: 'ask'; ask: Ask; token: string }
  | { locale: Locale; view: 'status'; status: Status; error?: (typeof ERRORS)[number] | undefined; back?: string | undefined };

/**
 * What the alerts page shows, from its address: a link of an e-mail (`?confirm=`, `?unsubscribe=`, `?erase=`
 * with a valid token: a button that posts it; an invalid one: says so), or the outcome of a post
 * (`?status=`). A link opened by a mail scanner changes nothing: only the button does.
 */
export async function loadAlertsPage(locale: Locale, query: URLSearchParams): Promise<AlertsPageData> {
  for (const ask of ['confirm', 'unsubscribe', 'erase'] as const) {
    const token = query.get(ask);
    if (token === null) continue;
    const valid = TOKEN_PATTERN.test(token) && (await tokenValid(token, ask).catch(() => false));
    return valid ? { locale, view: 'ask', ask, token } : { locale, view: 'status', status: 'invalid' };
  }
  const status = (STATUSES as readonly string[]).includes(query.get('status') ?? '') ? (query.get('status') as Status) : 'invalid';
  const error = (ERRORS as readonly string[]).includes(query.get('code') ?? '')
    ? (query.get('code') as (typeof ERRORS)[number])
    : undefined;
  const back = query.get('back');
  return { locale, view: 'status', status, error, back: back && /^\/(?![/\\])\S*$/.test(back) ? back : undefined };
}

const ACTION = { confirm: 'alertsConfirm', unsubscribe: 'alertsUnsubscribe', erase: 'alertsErase' } as const;

export function AlertsPage({ data }: { data: AlertsPageData }) {
  const { locale } = data;
  const t = getTranslator(locale, 'alerts');
  const title = t('page.title');
  return (
    <section className="container prose alerts-page">
      <PageHead locale={locale} title={title} description={title} canonical={{ route: 'alerts', params: {} }} noindex />
      <h1>{title}</h1>
      {data.view === 'ask' ? (
        <form method="post" action={href(locale, ACTION[data.ask])}>
          <p>{t(`page.${data.ask}Intro`)}</p>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="token" value={data.token} />
          <button type="submit" className="button button--primary">
            {t(`page.${data.ask}Button`)}
          </button>
        </form>
      ) : (
        <>
          <p
            className={data.status === 'error' ? 'alerts-page__message--error' : undefined}
            role={data.status === 'error' ? 'alert' : 'status'}
          >
            {data.status === 'error' ? t(`page.errors.${data.error ?? 'unavailable'}`) : t(`page.${data.status}`)}
          </p>
          <p>
            <a href={data.view === 'status' && data.back ? data.back : href(locale, 'stockList')}>{t('page.backToStock')}</a>
          </p>
        </>
      )}
    </section>
  );
}
