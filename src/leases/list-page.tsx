import { getFormatter, getTranslator } from '../i18n/server';
import type { Locale } from '../routing/locales';
import { PageHead } from '../seo/head';
import { formatWholeEuros } from './format';
import { getLeaseOffers } from './data';
import { filterLeaseOffers, LEASE_BUDGETS, leaseFacets, luxembourgDay, parseLeaseListQuery } from './list';
import { leaseListRef, LeaseOfferGrid, listHref } from './offer-card';
import type { LeaseCustomer, LeaseOffer } from './types';
import '../ui/input-field.css';
import './leases.css';

export type LeaseListData = {
  locale: Locale;
  customer: LeaseCustomer;
  query: URLSearchParams;
  offers: LeaseOffer[];
  /** An offer that has ended, shown as a notice above the list (its page answers 410). */
  expired?: LeaseOffer | undefined;
};

/** The data of a lease list: every offer (the filters' choices come from the current ones). */
export async function loadLeaseList(locale: Locale, customer: LeaseCustomer, query: URLSearchParams, expired?: LeaseOffer) {
  return { locale, customer, query, offers: await getLeaseOffers(locale), expired } satisfies LeaseListData;
}

/**
 * `/private-lease` and `/business-lease`: the current offers of one kind, filtered by brand, fuel,
 * budget per month and term, sorted by monthly price. The filters are a GET form: the page works
 * without JavaScript, and every state has its own URL.
 */
export function LeaseListPage({ data }: { data: LeaseListData }) {
  const { locale, customer, offers } = data;
  const t = getTranslator(locale, 'leases');
  const tv = getTranslator(locale, 'vehicle');
  const today = luxembourgDay(new Date());
  const q = parseLeaseListQuery(data.query);
  const shown = filterLeaseOffers(offers, customer, q, today);
  const facets = leaseFacets(offers, customer, today);
  const action = listHref(locale, customer);
  const other = customer === 'private' ? 'business' : 'private';
  const budgets =
    q.budget !== null && !(LEASE_BUDGETS as readonly number[]).includes(q.budget)
      ? [...LEASE_BUDGETS, q.budget].sort((a, b) => a - b)
      : LEASE_BUDGETS;
  const filtered = q.brand !== null || q.fuel !== null || q.budget !== null || q.duration !== null;
  const title = t(`${customer}.title`);
  return (
    <>
      <PageHead
        locale={locale}
        title={title}
        description={t(`${customer}.description`)}
        canonical={leaseListRef(customer)}
        noindex={data.expired !== undefined}
        breadcrumbs={[
          { name: getTranslator(locale, 'site')('home'), ref: { route: 'home', params: {} } },
          { name: title, ref: leaseListRef(customer) },
        ]}
      />
      <div className="lease-list container" data-lease-list={customer}>
        {data.expired ? (
          <section className="lease-notice" role="status" aria-labelledby="lease-expired-title" data-expired-offer={data.expired.slug}>
            <h2 id="lease-expired-title" className="lease-notice__title">
              {t('expired.title')}
            </h2>
            <p>
              {t('expired.text', {
                offer: data.expired.title,
                date: getFormatter(locale).dateTime(new Date(`${data.expired.validUntil}T12:00:00Z`), { dateStyle: 'long' }),
              })}
            </p>
          </section>
        ) : null}
        <header className="lease-list__head">
          <h1 className="lease-list__title">{title}</h1>
          <p className="lease-list__intro">{t(`${customer}.intro`)}</p>
          <p className="lease-list__other">
            <a href={listHref(locale, other)}>{t(`${customer}.other`)}</a>
          </p>
        </header>
        <div className="lease-list__layout">
          <form className="lease-filters" method="get" action={action} aria-labelledby="lease-filters-title" role="search">
            <h2 id="lease-filters-title" className="lease-filters__title">
              {t('filters.title')}
            </h2>
            <label className="input-field lease-field">
              <span className="lease-field__label">{t('filters.brand')}</span>
              <select name="brand" defaultValue={q.brand ?? ''}>
                <option value="">{t('filters.any')}</option>
                {facets.brands.map((b) => (
                  <option key={b.slug} value={b.slug}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="input-field lease-field">
              <span className="lease-field__label">{t('filters.fuel')}</span>
              <select name="fuel" defaultValue={q.fuel ?? ''}>
                <option value="">{t('filters.any')}</option>
                {facets.fuels.map((f) => (
                  <option key={f} value={f}>
                    {tv(`fuel.${f}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="input-field lease-field">
              <span className="lease-field__label">{t('filters.budget')}</span>
              <select name="budget" defaultValue={q.budget === null ? '' : String(q.budget)}>
                <option value="">{t('filters.anyBudget')}</option>
                {budgets.map((b) => (
                  <option key={b} value={String(b)}>
                    {t('filters.upTo', { amount: formatWholeEuros(locale, b) })}
                  </option>
                ))}
              </select>
            </label>
            <label className="input-field lease-field">
              <span className="lease-field__label">{t('filters.duration')}</span>
              <select name="duration" defaultValue={q.duration === null ? '' : String(q.duration)}>
                <option value="">{t('filters.any')}</option>
                {facets.durations.map((d) => (
                  <option key={d} value={String(d)}>
                    {t('filters.months', { count: d })}
                  </option>
                ))}
              </select>
            </label>
            <label className="input-field lease-field">
              <span className="lease-field__label">{t('filters.sort')}</span>
              <select name="sort" defaultValue={q.sort}>
                <option value="price-asc">{t('filters.sortPriceAsc')}</option>
                <option value="price-desc">{t('filters.sortPriceDesc')}</option>
              </select>
            </label>
            <div className="lease-filters__actions">
              <button type="submit" className="button button--primary">
                {t('filters.apply')}
              </button>
              {filtered ? (
                <a className="lease-filters__reset" href={action}>
                  {t('filters.reset')}
                </a>
              ) : null}
            </div>
          </form>
          <section className="lease-results" aria-labelledby="lease-results-count">
            <h2 id="lease-results-count" className="lease-results__count" aria-live="polite">
              {t('results', { count: shown.length })}
            </h2>
            {shown.length === 0 ? <p className="lease-results__empty">{t('empty')}</p> : <LeaseOfferGrid locale={locale} offers={shown} />}
          </section>
        </div>
      </div>
    </>
  );
}
