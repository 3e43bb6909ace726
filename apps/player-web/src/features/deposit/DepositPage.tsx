import { useLocation } from 'react-router';
import { PendingDeposit } from '../../components/pending-deposit/PendingDeposit';
import { fromDepositResult } from '../../components/pending-deposit/details';
import { DepositStart } from './DepositStart';
import { depositInHistory } from './history-entry';
import './DepositPage.css';

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
        <DepositStart />
      )}
    </main>
  );
}
