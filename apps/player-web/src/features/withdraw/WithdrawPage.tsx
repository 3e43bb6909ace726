import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkAllowWithdrawQuery } from '@wallet/api';
import { withdrawLockedView } from '@wallet/domain';
import { ErrorDialog, Notice } from '@wallet/ui';
import { api } from '../../lib/wallet';
import { WithdrawFlow } from './WithdrawFlow';
import './WithdrawPage.css';

/**
 * 001 §2 "Withdraw page (/withdraw)" and §4 Feature locks: "If the server says withdrawal is not
 * allowed, the withdraw page shows a modal 'Tính năng rút tiền …', and the next and withdraw buttons
 * are disabled." The upstream refusing a withdrawal (PLAYER_NOT_ALLOWED_TO_WITHDRAW) locks it too.
 * A check that fails locks nothing: the upstream refuses a locked player's withdrawal anyway.
 */
export default function WithdrawPage() {
  const allowed = useQuery(checkAllowWithdrawQuery(api));
  const [refused, setRefused] = useState(false);
  const [lockSeen, setLockSeen] = useState(false);
  const locked = allowed.data === false || refused;
  const lockText = withdrawLockedView().text;
  return (
    <main className="withdraw-page">
      {locked ? <Notice tone="error">{lockText}</Notice> : null}
      <WithdrawFlow locked={locked} onLocked={() => setRefused(true)} />
      <ErrorDialog
        open={allowed.data === false && !lockSeen}
        message={lockText}
        onClose={() => setLockSeen(true)}
      />
    </main>
  );
}
