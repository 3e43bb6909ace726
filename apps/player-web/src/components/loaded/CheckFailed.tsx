import { checkFailedError, type MoneyCheck } from '@wallet/domain';
import { ErrorState } from '@wallet/ui';
import type { LoadState } from '@wallet/shell';

/**
 * A load a money decision rests on (a permission check, the saved accounts, the referral code)
 * that failed: what could not be checked, why, and a retry (issue 24 §5). Nothing while it has data
 * or is loading; the screen itself allows nothing that rests on it until it answers.
 */
export function CheckFailed({ check, state }: { check: MoneyCheck; state: LoadState<unknown> }) {
  if (state.data !== undefined || !state.failure) return null;
  return (
    <ErrorState
      message={checkFailedError(check, state.failure).text}
      onRetry={state.retry}
      retrying={state.retrying}
    />
  );
}
