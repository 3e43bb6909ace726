import { LOADING_LABEL } from '@wallet/domain';
import './LoadingBlock.css';

export interface LoadingBlockProps {
  /** What a screen reader hears; the eye sees only the spinner. */
  label?: string;
}

/** A list or page part that is loading: a centred spinner, named for screen readers. */
export function LoadingBlock({ label = LOADING_LABEL }: LoadingBlockProps) {
  return (
    <div className="ui-loading-block" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
