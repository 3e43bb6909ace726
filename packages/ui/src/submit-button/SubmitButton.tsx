import { useEffect, useState, type ButtonHTMLAttributes } from 'react';
import { STILL_WORKING_TEXT } from '@wallet/domain';
import { cx } from '../shared/cx';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The request runs: disabled, spinner, aria-busy. */
  pending?: boolean;
  /** Read by screen readers while pending. */
  pendingLabel?: string;
  /**
   * After this long pending the button says 'Đang xử lý, vui lòng chờ…', so a player whose money
   * request is slow (it is never aborted) waits instead of leaving. `false`: never.
   */
  slowAfterMs?: number | false;
  variant?: 'primary' | 'ghost' | 'danger';
  block?: boolean;
  type?: 'submit' | 'button';
}

/** True once `pending` has lasted `afterMs`; false again as soon as it ends. */
function useSlow(pending: boolean, afterMs: number | false): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!pending || afterMs === false) return undefined;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [pending, afterMs]);
  return pending && slow;
}

/**
 * A submit button, disabled while `pending` or `disabled`. It never swallows a tap by itself: the
 * form's guard (`useForm`) decides whether a submit is accepted, so a form whose entry was invalid
 * submits on the next tap once corrected.
 */
export function SubmitButton({
  pending = false,
  pendingLabel = 'Đang xử lý',
  slowAfterMs = 8000,
  variant = 'primary',
  block = true,
  type = 'submit',
  className,
  disabled,
  children,
  ...rest
}: SubmitButtonProps) {
  const slow = useSlow(pending, slowAfterMs);
  return (
    <button
      {...rest}
      type={type}
      className={cx('ui-btn', `ui-btn--${variant}`, block && 'ui-btn--block', className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {slow ? STILL_WORKING_TEXT : children}
      {pending && !slow ? <span className="visually-hidden">, {pendingLabel}</span> : null}
    </button>
  );
}
