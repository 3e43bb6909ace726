import { useId } from 'react';
import { RETRY_LABEL } from '@wallet/domain';
import { cx } from '../shared/cx';
import './RejectionReason.css';

/** Where the reason stands: not asked, on its way, read (the reason, or that there is none), failed. */
export type ReasonState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'shown'; text: string }
  | { kind: 'failed'; retrying: boolean };

export interface RejectionReasonProps {
  state: ReasonState;
  /** The player taps the control: open (and ask), or close. */
  onToggle: () => void;
  onRetry: () => void;
  /** The control's word: 'Lý do'. */
  label: string;
  /** Said while the reason is on its way: 'Đang tải lý do…'. */
  loadingText: string;
  /** Said when it could not be read: 'Không đọc được lý do từ chối.' */
  failedText: string;
  retryLabel?: string;
}

/**
 * A rejected transaction's reason, under its row: a control that opens a line with the reason,
 * which the shell fetches when asked. What the line says as the answer comes is read out.
 */
export function RejectionReason({
  state,
  onToggle,
  onRetry,
  label,
  loadingText,
  failedText,
  retryLabel = RETRY_LABEL,
}: RejectionReasonProps) {
  const panelId = useId();
  const open = state.kind !== 'closed';
  return (
    <div className="ui-reason">
      <button
        type="button"
        className={cx('ui-reason__toggle', open && 'is-open')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {label}
        <span className="ui-reason__chevron" aria-hidden="true" />
      </button>
      <div id={panelId} className="ui-reason__panel" aria-live="polite" hidden={!open}>
        {state.kind === 'loading' ? (
          <p className="ui-reason__text is-muted">
            <span className="ui-spinner" aria-hidden="true" /> {loadingText}
          </p>
        ) : state.kind === 'shown' ? (
          <p className="ui-reason__text">{state.text}</p>
        ) : state.kind === 'failed' ? (
          <p className="ui-reason__text is-failed">
            {failedText}{' '}
            <button
              type="button"
              className="ui-reason__retry"
              onClick={onRetry}
              disabled={state.retrying}
              aria-busy={state.retrying || undefined}
            >
              {retryLabel}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
