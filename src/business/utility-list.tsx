import { getTranslator } from '../i18n/server';
import { domId, SectionFrame } from '../ui/section-frame';
import { href } from '../routing';
import type { Locale } from '../routing/locales';
import { figureFormatter } from './figures';
import { utilityStockCounts } from './utility-stock';
import { listUtilityModels, stockModelKey, UTILITY_BODIES, type UtilityBody, type UtilityModel } from './utility-models';
import '../ui/tile.css';
import './business.css';

/**
 * The utility models as cards, grouped by body style (vans, then pick-ups): picture, name, the three
 * figures a fleet manager compares, and how many are in stock now (one search for all of them; left
 * out when the search engine is down). Each card leads to its model page.
 */
export async function UtilityModelList({
  locale,
  id,
  title,
  intro,
  body,
  headingLevel = 2,
}: {
  locale: Locale;
  id: string;
  title: string;
  intro: string;
  body: UtilityBody | null;
  headingLevel?: 1 | 2;
}) {
  const models = (await listUtilityModels(locale)).filter((m) => body === null || m.body === body);
  if (models.length === 0) return null;
  const counts = await utilityStockCounts();
  const t = getTranslator(locale, 'business');
  const Group = headingLevel === 1 ? 'h2' : 'h3';
  const groups = UTILITY_BODIES.map((b) => ({ body: b, models: models.filter((m) => m.body === b) })).filter((g) => g.models.length > 0);
  return (
    <SectionFrame
      kind="utility-models"
      titleId={domId(id, 'title')}
      title={title || t('utility.title')}
      intro={intro}
      headingLevel={headingLevel}
    >
      {groups.map((g) => (
        <div key={g.body} className="utility-list__group">
          <Group id={domId(id, g.body)}>{t(`utility.bodyPlural.${g.body}`)}</Group>
          <ul className="utility-cards" role="list" aria-labelledby={domId(id, g.body)}>
            {g.models.map((m) => (
              <li key={stockModelKey(m)}>
                <UtilityCard locale={locale} model={m} count={counts === null ? null : (counts[stockModelKey(m)] ?? 0)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </SectionFrame>
  );
}

function UtilityCard({ locale, model, count }: { locale: Locale; model: UtilityModel; count: number | null }) {
  const t = getTranslator(locale, 'business');
  const f = figureFormatter(locale);
  const name = `${model.makerName} ${model.name}`;
  return (
    <article className="tile utility-card" data-utility-model={stockModelKey(model)}>
      {model.image ? (
        <img className="utility-card__image" src={model.image.src} alt="" width={800} height={500} loading="lazy" decoding="async" />
      ) : null}
      <div className="utility-card__body">
        <h3 className="utility-card__title">
          <a href={href(locale, 'utilityModel', { maker: model.maker, model: model.slug })}>{name}</a>
        </h3>
        {model.tagline ? <p className="utility-card__tagline">{model.tagline}</p> : null}
        <dl className="utility-card__figures">
          <div>
            <dt>{t('utility.figures.payload')}</dt>
            <dd>{f.kg(model.payloadKg)}</dd>
          </div>
          <div>
            <dt>{t('utility.figures.loadVolume')}</dt>
            <dd>{f.m3(model.loadVolumeM3)}</dd>
          </div>
          <div>
            <dt>{t('utility.figures.towing')}</dt>
            <dd>{model.towingKg === null ? t('utility.figures.noTowingShort') : f.kg(model.towingKg)}</dd>
          </div>
        </dl>
        {count !== null ? <p className="utility-card__stock">{t('utility.inStock', { count })}</p> : null}
      </div>
    </article>
  );
}
