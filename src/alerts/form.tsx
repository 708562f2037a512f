import { getTranslator } from '../i18n/server';
import { HONEYPOT_FIELD } from '../leads/honeypot';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { canonicalSearch } from './match';
import './alerts.css';

/** The id of each form's section: a link near the top of a long page jumps to it (the stock screen's, issue 37). */
export const ALERT_ANCHOR = { search: 'alert-search', price: 'alert-price' } as const;

/**
 * "Alert me" on a stock search and "tell me if the price drops" on a vehicle page: a plain form posted to
 * `/api/alerts/subscribe` (api.ts), the same with or without JavaScript, the same for every visitor (the
 * stock and vehicle pages stay in the page cache). The consent text the visitor reads is the one stored.
 *
 * Not written once per document (`writtenOnce`, which the footer's columns use): its hidden fields follow
 * the search, so every filter change draws it again, and a part written once is drawn anew as a whole,
 * which would throw away an e-mail address the visitor had typed before changing a filter. Drawn as
 * elements, React keeps the same inputs and only updates the hidden values (e2e/alerts.spec.ts).
 */
export function AlertForm(
  props: { locale: Locale; back: string } & ({ kind: 'search'; search: string } | { kind: 'price'; vehicleId: number }),
) {
  const { locale, kind } = props;
  const t = getTranslator(locale, 'alerts');
  const id = ALERT_ANCHOR[kind];
  return (
    <section className="alert-form" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="alert-form__title">
        {t(`form.${kind}.title`)}
      </h2>
      <p className="alert-form__intro">{t(`form.${kind}.intro`)}</p>
      <form method="post" action={href(locale, 'alertsSubscribe')} className="alert-form__form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="back" value={props.back} />
        {props.kind === 'search' ? (
          <input type="hidden" name="search" value={canonicalSearch(props.search)} />
        ) : (
          <input type="hidden" name="vehicle" value={String(props.vehicleId)} />
        )}
        <div className="honeypot" aria-hidden="true">
          <label>
            {getTranslator(locale, 'forms')('honeypot')}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className="input-field alert-form__email">
          <label htmlFor={`${id}-email`}>{t('form.email')}</label>
          <input id={`${id}-email`} type="email" name="email" required autoComplete="email" maxLength={254} />
        </div>
        <div className="alert-form__consent">
          <input id={`${id}-consent`} type="checkbox" name="consent" required />
          <label htmlFor={`${id}-consent`}>{t('form.consent')}</label>
        </div>
        <button type="submit" className="button button--primary">
          {t(`form.${kind}.submit`)}
        </button>
      </form>
    </section>
  );
}
