import { SESSION_EXPIRED_MESSAGE, TIMEOUT_EXCEEDED, UNAUTHENTICATED } from '../messages';
import { isAnswered } from './transport';
import { type ErrorView, type Failure, view } from './types';

// Apart from the screens' catalogues: every page's shell needs these, and nothing else here.

/** 000 §1 "Session expiry: any 401 on a call clears local storage, alerts 'Session expired. Please login again.'" */
export function sessionExpiredView(): ErrorView {
  return view(SESSION_EXPIRED_MESSAGE, 'session-expired');
}

/**
 * 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded', the logout handler runs."
 * Only the upstream's answer counts: a call that got no answer (the client's own time limit, a
 * dropped connection) keeps the session, and the screen says the network failed.
 */
export function shouldLogOut(failure: Failure): boolean {
  return (
    isAnswered(failure) && (failure.code === UNAUTHENTICATED || failure.code === TIMEOUT_EXCEEDED)
  );
}
