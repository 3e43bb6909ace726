import { waitFor } from '@testing-library/react';
import { MONEY_ANSWER_WAIT_MS } from '@wallet/domain';
import { expect, vi } from 'vitest';
import { injectFault } from './sandbox';
import { sandbox, server } from './setup';

// Issue 24 §3 "A money call never waits without end": the site waits MONEY_ANSWER_WAIT_MS (30 s)
// for a money call's answer. These helpers hold the upstream's answer 1.5 s longer than that after
// it acted, and move the page's clock over the 30 s once the call has left.

/** What the money screens say once the wait is over (or after a lost answer). */
export const NOT_KNOWN_YET =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.';
export const MADE = 'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.';
export const TOLD = new RegExp(`${NOT_KNOWN_YET}|${MADE}`);

/**
 * The upstream acts on the next POST to `path` (e.g. '/api/account/deposit') at once and holds its
 * answer past the site's wait. Resolves, with `arrived`, when that answer reaches the page.
 */
export async function holdPastTheWait(path: string): Promise<{ arrived: Promise<void> }> {
  await injectFault({
    method: 'POST',
    path,
    kind: 'delay-after',
    delayMs: MONEY_ANSWER_WAIT_MS + 1500,
  });
  const arrived = new Promise<void>((resolve) => {
    const answered = ({ request }: { request: Request }) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== path) return;
      server.events.removeListener('response:mocked', answered);
      resolve();
    };
    server.events.on('response:mocked', answered);
  });
  return { arrived };
}

/** From the tap on, the page's clock can be moved (it runs on as ever meanwhile). */
export const clockFromHere = () =>
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

/**
 * Once the upstream has acted on the money call (`operation`'s move is in its ledger, and the hold
 * of its answer has begun), the page's clock jumps the site's whole wait. Not once the page has
 * called fetch: the sandbox sees the request later (msw 3 a turn later, a busy machine much
 * later), and a hold begun after the jump still had all its 31.5 s to run, past the test's time
 * (issue 45 §0: the deposit's wait tests failed so whenever the machine was busy).
 */
export async function waitOutTheSite(operation: string) {
  await waitFor(() => expect(ledger(operation)).toHaveLength(1));
  await vi.advanceTimersByTimeAsync(MONEY_ANSWER_WAIT_MS);
}

/** The sandbox's ledger: the moves it really made. */
export const ledger = (operation: string) =>
  sandbox.state.ledger.filter((entry) => entry.operation === operation);
