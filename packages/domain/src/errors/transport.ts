import {
  GENERIC_LOAD_ERROR,
  INSECURE_API_ORIGIN,
  INSECURE_API_TEXT,
  MALFORMED_RESPONSE,
  MONEY_CALL_IN_PROGRESS,
  MONEY_DONE_BALANCE_TEXT,
  MONEY_DONE_HISTORY_TEXT,
  MONEY_IN_PROGRESS_TEXT,
  MONEY_OUTCOME_UNKNOWN,
  MONEY_UNKNOWN_BALANCE_TEXT,
  MONEY_UNKNOWN_HISTORY_TEXT,
  MONEY_UNKNOWN_SUPPORT_TEXT,
  NETWORK_ERROR,
  NETWORK_FAILURE_TEXT,
  TIMEOUT_EXCEEDED,
  TOO_MANY_REQUESTS,
} from '../messages';
import { type ErrorView, type Failure, type MoneyFinding, view } from './types';

/** True when no answer came at all: the network, or the client's own time limit. */
export function isNoAnswer(failure: Failure): boolean {
  return failure.status === 0;
}

/**
 * A network failure on either side: no answer reached us, or the upstream answered that its own
 * network failed or timed out (NETWORK_ERROR, 'timeout exceeded'). Screens whose spec names a
 * network text (the game balances, adding a bank) show it for both.
 */
export function isNetworkFailure(failure: Failure): boolean {
  return isNoAnswer(failure) || failure.code === NETWORK_ERROR || failure.code === TIMEOUT_EXCEEDED;
}

/** True when the upstream answered: only then can its message code mean anything. */
export function isAnswered(failure: Failure): boolean {
  return failure.status !== 0 && failure.code !== MALFORMED_RESPONSE;
}

// Ours, not the spec's (docs/decisions.md, "Money is never sent twice"): @wallet/api's money guard
// reads them; what the player is then told is below.

/**
 * How long a money screen waits for an answer before it tells the player the outcome is not known
 * yet and lets them leave: twice the client's per-call time limit (15 s). The call itself is never
 * aborted; a later answer still updates the balances and the history.
 */
export const MONEY_ANSWER_WAIT_MS = 30_000;
/**
 * How long the browser remembers a money call whose outcome is unknown, so that no tab re-sends it
 * blind. Past that day the same deposit or transfer is a new intent.
 */
export const MONEY_UNKNOWN_MEMORY_MS = 24 * 60 * 60 * 1000;

function findingOf(body: unknown): MoneyFinding {
  const found = (body ?? {}) as Partial<MoneyFinding>;
  const where = found.where === 'balance' || found.where === 'support' ? found.where : 'history';
  return { status: found.status === 'done' ? 'done' : 'unknown', where };
}

/** What the player is told after a money call got no answer, from what the client found. */
export function moneyOutcomeView(finding: MoneyFinding): ErrorView {
  if (finding.status === 'done') {
    return view(
      finding.where === 'balance' ? MONEY_DONE_BALANCE_TEXT : MONEY_DONE_HISTORY_TEXT,
      'popup',
    );
  }
  const text = {
    history: MONEY_UNKNOWN_HISTORY_TEXT,
    balance: MONEY_UNKNOWN_BALANCE_TEXT,
    support: MONEY_UNKNOWN_SUPPORT_TEXT,
  }[finding.where];
  return view(text, 'popup');
}

/**
 * The client's own refusals: they are never the upstream's answer, so every screen shows them the
 * same way, before its own catalogue. null for any other failure.
 */
export function clientRefusal(failure: Failure): ErrorView | null {
  switch (failure.code) {
    case MONEY_CALL_IN_PROGRESS:
      return view(MONEY_IN_PROGRESS_TEXT, 'popup');
    case MONEY_OUTCOME_UNKNOWN:
      return moneyOutcomeView(findingOf(failure.body));
    case INSECURE_API_ORIGIN:
      return view(INSECURE_API_TEXT, 'popup');
    default:
      return null;
  }
}

/**
 * Failures that are not about what the player entered: no answer (network, our time limit), a
 * server error, an unreadable answer, or the upstream's rate limit. A screen's texts for a wrong
 * entry ('Mật khẩu bạn vừa nhập không đúng.', 'phone number invalid', …) belong to the upstream's
 * answers only; these get the catalogue's network or generic message instead. null for an answer.
 */
export function transportError(failure: Failure): ErrorView | null {
  const refused = clientRefusal(failure);
  if (refused) return refused;
  // Status 0 is the client's own NETWORK_ERROR or CLIENT_TIMEOUT. An upstream that answers with the
  // code NETWORK_ERROR (its own link to a game provider failed) is an answer, for the screen to say.
  if (isNoAnswer(failure)) return view(NETWORK_FAILURE_TEXT, 'popup');
  if (failure.code === MALFORMED_RESPONSE || failure.status >= 500) {
    return view(GENERIC_LOAD_ERROR, 'popup');
  }
  // 000 §8 "'Too many requests. Only 1 request per second allowed.' … shown in a modal".
  if (failure.status === 429) return view(TOO_MANY_REQUESTS, 'popup');
  return null;
}

/** The code a refusal carries when a request of the player's is already waiting (000 §8). */
const PENDING_CODE = 'YOU_HAVE_PENDING_TRANSACTION';

/**
 * A 401 on a call that carries no player's token (a visitor's deposit or withdrawal, the password
 * reset): the upstream refused the call itself, so it says nothing about what the player typed or
 * whether a request of theirs is waiting. It gets the generic 'Đã xảy ra lỗi, vui lòng liên hệ Chăm
 * sóc khách hàng' unless its code says a request is pending (docs/decisions.md). null for anything
 * else, or a 401 whose code is YOU_HAVE_PENDING_TRANSACTION.
 */
export function refusedCall(failure: Failure): ErrorView | null {
  if (failure.status !== 401 || failure.code === PENDING_CODE) return null;
  return view(GENERIC_LOAD_ERROR, 'popup');
}
