import {
  DEPOSIT_BANK_MAINTENANCE,
  DEPOSIT_LOCKED,
  DEPOSIT_LOGIN_FIRST,
  DEPOSIT_METHOD_MAINTENANCE,
  GENERIC_LOAD_ERROR,
  PENDING_REQUEST,
  SOMETHING_WENT_WRONG,
  TOO_MANY_REQUESTS,
} from '../messages';
import { clientRefusal, isAnswered, refusedCall, transportError } from './transport';
import { type ErrorView, type Failure, TRANSACTIONS_ROUTE, view } from './types';

/**
 * 000 §8 Deposit (page): "YOU_HAVE_PENDING_TRANSACTION: a new request cannot be created while one is
 * pending; then go to /transections. FAILD_TO_GET_QR and BANK_NOT_SUPPORTED: the bank is under
 * maintenance, choose another. WRONG_PAYMENT_METHOD: the method is under maintenance. NETWORK_ERROR
 * and any unknown code: an error, contact support." A call that got no answer says so (its outcome
 * is what the client found; see transportError). PLAYER_NOT_ALLOWED_TO_DEPOSIT (a lock the page's
 * own check did not catch) is the lock's text of 000 §2 (docs/decisions.md).
 */
export function depositPageError(failure: Failure): ErrorView {
  const code = isAnswered(failure) ? failure.code : '';
  switch (code) {
    case 'YOU_HAVE_PENDING_TRANSACTION':
      return view(PENDING_REQUEST, 'dialog', { redirect: TRANSACTIONS_ROUTE });
    case 'FAILD_TO_GET_QR':
    case 'BANK_NOT_SUPPORTED':
      return view(DEPOSIT_BANK_MAINTENANCE, 'popup');
    case 'WRONG_PAYMENT_METHOD':
      return view(DEPOSIT_METHOD_MAINTENANCE, 'popup');
    case 'PLAYER_NOT_ALLOWED_TO_DEPOSIT':
      return depositLockedView();
    default:
      return transportError(failure) ?? view(GENERIC_LOAD_ERROR, 'popup');
  }
}

/**
 * 000 §8 Deposit (public modal): "Status 403, 400 or 401 with message PLAYER_NOT_ALLOWED_TO_DEPOSIT:
 * dialog 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản'. The same statuses with any other
 * message: dialog 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.' Status 500: the result
 * modal in error mode." A 401 that names neither the lock nor a pending request is the upstream
 * refusing the call, not a pending request: the generic error dialog (refusedCall). Any other
 * failure (another 4xx) shows the generic error dialog; no answer at all or any 5xx opens the result
 * modal in error mode, unless the client found out what became of the deposit (clientRefusal).
 */
export function depositModalError(failure: Failure): ErrorView {
  const refused = clientRefusal(failure);
  if (refused) return refused;
  if ([400, 401, 403].includes(failure.status)) {
    if (failure.code === 'PLAYER_NOT_ALLOWED_TO_DEPOSIT')
      return view(DEPOSIT_LOGIN_FIRST, 'dialog');
    const unexplained = refusedCall(failure);
    return unexplained ? { ...unexplained, show: 'dialog' } : view(PENDING_REQUEST, 'dialog');
  }
  if (failure.status === 0 || failure.status >= 500)
    return view(SOMETHING_WENT_WRONG, 'result-error');
  // The upstream's rate limit: said as such, never as a generic failure (issue 24 §5).
  if (failure.status === 429) return view(TOO_MANY_REQUESTS, 'dialog');
  return view(GENERIC_LOAD_ERROR, 'dialog');
}

/**
 * 000 §4 "Phone check: … Passing marks the phone valid. Failing shows an error message and marks it
 * invalid." §6 "The deposit modal tells the visitor to log in first if the phone does not belong to
 * a logged-in account." The upstream's answer only: a check that got no answer or a 5xx says nothing
 * about the phone and is worded by loadError. null when the check passed.
 */
export function depositPhoneCheckMessage(answer: { status: boolean }): string | null {
  return answer.status ? null : DEPOSIT_LOGIN_FIRST;
}

/** 000 §8 "Failure to load payment methods: 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'." */
export function paymentMethodsLoadError(): ErrorView {
  return view(GENERIC_LOAD_ERROR, 'popup');
}

/** 000 §2 "If the deposit feature is disabled for the account, a modal says 'Tính năng nạp tiền …'" */
export function depositLockedView(): ErrorView {
  return view(DEPOSIT_LOCKED, 'popup');
}

export type DepositNextStep = 'step2' | 'redirectPage' | 'home';

/**
 * 000 §4 "step1 goes to step2 on a QR result, to redirectPage when is_redirect, and to home when the
 * message is AUTO_APPROVED."
 */
export function depositNextStep(result: {
  message?: string | null;
  is_redirect?: boolean | number | null;
}): DepositNextStep {
  if (result.message === 'AUTO_APPROVED') return 'home';
  return result.is_redirect ? 'redirectPage' : 'step2';
}
