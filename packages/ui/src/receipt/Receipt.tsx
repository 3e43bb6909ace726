import { useId, type ReactNode } from 'react';
import { SuccessIcon } from '../icons/Icons';
import {
  TransactionDetailList,
  type DetailItem,
} from '../transaction-detail-list/TransactionDetailList';
import './Receipt.css';

export interface ReceiptProps {
  /** What was done: 'Nạp tiền thành công'. */
  title: string;
  /** The amount moved, with its unit. */
  amount: ReactNode;
  /** Its time, code and whatever else the player may need to show (a copy button on the code). */
  items: DetailItem[];
}

/** A money move that went through, as a player would show it to someone: what, how much, when, which. */
export function Receipt({ title, amount, items }: ReceiptProps) {
  const titleId = useId();
  return (
    <section className="ui-receipt" aria-labelledby={titleId}>
      <SuccessIcon size={40} className="ui-receipt__mark" />
      <h2 id={titleId} className="ui-receipt__title">
        {title}
      </h2>
      <p className="ui-receipt__amount">{amount}</p>
      <TransactionDetailList items={items} />
    </section>
  );
}
