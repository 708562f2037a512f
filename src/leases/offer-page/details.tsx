import type { ReactNode } from 'react';
import type { LeaseOffer } from '../types';

/** The offer's facts as a description list. */
export function OfferFacts({ title, facts }: { title: string; facts: readonly [string, ReactNode][] }) {
  return (
    <section className="lease-section" aria-labelledby="lease-facts">
      <h2 id="lease-facts">{title}</h2>
      <dl className="lease-facts">
        {facts.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The standard equipment (nothing when the offer lists none). */
export function OfferEquipment({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="lease-section" aria-labelledby="lease-equipment">
      <h2 id="lease-equipment">{title}</h2>
      <ul className="lease-list-check">
        {items.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </section>
  );
}

/** What the contract includes and what it excludes, side by side. */
export function OfferContract({
  offer,
  titles,
}: {
  offer: Pick<LeaseOffer, 'contractIncluded' | 'contractExcluded'>;
  titles: { included: string; excluded: string };
}) {
  return (
    <div className="lease-contract">
      <section className="lease-section" aria-labelledby="lease-included">
        <h2 id="lease-included">{titles.included}</h2>
        <ul className="lease-list-check" data-contract="included">
          {offer.contractIncluded.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </section>
      <section className="lease-section" aria-labelledby="lease-excluded">
        <h2 id="lease-excluded">{titles.excluded}</h2>
        <ul className="lease-list-cross" data-contract="excluded">
          {offer.contractExcluded.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
