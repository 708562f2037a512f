import { useMemo } from 'react';
import { createTranslator } from 'use-intl/core';
import type { MessageSource } from '../../form-engine/validation';
import { LUXEMBOURG_TIME_ZONE } from '../../i18n/time-zone';
import { LOCALE_TAG, type Locale } from '../../routing/locales';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator of the `validation` and `forms` texts the server component handed to the form. */
export function useTranslate(locale: Locale, messages: MessageSource): Translate {
  return useMemo(() => {
    const t = createTranslator({ locale: LOCALE_TAG[locale], messages: messages as never, timeZone: LUXEMBOURG_TIME_ZONE });
    return (key, values) => (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
  }, [locale, messages]);
}
