import { useId } from 'react';
import { cx } from '../shared/cx';
import './FilterChips.css';

export interface FilterChipOption<V extends string> {
  value: V;
  label: string;
}

export interface FilterChipsProps<V extends string> {
  /** The group's name, shown above the chips ('Thời gian', 'Trạng thái'). */
  legend: string;
  options: readonly FilterChipOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * One choice of a few, as a row of chips that wraps on a narrow phone: radio buttons underneath, so
 * a screen reader hears the group, each choice and which is chosen, and the arrow keys move
 * between them.
 */
export function FilterChips<V extends string>({
  legend,
  options,
  value,
  onChange,
}: FilterChipsProps<V>) {
  const name = useId();
  return (
    <fieldset className="ui-chips">
      <legend className="ui-chips__legend">{legend}</legend>
      <div className="ui-chips__row">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx('ui-chips__chip', option.value === value && 'is-active')}
          >
            <input
              className="ui-chips__radio"
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
