// Transport and session (000 §1)

/** 000 §1 "any 401 on a call clears local storage, alerts 'Session expired. Please login again.'" */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded'" */
export const UNAUTHENTICATED = 'Unauthenticated.';
/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded'": the upstream's answer, never our own timeout. */
export const TIMEOUT_EXCEEDED = 'timeout exceeded';

// Codes of failures the client itself reports (docs/decisions.md, typed client). They never come
// from the upstream, so a screen can tell "the upstream said no" from "we never heard back".

/** No answer came: the connection failed or dropped. Always with status 0. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** No answer came within the client's own time limit. Always with status 0. */
export const CLIENT_TIMEOUT = 'CLIENT_TIMEOUT';
/** An answer came but it is not what the contract describes (e.g. a list that is not a list). */
export const MALFORMED_RESPONSE = 'MALFORMED_RESPONSE';
/** The client refused to send a money call while a different one is on its way. */
export const MONEY_CALL_IN_PROGRESS = 'MONEY_CALL_IN_PROGRESS';
/** A money call got no answer: whether the upstream acted on it is not known (the body says what was found). */
export const MONEY_OUTCOME_UNKNOWN = 'MONEY_OUTCOME_UNKNOWN';
/** The API origin is neither https nor this machine: the client sends nothing there. */
export const INSECURE_API_ORIGIN = 'INSECURE_API_ORIGIN';
