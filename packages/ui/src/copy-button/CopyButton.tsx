import { useEffect, useState } from 'react';
import { CopyIcon } from '../icons/Icons';
import { cx } from '../shared/cx';
import { writeClipboard } from '../shared/clipboard';
import './CopyButton.css';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied, for the accessible name: 'Sao chép số tài khoản'. */
  label: string;
  /** Shows the label next to the icon. */
  showLabel?: boolean;
  copiedText?: string;
  failedText?: string;
  onCopied?: (text: string) => void;
}

/** Copies a value to the clipboard and says so ('Đã sao chép'). */
export function CopyButton({
  text,
  label,
  showLabel = false,
  copiedText = 'Đã sao chép',
  failedText = 'Không sao chép được',
  onCopied,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="ui-copy">
      <button
        type="button"
        className={cx(showLabel ? 'ui-btn ui-btn--ghost' : 'ui-icon-btn', 'ui-copy__btn')}
        aria-label={showLabel ? undefined : `Sao chép ${label}`}
        onClick={() => {
          // writeClipboard never rejects: a refused copy is `false`, shown as 'failed'.
          void writeClipboard(text).then((ok) => {
            setState(ok ? 'copied' : 'failed');
            if (ok) onCopied?.(text);
          });
        }}
      >
        <CopyIcon size={18} />
        {showLabel ? `Sao chép ${label}` : null}
      </button>
      <span className="ui-copy__status" role="status">
        {state === 'copied' ? copiedText : state === 'failed' ? failedText : ''}
      </span>
    </span>
  );
}
