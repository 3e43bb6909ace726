import type { DepositResult } from '@wallet/api';
import { depositNextStep, PAYMENT_PAGE_LINK_LABEL } from '@wallet/domain';
import { Button } from '@wallet/ui';
import { TransferPanel } from '../../components/pending-deposit/PendingDeposit';
import { fromDepositResult } from '../../components/pending-deposit/details';
import { href } from '../../lib/paths';

/**
 * 000 §4 "Success closes the modal and opens the result modal." The spec says no more, but a
 * deposit is only made once the money is sent: the visitor sees where to send it (the QR and the
 * transfer details, or the payment page's link), as a logged-in player does on /deposit. A visitor
 * has no token, so nothing is polled (docs/decisions.md).
 */
export function TransferDetails({ result }: { result: DepositResult }) {
  const next = depositNextStep(result);
  if (next === 'home') return null;
  if (next === 'redirectPage') {
    return result.payment_url ? (
      <Button href={result.payment_url} target="_blank">
        {PAYMENT_PAGE_LINK_LABEL}
      </Button>
    ) : null;
  }
  // A visitor has no history: a bank app brings them back to home.
  return <TransferPanel details={fromDepositResult(result, href('/'))} />;
}
