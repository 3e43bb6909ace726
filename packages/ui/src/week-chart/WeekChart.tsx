import { Money } from '../money-mask/MoneyMask';
import { useId } from 'react';
import { cx } from '../shared/cx';
import './WeekChart.css';

export interface ChartSeries {
  label: string;
  /** The bar's colour: money in, money out. */
  tone: 'in' | 'out';
}

export interface ChartGroup {
  /** The group's name under its bars ('23/11', a week's Monday). */
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

export interface WeekChartProps {
  /** What the chart shows ('Nạp và rút theo tuần'). */
  title: string;
  /** A word after the title ('12 tuần gần nhất'). */
  note?: string;
  series: ChartSeries[];
  /** Oldest first. */
  groups: ChartGroup[];
  /** A value as the page writes it ('1,000,000 VND'). */
  formatValue: (value: number) => string;
  /** The first column of the table screen readers read ('Tuần từ'). */
  groupHeader: string;
  /** The scale: 'Cao nhất', before the tallest bar's value. */
  maxLabel: string;
  /** Said instead of bars when every value is 0. */
  emptyText: string;
  /**
   * The values are on their way (marked busy). With no groups, loading or not (a failed load), the
   * chart keeps its height with nothing drawn.
   */
  loading?: boolean;
}

/** More groups than this and every other label is left out, so that none overlaps. */
const ALL_LABELS_UP_TO = 6;

/**
 * A small bar chart of a few series per group, drawn with the page's own boxes (no chart library,
 * nothing to load): the eye reads bars scaled to the tallest, screen readers a table of the values.
 */
export function WeekChart({
  title,
  note,
  series,
  groups,
  formatValue,
  groupHeader,
  maxLabel,
  emptyText,
  loading = false,
}: WeekChartProps) {
  const titleId = useId();
  const max = Math.max(0, ...groups.flatMap((group) => group.values));
  const empty = groups.length > 0 && max === 0;
  const lastIndex = groups.length - 1;
  const labelled = (i: number) => groups.length <= ALL_LABELS_UP_TO || (lastIndex - i) % 2 === 0;
  return (
    <figure className="ui-chart" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <figcaption className="ui-chart__caption">
        <span className="ui-chart__title" id={titleId}>
          {title}
        </span>
        {note ? <span className="ui-chart__note">{note}</span> : null}
      </figcaption>
      <div className="ui-chart__legend" aria-hidden="true">
        {series.map((s) => (
          <span key={s.label} className="ui-chart__key">
            <span className={cx('ui-chart__swatch', `is-${s.tone}`)} />
            {s.label}
          </span>
        ))}
        {max > 0 ? (
          <span className="ui-chart__max">
            {maxLabel}: <Money>{formatValue(max)}</Money>
          </span>
        ) : null}
      </div>
      {empty ? (
        <p className="ui-chart__empty">{emptyText}</p>
      ) : (
        <div className="ui-chart__plot" aria-hidden="true">
          {groups.map((group, i) => (
            <div key={group.label} className="ui-chart__group">
              <div className="ui-chart__bars">
                {group.values.map((value, j) => (
                  <span
                    key={series[j]?.label ?? j}
                    className={cx('ui-chart__bar', `is-${series[j]?.tone ?? 'in'}`)}
                    // A share of the plot's height: set through the DOM, which the site's
                    // style-src policy allows (an inline style attribute it would not).
                    style={{ height: `${(value / max) * 100}%` }}
                  />
                ))}
              </div>
              <span className="ui-chart__label">{labelled(i) ? group.label : ''}</span>
            </div>
          ))}
        </div>
      )}
      {groups.length === 0 || empty ? null : (
        <table className="visually-hidden" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{groupHeader}</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.label}>
                <th scope="row">{group.label}</th>
                {group.values.map((value, j) => (
                  <td key={series[j]?.label ?? j}>
                    <Money>{formatValue(value)}</Money>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
