import { LOADING_LABEL } from '@wallet/domain';
import { cx } from '../shared/cx';
import './LoadingBlock.css';

export interface LoadingBlockProps {
  /** What a screen reader hears; the eye sees only the spinner, unless `inline`. */
  label?: string;
  /**
   * A line of a card rather than a list's place: the spinner beside its label, which shows, in the
   * text's own size and colour, with no room kept.
   */
  inline?: boolean;
}

/** A list or page part that is loading: a centred spinner, named for screen readers. */
export function LoadingBlock({ label = LOADING_LABEL, inline = false }: LoadingBlockProps) {
  return (
    <div className={cx('ui-loading-block', inline && 'ui-loading-block--inline')} role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className={inline ? undefined : 'visually-hidden'}>{label}</span>
    </div>
  );
}
