import {
  ACCOUNT_DOESNT_EXIST_TEXT,
  AMOUNT_NOT_ACCEPTED_TEXT,
  BALANCE_FETCH_FAILED,
  BALANCE_FORBIDDEN,
  BALANCE_NETWORK_ERROR_DISPLAY,
  BALANCE_NETWORK_ERROR_TEXT,
  BALANCE_NOT_SUPPORTED,
  GAME_DEPOSIT_NETWORK_ERROR,
  GAME_INSUFFICIENT_BALANCE,
  GAME_LOGIN_NETWORK_ERROR,
  GAME_REGISTRATION_NETWORK_ERROR,
  GENERIC_LOAD_ERROR,
  LACK_FUND_TEXT,
  NETWORK_ERROR,
  NETWORK_ERROR_TEXT,
  PENDING_DEPOSIT_TEXT,
  PENDING_TRANSACTION_TEXT,
  PENDING_WITHDRAW_TEXT,
  POINTS_TRANSFERRED_TEXT,
  SESSION_EXPIRED_MESSAGE,
  TOO_MANY_REQUESTS,
  TRANSFER_ALL_FAILED,
  UNAUTHENTICATED,
} from '../messages';
import { clientRefusal, isNetworkFailure } from './transport';
import { type ErrorView, type Failure, view } from './types';

/** A server text a player can read (has a space), not a code such as FORBIDDEN or HTTP_429. */
function readableServerText(text: string | null | undefined): string | null {
  return text && /\s/.test(text.trim()) ? text.trim() : null;
}

/**
 * 001 §8 "Balance endpoint 429 ('too many requests, 1 per second'): the server text is shown, or
 * 'Too many requests. Only 1 request per second allowed.' in a popup." 000 §8 "Balance (Da Ga): 429
 * gives 'Too many requests. …'". Always the spec's text: a 429's body is the upstream framework's
 * own English ('Too Many Attempts.'), which says less than the spec's words (docs/decisions.md).
 * The game transfers' 429 says the same (gameTransferError).
 */
export function rateLimitError(_failure: Failure): ErrorView {
  return view(TOO_MANY_REQUESTS, 'popup');
}

/** True when the error body is an object carrying a game link (001 §8 "An error that is an object shows a game-link button"). */
function hasGameLink(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { link?: unknown }).link === 'string'
  );
}

const GAME_CODES: Record<string, ErrorView> = {
  PENDING_WITHDRAW: view(PENDING_WITHDRAW_TEXT, 'popup'),
  PENDING_TRANSACTION: view(PENDING_TRANSACTION_TEXT, 'dialog'),
  PENDING_DEPOSIT: view(PENDING_DEPOSIT_TEXT, 'dialog'),
  PLEASE_DEPOSIT: view(GAME_INSUFFICIENT_BALANCE, 'dialog'),
  BALANCE_NETWORK_ERROR: view(BALANCE_NETWORK_ERROR_TEXT, 'popup'),
  LACK_FUND: view(LACK_FUND_TEXT, 'popup'),
  NETWORK_ERROR: view(NETWORK_ERROR_TEXT, 'popup'),
  ACCOUNT_DOESNT_EXIST: view(ACCOUNT_DOESNT_EXIST_TEXT, 'popup'),
  GAME_PROVIDER_NOT_SUPPORTED: view(BALANCE_NOT_SUPPORTED, 'balance'),
  INSUFFICIENT_BALANCE: view(GAME_INSUFFICIENT_BALANCE, 'popup'),
  FORBIDDEN: view(BALANCE_FORBIDDEN, 'balance'),
  AMOUNT_NOT_ACCEPTED: view(AMOUNT_NOT_ACCEPTED_TEXT, 'popup'),
  REGISTRATION_NETWORK_ERROR: view(GAME_REGISTRATION_NETWORK_ERROR, 'popup'),
  LOGIN_NETWORK_ERROR: view(GAME_LOGIN_NETWORK_ERROR, 'popup'),
  DEPOSIT_NETWORK_ERROR: view(GAME_DEPOSIT_NETWORK_ERROR, 'popup'),
  POINTS_TRANSFERRED_SUCCESSFULLY: view(POINTS_TRANSFERRED_TEXT, 'success'),
};

/**
 * 001 §8 Game and points transfer messages (PENDING_WITHDRAW, PENDING_TRANSACTION, PENDING_DEPOSIT,
 * PLEASE_DEPOSIT, BALANCE_NETWORK_ERROR, LACK_FUND, NETWORK_ERROR, ACCOUNT_DOESNT_EXIST,
 * GAME_PROVIDER_NOT_SUPPORTED, INSUFFICIENT_BALANCE, FORBIDDEN, AMOUNT_NOT_ACCEPTED, the game-login
 * network errors, POINTS_TRANSFERRED_SUCCESSFULLY), "401 on a balance call: treated as
 * unauthenticated", the 429 popup, and "An error that is an object shows a game-link button in the
 * pending-transaction dialog." A call without an answer reads as NETWORK_ERROR.
 */
export function gameTransferError(failure: Failure): ErrorView {
  const refused = clientRefusal(failure);
  if (refused) return refused;
  if (failure.status === 401 || failure.code === UNAUTHENTICATED) {
    return view(SESSION_EXPIRED_MESSAGE, 'session-expired');
  }
  if (failure.status === 429) return rateLimitError(failure);
  const code = isNetworkFailure(failure) ? NETWORK_ERROR : failure.code;
  const known = GAME_CODES[code] ?? view(GENERIC_LOAD_ERROR, 'popup');
  return hasGameLink(failure.body) ? { ...known, show: 'dialog', gameLink: true } : known;
}

/**
 * 000 §8 "Balance (Da Ga): 429 gives 'Too many requests. Only 1 request per second allowed.'
 * FORBIDDEN, NETWORK_ERROR and 'Unauthenticated.' are each returned as an error value. A network error
 * is treated like NETWORK_ERROR." 001 §4 "'CẤM' (forbidden, Da Ga)"; 001 §8 "Other Da Ga balance
 * failure: the server message or 'An unexpected error occured while fetching balance.'."
 */
export function dagaBalanceError(failure: Failure): ErrorView {
  if (failure.status === 429) return rateLimitError(failure);
  if (failure.status === 401 || failure.code === UNAUTHENTICATED) {
    return view(SESSION_EXPIRED_MESSAGE, 'session-expired');
  }
  if (failure.code === 'FORBIDDEN' || failure.status === 403)
    return view(BALANCE_FORBIDDEN, 'balance');
  if (isNetworkFailure(failure)) {
    return view(BALANCE_NETWORK_ERROR_DISPLAY, 'balance');
  }
  return view(readableServerText(failure.code) ?? BALANCE_FETCH_FAILED, 'popup');
}

/** 001 §8 "Transfer-all failure: 'Failed to transfer all points. Please try again.'" */
export function transferAllError(): ErrorView {
  return view(TRANSFER_ALL_FAILED, 'inline');
}
