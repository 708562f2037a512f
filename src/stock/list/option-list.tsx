'use client';

import type { FilterOption } from './model';

/**
 * The checkboxes of one filter, with each option's count; an option that would give no vehicle is
 * disabled. A client component only to be sent as data: the brand filter alone repeats this
 * markup 40 times, and as a server component every element of it travels again in the RSC payload.
 */
export function OptionList({ name, options, scroll }: { name: string; options: FilterOption[]; scroll?: boolean | undefined }) {
  return (
    <ul className={scroll ? 'stock-options stock-options--scroll' : 'stock-options'}>
      {options.map((o) => (
        <li key={o.value} className="stock-option" data-disabled={o.disabled ? 'true' : undefined}>
          <label>
            <input type="checkbox" name={name} value={o.value} defaultChecked={o.selected} disabled={o.disabled} />
            <span className="stock-option__label">{o.label}</span>
            <span className="stock-option__count">{o.count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
