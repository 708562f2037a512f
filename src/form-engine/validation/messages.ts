import { createTranslator } from 'use-intl/core';
import type { Messages } from '../../i18n/messages';
import { LOCALE_TAG, type Locale } from '../../routing/locales';
import { VALIDATION_TIME_ZONE, formatDateForMessage, tokenizeDateFormat } from './dates';
import type { MessageArg, MessageDescriptor } from './types';

/**
 * Turns message descriptors into text for one locale. It needs the `validation` namespace and any
 * namespace that holds the forms' labels and custom messages; in a client component pass only
 * those (e.g. `{ validation, forms }`), not every text of the site.
 */
export type MessageSource = Partial<Messages> & Pick<Messages, 'validation'>;

export interface ValidationTranslator {
  readonly locale: Locale;
  /** The text of a key (a label, a custom message); reports a missing key and answers the fallback message. */
  text(key: string, values?: Readonly<Record<string, MessageArg>>, label?: string): string;
  /** The text of a descriptor, with `{label}` and the arguments resolved; first letter upper-cased. */
  message(descriptor: MessageDescriptor, label: string, labelOf: (field: string) => string): string;
  has(key: string): boolean;
}

function upperFirst(text: string, tag: string): string {
  return text ? text.charAt(0).toLocaleUpperCase(tag) + text.slice(1) : text;
}

function formatBytes(bytes: number, tag: string): string {
  const mb = 1024 * 1024;
  const [value, unit] = bytes >= mb ? [bytes / mb, 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte'];
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/**
 * A translator for validation messages. `onMissing` is called for a key that has no text (a bug
 * in a form definition): by default it logs; tests make it throw.
 */
export function createValidationTranslator(
  locale: Locale,
  messages: MessageSource,
  onMissing: (key: string) => void = (key) => console.error(`[forms] missing message '${key}' in ${locale}`),
): ValidationTranslator {
  const tag = LOCALE_TAG[locale];
  const t = createTranslator({ locale: tag, messages: messages as Messages, timeZone: VALIDATION_TIME_ZONE });
  const letters = messages.validation.dateFormatLetters;

  function has(key: string): boolean {
    return (t as unknown as { has(key: string): boolean }).has(key);
  }

  function resolve(arg: MessageArg, labelOf: (field: string) => string): string | number {
    if (typeof arg === 'string' || typeof arg === 'number') return arg;
    if ('date' in arg) return formatDateForMessage(arg.date, tag, messages.validation.dateFormats);
    if ('field' in arg) return labelOf(arg.field);
    if ('bytes' in arg) return formatBytes(arg.bytes, tag);
    if ('dateFormat' in arg) {
      return tokenizeDateFormat(arg.dateFormat)
        .map((part) =>
          'literal' in part ? part.literal : part.token.replace(/Y/g, letters.year).replace(/M/g, letters.month).replace(/D/g, letters.day),
        )
        .join('');
    }
    const items = arg.list.map((item) => String(resolve(item, labelOf)));
    return new Intl.ListFormat(tag, { type: arg.kind === 'or' ? 'disjunction' : 'conjunction' }).format(items);
  }

  function text(
    key: string,
    values: Readonly<Record<string, MessageArg>> = {},
    label = '',
    labelOf: (field: string) => string = (f) => f,
  ): string {
    const resolved: Record<string, string | number> = { label };
    for (const [name, arg] of Object.entries(values)) resolved[name] = resolve(arg, labelOf);
    if (!has(key)) {
      onMissing(key);
      return (t as unknown as (k: string) => string)('validation.rules.invalid');
    }
    return (t as unknown as (k: string, v: Record<string, string | number>) => string)(key, resolved);
  }

  return {
    locale,
    has,
    text: (key, values, label) => text(key, values, label),
    message: (descriptor, label, labelOf) => upperFirst(text(descriptor.key, descriptor.values, label, labelOf), tag),
  };
}
