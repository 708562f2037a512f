'use client';

import { PREFETCH_IN_VIEW_ATTRIBUTE } from '../../navigation/prefetch';
import { KeepButtons, type KeepTexts } from '../favourites/keep-buttons';
import { CARD_HEIGHT, CARD_WIDTH, cardOfRow, type CardRow, type CardView } from './model';

/**
 * One vehicle of a result list: photo in a fixed-ratio box, title, year · mileage · fuel ·
 * gearbox, the price of the chosen price type (for financing: the instalment and the APR alike, then the
 * representative example whole) and CO2.
 * The title is the link; the whole card is clickable through CSS.
 *
 * A client component on purpose, although it has no state: a page of results repeats the same
 * markup 24 times, and an RSC payload carries every element of a server component again for
 * hydration. Sent as data (`CardView`, built on the server by `cardView`), a card costs a fifth of
 * the bytes and of the server's serialize-and-parse work (measured with `npm run bench`); as rows
 * (`CardRow`), without the key names.
 */

/** How wide cards are: one column on phones, then 16–25rem in the grid. */
const CARD_SIZES = '(min-width: 36rem) 25rem, calc(100vw - 2rem)';

/**
 * `eager`: the photo loads at once (the first row, likely on screen); `priority`: it is the page's
 * largest image at first paint on a phone (the first card), so the browser fetches it first.
 */
export function VehicleCardView({
  view,
  eager = false,
  priority = false,
  keep,
  headingLevel = 3,
}: {
  view: CardView;
  eager?: boolean;
  priority?: boolean;
  /** the heart and compare toggle of the card (favourites), when the list offers them */
  keep?: KeepTexts;
  /** the title's level: 3 under a list's h2, 2 where the list sits right under the page's h1 */
  headingLevel?: 2 | 3;
}) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="vehicle-card">
      <div className="vehicle-card__media">
        {view.image ? (
          <img
            src={view.image.src}
            srcSet={view.image.srcSet ?? undefined}
            sizes={view.image.srcSet ? CARD_SIZES : undefined}
            alt=""
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
          />
        ) : null}
        <span className="vehicle-card__badge">{view.badge}</span>
      </div>
      <div className="vehicle-card__body">
        <Title className="vehicle-card__title">
          <a href={view.href}>
            {view.name} <span className="vehicle-card__trim">{view.trim}</span>
          </a>
        </Title>
        <p className="vehicle-card__facts">{view.facts}</p>
        <p className="vehicle-card__price">
          <strong>{view.price}</strong>
          {view.priceNote ? <span className="vehicle-card__monthly">{` ${view.priceNote}`}</span> : null}
          {/* the APR as prominent as the instalment: the same size and weight (docs/credit-law.md) */}
          {view.apr ? (
            <>
              {' · '}
              <strong data-credit-apr>{view.apr}</strong>
            </>
          ) : null}
        </p>
        {view.credit ? (
          <p className="vehicle-card__credit" data-credit-example>
            {view.creditHref ? <a href={view.creditHref}>{view.credit}</a> : view.credit}
          </p>
        ) : null}
        <p className="vehicle-card__co2">{view.co2}</p>
      </div>
      {/* after the title in reading and tab order (the title is the card's link); drawn over the photo's corner */}
      {keep ? <KeepButtons id={view.id} name={`${view.name} ${view.trim}`.trim()} texts={keep} className="vehicle-card__keep" /> : null}
    </article>
  );
}

/**
 * A list of cards, given as rows (`CardRow`: a card's fields without their key names, for a smaller
 * RSC payload); the first `eager` photos load at once (above the fold), the others lazily. `keep`
 * (the toggles' words, given once for the whole list) adds each card's heart and compare toggle;
 * `headingLevel` the level of the cards' titles, so that no page skips one. A list of a page's main
 * results has its first links that come into view fetched ahead (src/navigation); an aside (the
 * similar vehicles) says `inViewPrefetch={false}` and is fetched only on the visitor's intent.
 */
export function VehicleCardList({
  cards,
  className,
  eager = 0,
  keep,
  headingLevel,
  inViewPrefetch = true,
}: {
  cards: readonly CardRow[];
  className: string;
  eager?: number;
  keep?: KeepTexts;
  /** the cards' title level (`VehicleCardView`) */
  headingLevel?: 2 | 3;
  /** whether the list is a page's main results, whose links are fetched ahead as they come into view */
  inViewPrefetch?: boolean;
}) {
  return (
    <ul className={className} {...(inViewPrefetch ? { [PREFETCH_IN_VIEW_ATTRIBUTE]: '' } : {})}>
      {cards.map(cardOfRow).map((view, i) => (
        <li key={view.id}>
          <VehicleCardView view={view} eager={i < eager} priority={eager > 0 && i === 0} keep={keep} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
