import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { CmsLink } from '../rich-text';
import type { BrandLogosSection } from '../types';
import { Media } from './media';
import { domId, SectionFrame } from '../../ui/section-frame';

/** A wall of brand logos, each leading to its brand page. */
export function BrandLogos({ section, locale }: { section: BrandLogosSection; locale: Locale }) {
  const t = getTranslator(locale, 'sections');
  if (section.brands.length === 0) return null;
  return (
    <SectionFrame kind="brand-logos" titleId={domId(section.id, 'title')} title={section.title || t('allBrands')}>
      <ul className="logo-wall" role="list">
        {section.brands.map((brand) => (
          <li key={brand.slug.join('/')} className="logo-wall__item">
            <CmsLink target={{ kind: 'internal', slug: brand.slug }} locale={locale} className="logo-wall__link">
              {brand.logo ? (
                <Media image={brand.logo} frame="logo" alt={brand.name} />
              ) : (
                <span className="logo-wall__name">{brand.name}</span>
              )}
            </CmsLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
