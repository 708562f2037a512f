import { Fold } from './fold';
import { BenefitIcon } from './icons';
import type { Benefit, EquipmentGroup, Fact } from './model';

/** The key facts as a description list (one `<div>` per term and value, laid out as a grid), folded on a phone. */
export function KeyFacts({ title, facts, more }: { title: string; facts: Fact[]; more: string }) {
  return (
    <section className="vehicle-section" aria-labelledby="vehicle-facts-title">
      <h2 id="vehicle-facts-title">{title}</h2>
      <Fold name="vehicle-facts" summary={more}>
        <dl className="vehicle-facts">
          {facts.map((fact) => (
            <div key={fact.key} className={`vehicle-facts__item vehicle-facts__item--${fact.key}`} data-fact={fact.key}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </Fold>
    </section>
  );
}

/** Equipment per category: a heading and a list each, folded on a phone. `more` is the fold's button. */
export function Equipment({ title, groups, more }: { title: string; groups: EquipmentGroup[]; more: (count: number) => string }) {
  if (groups.length === 0) return null;
  return (
    <section className="vehicle-section" aria-labelledby="vehicle-equipment-title">
      <h2 id="vehicle-equipment-title">{title}</h2>
      <Fold name="vehicle-equipment" summary={more(groups.reduce((sum, g) => sum + g.items.length, 0))}>
        <div className="vehicle-equipment">
          {groups.map((group) => (
            <div key={group.key} className="vehicle-equipment__group">
              <h3>{group.title}</h3>
              <ul>
                {group.items.map((item, i) => (
                  <li key={`${i}-${item}`}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Fold>
    </section>
  );
}

/** The seed's four benefits, each with its icon. */
export function Benefits({ title, items }: { title: string; items: { key: Benefit; text: string }[] }) {
  return (
    <section className="vehicle-section vehicle-benefits" aria-labelledby="vehicle-benefits-title">
      <h2 id="vehicle-benefits-title">{title}</h2>
      <ul className="vehicle-benefits__list">
        {items.map((item) => (
          <li key={item.key} className="vehicle-benefits__item" data-benefit={item.key}>
            <BenefitIcon benefit={item.key} />
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
