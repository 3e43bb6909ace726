import type { ReactNode } from 'react';
import { CopyButton } from '../copy-button/CopyButton';
import './TransactionDetailList.css';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Offers a copy button for this text. */
  copyText?: string;
}

/** A read-only list of a transaction's details (label and value), optionally copyable. */
export function TransactionDetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="ui-detail-list">
      {items.map((item) => (
        <div key={item.label} className="ui-detail-list__row">
          <dt>{item.label}</dt>
          <dd>
            <span>{item.value}</span>
            {item.copyText ? (
              <CopyButton text={item.copyText} label={item.label.toLowerCase()} />
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
