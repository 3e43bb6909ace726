import { describe, expect, it } from 'vitest';
import {
  clientRefusal,
  isAnswered,
  isNetworkFailure,
  isNoAnswer,
  moneyOutcomeView,
  transportError,
} from './transport';

describe('failures that are not the player\'s entry (issue "Failures say what happened")', () => {
  it('status 0 is no answer; an answer is anything else but an unreadable body', () => {
    expect(isNoAnswer({ status: 0, code: 'NETWORK_ERROR' })).toBe(true);
    expect(isNoAnswer({ status: 400, code: 'X' })).toBe(false);
    expect(isAnswered({ status: 400, code: 'X' })).toBe(true);
    expect(isAnswered({ status: 0, code: 'X' })).toBe(false);
    expect(isAnswered({ status: 200, code: 'MALFORMED_RESPONSE' })).toBe(false);
  });

  it.each([
    [{ status: 0, code: 'NETWORK_ERROR' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 0, code: 'CLIENT_TIMEOUT' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 502, code: 'HTTP_502' }, 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
    [
      { status: 200, code: 'MALFORMED_RESPONSE' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [{ status: 429, code: 'HTTP_429' }, 'Too many requests. Only 1 request per second allowed.'],
  ])("%j gets the catalogue's network, generic or rate-limit text", (failure, text) => {
    expect(transportError(failure)).toEqual({ text, show: 'popup' });
  });

  it('an upstream answer (a 4xx with its code) is for the screen to word: null', () => {
    expect(transportError({ status: 400, code: 'PASSWORD_INCORRECT' })).toBeNull();
    expect(transportError({ status: 403, code: 'FORBIDDEN' })).toBeNull();
  });

  it('"Money is never sent twice": a second money call while one runs is refused, in words', () => {
    expect(clientRefusal({ status: 0, code: 'MONEY_CALL_IN_PROGRESS' })).toEqual({
      text: 'Một giao dịch khác đang được xử lý. Vui lòng chờ trong giây lát.',
      show: 'popup',
    });
  });

  it('an insecure API origin is refused, in words', () => {
    expect(transportError({ status: 0, code: 'INSECURE_API_ORIGIN' })?.text).toBe(
      'Không thể kết nối an toàn tới máy chủ. Vui lòng liên hệ Chăm sóc khách hàng.',
    );
  });

  it.each([
    [
      { status: 'done', where: 'history' },
      'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.',
    ],
    [
      { status: 'done', where: 'balance' },
      'Chuyển điểm đã được thực hiện. Số dư đã được cập nhật.',
    ],
    [
      { status: 'unknown', where: 'history' },
      'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.',
    ],
    [
      { status: 'unknown', where: 'balance' },
      'Chưa nhận được phản hồi cho lần chuyển điểm này. Vui lòng kiểm tra số dư trước khi thử lại.',
    ],
    [
      { status: 'unknown', where: 'support' },
      'Chưa nhận được phản hồi cho giao dịch này. Vui lòng liên hệ Chăm sóc khách hàng trước khi thử lại.',
    ],
  ] as const)(
    'a money call without an answer tells what the client found — %j',
    (finding, text) => {
      expect(moneyOutcomeView(finding)).toEqual({ text, show: 'popup' });
      expect(clientRefusal({ status: 0, code: 'MONEY_OUTCOME_UNKNOWN', body: finding })).toEqual({
        text,
        show: 'popup',
      });
    },
  );

  it('a finding the client could not read counts as unknown, to be checked in the history', () => {
    expect(clientRefusal({ status: 0, code: 'MONEY_OUTCOME_UNKNOWN', body: null })?.text).toBe(
      'Chưa nhận được phản hồi cho giao dịch này. Vui lòng kiểm tra lịch sử giao dịch trước khi thử lại.',
    );
  });

  it("other failures are not the client's refusals", () => {
    expect(clientRefusal({ status: 0, code: 'NETWORK_ERROR' })).toBeNull();
  });
});

describe('network failures on either side', () => {
  it.each([
    [{ status: 0, code: 'NETWORK_ERROR' }, true],
    [{ status: 0, code: 'CLIENT_TIMEOUT' }, true],
    [{ status: 500, code: 'NETWORK_ERROR' }, true],
    [{ status: 504, code: 'timeout exceeded' }, true],
    [{ status: 500, code: 'HTTP_500' }, false],
  ])('%j', (failure, expected) => {
    expect(isNetworkFailure(failure)).toBe(expected);
  });
});
