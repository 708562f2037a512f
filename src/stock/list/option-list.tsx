'use client';

import { OPTION_DISABLED, OPTION_SELECTED, type OptionRow } from './model';

/**
 * The checkboxes of one filter, with each option's count; an option that would give no vehicle is
 * disabled. A client component only to be sent as data: the brand filter alone repeats this
 * markup 40 times, and as a server component every element of it travels again in the RSC payload.
 */
export function OptionList({ name, options, scroll }: { name: string; options: readonly OptionRow[]; scroll?: boolean | undefined }) {
  return (
    <ul className={scroll ? 'stock-options stock-options--scroll' : 'stock-options'}>
      {options.map(([value, label, count, state]) => (
        <li key={value} className="stock-option" data-disabled={state === OPTION_DISABLED ? 'true' : undefined}>
          <label>
            <input
              type="checkbox"
              name={name}
              value={value}
              defaultChecked={state === OPTION_SELECTED}
              disabled={state === OPTION_DISABLED}
            />
            <span className="stock-option__label">{label}</span>
            <span className="stock-option__count">{count}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
