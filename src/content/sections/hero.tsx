import type { Locale } from '../../routing/locales';
import { CmsLink } from '../rich-text';
import type { HeroSection } from '../types';
import { Media } from './media';
import { domId, SectionFrame } from '../../ui/section-frame';

/**
 * The large image with headline, text and one call to action. Its headline is the page's `<h1>`
 * when `asHeading` is set (the registry sets it for the first section only), an `<h2>` otherwise.
 */
export function Hero({
  section,
  locale,
  asHeading = false,
  priority = asHeading,
}: {
  section: HeroSection;
  locale: Locale;
  asHeading?: boolean;
  /** Load the image eagerly with high priority (the first screen's largest image). */
  priority?: boolean;
}) {
  const titleId = domId(section.id, 'title');
  const Heading = asHeading ? 'h1' : 'h2';
  return (
    <SectionFrame kind="hero" className={section.image ? 'hero' : 'hero hero--plain'} labelledBy={titleId} containerClassName="hero__inner">
      {section.image ? (
        <Media image={section.image} frame="hero" className="hero__media" priority={priority} sizes="(min-width: 78rem) 78rem, 100vw" />
      ) : null}
      <div className="hero__panel">
        <Heading className="hero__title" id={titleId}>
          {section.headline}
        </Heading>
        {section.text ? <p className="hero__text">{section.text}</p> : null}
        {section.cta ? (
          <CmsLink target={section.cta.target} locale={locale} className="button button--primary hero__cta">
            {section.cta.label}
          </CmsLink>
        ) : null}
      </div>
    </SectionFrame>
  );
}
