import { describe, expect, it } from 'vitest';
import {
  depositLockedView,
  depositModalError,
  depositNextStep,
  depositPageError,
  depositPhoneCheckMessage,
  paymentMethodsLoadError,
} from './deposit';

const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';

describe('deposit page errors (000 §8)', () => {
  it('"YOU_HAVE_PENDING_TRANSACTION: a new request cannot be created while one is pending; then go to /transections."', () => {
    expect(depositPageError({ status: 400, code: 'YOU_HAVE_PENDING_TRANSACTION' })).toEqual({
      text: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
      show: 'dialog',
      redirect: '/transections',
    });
  });

  it.each([['FAILD_TO_GET_QR'], ['BANK_NOT_SUPPORTED']])(
    '"FAILD_TO_GET_QR and BANK_NOT_SUPPORTED: the bank is under maintenance, choose another." — %s',
    (code) => {
      expect(depositPageError({ status: 400, code })).toEqual({
        text: 'Ngân hàng đang bảo trì, vui lòng chọn ngân hàng khác.',
        show: 'popup',
      });
    },
  );

  it('"WRONG_PAYMENT_METHOD: the method is under maintenance."', () => {
    expect(depositPageError({ status: 400, code: 'WRONG_PAYMENT_METHOD' })).toEqual({
      text: 'Phương thức thanh toán đang bảo trì, vui lòng chọn phương thức khác.',
      show: 'popup',
    });
  });

  it.each([['NETWORK_ERROR'], ['NEVER_HEARD_OF']])(
    '"NETWORK_ERROR and any unknown code: an error, contact support." — %s',
    (code) => {
      expect(depositPageError({ status: 400, code })).toEqual({ text: GENERIC, show: 'popup' });
    },
  );

  it('"A deposit feature flag can disable deposits per account." — PLAYER_NOT_ALLOWED_TO_DEPOSIT on the page is the lock\'s text', () => {
    expect(depositPageError({ status: 403, code: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' })).toEqual({
      text: 'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.',
      show: 'popup',
    });
  });

  it('"If the deposit feature is disabled for the account, a modal says \'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.\'"', () => {
    expect(depositLockedView()).toEqual({
      text: 'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.',
      show: 'popup',
    });
  });

  it.each([
    [{ message: 'AUTO_APPROVED', is_redirect: true }, 'home'],
    [{ is_redirect: 1 }, 'redirectPage'],
    [{ is_redirect: false }, 'step2'],
    [{}, 'step2'],
  ])(
    '"step1 goes to step2 on a QR result, to redirectPage when is_redirect, and to home when the message is AUTO_APPROVED." — %j',
    (result, step) => {
      expect(depositNextStep(result)).toBe(step);
    },
  );
});

describe('deposit modal errors (000 §8)', () => {
  it.each([[400], [401], [403]])(
    '"Status 403, 400 or 401 with message PLAYER_NOT_ALLOWED_TO_DEPOSIT: dialog \'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản\'." — %s',
    (status) => {
      expect(depositModalError({ status, code: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' })).toEqual({
        text: 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản',
        show: 'dialog',
      });
      expect(depositModalError({ status, code: 'YOU_HAVE_PENDING_TRANSACTION' })).toEqual({
        text: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
        show: 'dialog',
      });
    },
  );

  it.each([[400], [403]])(
    '"The same statuses with any other message: dialog \'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.\'" — %s',
    (status) => {
      expect(depositModalError({ status, code: 'OTHER' })).toEqual({
        text: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
        show: 'dialog',
      });
    },
  );

  it.each([['OTHER'], ['HTTP_401'], ['Unauthenticated.']])(
    'a 401 naming neither the lock nor a pending request (%s) is the call refused: the generic error dialog, never "a request is pending" (issue 24)',
    (code) => {
      expect(depositModalError({ status: 401, code })).toEqual({ text: GENERIC, show: 'dialog' });
    },
  );

  it('a 429 is the rate limit, said as such, never a generic failure (issue 24)', () => {
    expect(depositModalError({ status: 429, code: 'Too Many Attempts.' })).toEqual({
      text: 'Too many requests. Only 1 request per second allowed.',
      show: 'dialog',
    });
  });

  it.each([[500], [503], [0]])('"Status 500: the result modal in error mode." — %s', (status) => {
    expect(depositModalError({ status, code: 'X' })).toEqual({
      text: 'Something went wrong',
      show: 'result-error',
    });
  });

  it('"An auth or validation failure shows an error dialog." — a 422', () => {
    expect(depositModalError({ status: 422, code: 'X' })).toEqual({
      text: GENERIC,
      show: 'dialog',
    });
  });

  it('"Phone check: … Passing marks the phone valid. Failing shows an error message" — §6 "tells the visitor to log in first if the phone does not belong to a logged-in account"', () => {
    expect(depositPhoneCheckMessage({ status: true })).toBeNull();
    expect(depositPhoneCheckMessage({ status: false })).toBe(
      'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản',
    );
  });

  it('"Failure to load payment methods: \'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng\'."', () => {
    expect(paymentMethodsLoadError()).toEqual({ text: GENERIC, show: 'popup' });
  });
});
