import { useState } from 'react';
import { MONEY_WAIT_LABEL, wholeSeconds } from '@wallet/domain';
import { useNow, WaitProgress } from '@wallet/ui';
import { useApi } from '@wallet/shell';

/**
 * The first seconds of a money call are the pressed button's spinner alone: most answers come in
 * them, and a progress that appears and vanishes at once would only move the screen. From then on
 * the wait is in words (issue 37 §3: never a bare spinner for more than 3 s).
 */
const QUIET_MS = 2000;

/**
 * Issue 37 §3 "The 30 s 'not known yet' wait of a money call … show that something is going on and
 * for how long": under the control that sent it, while `pending`, how long the answer has been
 * awaited of the money guard's wait (`api.money.answerWaitMs`), after which the screen tells that
 * the outcome is not known yet.
 */
export function MoneyWait({ pending }: { pending: boolean }) {
  // Mounted afresh for every call: each counts from its own tap.
  return pending ? <Waiting /> : null;
}

function Waiting() {
  const { answerWaitMs } = useApi().money;
  const [startedAt] = useState(Date.now);
  const waitedMs = useNow() - startedAt;
  if (wholeSeconds(waitedMs) < wholeSeconds(QUIET_MS)) return null;
  return <WaitProgress label={MONEY_WAIT_LABEL} waitedMs={waitedMs} totalMs={answerWaitMs} />;
}
