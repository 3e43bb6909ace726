import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  text: string;
  /** A button or link under the text ('add bank'). */
  action?: ReactNode;
  icon?: ReactNode;
}

/** The text shown for an empty list ('Không có giao dịch', 'Hiện tại không có ngân hàng nào…'). */
export function EmptyState({ text, action, icon }: EmptyStateProps) {
  return (
    <div className="ui-empty">
      <div className="ui-empty__icon" aria-hidden="true">
        {icon ?? '∅'}
      </div>
      <p className="ui-empty__text">{text}</p>
      {action ? <div className="ui-empty__action">{action}</div> : null}
    </div>
  );
}
