import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../shared/cx';
import { CloseIcon } from '../icons/Icons';
import { lockPageScroll } from './scrollLock';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close control and (unless turned off) on a backdrop tap. */
  onClose?: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** false: a tap on the backdrop does not close (payment, pending and result dialogs). */
  dismissOnBackdrop?: boolean;
  /** Accessible name of the top-right close control; without it there is none. */
  closeLabel?: string;
  /** Names the dialog when there is no visible title. */
  ariaLabel?: string;
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal on the native <dialog>: the page behind is inert and does not scroll, focus
 * stays inside and goes back to the element that opened it when it closes or is unmounted.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  dismissOnBackdrop = true,
  closeLabel,
  ariaLabel,
  role = 'dialog',
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const unlock = lockPageScroll();
      // Runs when `open` turns false and when the Modal is unmounted while open.
      return () => {
        if (dialog.open) dialog.close();
        unlock();
        opener?.focus?.();
      };
    }
    return undefined;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so Escape works the same for real and synthetic keys; no native cancel follows.
      event.preventDefault();
      onCloseRef.current?.();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const items = Array.from(ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !ref.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !ref.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // onKeyDown is the focus trap: Tab and Shift+Tab stay inside the open dialog (WAI-ARIA dialog
    // pattern), which jsx-a11y cannot tell from a handler on static content.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={cx('ui-modal', className)}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // Escape: the owner decides; the dialog only closes when `open` turns false.
        event.preventDefault();
        onCloseRef.current?.();
      }}
      onClose={(event) => {
        // The browser closed it (not us): tell the owner. Our own close() sends this event a task
        // later, when the owner may already have opened it again; that one is not a close.
        if (open && !event.currentTarget.open) onCloseRef.current?.();
      }}
      onClick={(event) => {
        if (dismissOnBackdrop && event.target === event.currentTarget) onCloseRef.current?.();
      }}
    >
      {open ? (
        <div className="ui-modal__panel">
          {title || closeLabel ? (
            <div className="ui-modal__head">
              {title ? (
                <h2 id={titleId} className="ui-modal__title">
                  {title}
                </h2>
              ) : null}
              {closeLabel && onClose ? (
                <button
                  type="button"
                  className="ui-icon-btn ui-modal__x"
                  aria-label={closeLabel}
                  onClick={onClose}
                >
                  <CloseIcon />
                </button>
              ) : null}
            </div>
          ) : null}
          <div className="ui-modal__body">{children}</div>
          {footer ? <div className="ui-modal__footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
