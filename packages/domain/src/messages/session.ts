// Transport and session (000 §1)

/** 000 §1 "any 401 on a call clears local storage, alerts 'Session expired. Please login again.'" */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';
/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded'" */
export const UNAUTHENTICATED = 'Unauthenticated.';
/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded'" */
export const TIMEOUT_EXCEEDED = 'timeout exceeded';
/** Our code for failures that never reached the upstream (docs/decisions.md, typed client). */
export const NETWORK_ERROR = 'NETWORK_ERROR';
