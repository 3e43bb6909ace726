import { describe, expect, it } from 'vitest';
import {
  agencyResult,
  checkFailedError,
  dagaCategoryLoadError,
  gamesListText,
  homeLoadError,
  loadError,
  promotionsListText,
  referralNotChecked,
  walletLoadError,
} from './general';
import { sessionExpiredView, shouldLogOut } from './session';

describe('session (000 §1)', () => {
  it('"any 401 on a call clears local storage, alerts \'Session expired. Please login again.\' and goes to /login"', () => {
    expect(sessionExpiredView()).toEqual({
      text: 'Session expired. Please login again.',
      show: 'session-expired',
    });
  });

  it.each([
    [{ status: 401, code: 'Unauthenticated.' }, true],
    [{ status: 408, code: 'timeout exceeded' }, true],
    [{ status: 500, code: 'timeout exceeded' }, true],
    [{ status: 500, code: 'NETWORK_ERROR' }, false],
    [{ status: 0, code: 'NETWORK_ERROR' }, false],
    [{ status: 0, code: 'CLIENT_TIMEOUT' }, false],
    // Our own time limit, whatever it is called, is not the upstream saying 'timeout exceeded'.
    [{ status: 0, code: 'timeout exceeded' }, false],
  ])(
    "\"If that fetch answers 'Unauthenticated.' or 'timeout exceeded', the logout handler runs.\" — %j",
    (failure, expected) => {
      expect(shouldLogOut(failure)).toBe(expected);
    },
  );
});

describe('home and loading (000 §8, 001 §8)', () => {
  it.each([
    [
      { status: 429, code: 'X' },
      'Too many requests. Only 1 request per second allowed.',
      '"\'Too many requests. Only 1 request per second allowed.\' … shown in a modal"',
    ],
    [
      { status: 429, code: 'Slow down please, only one a second' },
      'Too many requests. Only 1 request per second allowed.',
      "home shows the spec's fixed 429 text, not the body's",
    ],
    [{ status: 403, code: 'X' }, 'forbidden', '"\'forbidden\' are shown in a modal"'],
    [
      { status: 400, code: 'FORBIDDEN' },
      'forbidden',
      '"\'forbidden\' are shown in a modal" (by code)',
    ],
    [
      { status: 500, code: 'X' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      '"Generic load error: \'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng\'."',
    ],
  ])('$2 — $0', (failure, text, _spec) => {
    expect(homeLoadError(failure)).toEqual({ text, show: 'popup' });
  });

  it.each([
    [true, 3, 'Lỗi mạng'],
    [false, 0, 'Không tìm thấy trò chơi nào'],
    [false, 2, null],
  ])(
    "\"Games: 'Không tìm thấy trò chơi nào' and 'Lỗi mạng'.\" — failed %j, %i games",
    (failed, count, text) => {
      expect(gamesListText(failed, count)).toBe(text);
    },
  );

  it("\"Promotions: 'Không tìm thấy khuyến mãi nào'.\" is the empty list's text only", () => {
    expect(promotionsListText(0)).toBe('Không tìm thấy khuyến mãi nào');
    expect(promotionsListText(1)).toBeNull();
  });

  it.each([
    [{ status: 0, code: 'NETWORK_ERROR' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 0, code: 'CLIENT_TIMEOUT' }, 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'],
    [{ status: 500, code: 'HTTP_500' }, 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
    [
      { status: 200, code: 'MALFORMED_RESPONSE' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [{ status: 429, code: 'HTTP_429' }, 'Too many requests. Only 1 request per second allowed.'],
    [{ status: 404, code: 'NOT_FOUND' }, 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'],
  ])('a list that failed to load says why, never its empty text — %j', (failure, text) => {
    expect(loadError(failure)).toEqual({ text, show: 'popup' });
  });

  it('home: a network failure of a call without a place of its own is the network text', () => {
    expect(homeLoadError({ status: 0, code: 'NETWORK_ERROR' }).text).toBe(
      'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
    );
  });

  it('"A failed wallet load shows a \'Try Refreshing Again\' hint."', () => {
    expect(walletLoadError()).toEqual({ text: 'Try Refreshing Again', show: 'inline' });
  });
});

describe('agency registration (001 §8)', () => {
  it('"Success: \'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.\'"', () => {
    expect(agencyResult(true)).toEqual({
      text: 'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.',
      show: 'success',
    });
  });
  it('"Failure: \'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.\'"', () => {
    expect(agencyResult(false)).toEqual({
      text: 'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.',
      show: 'popup',
    });
  });
});

describe('home\'s Da Ga category (issue 39 §3: "says it could not load, with a retry, as the other sections of home do")', () => {
  it.each([
    [
      { status: 500, code: 'X' },
      'Không thể tải Đá gà. Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [
      { status: 0, code: 'NETWORK_ERROR' },
      'Không thể tải Đá gà. Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
    ],
    [
      { status: 429, code: 'Too Many Attempts.' },
      'Không thể tải Đá gà. Too many requests. Only 1 request per second allowed.',
    ],
  ] as const)('%j: what could not be loaded, then why', (failure, text) => {
    expect(dagaCategoryLoadError(failure)).toEqual({ text, show: 'inline' });
  });
});

describe('loads a money decision rests on (issue 24 §5: "Each says it could not check, with a retry")', () => {
  const NETWORK = 'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.';
  const GENERIC = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
  it.each([
    [
      'deposit',
      { status: 500, code: 'X' },
      `Không thể kiểm tra quyền nạp tiền của tài khoản. ${GENERIC}`,
    ],
    [
      'withdraw',
      { status: 0, code: 'NETWORK_ERROR' },
      `Không thể kiểm tra quyền rút tiền của tài khoản. ${NETWORK}`,
    ],
    [
      'saved-banks',
      { status: 500, code: 'X' },
      `Không thể tải tài khoản ngân hàng của bạn. ${GENERIC}`,
    ],
    [
      'referral',
      { status: 0, code: 'NETWORK_ERROR' },
      `Không thể kiểm tra mã giới thiệu. ${NETWORK}`,
    ],
  ] as const)('%s: what could not be checked, then why — %j', (check, failure, text) => {
    expect(checkFailedError(check, failure)).toEqual({ text, show: 'inline' });
  });

  it('000 §7 "GET /get_agent_code/{id}": an unknown code is the upstream\'s answer; no answer, a 5xx, a 429 or a 401 is a code not checked', () => {
    expect(referralNotChecked({ status: 404, code: 'NOT_FOUND' })).toBe(false);
    expect(referralNotChecked({ status: 400, code: 'X' })).toBe(false);
    for (const failure of [
      { status: 0, code: 'NETWORK_ERROR' },
      { status: 503, code: 'X' },
      { status: 429, code: 'Too Many Attempts.' },
      { status: 401, code: 'Unauthenticated.' },
      { status: 200, code: 'MALFORMED_RESPONSE' },
    ]) {
      expect(referralNotChecked(failure)).toBe(true);
    }
  });
});
