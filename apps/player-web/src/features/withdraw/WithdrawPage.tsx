import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkAllowWithdrawQuery } from '@wallet/api';
import { withdrawLockedView } from '@wallet/domain';
import { ErrorDialog, Notice } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { CheckFailed } from '../../components/loaded/CheckFailed';
import { WithdrawFlow } from './WithdrawFlow';
import './WithdrawPage.css';

/**
 * 001 §2 "Withdraw page (/withdraw)" and §4 Feature locks: "If the server says withdrawal is not
 * allowed, the withdraw page shows a modal 'Tính năng rút tiền …', and the next and withdraw buttons
 * are disabled." The upstream refusing a withdrawal (PLAYER_NOT_ALLOWED_TO_WITHDRAW) locks it too.
 * Nothing is sent before the check answered; a check that failed says so with a retry and closes
 * the form until it answers (issue 24 §5, docs/decisions.md).
 */
export default function WithdrawPage() {
  const api = useApi();
  const allowed = useLoadState(useQuery(checkAllowWithdrawQuery(api)));
  const [refused, setRefused] = useState(false);
  const [lockSeen, setLockSeen] = useState(false);
  const locked = allowed.data === false || refused;
  const lockText = withdrawLockedView().text;
  return (
    <main className="withdraw-page">
      {locked ? <Notice tone="error">{lockText}</Notice> : null}
      <CheckFailed check="withdraw" state={allowed} />
      <WithdrawFlow
        locked={locked || allowed.failure !== null}
        unchecked={allowed.data === undefined}
        onLocked={() => setRefused(true)}
      />
      <ErrorDialog
        open={allowed.data === false && !lockSeen}
        message={lockText}
        onClose={() => setLockSeen(true)}
      />
    </main>
  );
}
