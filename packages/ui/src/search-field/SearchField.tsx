import { useId, useRef, type KeyboardEvent } from 'react';
import { CloseIcon } from '../icons/CloseIcon';
import { SearchIcon } from '../icons/SearchIcon';
import './SearchField.css';

export interface SearchFieldProps {
  /** The box's name for screen readers, shown as its placeholder: 'Tìm trò chơi'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The clear button's name: 'Xoá tìm kiếm'. It shows while the box holds something. */
  clearLabel: string;
  /** Said politely to screen readers as the results change ('Tìm thấy 2 trò chơi'); '' for nothing. */
  status?: string;
}

/**
 * A search box for a list already on the page: it filters as the player types, with no submit.
 * The phone keyboard's search key closes the keyboard so the results show; Escape or the clear
 * button empties the box and keeps the focus in it.
 */
export function SearchField({ label, value, onChange, clearLabel, status = '' }: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      clear();
    } else if (event.key === 'Enter') {
      event.currentTarget.blur();
    }
  };
  return (
    <div className="ui-search" role="search">
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <SearchIcon className="ui-search__icon" size={20} />
      <input
        ref={input}
        id={id}
        className="ui-search__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {value !== '' ? (
        <button type="button" className="ui-search__clear" aria-label={clearLabel} onClick={clear}>
          <CloseIcon size={18} />
        </button>
      ) : null}
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </div>
  );
}
