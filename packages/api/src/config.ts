/** Everything a shell must tell the client. Nothing here is read from the environment directly. */
export interface ApiConfig {
  /**
   * Origin of the tracker service, e.g. `http://localhost:4010`. It is asked once per page load
   * (`GET /tracker?site_code=…`) and its `url` + `/api` becomes the API base.
   */
  trackerBase: string;
  /** The site code sent to the tracker. */
  siteCode: string;
  /** Skip the tracker and use this API base (a fixed deployment, or tests). */
  apiBase?: string;
  /** The fixed security-code header of some public calls: its name and value are configuration. */
  securityHeader: { name: string; value: string };
  /**
   * Abort a call that has not answered by then (money calls are never aborted). Default 15 s: a
   * player on a dead network hears of it within 20 s, while retries go on behind the message.
   */
  timeoutMs?: number;
  /** Where `auth_token` lives; a session expiry removes the session's keys from it. Default: `globalThis.localStorage`. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
  /**
   * Where the money guard remembers a money call whose outcome is unknown, shared by every tab of
   * the site, so that no reload and no other tab re-sends it blind. Default: `globalThis.localStorage`.
   */
  moneyMemory?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /**
   * The browser's Web Locks, so that one money call is on its way in the whole browser.
   * Default: `globalThis.navigator.locks` (without it, each tab guards its own calls).
   */
  locks?: Pick<LockManager, 'request'>;
  /**
   * How long a money call's caller waits for an answer before it is told the outcome is not known
   * yet (the call goes on). Default: MONEY_ANSWER_WAIT_MS of @wallet/domain (30 s).
   */
  moneyAnswerWaitMs?: number;
  /** Called once per expired session, after storage is cleared and the player alerted: go to /login. */
  onSessionExpired?: () => void;
  /**
   * Hears of every answer that lost rows on the way in (an item that could not be shown is dropped
   * and the rest kept), once per answer: for logs or monitoring. Default: nothing.
   */
  onMalformed?: (report: MalformedReport) => void;
  /** How the player is told the session expired. Default: `globalThis.alert`. */
  alert?: (message: string) => void;
  /** Default: `globalThis.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** What `onMalformed` hears: how many rows one answer lost (the operationId's), and why. */
export interface MalformedReport {
  operation: string;
  dropped: number;
  issues: unknown;
}
