'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import type { Locale } from '../routing/locales';
import {
  CALCULATOR_PARAMS,
  depositStep,
  normalizeChoice,
  quoteLease,
  type CalculatorOffer,
  type LeaseChoice,
  type LeaseRules,
} from './calculator';
import { setLeaseChoice, useLeaseChoice } from './choice-store';
import { fill, formatCents, formatKm, formatWholeEuros } from './format';

/** The calculator's texts, translated on the server (placeholders in `{braces}` are filled here). */
export type CalculatorTexts = {
  title: string;
  duration: string;
  months: string;
  mileage: string;
  deposit: string;
  depositRange: string;
  recalculate: string;
  monthly: string;
  inclVat: string;
  exclVat: string;
  depositAmount: string;
  total: string;
  totalHelp: string;
  totalKm: string;
  anchor: string;
  indicative: string;
  reset: string;
  perMonth: string;
};

export type LeaseCalculatorProps = {
  locale: Locale;
  offerSlug: string;
  /** The offer page's path: the GET form's action. */
  action: string;
  offer: CalculatorOffer;
  customer: 'private' | 'business';
  rules: LeaseRules;
  /** The choice of the URL (the no-JavaScript form's last submission), already normalized on the server. */
  initial: LeaseChoice;
  texts: CalculatorTexts;
  /** Consumption and CO2 (and range), shown beside the price. */
  energy: string;
};

/** True after the first client render: until then the markup must be the server's. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The offer page's calculator. Without JavaScript it is a GET form to the offer page, whose server
 * render quotes the submitted choice with the same module. With JavaScript every change is quoted at
 * once in the browser, the URL follows (a reload or a shared link shows the same figures), and the
 * enquiry form takes the choice along.
 */
export function LeaseCalculator(props: LeaseCalculatorProps) {
  const { locale, offer, texts, customer, rules } = props;
  const id = useId();
  const hydrated = useHydrated();
  const choice = useLeaseChoice(props.offerSlug, props.initial);
  const [depositText, setDepositText] = useState(String(props.initial.deposit));
  const quote = useMemo(() => quoteLease(offer, choice, rules), [offer, choice, rules]);
  const step = depositStep(offer);

  const choose = (next: Partial<{ duration: unknown; annualMileage: unknown; deposit: unknown }>) => {
    const normalized = normalizeChoice(offer, { ...choice, ...next });
    setLeaseChoice(props.offerSlug, normalized);
    const url = new URL(window.location.href);
    url.searchParams.set(CALCULATOR_PARAMS.duration, String(normalized.duration));
    url.searchParams.set(CALCULATOR_PARAMS.annualMileage, String(normalized.annualMileage));
    url.searchParams.set(CALCULATOR_PARAMS.deposit, String(normalized.deposit));
    url.searchParams.delete('sent');
    window.history.replaceState(window.history.state, '', url);
  };

  const first = customer === 'business' ? 'exclVat' : 'inclVat';
  const second = first === 'inclVat' ? 'exclVat' : 'inclVat';
  const money = (cents: number) => formatCents(locale, cents);
  const outputId = `${id}-result`;

  return (
    <section className="lease-calc" aria-labelledby={`${id}-title`} data-calculator data-hydrated={hydrated ? 'true' : 'false'}>
      <h2 id={`${id}-title`} className="lease-calc__title">
        {texts.title}
      </h2>
      <form className="lease-calc__form" method="get" action={props.action} onSubmit={(e) => hydrated && e.preventDefault()}>
        <fieldset className="lease-calc__group">
          <legend className="lease-field__label">{texts.duration}</legend>
          <div className="lease-chips">
            {offer.durations.map((d) => (
              <label key={d} className="lease-chip">
                <input
                  type="radio"
                  name={CALCULATOR_PARAMS.duration}
                  value={d}
                  checked={choice.duration === d}
                  onChange={() => choose({ duration: d })}
                />
                <span>{fill(texts.months, { count: d })}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="input-field lease-field">
          <span className="lease-field__label">{texts.mileage}</span>
          <select
            name={CALCULATOR_PARAMS.annualMileage}
            value={String(choice.annualMileage)}
            onChange={(e) => choose({ annualMileage: e.target.value })}
          >
            {offer.mileages.map((m) => (
              <option key={m} value={String(m)}>
                {formatKm(locale, m)}
              </option>
            ))}
          </select>
        </label>
        <label className="input-field lease-field">
          <span className="lease-field__label">{texts.deposit}</span>
          <input
            type="number"
            inputMode="numeric"
            name={CALCULATOR_PARAMS.deposit}
            min={offer.depositMin}
            max={offer.depositMax}
            step={step}
            value={depositText}
            aria-describedby={`${id}-deposit-range`}
            onChange={(e) => {
              setDepositText(e.target.value);
              if (e.target.value.trim() !== '') choose({ deposit: e.target.value });
            }}
            onBlur={() => setDepositText(String(choice.deposit))}
          />
          <span className="lease-field__help" id={`${id}-deposit-range`}>
            {fill(texts.depositRange, { min: formatWholeEuros(locale, offer.depositMin), max: formatWholeEuros(locale, offer.depositMax) })}
          </span>
        </label>
        {hydrated ? null : (
          <button type="submit" className="button button--secondary lease-calc__submit">
            {texts.recalculate}
          </button>
        )}
      </form>
      <div className="lease-calc__result" id={outputId} aria-live="polite" data-quote>
        <p className="lease-calc__monthly">
          <span className="lease-calc__label">{texts.monthly}</span>{' '}
          <strong className="lease-calc__amount" data-monthly={first}>
            {money(quote.monthly[first])}
          </strong>
          <span className="lease-calc__per">{texts.perMonth}</span> <span className="lease-calc__vat">{texts[first]}</span>
        </p>
        <p className="lease-calc__other" data-monthly={second}>
          {money(quote.monthly[second])} {texts.perMonth} {texts[second]}
        </p>
        <p className="lease-energy">{props.energy}</p>
        <dl className="lease-calc__figures">
          <div>
            <dt>{texts.depositAmount}</dt>
            <dd data-deposit>
              {money(quote.deposit[first])} <span className="lease-calc__vat">{texts[first]}</span>
            </dd>
          </div>
          <div>
            <dt>
              {texts.total}
              <span className="lease-field__help">{fill(texts.totalHelp, { count: quote.choice.duration })}</span>
            </dt>
            <dd data-total={first}>
              {money(quote.total[first])} <span className="lease-calc__vat">{texts[first]}</span>
              <br />
              <span className="lease-calc__second" data-total={second}>
                {money(quote.total[second])} {texts[second]}
              </span>
            </dd>
          </div>
          <div>
            <dt>{texts.mileage}</dt>
            <dd>{fill(texts.totalKm, { km: formatKm(locale, quote.totalKm) })}</dd>
          </div>
        </dl>
        <p className="lease-calc__note" data-anchor={quote.isAnchor ? 'true' : 'false'}>
          {quote.isAnchor ? texts.anchor : null}
        </p>
      </div>
      <p className="lease-calc__rules">{texts.indicative}</p>
      {quote.isAnchor ? null : (
        <p className="lease-calc__reset">
          <a
            href={props.action}
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              setDepositText(String(offer.deposit));
              choose({ duration: offer.duration, annualMileage: offer.annualMileage, deposit: offer.deposit });
            }}
          >
            {texts.reset}
          </a>
        </p>
      )}
    </section>
  );
}
