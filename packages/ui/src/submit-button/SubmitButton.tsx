import { useEffect, useRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { cx } from '../shared/cx';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** The request runs: disabled, spinner, aria-busy. */
  pending?: boolean;
  /** Read by screen readers while pending. */
  pendingLabel?: string;
  variant?: 'primary' | 'ghost' | 'danger';
  block?: boolean;
  type?: 'submit' | 'button';
}

/**
 * A submit button that cannot submit twice: disabled while `pending`, and a second tap that
 * arrives before the owner has turned `pending` on is swallowed.
 */
export function SubmitButton({
  pending = false,
  pendingLabel = 'Đang xử lý',
  variant = 'primary',
  block = true,
  type = 'submit',
  className,
  disabled,
  children,
  onClick,
  ...rest
}: SubmitButtonProps) {
  const lockedRef = useRef(false);
  useEffect(() => {
    if (!pending) {
      // Released once the owner's request is over (or never started: a short grace).
      const timer = setTimeout(() => {
        lockedRef.current = false;
      }, 400);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [pending]);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending || lockedRef.current) {
      event.preventDefault();
      return;
    }
    lockedRef.current = true;
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={cx('ui-btn', `ui-btn--${variant}`, block && 'ui-btn--block', className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={handleClick}
    >
      {pending ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {children}
      {pending ? <span className="visually-hidden">, {pendingLabel}</span> : null}
    </button>
  );
}
