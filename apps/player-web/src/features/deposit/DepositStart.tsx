import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkAllowDepositQuery, getPaymentCategoriesQuery } from '@wallet/api';
import { depositLockedView, DEPOSIT_NO_METHODS } from '@wallet/domain';
import { EmptyState, ErrorDialog, Notice } from '@wallet/ui';
import { useLoadState, useApi } from '@wallet/shell';
import { CheckFailed } from '../../components/loaded/CheckFailed';
import { Loaded } from '../../components/loaded/Loaded';
import { offeredCategories } from './choice';
import { DepositForm } from './DepositForm';

/**
 * Step 1 as it loads: the providers (with a retry when they fail, a text when there are none) and
 * the deposit lock. 000 §2 "If the deposit feature is disabled for the account, a modal says
 * 'Tính năng nạp tiền của bạn đã bị khoá, …'": the page's own check answering false, or the
 * upstream refusing a deposit (PLAYER_NOT_ALLOWED_TO_DEPOSIT), closes the form. Nothing is sent
 * before the check answered; a check that failed says so with a retry and closes the form until it
 * answers (issue 24 §5, docs/decisions.md).
 */
export function DepositStart() {
  const api = useApi();
  const categories = useLoadState(useQuery(getPaymentCategoriesQuery(api)));
  const allowed = useLoadState(useQuery(checkAllowDepositQuery(api)));
  const [refused, setRefused] = useState(false);
  const [lockSeen, setLockSeen] = useState(false);
  const locked = allowed.data === false || refused;
  const lockText = depositLockedView().text;

  return (
    <>
      {locked ? <Notice tone="error">{lockText}</Notice> : null}
      <CheckFailed check="deposit" state={allowed} />
      <Loaded state={categories}>
        {(list) => {
          const offered = offeredCategories(list);
          return offered.length === 0 ? (
            <EmptyState text={DEPOSIT_NO_METHODS} />
          ) : (
            <DepositForm
              categories={offered}
              locked={locked || allowed.failure !== null}
              unchecked={allowed.data === undefined}
              onLocked={() => setRefused(true)}
            />
          );
        }}
      </Loaded>
      <ErrorDialog
        open={locked && !lockSeen}
        message={lockText}
        onClose={() => setLockSeen(true)}
      />
    </>
  );
}
