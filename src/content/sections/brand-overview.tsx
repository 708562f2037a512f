import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { CmsLink } from '../rich-text';
import type { BrandOverviewSection } from '../types';
import { Media } from './media';
import { domId, SectionFrame } from '../../ui/section-frame';

/** Every brand as a card: logo, name, tagline and a link to the brand page. */
export function BrandOverview({ section, locale }: { section: BrandOverviewSection; locale: Locale }) {
  const t = getTranslator(locale, 'sections');
  return (
    <SectionFrame kind="brand-overview" titleId={domId(section.id, 'title')} title={section.title || t('allBrands')} intro={section.intro}>
      <ul className="card-list card-list--brands" role="list">
        {section.brands.map((brand) => (
          <li key={brand.slug.join('/')}>
            <article className="card brand-card">
              {brand.logo ? <Media image={brand.logo} frame="logo" className="card__media brand-card__logo" alt="" /> : null}
              <div className="card__body">
                <h3 className="card__title">{brand.name}</h3>
                {brand.tagline ? <p className="card__text">{brand.tagline}</p> : null}
                <CmsLink target={{ kind: 'internal', slug: brand.slug }} locale={locale} className="card__link">
                  {t('discoverBrand', { name: brand.name })}
                </CmsLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
