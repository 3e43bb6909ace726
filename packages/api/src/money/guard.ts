import {
  MALFORMED_RESPONSE,
  MONEY_ANSWER_WAIT_MS,
  MONEY_CALL_IN_PROGRESS,
  MONEY_OUTCOME_UNKNOWN,
  type MoneyFinding,
} from '@wallet/domain';
import { ApiError } from '../errors';
import { acquireMoneyLock, type MoneyLocks } from './lock';
import { createMoneyMemory, judgedBy, type GuardMemory } from './memory';

export type { GuardMemory } from './memory';
export type { MoneyLocks } from './lock';

/** One money call as the guard sees it. */
export interface MoneyIntent<T> {
  /** The operation and what it sends (intentKey): two calls with one key are one intent. */
  key: string;
  /**
   * Reads, just before the call leaves, what `reconcile` will compare with (the latest
   * transaction, a game's points). JSON only: it is remembered with the intent, so that another
   * tab, or this one after a reload, judges the same move by the same evidence.
   */
  before?: () => Promise<unknown>;
  send: () => Promise<T>;
  /**
   * The figures it moves, that `before` reads ('history': the player's transactions; 'points:<id>':
   * a game's). A call that moves the same ones, sent while this one's outcome is unknown, leaves
   * neither judged by what was read before it: each could be the other's move.
   */
  moves?: readonly string[];
  /**
   * Re-reads what the upstream knows, after the call got no answer, and says what it found;
   * `before` is undefined when nothing can be compared (not read, or no longer this call's alone).
   */
  reconcile: (before: unknown) => Promise<MoneyFinding>;
  /** A definite answer came after the player had been told the outcome was not known yet. */
  onLateAnswer?: () => void;
}

export interface MoneyGuard {
  run<T>(intent: MoneyIntent<T>): Promise<T>;
  /**
   * The player has been told that an earlier call's outcome is unknown and has looked at what the
   * upstream shows now, on this page: here the next identical call goes out. Every other tab, and
   * this one after a reload, still reads again and tells before it sends (their figures may be
   * older than what this page showed).
   */
  acknowledgeUnknownOutcome(): void;
  /**
   * Resolves once no money call of this page is on its way (at once when none is): what must not
   * come in the middle of one (a reminder over the screen) waits for it.
   */
  idle(): Promise<void>;
  /**
   * How long a caller waits for an answer before it is told the outcome is not known yet: what a
   * screen's progress of that wait counts up to (issue 37 §3).
   */
  readonly answerWaitMs: number;
}

export interface GuardOptions {
  /** Shared by every tab of the site (localStorage): the intents whose outcome is unknown. */
  memory?: GuardMemory;
  /** The browser's Web Locks (navigator.locks): one money call on its way in the whole browser. */
  locks?: MoneyLocks;
  /** How long a caller waits for an answer before it is told the outcome is not known yet. */
  answerWaitMs?: number;
}

/**
 * "Money is never sent twice" (README), for the whole browser, not one tab:
 * - a second identical call while one is on its way in this tab (a double tap, a re-render, a
 *   remounted form) gets the same promise: one request;
 * - any other money call meanwhile, in this tab or another, is refused (MONEY_CALL_IN_PROGRESS),
 *   never merged and never reported as done: the Web Lock is held until the call's answer, or its
 *   loss, is known and what it did has been told;
 * - a call that got no answer may have taken effect: the guard re-reads what the upstream knows,
 *   compares it with what it read just before the call left, and fails with MONEY_OUTCOME_UNKNOWN
 *   carrying the finding. From then on the same intent is not sent again, by a tap, after a reload
 *   or from another tab: each try re-reads and tells again, until the player acknowledges on that
 *   page (`acknowledgeUnknownOutcome`), whatever else is sent meanwhile; once a re-read found it
 *   made, every later try tells that, not judged again by figures that moved since;
 * - a call still unanswered after `answerWaitMs` is told the same way, while it goes on (never
 *   aborted); the lock stays held until its answer comes, and a late answer lands (onLateAnswer).
 * Every intent is remembered as "unknown" from the moment it is let through (before the read that
 * precedes it) until a definite answer, so a reload, a closed tab or, without Web Locks, another
 * tab in the middle of a call cannot re-send it blind either. A call that moves the same figures
 * (`moves`) as one whose outcome is unknown leaves neither judged by what was read before it: the
 * figures would show either move as its own, and the player is told it is not known yet.
 */
export function createMoneyGuard(options: GuardOptions = {}): MoneyGuard {
  const memory = createMoneyMemory(options.memory);
  // This page load, as the memory names it.
  const page = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let sendings = 0;
  const waitMs = options.answerWaitMs ?? MONEY_ANSWER_WAIT_MS;
  let flight: { key: string; promise: Promise<unknown> } | null = null;
  let waiting: Array<() => void> = [];

  /** Reads the upstream again and fails with what it found; `judge` says what to compare with. */
  async function tell(intent: MoneyIntent<unknown>, judge: () => unknown): Promise<never> {
    const before = JSON.stringify(judge());
    let finding = await intent
      .reconcile(judge())
      .catch((): MoneyFinding => ({ status: 'unknown', where: 'history' }));
    // A call that moves the same figures let through while they were read again (another tab's,
    // without Web Locks): what was read cannot tell that move from this one.
    if (finding.status === 'done' && JSON.stringify(judge()) !== before)
      finding = { status: 'unknown', where: finding.where };
    if (finding.status === 'done') memory.found(intent.key, finding);
    throw new ApiError(0, MONEY_OUTCOME_UNKNOWN, finding);
  }

  /**
   * Sends the call; `settled` runs once its answer, or its loss, is known, however late, and what
   * it did has been told.
   */
  async function attempt<T>(intent: MoneyIntent<T>, settled: () => void): Promise<T> {
    const sending = { key: intent.key, moves: intent.moves ?? [], id: `${page}#${++sendings}` };
    // Remembered from now on, before the read that precedes it: a tab without Web Locks that makes
    // the same call meanwhile reads and tells, it does not send it a second time.
    memory.remember(sending, undefined);
    const read = intent.before ? await intent.before().catch(() => undefined) : undefined;
    memory.remember(sending, read);
    // What it is judged by when no answer comes: that reading, unless a call that moves the same
    // figures, or the same call from another tab, has been let through since (without Web Locks);
    // once its own answer has come, what it was judged by then.
    let answeredWith: { judge: unknown } | undefined;
    const judge = () => (answeredWith ? answeredWith.judge : memory.evidenceOf(sending));
    const forget = () => {
      answeredWith = { judge: judge() };
      memory.forget(sending);
    };
    let told = false;
    const answered = intent.send().then(
      (answer) => {
        forget();
        if (told) intent.onLateAnswer?.();
        return answer;
      },
      (error: unknown) => {
        if (!outcomeUnknown(error)) {
          forget();
          if (told) intent.onLateAnswer?.();
        }
        throw error;
      },
    );

    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), waitMs);
    });
    const result = (async () => {
      const first = await Promise.race([
        answered.then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        ),
        waited,
      ]).finally(() => clearTimeout(timer));
      if (first === 'late') {
        told = true;
        return tell(intent, judge);
      }
      if ('answer' in first) return first.answer;
      if (outcomeUnknown(first.error)) return tell(intent, judge);
      throw first.error;
    })();
    // The lock, and this page's flight, are held until both are known: the player still waits to
    // hear what this call did, and a call sent meanwhile would move the figures the re-read judges by.
    void Promise.allSettled([answered, result]).then(settled);
    return result;
  }

  async function start<T>(intent: MoneyIntent<T>, done: () => void): Promise<T> {
    const release = await acquireMoneyLock(options.locks);
    if (!release) {
      done();
      throw new ApiError(0, MONEY_CALL_IN_PROGRESS);
    }
    const settled = () => {
      release();
      done();
    };
    // Read now, under the lock: another tab may have sent, lost or settled a call meanwhile.
    const remembered = memory.recall(intent.key);
    if (remembered && !remembered.freed?.includes(page)) {
      // Found made before: told so again from that evidence, not judged by figures moved since.
      if (remembered.found) {
        settled();
        throw new ApiError(0, MONEY_OUTCOME_UNKNOWN, remembered.found);
      }
      return tell(intent, () => judgedBy(memory.recall(intent.key))).finally(settled);
    }
    return attempt(intent, settled);
  }

  return {
    answerWaitMs: waitMs,
    run<T>(intent: MoneyIntent<T>): Promise<T> {
      if (flight) {
        if (flight.key === intent.key) return flight.promise as Promise<T>;
        return Promise.reject(new ApiError(0, MONEY_CALL_IN_PROGRESS));
      }
      const current: { key: string; promise: Promise<unknown> } = {
        key: intent.key,
        promise: Promise.resolve(),
      };
      flight = current;
      current.promise = start(intent, () => {
        if (flight !== current) return;
        flight = null;
        const settled = waiting;
        waiting = [];
        for (const resolve of settled) resolve();
      });
      return current.promise as Promise<T>;
    },
    acknowledgeUnknownOutcome() {
      memory.free(page);
    },
    idle() {
      return flight ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();
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
