import { useNavigate } from 'react-router';
import { ErrorDialog, PendingTransactionDialog } from '@wallet/ui';
import { href } from '../../lib/paths';
import { MoneyOutcomeDialog } from '../../components/money-outcome/MoneyOutcomeDialog';
import type { DepositFailure } from './useSendDeposit';

/**
 * The answers of 000 §8 "Deposit (page)": a pending request sends the player to /transections; a
 * lost answer says what the history showed and offers it; anything else is a popup, after which
 * the form is as it was (another bank can be chosen, the amount is kept).
 */
export function DepositFailureDialogs({
  failure,
  onClose,
}: {
  failure: DepositFailure | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const text = failure?.view.text ?? '';
  return (
    <>
      {/* The upstream's pending-deposit answer carries no game link (openapi: createDeposit 400). */}
      <PendingTransactionDialog
        open={failure?.dialog === 'pending'}
        message={text}
        onClose={() => {
          onClose();
          navigate(href('/transections'));
        }}
      />
      <MoneyOutcomeDialog
        open={failure?.dialog === 'outcome-unknown'}
        text={text}
        onClose={onClose}
      />
      <ErrorDialog open={failure?.dialog === 'error'} message={text} onClose={onClose} />
    </>
  );
}
