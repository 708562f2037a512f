import { privacyPolicyHref } from '../forms/privacy';
import { imageSrcSet, sizedImage } from '../content/images';
import { submitLeaseEnquiry } from './enquiry-action';
import { buildForm, LEAD_FORMS } from '../forms/definitions';
import { formAddress, initialState } from '../forms/pages/initial-state';
import { MESSAGES } from '../i18n/messages';
import { getFormatter, getTranslator } from '../i18n/server';
import { href } from '../routing';
import { PageHead } from '../seo/head';
import { bothWays, LEASE_RULES, toCents, type CalculatorOffer } from './calculator';
import { LeaseCalculator, type CalculatorTexts } from './calculator-view';
import { LeaseEnquiryForm } from './enquiry-view';
import { formatCents, formatDecimal, formatKm, formatWholeEuros } from './format';
import { leaseOfferJsonLd } from './json-ld';
import { EnergyLine, energyTexts, leaseListRef, leaseOfferRef, listHref } from './offer-card';
import type { LeaseOfferPageData } from './offer-data';
import { Breadcrumbs } from '../ui/breadcrumbs';
import '../forms/components/forms.css';
import '../ui/input-field.css';
import './leases.css';

/**
 * A lease offer's page: every field of the offer, its equipment, what the contract includes and
 * excludes, the price with its energy figures, the calculator (anchored on the offer's own figures)
 * and the lease enquiry form. `?sent=` with a valid token shows the enquiry's success screen.
 */
export async function LeaseOfferPage({ page, query }: { page: LeaseOfferPageData; query: URLSearchParams }) {
  const { locale, offer, dealership } = page;
  const t = getTranslator(locale, 'leases');
  const tv = getTranslator(locale, 'vehicle');
  const fmt = getFormatter(locale);
  const list = listHref(locale, offer.customer);
  const energy = energyTexts(locale, offer);
  const monthly = bothWays(toCents(offer.monthly), offer.basis);
  const first = offer.customer === 'business' ? 'exclVat' : 'inclVat';
  const second = first === 'inclVat' ? 'exclVat' : 'inclVat';
  const vatText = (basis: 'inclVat' | 'exclVat') => t(basis === 'inclVat' ? 'card.inclVat' : 'card.exclVat');
  const date = (d: string) => fmt.dateTime(new Date(`${d}T12:00:00Z`), { dateStyle: 'long' });
  const dealershipName = dealership?.name ?? offer.dealership;
  const dealershipHref = dealership ? href(locale, 'location', { location: dealership.slug }) : null;
  const image = offer.images[0];
  const spec = LEAD_FORMS['lease-enquiry'];
  const form = buildForm('lease-enquiry', {});
  const calculatorOffer: CalculatorOffer = {
    basis: offer.basis,
    monthly: offer.monthly,
    duration: offer.duration,
    annualMileage: offer.annualMileage,
    deposit: offer.deposit,
    durations: offer.durations,
    mileages: offer.mileages,
    depositMin: offer.depositMin,
    depositMax: offer.depositMax,
  };
  const texts: CalculatorTexts = {
    title: t('calculator.title'),
    duration: t('calculator.duration'),
    months: t('filters.months', { count: '{count}' as never }),
    mileage: t('calculator.mileage'),
    deposit: t('calculator.deposit'),
    depositRange: t('calculator.depositRange', { min: '{min}', max: '{max}' }),
    recalculate: t('calculator.recalculate'),
    monthly: t('calculator.monthly'),
    inclVat: t('calculator.inclVat'),
    exclVat: t('calculator.exclVat'),
    depositAmount: t('calculator.depositAmount'),
    total: t('calculator.total'),
    totalHelp: t('calculator.totalHelp', { count: '{count}' }),
    totalKm: t('calculator.totalKm', { km: '{km}' }),
    anchor: t('calculator.anchor'),
    indicative: t('calculator.indicative', {
      duration: offer.duration,
      mileage: formatKm(locale, offer.annualMileage),
      deposit: formatWholeEuros(locale, offer.deposit),
      durationPct: formatDecimal(locale, LEASE_RULES.durationPerYear * 100),
      mileagePct: formatDecimal(locale, LEASE_RULES.mileagePer1000Km * 100),
    }),
    reset: t('calculator.reset'),
    perMonth: t('card.perMonth'),
  };
  const energyLine = [energy.consumption, energy.co2, energy.range].filter(Boolean).join(' · ');
  const jsonLd = leaseOfferJsonLd(offer, {
    url: page.canonicalUrl,
    siteUrl: page.siteUrl,
    dealershipName,
    dealershipUrl: dealershipHref ? `${page.siteUrl}${dealershipHref}` : null,
  });
  const facts: [string, string][] = [
    [t('offer.customer'), t(`customer.${offer.customer}`)],
    [t('offer.color'), offer.color],
    [t('offer.fuel'), tv(`fuel.${offer.fuel}`)],
    [t('offer.gearbox'), tv(`transmission.${offer.gearbox}`)],
    ...(offer.powerHp ? ([[t('offer.power'), t('offer.powerValue', { value: offer.powerHp })]] as [string, string][]) : []),
    [t('offer.consumption'), t(`energy.${offer.consumptionUnit}`, { value: formatDecimal(locale, offer.consumption) })],
    [t('offer.co2'), `${offer.co2} g/km`],
    ...(offer.electricRange ? ([[t('offer.range'), formatKm(locale, offer.electricRange)]] as [string, string][]) : []),
    [t('offer.priceFrom'), `${formatWholeEuros(locale, offer.priceFrom)} ${vatText(offer.basis === 'incl_vat' ? 'inclVat' : 'exclVat')}`],
    [t('offer.duration'), t('filters.months', { count: offer.duration })],
    [t('offer.mileage'), formatKm(locale, offer.annualMileage)],
    [t('offer.deposit'), `${formatWholeEuros(locale, offer.deposit)} ${vatText(offer.basis === 'incl_vat' ? 'inclVat' : 'exclVat')}`],
  ];
  return (
    <>
      <PageHead
        locale={locale}
        title={`${offer.title} – ${t(`customer.${offer.customer}`)}`}
        description={offer.description || `${offer.title} – ${energyLine}`}
        canonical={leaseOfferRef(offer)}
        image={image ? { src: image.src, alt: image.alt || offer.title } : null}
        type="product"
        breadcrumbs={[
          { name: t('offer.home'), ref: { route: 'home', params: {} } },
          { name: t(`customer.${offer.customer}`), ref: leaseListRef(offer.customer) },
          { name: offer.title, ref: leaseOfferRef(offer) },
        ]}
        jsonLd={[jsonLd]}
      />
      <div className="lease-offer container" data-lease-offer={offer.slug} data-customer={offer.customer}>
        <Breadcrumbs
          label={t('offer.breadcrumb')}
          trail={[
            { name: t('offer.home'), href: href(locale, 'home') },
            { name: t(`customer.${offer.customer}`), href: list },
            { name: offer.title, href: page.path },
          ]}
        />
        <header className="lease-offer__head">
          <p className="lease-offer__kicker">{t(`customer.${offer.customer}`)}</p>
          <h1 className="lease-offer__title">
            {offer.brandName} {offer.model}
          </h1>
          {offer.trim ? <p className="lease-offer__trim">{offer.trim}</p> : null}
        </header>
        <div className="lease-offer__layout">
          <div className="lease-offer__media">
            {image ? (
              <figure className="lease-offer__figure">
                <img
                  className="lease-offer__image"
                  src={sizedImage(image.src, 960, 600)}
                  srcSet={imageSrcSet(image.src, 960, 600)}
                  sizes="(min-width: 64rem) 40rem, 92vw"
                  alt={image.alt}
                  width={960}
                  height={600}
                />
              </figure>
            ) : null}
            {offer.images.length > 1 ? (
              <ul className="lease-offer__thumbs" role="list" aria-label={t('offer.gallery', { offer: offer.title })}>
                {offer.images.slice(1).map((img) => (
                  <li key={img.src}>
                    <img src={sizedImage(img.src, 240, 150)} alt={img.alt} width={240} height={150} loading="lazy" />
                  </li>
                ))}
              </ul>
            ) : null}
            {offer.description ? <p className="lease-offer__description">{offer.description}</p> : null}
          </div>
          <aside className="lease-offer__aside" aria-label={t('offer.monthly')}>
            <div className="lease-price" data-price>
              <p className="lease-price__label">{t('offer.monthly')}</p>
              <p className="lease-price__amount">
                <strong data-monthly={first}>{formatCents(locale, monthly[first])}</strong>
                <span className="lease-price__per">{t('card.perMonth')}</span> <span className="lease-price__vat">{vatText(first)}</span>
              </p>
              <p className="lease-price__other" data-monthly={second}>
                {formatCents(locale, monthly[second])} {t('card.perMonth')} {vatText(second)}
              </p>
              <EnergyLine energy={energy} />
              <p className="lease-price__terms">
                {t('card.terms', {
                  duration: offer.duration,
                  mileage: formatKm(locale, offer.annualMileage),
                  deposit: formatWholeEuros(locale, offer.deposit),
                })}
              </p>
              <p className="lease-price__validity">{t('offer.validity', { from: date(offer.validFrom), until: date(offer.validUntil) })}</p>
              <p className="lease-price__dealer">
                <span>{t('offer.dealership')}</span> {dealershipHref ? <a href={dealershipHref}>{dealershipName}</a> : dealershipName}
              </p>
              <a className="button button--primary lease-price__cta" href="#lease-enquiry">
                {t('offer.enquiry')}
              </a>
            </div>
          </aside>
          <div className="lease-offer__details">
            <LeaseCalculator
              locale={locale}
              offerSlug={offer.slug}
              action={page.path}
              offer={calculatorOffer}
              customer={offer.customer}
              rules={LEASE_RULES}
              initial={page.choice}
              texts={texts}
              energy={energyLine}
            />
            <section className="lease-section" aria-labelledby="lease-facts">
              <h2 id="lease-facts">{t('offer.facts')}</h2>
              <dl className="lease-facts">
                {facts.map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {offer.standardEquipment.length > 0 ? (
              <section className="lease-section" aria-labelledby="lease-equipment">
                <h2 id="lease-equipment">{t('offer.equipment')}</h2>
                <ul className="lease-list-check">
                  {offer.standardEquipment.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="lease-contract">
              <section className="lease-section" aria-labelledby="lease-included">
                <h2 id="lease-included">{t('offer.included')}</h2>
                <ul className="lease-list-check" data-contract="included">
                  {offer.contractIncluded.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </section>
              <section className="lease-section" aria-labelledby="lease-excluded">
                <h2 id="lease-excluded">{t('offer.excluded')}</h2>
                <ul className="lease-list-cross" data-contract="excluded">
                  {offer.contractExcluded.map((e) => (
                    <li key={e}>{e}</li>
                  ))}
                </ul>
              </section>
            </div>
          </div>
        </div>
        <section className="lease-enquiry" id="lease-enquiry" aria-labelledby="lease-enquiry-title">
          <h2 id="lease-enquiry-title" className="lease-enquiry__title">
            {t('offer.enquiry')}
          </h2>
          <p className="lease-enquiry__intro">{t('offer.enquiryIntro', { place: dealershipName })}</p>
          <LeaseEnquiryForm
            offerSlug={offer.slug}
            initialChoice={page.choice}
            kind="lease-enquiry"
            locale={locale}
            config={{}}
            action={submitLeaseEnquiry}
            address={formAddress()}
            initial={initialState(spec.id, query)}
            messages={form.pickMessages(MESSAGES[locale])}
            idPrefix="lease-enquiry"
            policyHref={await privacyPolicyHref(locale)}
            againHref={page.path}
            dealershipName={dealershipName}
            successLinks={
              <a className="button button--primary" href={list}>
                {t('offer.back')}
              </a>
            }
          />
        </section>
      </div>
    </>
  );
}
