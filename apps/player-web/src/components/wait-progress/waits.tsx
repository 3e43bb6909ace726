import { useState } from 'react';
import {
  ACTIVATION_WAIT,
  ACTIVATION_WINDOW_MS,
  DEPOSIT_STATUS_POLL_MS,
  DEPOSIT_STATUS_WAIT_LABEL,
  MONEY_WAIT_LABEL,
  wholeSeconds,
} from '@wallet/domain';
import { useApi } from '@wallet/shell';
import { useNow, WaitProgress } from '@wallet/ui';
import type { StatusPoll } from '../pending-deposit/useDepositStatusPoll';

// The long waits' progress (issue 37 §3), in a chunk of their own: a page loads it when a wait
// first shows, so the code every page starts with (home above all) does not carry it.

/**
 * The first seconds of a money call are the pressed button's spinner alone: most answers come in
 * them, and a progress that appears and vanishes at once would only move the screen. From then on
 * the wait is in words (issue 37 §3: never a bare spinner for more than 3 s).
 */
const QUIET_MS = 2000;

/**
 * Issue 37 §3 "The 30 s 'not known yet' wait of a money call … show that something is going on and
 * for how long": how long the answer has been awaited of the money guard's wait
 * (`api.money.answerWaitMs`), after which the screen tells that the outcome is not known yet.
 * Mounted afresh for every call: each counts from its own tap.
 */
export function MoneyWaiting() {
  const { answerWaitMs } = useApi().money;
  const [startedAt] = useState(Date.now);
  const waitedMs = useNow() - startedAt;
  if (wholeSeconds(waitedMs) < wholeSeconds(QUIET_MS)) return null;
  return <WaitProgress label={MONEY_WAIT_LABEL} waitedMs={waitedMs} totalMs={answerWaitMs} />;
}

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

/**
 * 000 §4 "A marker younger than 10 minutes (600000 ms) shows a spinner with 'Vui lòng chờ cấp tài
 * khoản trong giây lát…'", and issue 37 §3 "the activation wait (10 minutes) show[s] … for how
 * long": the spinner and the spec's words, with how much of the 10 minutes has gone.
 */
export function ActivationWaiting({ since }: { since: number }) {
  const waitedMs = useNow() - since;
  return (
    <WaitProgress label={ACTIVATION_WAIT} waitedMs={waitedMs} totalMs={ACTIVATION_WINDOW_MS} />
  );
}
