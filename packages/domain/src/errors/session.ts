import { SESSION_EXPIRED_MESSAGE, TIMEOUT_EXCEEDED, UNAUTHENTICATED } from '../messages';
import { type ErrorView, view } from './types';

// Apart from the screens' catalogues: every page's shell needs these, and nothing else here.

/** 000 §1 "Session expiry: any 401 on a call clears local storage, alerts 'Session expired. Please login again.'" */
export function sessionExpiredView(): ErrorView {
  return view(SESSION_EXPIRED_MESSAGE, 'session-expired');
}

/** 000 §1 "If that fetch answers 'Unauthenticated.' or 'timeout exceeded', the logout handler runs." */
export function shouldLogOut(code: string): boolean {
  return code === UNAUTHENTICATED || code === TIMEOUT_EXCEEDED;
}
