import { RETRY_LABEL } from '@wallet/domain';
import { ErrorIcon } from '../icons/Icons';
import { SubmitButton } from '../submit-button/SubmitButton';
import './ErrorState.css';

export interface ErrorStateProps {
  /** Why the list could not be shown ('Lỗi mạng', 'Đã xảy ra lỗi, …'). */
  message: string;
  onRetry: () => void;
  /** The retry runs: the button is disabled and spins. */
  retrying?: boolean;
  retryLabel?: string;
}

/** A failed load, in place of the list: what went wrong and 'Thử lại'. Not an empty list. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  retryLabel = RETRY_LABEL,
}: ErrorStateProps) {
  return (
    <div className="ui-error-state" role="alert">
      <ErrorIcon className="ui-error-state__icon" size={40} />
      <p className="ui-error-state__text">{message}</p>
      <SubmitButton
        type="button"
        variant="ghost"
        block={false}
        pending={retrying}
        slowAfterMs={false}
        onClick={onRetry}
      >
        {retryLabel}
      </SubmitButton>
    </div>
  );
}
