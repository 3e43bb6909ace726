import type { ReactNode } from 'react';
import './Notice.css';

export type NoticeTone = 'info' | 'error' | 'success';

/** A line of status text; errors are announced to screen readers. */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <p className={`ui-notice ui-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
