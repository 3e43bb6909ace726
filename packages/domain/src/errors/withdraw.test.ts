import { describe, expect, it } from 'vitest';
import {
  visitorBankLookup,
  visitorWithdrawError,
  withdrawLockedView,
  withdrawPageError,
} from './withdraw';

describe('visitor withdraw lookup (001 §4, §8)', () => {
  it.each([
    [
      'SUCCESS',
      2,
      { fillBanks: true, valid: true, message: null },
      '"SUCCESS fills the banks." / "On success with banks … the lookup counts as valid."',
    ],
    [
      'SUCCESS',
      0,
      { fillBanks: true, valid: false, message: null },
      '"On success with banks" — none: not valid',
    ],
    [
      'NUMBER_OR_USER_ID_NOT_VALID',
      0,
      {
        fillBanks: false,
        valid: false,
        message: {
          text: 'Vui lòng đăng nhập trước khi rút tiền. Đăng nhập để thêm tài khoản ngân hàng.',
          show: 'inline',
        },
      },
      '"NUMBER_OR_USER_ID_NOT_VALID shows a text asking to log in before withdrawing and to log in to add a bank account."',
    ],
    [
      'INVALID_PHONE_NUMBER',
      0,
      {
        fillBanks: false,
        valid: false,
        message: {
          text: 'Vui lòng kiểm tra lại số điện thoại hoặc liên hệ CSKH để được hỗ trợ.',
          show: 'inline',
        },
      },
      '"INVALID_PHONE_NUMBER asks the user to re-verify the phone or contact support."',
    ],
    [
      'BANK_NOT_AVAILABLE',
      1,
      {
        fillBanks: true,
        valid: false,
        message: { text: 'Vui lòng đăng nhập và thêm tài khoản ngân hàng.', show: 'inline' },
      },
      '"BANK_NOT_AVAILABLE asks the user to log in and add a bank. The bank list comes from the response."',
    ],
    [
      'WHATEVER',
      0,
      {
        fillBanks: false,
        valid: false,
        message: {
          text: 'Vui lòng đăng nhập trước khi rút tiền. Đăng nhập để thêm tài khoản ngân hàng.',
          show: 'inline',
        },
      },
      '"Any other message shows the log-in-first text."',
    ],
  ])('$3 — $0 with $1 banks', (message, count, outcome, _spec) => {
    expect(visitorBankLookup(message, count)).toEqual(outcome);
  });
});

describe('visitor withdraw errors (001 §8)', () => {
  it.each([
    [
      { status: 400, code: 'INSUFFICIENT_BALANCE' },
      { text: 'Bạn không có đủ số dư để thực hiện giao dịch này', show: 'popup' },
      '"INSUFFICIENT_BALANCE shows \'Bạn không có đủ số dư...\'."',
    ],
    [
      { status: 403, code: 'PLAYER_NOT_ALLOWED_TO_WITHDRAW' },
      { text: 'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền', show: 'popup' },
      '"PLAYER_NOT_ALLOWED_TO_WITHDRAW shows \'Vui lòng đăng nhập vào tài khoản trước khi thực hiện rút tiền\'."',
    ],
    [
      { status: 400, code: 'X' },
      {
        text: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
        show: 'popup',
        closeOnBackdrop: false,
      },
      '"Any other 400, 401 or 403 shows … This popup does not close on backdrop click."',
    ],
    [
      { status: 401, code: 'YOU_HAVE_PENDING_TRANSACTION' },
      {
        text: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
        show: 'popup',
        closeOnBackdrop: false,
      },
      '"Any other 400, 401 or 403 shows …": a 401 that says a request is pending',
    ],
    [
      { status: 401, code: 'X' },
      { text: 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng', show: 'popup' },
      '001 §4 "400, 401 or 403 shows an error popup": a 401 naming nothing is the call refused, not a pending request (issue 24)',
    ],
    [
      { status: 401, code: 'HTTP_401' },
      { text: 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng', show: 'popup' },
      'a 401 without a body: the call refused, not a pending request (issue 24)',
    ],
    [
      { status: 403, code: 'X' },
      {
        text: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
        show: 'popup',
        closeOnBackdrop: false,
      },
      '"Any other 400, 401 or 403 shows …"',
    ],
    [
      { status: 500, code: 'X' },
      { text: 'Something went wrong', show: 'result-error' },
      '"500 shows the generic error result."',
    ],
    [
      { status: 429, code: 'Too Many Attempts.' },
      { text: 'Too many requests. Only 1 request per second allowed.', show: 'popup' },
      'a 429 is the rate limit, said as such (issue 24)',
    ],
    [
      { status: 0, code: 'NETWORK_ERROR' },
      { text: 'Something went wrong', show: 'result-error' },
      'no answer: the generic error result',
    ],
  ])('$2 — $0', (failure, expected, _spec) => {
    expect(visitorWithdrawError(failure)).toEqual(expected);
  });
});

describe('signed-in withdraw errors (001 §4, §8)', () => {
  it.each([
    [
      { status: 400, code: 'PLAYER_NOT_ALLOWED_TO_WITHDRAW' },
      'Withdrawal is disabled. Contact support.',
      '"PLAYER_NOT_ALLOWED_TO_WITHDRAW: \'Withdrawal is disabled. Contact support.\'"',
    ],
    [
      { status: 403, code: 'FORBIDDEN' },
      'Withdrawal is disabled. Contact support.',
      '"Withdraw error codes also include FORBIDDEN"',
    ],
    [
      { status: 400, code: 'LESS_THEN_MINIMUM_LIMIT' },
      'Withdrawal amount is below the minimum limit.',
      '"LESS_THEN_MINIMUM_LIMIT: \'Withdrawal amount is below the minimum limit.\'"',
    ],
    [
      { status: 400, code: 'INSUFFICIENT_BALANCE' },
      'Insufficient balance.',
      '"INSUFFICIENT_BALANCE: \'Insufficient balance.\'"',
    ],
    [
      { status: 401, code: 'DEPOSIT_REQUIRED' },
      'A deposit request is required before withdrawal.',
      '"HTTP 401: \'A deposit request is required before withdrawal.\'"',
    ],
    [
      { status: 400, code: 'Account Not Activated' },
      'Please activate your account first.',
      "\"'Account Not Activated': 'Please activate your account first.'\"",
    ],
    [
      { status: 400, code: 'not enough money' },
      'Insufficient funds.',
      "\"The message 'not enough money': 'Insufficient funds.'\"",
    ],
    [
      { status: 400, code: 'LACK_FUND' },
      'Insufficient funds.',
      '"Withdraw error codes also include … LACK_FUND"',
    ],
    [
      { status: 400, code: 'WITHDRAW_LIMIT_OVER' },
      'Bạn đã vượt quá hạn mức rút tiền cho phép.',
      '"Withdraw error codes also include … WITHDRAW_LIMIT_OVER"',
    ],
    [
      { status: 0, code: 'NETWORK_ERROR' },
      'An unexpected error occurred. Please try again.',
      '"Withdraw error codes also include … NETWORK_ERROR" / "Anything else"',
    ],
    [
      { status: 500, code: 'X' },
      'An unexpected error occurred. Please try again.',
      '"Anything else: \'An unexpected error occurred. Please try again.\'"',
    ],
  ])('$2 — $0', (failure, text, _spec) => {
    expect(withdrawPageError(failure)).toEqual({ text, show: 'popup' });
  });

  it("\"HTTP 403 (pending request): 'A pending request is in process. Please try again later.' The modal's redirect goes to /transections.\"", () => {
    expect(withdrawPageError({ status: 403, code: 'PENDING' })).toEqual({
      text: 'A pending request is in process. Please try again later.',
      show: 'popup',
      redirect: '/transections',
    });
  });

  it('"the withdraw page shows a modal \'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.\'"', () => {
    expect(withdrawLockedView()).toEqual({
      text: 'Tính năng rút tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.',
      show: 'popup',
    });
  });
});
