import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import './Tabs.css';

export interface TabItem<V extends string | number> {
  value: V;
  label: string;
}

export interface TabsProps<V extends string | number> {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  /** The selected tab's panel. */
  children?: ReactNode;
}

/** Tabs with arrow-key movement (deposit 'Nạp Tiền' / withdraw 'Rút Tiền'). */
export function Tabs<V extends string | number>({
  label,
  tabs,
  value,
  onChange,
  children,
}: TabsProps<V>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? tabs.length - 1
          : (index + delta + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (tab) onChange(tab.value);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className="ui-tabs">
      {/* Roving tabindex (WAI-ARIA tabs pattern): the selected tab takes the focus, not the list;
          the arrow keys move it from tab to tab through the list's handler. */}
      {/* oxlint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        className="ui-tabs__list"
        role="tablist"
        aria-label={label}
        ref={listRef}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className={cx('ui-tabs__tab', i === index && 'is-active')}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="ui-tabs__panel"
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${index}`}
      >
        {children}
      </div>
    </div>
  );
}
