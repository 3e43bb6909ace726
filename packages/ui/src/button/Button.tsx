import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { STILL_WORKING_TEXT } from '@wallet/domain';
import { cx } from '../shared/cx';
import { plainLink, type RenderLink } from '../shared/link';
import { useSlow } from './useSlow';

/** `icon`: a bare tap target around an icon; it needs an `aria-label`. */
export type ButtonVariant = 'primary' | 'ghost' | 'danger' | 'icon';

interface ButtonLook {
  variant?: ButtonVariant;
  /** The row's full width. */
  block?: boolean;
  className?: string;
  children?: ReactNode;
}

export interface ButtonAsButtonProps
  extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> {
  href?: undefined;
  /** The request runs: disabled, spinner, aria-busy. */
  pending?: boolean;
  /** Read by screen readers while pending. */
  pendingLabel?: string;
  /**
   * After this long pending the button says 'Đang xử lý, vui lòng chờ…', so a player whose money
   * request is slow (it is never aborted) waits instead of leaving. `false` (the default): never.
   */
  slowAfterMs?: number | false;
}

export interface ButtonAsLinkProps extends ButtonLook {
  href: string;
  /** The shell's router link; a plain anchor without it. Unused when `target` is set. */
  renderLink?: RenderLink;
  /** `_blank` opens another site's page in a new tab, as a plain anchor cut off from this one. */
  target?: '_blank';
  /** A file to save (an app package), not a route: a plain anchor with `download`. */
  download?: boolean;
  onClick?: () => void;
  'aria-label'?: string;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function buttonClass(variant: ButtonVariant, block: boolean, className?: string) {
  const look = variant === 'icon' ? 'ui-icon-btn' : `ui-btn ui-btn--${variant}`;
  return cx(look, block && 'ui-btn--block', className);
}

/**
 * The kit's button: a `<button type="button">` unless told otherwise, or a link that looks like
 * one when given `href`, so apps never spell the kit's class names.
 */
export function Button(props: ButtonProps) {
  return props.href !== undefined ? <LinkButton {...props} /> : <NativeButton {...props} />;
}

function NativeButton({
  variant = 'primary',
  block = false,
  pending = false,
  pendingLabel = 'Đang xử lý',
  slowAfterMs = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonAsButtonProps) {
  const slow = useSlow(pending, slowAfterMs);
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass(variant, block, className)}
      disabled={disabled || pending}
      aria-busy={pending ? true : rest['aria-busy']}
    >
      {pending ? <span className="ui-spinner" aria-hidden="true" /> : null}
      {slow ? STILL_WORKING_TEXT : children}
      {pending && !slow ? <span className="visually-hidden">, {pendingLabel}</span> : null}
    </button>
  );
}

function LinkButton({
  href,
  variant = 'primary',
  block = false,
  className,
  children,
  renderLink = plainLink,
  target,
  download,
  onClick,
  'aria-label': ariaLabel,
}: ButtonAsLinkProps) {
  const look = buttonClass(variant, block, className);
  if (download) {
    return (
      <a href={href} download className={look} aria-label={ariaLabel} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (target) {
    return (
      <a
        href={href}
        target={target}
        rel="noopener noreferrer"
        className={look}
        aria-label={ariaLabel}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return renderLink({ href, className: look, children, onClick, 'aria-label': ariaLabel });
}
