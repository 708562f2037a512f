import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../routing/locales';
import {
  choiceQuery,
  financedTypeOf,
  FINANCING_PARAMS,
  normalizeChoice,
  quoteFinancing,
  type FinancedPriceType,
  type FinancingChoice,
  type FinancingTerms,
} from './calculator';
import { fill, formatCents } from './format';
import { financingRows, type FinancingTexts } from './rows';

export type CalculatorTexts = FinancingTexts & {
  title: string;
  chooseType: string;
  depositRange: string;
  recalculate: string;
  yourQuote: string;
  isExample: string;
  /** `Representative example: {type}`: the result's title while it is the example */
  exampleTitle: string;
  ask: string;
  reset: string;
};

export type FinancingCalculatorProps = {
  locale: Locale;
  /** the vehicle page's path: the GET form's action */
  action: string;
  /** the interest form's path: the chosen terms travel in its query */
  interest: string;
  offers: readonly { type: FinancedPriceType; terms: FinancingTerms }[];
  /** the choice of the URL (the no-JavaScript form's last submission), normalized on the server */
  initial: { type: FinancedPriceType; choice: FinancingChoice };
  texts: CalculatorTexts;
};

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The vehicle page's financing calculator. Without JavaScript it is a GET form to the vehicle page,
 * whose server render quotes the submitted choice with the same module; with it every change is
 * quoted at once in the browser and the address follows (a reload or a shared link shows the same).
 * The link to the interest form carries the choice, which the lead then holds. This module loads when
 * the visitor reaches the calculator (./financing-calculator.tsx); until then the server's form is the
 * calculator, and what the visitor chose in it meanwhile is taken over when it hydrates.
 */
export function FinancingCalculator(props: FinancingCalculatorProps) {
  const { locale, offers, texts } = props;
  const id = useId();
  const hydrated = useHydrated();
  const [type, setType] = useState(props.initial.type);
  const [choice, setChoice] = useState(props.initial.choice);
  const [depositText, setDepositText] = useState(String(props.initial.choice.depositCents / 100));
  const terms = (offers.find((o) => o.type === type) ?? offers[0]!).terms;
  const quote = useMemo(() => quoteFinancing(terms, choice), [terms, choice]);

  const choose = (nextType: FinancedPriceType, raw: { months?: unknown; depositEuros?: unknown }) => {
    const nextTerms = (offers.find((o) => o.type === nextType) ?? offers[0]!).terms;
    const next = normalizeChoice(nextTerms, raw);
    setType(nextType);
    setChoice(next);
    const url = new URL(window.location.href);
    url.search = choiceQuery(nextType, next);
    url.hash = '';
    window.history.replaceState(window.history.state, '', url);
    return next;
  };

  // What the visitor chose before this code loaded (the calculator hydrates when reached; a touch or a click
  // on it starts the load) is in the form's controls, not in the state: taken over once, before the next
  // render would put the state's values back. React leaves a control's value alone while hydrating.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const domType = financedTypeOf(data.get(FINANCING_PARAMS.type)) ?? type;
    const domMonths = Number(data.get(FINANCING_PARAMS.months));
    const domDeposit = String(data.get(FINANCING_PARAMS.deposit) ?? '');
    if (domType === type && domMonths === choice.months && domDeposit === depositText) return;
    if (domType !== type) {
      // another financing chosen: its own terms from their start, as its chip's change does
      setDepositText(String(choose(domType, {}).depositCents / 100));
      return;
    }
    setDepositText(domDeposit);
    choose(type, { months: domMonths, depositEuros: domDeposit });
    // once, on mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const rows = financingRows(locale, texts, terms, quote, type);
  return (
    <section
      className="financing-calc"
      aria-labelledby={`${id}-title`}
      data-financing-calculator
      data-hydrated={hydrated ? 'true' : 'false'}
    >
      <h3 id={`${id}-title`} className="financing-calc__title">
        {texts.title}
      </h3>
      <form
        ref={formRef}
        className="financing-calc__form"
        method="get"
        action={`${props.action}#financing`}
        onSubmit={(e) => hydrated && e.preventDefault()}
      >
        {offers.length > 1 ? (
          <fieldset className="financing-calc__group">
            <legend>{texts.chooseType}</legend>
            {offers.map((o) => (
              <label key={o.type} className="financing-chip">
                <input
                  type="radio"
                  name={FINANCING_PARAMS.type}
                  value={o.type}
                  checked={type === o.type}
                  onChange={() => {
                    setDepositText(String(o.terms.depositCents / 100));
                    choose(o.type, {});
                  }}
                />
                <span>{texts.typeShort[o.type]}</span>
              </label>
            ))}
          </fieldset>
        ) : (
          <input type="hidden" name={FINANCING_PARAMS.type} value={type} />
        )}
        <fieldset className="financing-calc__group">
          <legend>{texts.duration}</legend>
          {terms.durations.map((m) => (
            <label key={m} className="financing-chip">
              <input
                type="radio"
                name={FINANCING_PARAMS.months}
                value={m}
                checked={choice.months === m}
                onChange={() => choose(type, { months: m, depositEuros: choice.depositCents / 100 })}
              />
              <span>{fill(texts.months, { count: m })}</span>
            </label>
          ))}
        </fieldset>
        <label className="input-field financing-calc__field">
          <span>{texts.deposit}</span>
          <input
            type="number"
            inputMode="numeric"
            name={FINANCING_PARAMS.deposit}
            min={0}
            max={terms.depositMaxCents / 100}
            step={100}
            value={depositText}
            aria-describedby={`${id}-deposit-range`}
            onChange={(e) => {
              setDepositText(e.target.value);
              if (e.target.value.trim() !== '') choose(type, { months: choice.months, depositEuros: e.target.value });
            }}
            onBlur={() => setDepositText(String(choice.depositCents / 100))}
          />
          <span className="financing-calc__help" id={`${id}-deposit-range`}>
            {fill(texts.depositRange, { max: formatCents(locale, terms.depositMaxCents) })}
          </span>
        </label>
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {texts.recalculate}
          </button>
        )}
      </form>
      <div
        className="financing-calc__result"
        aria-live="polite"
        data-quote
        {...(quote.isExample ? { 'data-financing-example': type } : {})}
      >
        <h4 className="financing-calc__subtitle">
          {quote.isExample ? fill(texts.exampleTitle, { type: texts.type[type] }) : `${texts.yourQuote} — ${texts.type[type]}`}
        </h4>
        <dl className="financing-example__rows">
          {rows.map((r) => (
            <div key={r.key} data-row={r.key}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
        {quote.isExample ? <p className="financing-calc__note">{texts.isExample}</p> : null}
      </div>
      <p className="financing-calc__actions">
        <a className="button button--primary" href={`${props.interest}${choiceQuery(type, choice)}`} data-action="financing-interest">
          {texts.ask}
        </a>
        {quote.isExample ? null : (
          <a
            href={`${props.action}#financing`}
            onClick={(e) => {
              if (!hydrated) return;
              e.preventDefault();
              setDepositText(String(terms.depositCents / 100));
              choose(type, {});
            }}
          >
            {texts.reset}
          </a>
        )}
      </p>
    </section>
  );
}
