import { getTranslator } from '../../i18n/server';
import type { Locale } from '../../routing/locales';
import { CmsLink } from '../rich-text';
import type { Card, CardGridSection } from '../types';
import { Media } from './media';
import { domId, SectionFrame } from '../../ui/section-frame';
import { TitleForLink } from './title-for-link';

function CardItem({ card, locale }: { card: Card; locale: Locale }) {
  const t = getTranslator(locale, 'sections');
  const titleId = domId(card.id, 'title');
  const label = card.linkLabel.trim();
  return (
    <article className="card" aria-labelledby={titleId}>
      {card.image ? <Media image={card.image} frame="card" className="card__media" sizes="(min-width: 48rem) 25rem, 100vw" /> : null}
      <div className="card__body">
        <h3 className="card__title" id={titleId}>
          {card.title}
        </h3>
        {card.text ? <p className="card__text">{card.text}</p> : null}
        {card.link ? (
          <CmsLink target={card.link} locale={locale} className="card__link">
            {label || t('readMore')}
            <TitleForLink text={t('readMoreTitle', { title: card.title })} />
          </CmsLink>
        ) : null}
      </div>
    </article>
  );
}

/** Cards with image, title, text and a link; the whole card is the link's click target. */
export function CardGrid({ section, locale }: { section: CardGridSection; locale: Locale }) {
  if (section.cards.length === 0) return null;
  return (
    <SectionFrame kind="card-grid" titleId={domId(section.id, 'title')} title={section.title}>
      <ul className="card-list" role="list">
        {section.cards.map((card) => (
          <li key={card.id}>
            <CardItem card={card} locale={locale} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
