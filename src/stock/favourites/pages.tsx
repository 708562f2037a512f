import type { CSSProperties, ReactNode } from 'react';
import { sizedImage } from '../../content/images';
import { getTranslator } from '../../i18n/server';
import { href } from '../../routing';
import type { Locale } from '../../routing/locales';
import { PageHead } from '../../seo/head';
import { siteOrigin } from '../../seo/urls';
import { cardView } from '../list/card-view';
import { VehicleCardList } from '../list/vehicle-card';
import { cardRow, type CardView } from '../list/model';
import { vehicleCard } from '../document';
import { getVehicles } from '../search';
import type { Vehicle } from '../types';
import { compareGroups, compareLenders, type CompareGroup } from './compare-table';
import { CreditNotice } from '../financing/notice';
import { idsFromQuery, idsQuery, MAX_COMPARE, MAX_FAVOURITES, MIN_COMPARE } from './ids';
import { OpenKeptList } from './kept-links';
import { keepTexts } from './texts';
import './favourites.css';
// the stock's vehicle cards and their grid
import '../list/vehicle-cards.css';

/**
 * The favourites page and the comparison: both rendered by the server from the ids in their address
 * (`?ids=101,205`), so they work without JavaScript, can be shared, and show what the stock holds
 * now (a vehicle sold since it was kept is shown as sold). Neither is indexed: each visitor's list
 * is their own.
 */

/** The vehicles of `ids` that the stock still has, in the order of `ids`; the others are sold. */
async function keptVehicles(ids: readonly number[]): Promise<{ found: Vehicle[]; sold: number[] }> {
  const vehicles = ids.length > 0 ? await getVehicles(ids) : [];
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  return { found: ids.flatMap((id) => byId.get(id) ?? []), sold: ids.filter((id) => !byId.has(id)) };
}

export type FavouritesData = { locale: Locale; ids: number[]; cards: CardView[]; found: number[]; sold: number[] };

/** Throws StockUnavailableError when the engine is down (the 503 screen). */
export async function loadFavourites(locale: Locale, query: URLSearchParams): Promise<FavouritesData> {
  const ids = idsFromQuery(query, MAX_FAVOURITES);
  const { found, sold } = await keptVehicles(ids);
  const cards = found.map((v) => cardView(locale, vehicleCard(v), 'purchase'));
  return { locale, ids, cards, found: found.map((v) => v.id), sold };
}

/** The shortlist's lead form (src/forms), composed in by the route, and its section's id (linked from the top). */
export type ShortlistSlot = { form: ReactNode; anchor: string } | undefined;

function SendShortlistLink({ locale, shortlist }: { locale: Locale; shortlist: ShortlistSlot }) {
  if (!shortlist) return null;
  return (
    <a className="button button--primary" href={`#${shortlist.anchor}`} data-action="send-shortlist">
      {getTranslator(locale, 'favourites')('sendShortlist')}
    </a>
  );
}

export function FavouritesPage({
  data: { locale, ids, cards, found, sold },
  shortlist,
}: {
  data: FavouritesData;
  shortlist?: ShortlistSlot;
}) {
  const t = getTranslator(locale, 'favourites');
  const self = href(locale, 'favourites');
  const shareUrl = `${siteOrigin()}${self}${idsQuery(ids)}`;
  const comparable = found.slice(0, MAX_COMPARE);
  return (
    <>
      <PageHead locale={locale} title={t('title')} description={t('description')} canonical={null} noindex />
      <div className="favourites container">
        <h1>{t('title')}</h1>
        {ids.length === 0 ? (
          <>
            <p>{t('empty')}</p>
            <p>
              <a className="button button--primary" href={href(locale, 'stockList')}>
                {t('browse')}
              </a>
            </p>
            <OpenKeptList href={self} />
            {shortlist?.form}
          </>
        ) : (
          <>
            <p className="favourites__intro">{t('intro', { count: ids.length })}</p>
            <p className="favourites__share">
              {t('share')} : <a href={`${self}${idsQuery(ids)}`}>{shareUrl}</a>
            </p>
            <p className="favourites__actions">
              {comparable.length >= MIN_COMPARE ? (
                <a className="button" href={`${href(locale, 'compare')}${idsQuery(comparable)}`}>
                  {t('compareThese')}
                </a>
              ) : null}
              <SendShortlistLink locale={locale} shortlist={found.length > 0 ? shortlist : undefined} />
            </p>
            <VehicleCardList
              cards={cards.map(cardRow)}
              className="stock-grid favourites__cards"
              eager={4}
              keep={keepTexts(locale)}
              headingLevel={2}
            />
            {sold.length > 0 ? (
              <ul className="favourites__sold">
                {sold.map((id) => (
                  <li key={id} data-sold-vehicle={id}>
                    {t('sold', { id: String(id) })}
                  </li>
                ))}
              </ul>
            ) : null}
            {shortlist?.form}
          </>
        )}
      </div>
    </>
  );
}

/** `lenders`: the lenders of the compared vehicles' financing; none when no vehicle shows a monthly figure. */
export type CompareData = { locale: Locale; vehicles: Vehicle[]; groups: CompareGroup[]; sold: number[]; lenders: string[] };

export async function loadCompare(locale: Locale, query: URLSearchParams): Promise<CompareData> {
  const { found, sold } = await keptVehicles(idsFromQuery(query, MAX_COMPARE));
  const comparable = found.length >= MIN_COMPARE;
  return {
    locale,
    vehicles: found,
    groups: comparable ? compareGroups(locale, found) : [],
    sold,
    lenders: comparable ? compareLenders(locale, found) : [],
  };
}

export function ComparePage({
  data: { locale, vehicles, groups, sold, lenders },
  shortlist,
}: {
  data: CompareData;
  shortlist?: ShortlistSlot;
}) {
  const t = getTranslator(locale, 'favourites');
  return (
    <>
      <PageHead locale={locale} title={t('compareTitle')} description={t('compareDescription')} canonical={null} noindex />
      <div className="compare container">
        <h1>{t('compareTitle')}</h1>
        {sold.map((id) => (
          <p key={id} className="compare__sold" data-sold-vehicle={id}>
            {t('sold', { id: String(id) })}
          </p>
        ))}
        {vehicles.length < MIN_COMPARE ? (
          <>
            <p>{t('compareTooFew')}</p>
            <p>
              <a className="button button--primary" href={href(locale, 'stockList')}>
                {t('browse')}
              </a>
            </p>
            {shortlist?.form}
          </>
        ) : (
          <>
            {lenders.length > 0 ? <CreditNotice locale={locale} lenders={lenders} /> : null}
            <p className="compare__legend">{t('differsLegend')}</p>
            <p>
              <SendShortlistLink locale={locale} shortlist={shortlist} />
            </p>
            {/* a wide table scrolls sideways inside its own region on a phone, the labels staying in view;
                the region takes focus so a keyboard can scroll it (axe: scrollable-region-focusable) */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <section className="compare__scroll" aria-label={t('compareTable', { count: vehicles.length })} tabIndex={0}>
              <table className="compare__table" style={{ '--compare-vehicles': vehicles.length } as CSSProperties}>
                <thead>
                  <tr>
                    <td />
                    {vehicles.map((v) => (
                      <th key={v.id} scope="col" data-vehicle-id={v.id}>
                        {v.images[0] ? (
                          <img src={sizedImage(v.images[0].src, 240, 160)} alt="" width={240} height={160} loading="lazy" />
                        ) : null}
                        <a href={href(locale, 'vehicle', { vehicle: v.param })}>{v.title}</a>
                      </th>
                    ))}
                  </tr>
                </thead>
                {groups.map((group) => (
                  <tbody key={group.key}>
                    <tr className="compare__group">
                      <th scope="colgroup" colSpan={vehicles.length + 1}>
                        {group.title}
                      </th>
                    </tr>
                    {group.rows.map((r) => (
                      <tr key={r.key} className={r.differs ? 'compare__row compare__row--differs' : 'compare__row'} data-row={r.key}>
                        <th scope="row">
                          {r.label}
                          {r.differs ? <span className="compare__differs">{` (${t('differs')})`}</span> : null}
                        </th>
                        {r.values.map((value, i) => (
                          <td
                            key={vehicles[i]!.id}
                            {...(r.creditExample && vehicles[i]!.financing[r.key.startsWith('business') ? 'business' : 'private']
                              ? { 'data-credit-example': '' }
                              : {})}
                          >
                            {value}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </section>
            {shortlist?.form}
          </>
        )}
      </div>
    </>
  );
}
