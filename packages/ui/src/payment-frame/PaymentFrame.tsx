import { useEffect, useState } from 'react';
import { PAYMENT_FRAME_LOADER_MS } from '@wallet/domain';
import './PaymentFrame.css';

export interface PaymentFrameProps {
  /** The payment page's address; null while the shell waits for it (loader only). */
  src: string | null;
  onClose: () => void;
  title?: string;
  /** The loader hides on load or after this long (15 s). */
  loaderTimeoutMs?: number;
  closeLabel?: string;
}

/**
 * The sandbox of the external payment page. Payment pages run scripts, post forms, keep their own
 * cookies (so same-origin for themselves: the frame's origin is the provider's, never ours),
 * open bank or 3-D Secure pop-ups (which stay sandboxed) and may leave the frame on the player's tap.
 * Not allowed: top navigation without a tap, modals, downloads, pointer lock, presentation.
 */
export const PAYMENT_FRAME_SANDBOX =
  'allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation-by-user-activation';

/** The external payment page in a frame, with its loader and Close. */
export function PaymentFrame({
  src,
  onClose,
  title = 'Trang thanh toán',
  loaderTimeoutMs = PAYMENT_FRAME_LOADER_MS,
  closeLabel = 'Đóng',
}: PaymentFrameProps) {
  const [loading, setLoading] = useState(true);
  const [loadingFor, setLoadingFor] = useState(src);
  if (loadingFor !== src) {
    // A new page: its loader shows again.
    setLoadingFor(src);
    setLoading(true);
  }

  useEffect(() => {
    if (!src) return undefined;
    const timer = setTimeout(() => setLoading(false), loaderTimeoutMs);
    return () => clearTimeout(timer);
  }, [src, loaderTimeoutMs]);

  return (
    <section className="ui-pay-frame" aria-label={title}>
      <div className="ui-pay-frame__bar">
        <h2 className="ui-pay-frame__title">{title}</h2>
        <button type="button" className="ui-btn ui-btn--ghost" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      <div className="ui-pay-frame__body">
        {src ? (
          <iframe
            className="ui-pay-frame__frame"
            src={src}
            title={title}
            sandbox={PAYMENT_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
            allow="clipboard-write"
            onLoad={() => setLoading(false)}
          />
        ) : null}
        {loading ? (
          <div className="ui-pay-frame__loader" role="status">
            <span className="ui-spinner" aria-hidden="true" />
            <span>LOADING...</span>
          </div>
        ) : null}
      </div>
    </section>
  );
}
