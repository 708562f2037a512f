import { privacyPolicyHref } from '../privacy';
import { imageSrcSet, sizedImage } from '../../content/images';
import { MESSAGES } from '../../i18n/messages';
import { formatEuros, getFormatter, getTranslator } from '../../i18n/server';
import { DayCell } from '../../locations/hours/hours-view';
import { addressLine, telHref } from '../../locations/links';
import { WEEKDAYS } from '../../locations/types';
import { href } from '../../routing';
import { PageHead } from '../../seo/head';
import type { Locale } from '../../routing/locales';
import { chosenFinancing } from '../../stock/financing/chosen';
import { CreditNotice } from '../../stock/financing/notice';
import { fuelLabel } from '../../stock/vehicle-page/model';
import { VEHICLE_FIELD, type SentSummary } from '../actions/state';
import { buildForm } from '../definitions';
import { LeadForm } from '../components/lead-form';
import { VEHICLE_FORMS, type VehicleFormPageData } from './data';
import { formAddress, initialState } from './initial-state';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import '../components/forms.css';

/**
 * The interest and test-drive pages of a vehicle: the vehicle they are about (photo, title, price,
 * dealership and, for a test drive, its showroom hours) beside the form. `?sent=` with a valid
 * token shows the success screen instead (the answer to a stored lead, also after a reload).
 */
export async function VehicleFormPage({ page, query }: { page: VehicleFormPageData; query: URLSearchParams }) {
  const { locale, kind, vehicle: v, links, dealership } = page;
  const t = getTranslator(locale, 'forms');
  const tv = getTranslator(locale, 'vehicle');
  const site = getTranslator(locale, 'site');
  const spec = VEHICLE_FORMS[kind];
  const form = buildForm(spec, page.config);
  const initial = initialState(spec.id, query);
  const place = page.dealershipName;
  const title = t(kind === 'test-drive' ? 'pages.testDrive.title' : 'pages.interest.title');
  const image = v.images[0];
  const showroom = kind === 'test-drive' ? (page.config.schedule ?? null) : null;
  const tl = getTranslator(locale, 'locations');
  // the financing chosen in the vehicle page's calculator travels with the interest
  const financing = kind === 'vehicle-interest' ? chosenFinancing(locale, v, query) : null;
  return (
    <>
      <PageHead
        locale={locale}
        title={`${title} – ${v.title}`}
        description={t(kind === 'test-drive' ? 'pages.testDrive.description' : 'pages.interest.description', { vehicle: v.title, place })}
        canonical={{ route: kind === 'test-drive' ? 'vehicleTestDrive' : 'vehicleInterest', params: { vehicle: v.param } }}
        image={image ?? null}
        noindex
      />
      <div className="form-page container" data-vehicle-id={v.id}>
        <Breadcrumbs
          label={tv('breadcrumb')}
          trail={[
            { name: site('home'), href: links.home },
            { name: tv('stock'), href: links.stock },
            { name: v.title, href: links.canonical },
            { name: title, href: page.formPath },
          ]}
        />
        <header className="form-page__head">
          <h1 className="form-page__title">{title}</h1>
          <p className="form-page__intro">{t(kind === 'test-drive' ? 'pages.testDrive.intro' : 'pages.interest.intro', { place })}</p>
        </header>
        <div className="form-page__layout">
          <aside className="form-page__vehicle" aria-labelledby="form-vehicle-title">
            <div className="form-vehicle">
              {image ? (
                <img
                  className="form-vehicle__image"
                  src={sizedImage(image.src, 640, 427)}
                  srcSet={imageSrcSet(image.src, 640, 427)}
                  sizes="(min-width: 60rem) 22rem, 38vw"
                  alt={image.alt || v.title}
                  width={640}
                  height={427}
                />
              ) : null}
              <div className="form-vehicle__body">
                <h2 id="form-vehicle-title" className="form-vehicle__title">
                  <a href={links.canonical}>{v.title}</a>
                </h2>
                <p className="form-vehicle__facts">
                  {[
                    String(v.year),
                    tv('units.km', { value: getFormatter(locale).number(v.mileage, { maximumFractionDigits: 0 }) }),
                    fuelLabel(tv, v.fuel),
                  ].join(' · ')}
                </p>
                <p className="form-vehicle__price">
                  <span className="visually-hidden">{tv('price.purchase')}: </span>
                  {formatEuros(locale, v.prices.purchase)}
                </p>
                {financing ? (
                  <div className="form-vehicle__financing" data-financing-chosen>
                    <p>{tv('financing.chosen')}</p>
                    <p className="form-vehicle__financing-figures">
                      <strong>{financing.monthly}</strong> · <strong data-credit-apr>{financing.apr}</strong>
                    </p>
                    <p className="credit-example" data-credit-example>
                      {financing.summary}
                    </p>
                    <CreditNotice locale={locale} compact />
                  </div>
                ) : null}
                <p className="form-vehicle__dealer">
                  <span className="form-vehicle__dealer-label">{tv('dealership.title')}</span> <a href={links.location}>{place}</a>
                </p>
              </div>
            </div>
          </aside>
          <aside className="form-page__more" aria-labelledby="form-dealer-title">
            <h2 id="form-dealer-title" className="form-more__title">
              {place}
            </h2>
            {dealership ? (
              <p className="form-more__address">
                {addressLine(dealership)}
                {dealership.phone ? (
                  <>
                    <br />
                    <a href={telHref(dealership.phone)}>{dealership.phone}</a>
                  </>
                ) : null}
              </p>
            ) : null}
            {showroom ? (
              <div className="form-hours">
                <h3 className="form-hours__title">{t('pages.testDrive.hours')}</h3>
                <table className="form-hours__table">
                  <tbody>
                    {WEEKDAYS.map((day) => (
                      <tr key={day}>
                        <th scope="row">{tl(`hours.weekday.${day}`)}</th>
                        <td>
                          <DayCell locale={locale} day={showroom.week[day]} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {showroom.closedOnPublicHolidays ? <p className="form-hours__note">{tl('hours.publicHolidays')}</p> : null}
              </div>
            ) : null}
            <p className="form-more__other">
              <a href={page.otherFormPath}>{t(kind === 'test-drive' ? 'pages.testDrive.other' : 'pages.interest.other')}</a>
            </p>
          </aside>
          <div className="form-page__main">
            <LeadForm
              kind={kind}
              locale={locale}
              config={page.config}
              action={spec.action}
              address={formAddress()}
              initial={initial}
              messages={form.pickMessages(MESSAGES[locale])}
              hidden={{ [VEHICLE_FIELD]: v.param, ...financing?.hidden }}
              idPrefix={kind}
              policyHref={await privacyPolicyHref(locale)}
              againHref={page.formPath}
              dealershipName={place}
              successLinks={
                <>
                  <a className="button button--primary" href={links.canonical}>
                    {t('success.backToVehicle')}
                  </a>
                  <a className="button button--secondary" href={links.stock}>
                    {t('success.stock')}
                  </a>
                </>
              }
            />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * "Sent" for a stored lead whose vehicle can no longer be shown (sold meanwhile, or the stock is
 * down): the visitor must still learn the request arrived, or they would send it again.
 */
export function VehicleFormSent({ locale, kind, summary }: { locale: Locale; kind: VehicleFormPageData['kind']; summary: SentSummary }) {
  const t = getTranslator(locale, 'forms');
  const place = t('success.us');
  return (
    <div className="form-page container">
      <PageHead locale={locale} title={t('success.title')} description={t(`success.text.${kind}`, { place })} canonical={null} noindex />
      <section className="lead-success" aria-labelledby="lead-success" data-form={kind} data-state="sent">
        <h1 id="lead-success" className="lead-success__title">
          {t('success.title')}
        </h1>
        <p className="lead-success__lead">{t(`success.text.${kind}`, { place })}</p>
        <h2 className="lead-success__next-title">{t('success.nextTitle')}</h2>
        <ol className="lead-success__next">
          <li>{t('success.next.stored')}</li>
          <li>
            {t(
              summary.contact === 'phone' ? 'success.next.phone' : summary.contact === 'email' ? 'success.next.email' : 'success.next.any',
              { place },
            )}
          </li>
          {summary.date ? <li>{t('success.next.confirm')}</li> : null}
        </ol>
        <div className="lead-success__links">
          <a className="button button--primary" href={href(locale, 'stockList')}>
            {t('success.stock')}
          </a>
        </div>
      </section>
    </div>
  );
}
