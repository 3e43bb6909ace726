import { useState } from 'react';
import { DEPOSIT_STATUS_POLL_MS, DEPOSIT_STATUS_WAIT_LABEL } from '@wallet/domain';
import { useNow, WaitProgress } from '@wallet/ui';
import type { StatusPoll } from './useDepositStatusPoll';

/**
 * Issue 37 §3 "the deposit's 10 s status polls … show that something is going on and for how
 * long": how long this view has waited for the deposit to be confirmed, and when its status is
 * checked next (or that a check is on its way). Counted from when the view opened: the deposit's
 * answer carries no time of its own, and a reload or a visit to its detail starts another wait.
 */
export function DepositStatusWait({ poll }: { poll: StatusPoll }) {
  const [since] = useState(Date.now);
  const now = useNow();
  const nextInMs =
    poll.checking || poll.checkedAt === 0
      ? null
      : // An answer that came between two ticks of the clock is not further off than one interval.
        Math.min(
          DEPOSIT_STATUS_POLL_MS,
          Math.max(0, poll.checkedAt + DEPOSIT_STATUS_POLL_MS - now),
        );
  return (
    <WaitProgress
      label={DEPOSIT_STATUS_WAIT_LABEL}
      waitedMs={now - since}
      check={{ everyMs: DEPOSIT_STATUS_POLL_MS, nextInMs }}
    />
  );
}
