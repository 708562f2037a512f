import type { Locale } from '../../routing/locales';
import { firstHeadingId, RichTextView } from '../rich-text';
import type { RichTextSectionData } from '../types';
import { domId, SectionFrame } from '../../ui/section-frame';

/** Editorial text; the section is named by its first heading when it starts with one. */
export function RichTextSection({ section, locale }: { section: RichTextSectionData; locale: Locale }) {
  if (section.body.length === 0) return null;
  const idPrefix = domId(section.id, 'text');
  return (
    <SectionFrame kind="rich-text" labelledBy={firstHeadingId(section.body, idPrefix)}>
      <RichTextView body={section.body} locale={locale} idPrefix={idPrefix} className="rich-text--section" />
    </SectionFrame>
  );
}
