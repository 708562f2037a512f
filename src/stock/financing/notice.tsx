import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import './notice.css';

/**
 * What every page that shows a credit figure or advertises credit says once, where the figures are
 * (docs/credit-law.md): the warning that borrowing money costs money (Directive (EU) 2023/2225, art.
 * 7), the dealer's status as a credit intermediary and, when the page knows them, the lenders (art. 8).
 * `compact` is the smaller form beside a price (the vehicle page's first screen, the interest form).
 */
export function CreditNotice({
  locale,
  lenders = [],
  compact = false,
}: {
  locale: Locale;
  lenders?: readonly string[];
  compact?: boolean;
}) {
  const t = getTranslator(locale, 'vehicle');
  const named = [...new Set(lenders)];
  return (
    <div className={compact ? 'credit-notice credit-notice--compact' : 'credit-notice'} data-credit-notice>
      <p className="credit-notice__warning" data-credit-warning>
        <strong>{t('financing.warning')}</strong>
      </p>
      <p className="credit-notice__status" data-credit-intermediary>
        {t('financing.subject')}
        {named.length > 0 ? ` ${t('financing.lenders', { lenders: named.join(', ') })}` : null}
      </p>
    </div>
  );
}
