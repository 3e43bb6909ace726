/** How a screen shows a message. */
export type ErrorShow =
  /** a popup / modal with an OK or Close button */
  | 'popup'
  /** under a field, in the form */
  | 'inline'
  /** the pending-transaction or error dialog (may carry a game-link button) */
  | 'dialog'
  /** the result dialog in error mode */
  | 'result-error'
  /** in place of a balance ('CẤM', 'LỖI MẠNG') */
  | 'balance'
  /** the session-expired flow (alert, clear storage, go to /login) */
  | 'session-expired'
  /** a success message */
  | 'success';

/** 001 §2 "A successful request navigates to /transections?tab=withdraw." and 8 "redirect goes to /transections" */
export const TRANSACTIONS_ROUTE = '/transections';

export interface ErrorView {
  text: string;
  show: ErrorShow;
  /** where the screen goes after the player closes the message */
  redirect?: typeof TRANSACTIONS_ROUTE;
  /** the dialog offers the game-link button */
  gameLink?: boolean;
  /** false when the popup must not close on a backdrop click */
  closeOnBackdrop?: boolean;
}

/** What a failed call gives a screen (the shape of @wallet/api's ApiError). */
export interface Failure {
  /** HTTP status; 0 when the call never got an answer */
  status: number;
  /** the upstream's message code, or one of the client's own (NETWORK_ERROR, CLIENT_TIMEOUT, …) */
  code: string;
  /** the decoded error body, when there was one */
  body?: unknown;
}

export function view(text: string, show: ErrorShow, extra: Partial<ErrorView> = {}): ErrorView {
  return { text, show, ...extra };
}

/**
 * What the client found after a money call got no answer (the body of a MONEY_OUTCOME_UNKNOWN
 * failure): `done` when the upstream's records show the call took effect, else `unknown`; `where`
 * the player can look (the history, the balances, or customer support for a visitor).
 */
export interface MoneyFinding {
  status: 'done' | 'unknown';
  where: 'history' | 'balance' | 'support';
  /** The transaction the history shows for it, when one was found. */
  transactionId?: string;
}
