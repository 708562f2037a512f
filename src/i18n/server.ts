import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from 'use-intl/core';
import { LOCALE_TAG, type Locale } from '../routing/locales';
import { LUXEMBOURG_TIME_ZONE } from './time-zone';
import { MESSAGES, type Messages } from './messages';

export const TIME_ZONE = LUXEMBOURG_TIME_ZONE;

/**
 * One use-intl cache for the process: parsed messages and `Intl` formatters are built once per
 * locale and options, not on every call (a stock page formats ~100 prices and distances; building
 * them afresh measured ~5 ms of CPU per page).
 */
const cache = _createCache();
const formatters = _createIntlFormatters(cache);

type Translator<N extends keyof Messages> = ReturnType<typeof createTranslator<Messages, N>>;
const translators = new Map<string, unknown>();

/** Translator for server components: `t('errors.pageNotFound.title')`. Shared per locale and namespace. */
export function getTranslator<N extends keyof Messages>(locale: Locale, namespace: N): Translator<N> {
  const key = `${locale}\0${namespace}`;
  let t = translators.get(key) as Translator<N> | undefined;
  if (!t) {
    t = withPlainTexts(
      createTranslator({
        locale: LOCALE_TAG[locale],
        messages: MESSAGES[locale],
        namespace,
        timeZone: TIME_ZONE,
        _cache: cache,
        _formatters: formatters,
      }),
    );
    translators.set(key, t);
  }
  return t;
}

/**
 * A translator that keeps the texts it gave: most of a page's texts are labels, and use-intl looks
 * each one up again through a cache keyed by serializing its arguments (a stock page asks for about
 * 150; measured with `npm run bench:profile`). Texts with values whose values are all strings or
 * numbers are kept too, by key and values (a stock page formats some 40: each card's CO2, the counts,
 * the page links): use-intl finds their compiled message through a cache keyed by `JSON.stringify`
 * of the message, the locale and its whole table of date and number formats, which measured 0.2 ms
 * per uncached stock page. The same key and values always give the same text, as the messages are
 * fixed for the process. Other values (dates, elements) and explicit formats go through as before;
 * `rich`, `markup`, `raw` and `has` are the translator's own.
 */
type LooseTranslator = ((key: string, values?: unknown, formats?: unknown) => string) & Record<'rich' | 'markup' | 'raw' | 'has', unknown>;

/** Texts with values kept per translator, at most (then it starts again: a visitor's keywords are among the values). */
const MAX_KEPT_WITH_VALUES = 5_000;

/** `key` and its values as one string, or null when a value is neither a string nor a number. */
function keyWithValues(key: string, values: object): string | null {
  let id = key;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') id += `\u0000${name}\u0000#${value}`;
    else if (typeof value === 'string') id += `\u0000${name}\u0000${value.length}:${value}`;
    else return null;
  }
  return id;
}

function withPlainTexts<T>(translator: T): T {
  const t = translator as unknown as LooseTranslator;
  const plain = new Map<string, string>();
  const withValues = new Map<string, string>();
  const translate = (key: string, values?: unknown, formats?: unknown): string => {
    if (formats !== undefined) return t(key, values, formats);
    if (values !== undefined) {
      const id = typeof values === 'object' && values !== null ? keyWithValues(key, values) : null;
      if (id === null) return t(key, values);
      let text = withValues.get(id);
      if (text === undefined) {
        text = t(key, values);
        if (withValues.size >= MAX_KEPT_WITH_VALUES) withValues.clear();
        withValues.set(id, text);
      }
      return text;
    }
    let text = plain.get(key);
    if (text === undefined) {
      text = t(key);
      plain.set(key, text);
    }
    return text;
  };
  return Object.assign(translate, { rich: t.rich, markup: t.markup, raw: t.raw, has: t.has }) as unknown as T;
}

/**
 * `build` run once per locale, its result kept for the process: for texts and formatters that
 * depend on nothing but the locale.
 */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}

/** Number and date formatting in the locale (prices, distances, dates). Shared per locale. */
export const getFormatter = perLocale((locale) =>
  createFormatter({ locale: LOCALE_TAG[locale], timeZone: TIME_ZONE, _cache: cache, _formatters: formatters }),
);

/** `Intl.NumberFormat`s built once per locale (use-intl's formatter keys every call by JSON). */
const euros = perLocale(
  (locale) => new Intl.NumberFormat(LOCALE_TAG[locale], { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);
const kilometres = perLocale(
  (locale) => new Intl.NumberFormat(LOCALE_TAG[locale], { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 }),
);

/** A price in euros without cents, in the locale's format (`25.950 €`, `€25,950`). */
export const formatEuros = (locale: Locale, amount: number): string => euros(locale).format(amount);

/** Distances formatted, per locale, at most `MAX_KEPT_KILOMETRES` (then it starts again). */
const keptKilometres = perLocale(() => new Map<number, string>());
const MAX_KEPT_KILOMETRES = 5_000;

/**
 * A distance or mileage in whole kilometres (`89.600 km`, `89,600 km`). `Intl.NumberFormat`'s unit style costs
 * some microseconds a call, and a stock page names the same few mileages in its filters, chips and head on every
 * render: each is formatted once.
 */
export function formatKilometres(locale: Locale, km: number): string {
  const kept = keptKilometres(locale);
  let text = kept.get(km);
  if (text === undefined) {
    text = kilometres(locale).format(km);
    if (kept.size >= MAX_KEPT_KILOMETRES) kept.clear();
    kept.set(km, text);
  }
  return text;
}
