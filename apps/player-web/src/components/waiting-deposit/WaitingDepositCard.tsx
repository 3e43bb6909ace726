import { useId, type ReactNode } from 'react';
import type { Transaction } from '@wallet/api';
import {
  depositWaitedText,
  formatTransactionAmount,
  WAITING_DEPOSIT_RESUME,
  WAITING_DEPOSIT_TITLE,
} from '@wallet/domain';
import { Button, Money, useNow } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import './WaitingDeposit.css';

/**
 * Issue 47 §2 "its amount, how long it has waited, and 'Tiếp tục thanh toán', which opens its QR
 * and bank-app button": the deposit's own page shows its QR, or its payment page for a redirect
 * deposit, and checks its status. `note`: a line under the button.
 */
export function WaitingDepositCard({ deposit, note }: { deposit: Transaction; note?: ReactNode }) {
  const titleId = useId();
  // Ticks each second; the text moves by whole minutes.
  const waited = depositWaitedText(deposit.created_at, useNow());
  return (
    <section className="waiting-deposit" aria-labelledby={titleId}>
      <h2 className="waiting-deposit__title" id={titleId}>
        {WAITING_DEPOSIT_TITLE}
      </h2>
      <p className="waiting-deposit__amount">
        <Money>{formatTransactionAmount(deposit.transaction_amount)}</Money>
      </p>
      {waited ? <p className="waiting-deposit__waited">{waited}</p> : null}
      <Button href={href('/transections/:id', { id: deposit.id })} renderLink={routerLink} block>
        {WAITING_DEPOSIT_RESUME}
      </Button>
      {note ? <p className="waiting-deposit__note">{note}</p> : null}
    </section>
  );
}
