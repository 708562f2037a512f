import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import type { ContentError } from '../content-errors';

/**
 * In a signed preview only, in place of a block (or a story) that fails its schema: which story,
 * which block, which field and what was expected, so the editor sees why it is not on the page.
 * Published pages never render it (the block is left out there, with a warning in the log).
 */
export function ContentNotice({ error, locale }: { error: ContentError; locale: Locale }) {
  const t = getTranslator(locale, 'sections');
  return (
    <aside className="content-notice" role="note" data-content-error={error.uid || error.story}>
      <div className="container">
        <p className="content-notice__title">
          <strong>{t('contentError.title')}</strong> {t('contentError.previewOnly')}
        </p>
        <p>
          {error.blok
            ? t('contentError.blok', { story: error.story, blok: error.blok, uid: error.uid })
            : t('contentError.story', { story: error.story })}
        </p>
        <ul>
          {error.issues.map((issue, i) => (
            <li key={i}>
              <code>{issue.field}</code>: {issue.expected}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
