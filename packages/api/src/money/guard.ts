import {
  MALFORMED_RESPONSE,
  MONEY_CALL_IN_PROGRESS,
  MONEY_OUTCOME_UNKNOWN,
  type MoneyFinding,
} from '@wallet/domain';
import { ApiError } from '../errors';

/** One money call as the guard sees it. */
export interface MoneyIntent<T> {
  /** The operation and what it sends (intentKey): two calls with one key are one intent. */
  key: string;
  send: () => Promise<T>;
  /** Re-reads what the upstream knows, after the call got no answer, and says what it found. */
  reconcile: () => Promise<MoneyFinding>;
}

export interface MoneyGuard {
  run<T>(intent: MoneyIntent<T>): Promise<T>;
  /**
   * The player has been told that an earlier call's outcome is unknown, has looked, and chooses to
   * send it again: the next identical call goes out.
   */
  acknowledgeUnknownOutcome(): void;
}

/** Where the guard remembers, across a reload of the tab, an intent whose outcome is unknown. */
export type GuardMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const MEMORY_KEY = 'wallet.moneyOutcomeUnknown';

/**
 * "Money is never sent twice" (README). Per client (one per page load):
 * - a second identical call while one is on its way (a double tap, a re-render, a remounted form)
 *   gets the same promise: one request;
 * - a different money call meanwhile is refused (MONEY_CALL_IN_PROGRESS), never merged into the
 *   first and never reported as done;
 * - a call that got no answer may have taken effect: the guard re-reads what the upstream knows
 *   and fails with MONEY_OUTCOME_UNKNOWN carrying the finding. From then on the same intent is not
 *   sent again, by a tap or after a reload: each try re-reads and tells again, until the player
 *   acknowledges (`acknowledgeUnknownOutcome`) or sends something else.
 * The intent is remembered as "unknown" from the moment it leaves until a definite answer, so a
 * reload in the middle of a call cannot re-send it blind either.
 */
export function createMoneyGuard(memory?: GuardMemory): MoneyGuard {
  let flight: { key: string; promise: Promise<unknown> } | null = null;
  let unknownKey = read(memory);

  const remember = (key: string | null) => {
    unknownKey = key;
    try {
      if (key === null) memory?.removeItem(MEMORY_KEY);
      else memory?.setItem(MEMORY_KEY, key);
    } catch {
      // Storage refused (private mode): the guard still holds it for this page.
    }
  };

  async function tell(intent: MoneyIntent<unknown>): Promise<never> {
    const finding = await intent
      .reconcile()
      .catch((): MoneyFinding => ({ status: 'unknown', where: 'history' }));
    throw new ApiError(0, MONEY_OUTCOME_UNKNOWN, finding);
  }

  async function attempt<T>(intent: MoneyIntent<T>): Promise<T> {
    remember(intent.key);
    try {
      const answer = await intent.send();
      remember(null);
      return answer;
    } catch (error) {
      if (!outcomeUnknown(error)) {
        remember(null);
        throw error;
      }
      return tell(intent);
    }
  }

  return {
    run<T>(intent: MoneyIntent<T>): Promise<T> {
      if (flight) {
        if (flight.key === intent.key) return flight.promise as Promise<T>;
        return Promise.reject(new ApiError(0, MONEY_CALL_IN_PROGRESS));
      }
      const promise = unknownKey === intent.key ? tell(intent) : attempt(intent);
      const current = { key: intent.key, promise };
      flight = current;
      return promise.finally(() => {
        if (flight === current) flight = null;
      });
    },
    acknowledgeUnknownOutcome() {
      remember(null);
    },
  };
}

/**
 * No answer came (the network, or a gateway that gave up on the upstream): the upstream may have
 * acted on the call. An answer from the upstream itself, even a 500, says what happened; but a
 * success answer we cannot read (MALFORMED_RESPONSE) says only that it probably did.
 */
function outcomeUnknown(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 ||
      error.status === 502 ||
      error.status === 504 ||
      error.code === MALFORMED_RESPONSE)
  );
}

function read(memory: GuardMemory | undefined): string | null {
  try {
    return memory?.getItem(MEMORY_KEY) ?? null;
  } catch {
    return null;
  }
}
