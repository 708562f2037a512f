import { imageSrcSet, sizedImage } from '../../content/images';
import { getTranslator } from '../../i18n/server';
import { LOCALE_TAG, type Locale } from '../../routing/locales';
import { telHref } from '../links';
import type { Employee } from '../types';
import { EmailAddress } from '../../ui/email-address';

function languageNames(locale: Locale, codes: readonly string[]): string {
  const names = new Intl.DisplayNames([LOCALE_TAG[locale]], { type: 'language' });
  const list = codes.map((c) => {
    try {
      return names.of(c) ?? c;
    } catch {
      return c;
    }
  });
  return new Intl.ListFormat(LOCALE_TAG[locale], { style: 'long', type: 'conjunction' }).format(list);
}

/** The people of a site (or of one brand at a site), each with a photo, role, languages and contacts. */
export function Team({
  locale,
  employees,
  brandName,
  title,
  idPrefix,
  headingLevel = 2,
}: {
  locale: Locale;
  employees: readonly Employee[];
  /** slug → display name, for the brands each person handles */
  /** a brand's name (the directory's) */
  brandName: (slug: string) => string;
  title: string;
  idPrefix: string;
  headingLevel?: 2 | 3;
}) {
  const t = getTranslator(locale, 'locations');
  const titleId = `${idPrefix}-team`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Name = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className="location-team" aria-labelledby={titleId}>
      <Heading id={titleId}>{title}</Heading>
      {employees.length === 0 ? (
        <p>{t('team.empty')}</p>
      ) : (
        <ul className="team" role="list">
          {employees.map((e) => (
            <li key={e.id} className="team__person">
              {e.photo ? (
                <img
                  className="team__photo"
                  src={sizedImage(e.photo.src, 160, 160)}
                  srcSet={imageSrcSet(e.photo.src, 160, 160, [0.5, 1])}
                  sizes="5rem"
                  alt={e.photo.alt}
                  width={160}
                  height={160}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="team__photo team__photo--empty" aria-hidden="true" />
              )}
              <div className="team__body">
                <Name className="team__name">{e.name}</Name>
                {e.role ? <p className="team__role">{e.role}</p> : null}
                <dl className="team__facts">
                  {e.languages.length > 0 ? (
                    <div>
                      <dt>{t('team.languages')}</dt>
                      <dd>{languageNames(locale, e.languages)}</dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('team.brands')}</dt>
                    <dd>{e.brands.length > 0 ? e.brands.map(brandName).join(', ') : t('team.allBrands')}</dd>
                  </div>
                </dl>
                <p className="team__contact">
                  {e.phone ? (
                    // the name a screen reader hears starts with what is shown (WCAG 2.5.3), then whom it reaches
                    <a href={telHref(e.phone)} aria-label={`${e.phone}, ${t('team.call', { name: e.name })}`}>
                      {e.phone}
                    </a>
                  ) : null}
                  {e.email ? (
                    <a href={`mailto:${e.email}`} aria-label={`${e.email}, ${t('team.write', { name: e.name })}`}>
                      <EmailAddress address={e.email} />
                    </a>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
