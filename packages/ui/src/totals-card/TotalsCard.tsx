import { Money } from '../money-mask/MoneyMask';
import { useId } from 'react';
import { cx } from '../shared/cx';
import './TotalsCard.css';

export interface TotalsItem {
  label: string;
  /** The figure as the shell formats it ('1,000,000 VND'); null while unknown (shown as '–'). */
  value: string | null;
  /** A colour for the figure: money in, money out. */
  tone?: 'in' | 'out';
}

export interface TotalsCardProps {
  /** What the figures are of ('Tổng 7 ngày qua'). */
  title: string;
  items: TotalsItem[];
  /** A line under the figures: what they count. */
  note?: string;
  /** The figures are on their way: '–' stands in, marked busy. */
  loading?: boolean;
}

/** A few labelled figures side by side (the history's deposited, withdrawn and net totals). */
export function TotalsCard({ title, items, note, loading = false }: TotalsCardProps) {
  const titleId = useId();
  return (
    <section className="ui-totals" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 className="ui-totals__title" id={titleId}>
        {title}
      </h2>
      <dl className="ui-totals__list">
        {items.map((item) => (
          <div key={item.label} className="ui-totals__item">
            <dt className="ui-totals__label">{item.label}</dt>
            <dd className={cx('ui-totals__value', item.tone && `is-${item.tone}`)}>
              {item.value === null ? '–' : <Money>{item.value}</Money>}
            </dd>
          </div>
        ))}
      </dl>
      {note ? <p className="ui-totals__note">{note}</p> : null}
    </section>
  );
}
