import { MESSAGES } from '../../i18n/messages';
import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { formConfig } from '../actions/context';
import { SHORTLIST_FIELD } from '../actions/state';
import { LeadForm } from '../components/lead-form';
import { buildForm } from '../definitions';
import { SHORTLIST_FORM } from '../lead-forms';
import { privacyPolicyHref } from '../privacy';
import { formAddress, initialState } from './initial-state';
import '../components/forms.css';

/** The id of the shortlist's section: the favourites and comparison pages link to it from the top. */
export const SHORTLIST_ANCHOR = 'send-shortlist';

/**
 * "Send my shortlist" under the favourites and the comparison (issue 37): the lead form of the `shortlist` row,
 * its vehicles (the ids of the page's address) as a hidden field, the dealership the visitor's choice. Composed
 * into those pages by their routes (src/routes/favourites.tsx); the same with and without JavaScript.
 */
export async function ShortlistForm({
  locale,
  ids,
  path,
  query,
}: {
  locale: Locale;
  ids: readonly number[];
  path: string;
  query: URLSearchParams;
}) {
  const t = getTranslator(locale, 'forms');
  const row = SHORTLIST_FORM;
  const initial = initialState(row.id, query);
  // no vehicle to send: only the confirmation of one sent (without JavaScript it lands on `?sent=` alone)
  if (ids.length === 0 && initial.status !== 'sent') return null;
  const config = await formConfig(locale, row);
  return (
    <section className="form-section shortlist-form" id={SHORTLIST_ANCHOR} aria-labelledby={`${SHORTLIST_ANCHOR}-title`} data-form={row.id}>
      <h2 id={`${SHORTLIST_ANCHOR}-title`}>{t('shortlist.title')}</h2>
      <p>{t('shortlist.intro')}</p>
      <div className="form-section__inner">
        <LeadForm
          kind={row.id}
          locale={locale}
          config={config}
          action={row.action}
          address={formAddress()}
          initial={initial}
          messages={buildForm(row, config).pickMessages(MESSAGES[locale])}
          idPrefix={SHORTLIST_ANCHOR}
          policyHref={await privacyPolicyHref(locale)}
          againHref={path}
          hidden={{ [SHORTLIST_FIELD]: ids.join(',') }}
        />
      </div>
    </section>
  );
}
