import { useState } from 'react';
import { useLocation } from 'react-router';
import { WAITING_DEPOSIT_BLOCKS_NEW } from '@wallet/domain';
import { PendingDeposit } from '../../components/pending-deposit/PendingDeposit';
import { fromDepositResult } from '../../components/pending-deposit/details';
import { useWaitingDeposit } from '../../components/waiting-deposit/useWaitingDeposit';
import { WaitingDepositCard } from '../../components/waiting-deposit/WaitingDepositCard';
import { DepositStart } from './DepositStart';
import { depositInHistory } from './history-entry';
import './DepositPage.css';

/**
 * Step 1. Issue 47 §2 "While a QR deposit is waiting, /deposit … show[s] it first … instead of an
 * empty form and a refusal": the upstream refuses a second deposit (YOU_HAVE_PENDING_TRANSACTION),
 * so the waiting one takes the form's place. Until the history answers, or when it cannot, the form
 * shows as it always did. Once it answered with none waiting, the form stays: a later reading (the
 * money guard's after a lost answer, a return to the tab) never takes it, or the dialog it shows,
 * from under the player; a deposit made elsewhere meanwhile is still refused with its reason.
 */
function DepositStep1() {
  const { deposit, settled } = useWaitingDeposit();
  const [formKept, setFormKept] = useState(false);
  if (!formKept && settled && deposit === null) setFormKept(true);
  return deposit && !formKept ? (
    <WaitingDepositCard deposit={deposit} note={WAITING_DEPOSIT_BLOCKS_NEW} />
  ) : (
    <DepositStart />
  );
}

/**
 * 000 §2 "Deposit page (/deposit, optional query initial), title 'Nạp Tiền', three modes": step1
 * (the form), step2 (the QR transfer) and redirectPage (the payment frame). The mode after step1
 * is the deposit the history entry holds (history.ts).
 */
export default function DepositPage() {
  const deposit = depositInHistory(useLocation().state);
  return (
    <main className="deposit-page">
      {deposit ? (
        <PendingDeposit key={deposit.transaction_id} details={fromDepositResult(deposit)} />
      ) : (
        <DepositStep1 />
      )}
    </main>
  );
}
