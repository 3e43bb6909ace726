import { useNavigate } from 'react-router';
import { WITHDRAW_ERROR_OK_LABEL, WITHDRAW_REPLACE_PENDING_LABEL } from '@wallet/domain';
import { ErrorDialog, PendingTransactionDialog } from '@wallet/ui';
import { href } from '../../lib/paths';
import { MoneyOutcomeDialog } from '../../components/money-outcome/MoneyOutcomeDialog';
import type { WithdrawFailure } from './useSendWithdraw';

/**
 * The answers of 001 §8 "Signed-in withdraw (errors open a modal with an OK button)": the pending
 * request's OK goes to /transections ("The modal's redirect goes to /transections"), with a second,
 * explicit choice to replace it (reject_previous, docs/decisions.md); a lost answer says what the
 * money guard found and offers the history; anything else is a popup with OK.
 */
export function WithdrawFailureDialogs({
  failure,
  onClose,
  onReplacePending,
}: {
  failure: WithdrawFailure | null;
  onClose: () => void;
  onReplacePending: () => void;
}) {
  const navigate = useNavigate();
  const text = failure?.view.text ?? '';
  return (
    <>
      <PendingTransactionDialog
        open={failure?.dialog === 'pending'}
        message={text}
        onClose={() => {
          onClose();
          navigate(href('/transections'));
        }}
        secondaryAction={{
          label: WITHDRAW_REPLACE_PENDING_LABEL,
          onClick: () => {
            onClose();
            onReplacePending();
          },
        }}
      />
      <MoneyOutcomeDialog
        open={failure?.dialog === 'outcome-unknown'}
        text={text}
        onClose={onClose}
        closeLabel={WITHDRAW_ERROR_OK_LABEL}
      />
      <ErrorDialog
        open={failure?.dialog === 'error'}
        message={text}
        onClose={onClose}
        closeLabel={WITHDRAW_ERROR_OK_LABEL}
      />
    </>
  );
}
