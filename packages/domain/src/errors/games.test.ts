import { describe, expect, it } from 'vitest';
import { dagaBalanceError, gameTransferError, rateLimitError, transferAllError } from './games';

const INSUFFICIENT =
  'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.';

describe('game and points transfer messages (001 §8)', () => {
  it.each([
    [
      'PENDING_WITHDRAW',
      'Sắp rút lui',
      'popup',
      "\"PENDING_WITHDRAW: 'Sắp rút lùi' (also spelled 'Sắp rút lui').\"",
    ],
    [
      'PENDING_TRANSACTION',
      'Không thể chuyển điểm vào trò chơi vì đã có một yêu cầu chuyển điểm đang chờ xử lý.',
      'dialog',
      '"PENDING_TRANSACTION: …"',
    ],
    [
      'PENDING_DEPOSIT',
      'Giao dịch chuyển điểm đang được xử lý và sẽ thành công trong vài phút.',
      'dialog',
      '"PENDING_DEPOSIT: a transfer is in progress and will succeed within minutes."',
    ],
    [
      'PLEASE_DEPOSIT',
      INSUFFICIENT,
      'dialog',
      '"PLEASE_DEPOSIT: insufficient balance, deposit first."',
    ],
    [
      'BALANCE_NETWORK_ERROR',
      'Lỗi mạng cân bằng',
      'popup',
      '"BALANCE_NETWORK_ERROR: \'Lỗi mạng cân bằng\'."',
    ],
    ['LACK_FUND', 'Thiếu vốn', 'popup', '"LACK_FUND: \'Thiếu vốn\'."'],
    ['NETWORK_ERROR', 'Lỗi mạng', 'popup', '"NETWORK_ERROR: \'Lỗi mạng\'."'],
    [
      'ACCOUNT_DOESNT_EXIST',
      'Tài khoản không tồn tại',
      'popup',
      '"ACCOUNT_DOESNT_EXIST: \'Tài khoản không tồn tại\'"',
    ],
    [
      'GAME_PROVIDER_NOT_SUPPORTED',
      'KHÔNG ĐƯỢC HỖ TRỢ',
      'balance',
      '"GAME_PROVIDER_NOT_SUPPORTED: shown as \'KHÔNG ĐƯỢC HỖ TRỢ\'."',
    ],
    [
      'INSUFFICIENT_BALANCE',
      INSUFFICIENT,
      'popup',
      '"INSUFFICIENT_BALANCE: the insufficient-balance message."',
    ],
    ['FORBIDDEN', 'CẤM', 'balance', '"FORBIDDEN (Da Ga): balance shown as \'CẤM\'."'],
    [
      'AMOUNT_NOT_ACCEPTED',
      'Số điểm không hợp lệ, vui lòng nhập số chia hết cho 30.',
      'popup',
      '"AMOUNT_NOT_ACCEPTED (Da Ga deposit)."',
    ],
    [
      'REGISTRATION_NETWORK_ERROR',
      'Lỗi mạng khi tạo tài khoản trò chơi, vui lòng thử lại.',
      'popup',
      '"REGISTRATION_NETWORK_ERROR … on game login."',
    ],
    [
      'LOGIN_NETWORK_ERROR',
      'Lỗi mạng khi đăng nhập trò chơi, vui lòng thử lại.',
      'popup',
      '"LOGIN_NETWORK_ERROR … on game login."',
    ],
    [
      'DEPOSIT_NETWORK_ERROR',
      'Lỗi mạng khi chuyển điểm vào trò chơi, vui lòng thử lại.',
      'popup',
      '"DEPOSIT_NETWORK_ERROR on game login."',
    ],
    [
      'POINTS_TRANSFERRED_SUCCESSFULLY',
      'Chuyển điểm thành công.',
      'success',
      '"POINTS_TRANSFERRED_SUCCESSFULLY: success, and the balances are updated."',
    ],
    [
      'SOMETHING_NEW',
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      'popup',
      'an unknown code: the generic error',
    ],
  ])('$3 — $0', (code, text, show, _spec) => {
    expect(gameTransferError({ status: 400, code })).toEqual({ text, show });
  });

  it.each([[{ status: 0, code: 'anything' }], [{ status: 504, code: 'timeout exceeded' }]])(
    '"A network error is treated like NETWORK_ERROR." — %j',
    (failure) => {
      expect(gameTransferError(failure)).toEqual({ text: 'Lỗi mạng', show: 'popup' });
    },
  );

  it.each([[{ status: 401, code: 'X' }], [{ status: 400, code: 'Unauthenticated.' }]])(
    '"401 on a balance call: treated as unauthenticated." — %j',
    (failure) => {
      expect(gameTransferError(failure)).toEqual({
        text: 'Session expired. Please login again.',
        show: 'session-expired',
      });
    },
  );

  it('"An error that is an object shows a game-link button in the pending-transaction dialog."', () => {
    expect(
      gameTransferError({
        status: 400,
        code: 'PENDING_DEPOSIT',
        body: { message: 'PENDING_DEPOSIT', link: 'https://g.example/1' },
      }),
    ).toEqual({
      text: 'Giao dịch chuyển điểm đang được xử lý và sẽ thành công trong vài phút.',
      show: 'dialog',
      gameLink: true,
    });
    expect(
      gameTransferError({ status: 400, code: 'LACK_FUND', body: { link: 5 } }).gameLink,
    ).toBeUndefined();
    expect(
      gameTransferError({ status: 400, code: 'LACK_FUND', body: null }).gameLink,
    ).toBeUndefined();
  });

  it.each([
    ['too many requests, 1 per second', 'Too many requests. Only 1 request per second allowed.'],
    ['Too Many Attempts.', 'Too many requests. Only 1 request per second allowed.'],
    ['TOO_MANY_REQUESTS', 'Too many requests. Only 1 request per second allowed.'],
    [undefined, 'Too many requests. Only 1 request per second allowed.'],
    ['', 'Too many requests. Only 1 request per second allowed.'],
  ])(
    "\"Balance endpoint 429 ('too many requests, 1 per second'): … 'Too many requests. Only 1 request per second allowed.' in a popup.\" — always the spec's text, never the server's ('Too Many Attempts.', issue 24) — %j",
    (server, text) => {
      const failure = { status: 429, code: server ?? 'HTTP_429' };
      expect(rateLimitError(failure)).toEqual({ text, show: 'popup' });
      expect(gameTransferError(failure)).toEqual({
        text,
        show: 'popup',
      });
    },
  );

  it('"Transfer-all failure: \'Failed to transfer all points. Please try again.\'"', () => {
    expect(transferAllError()).toEqual({
      text: 'Failed to transfer all points. Please try again.',
      show: 'inline',
    });
  });
});

describe('Da Ga balance (000 §8, 001 §4, §8)', () => {
  it.each([
    [
      { status: 429, code: 'X' },
      { text: 'Too many requests. Only 1 request per second allowed.', show: 'popup' },
      '"429 gives \'Too many requests. Only 1 request per second allowed.\'"',
    ],
    [
      { status: 429, code: 'Too Many Attempts.' },
      { text: 'Too many requests. Only 1 request per second allowed.', show: 'popup' },
      "\"429 gives 'Too many requests. …'\": never the server's own 'Too Many Attempts.' (issue 24)",
    ],
    [
      { status: 403, code: 'FORBIDDEN' },
      { text: 'CẤM', show: 'balance' },
      '"FORBIDDEN … returned as an error value" / "\'CẤM\' (forbidden, Da Ga)"',
    ],
    [{ status: 403, code: 'X' }, { text: 'CẤM', show: 'balance' }, 'a 403 is FORBIDDEN'],
    [{ status: 200, code: 'FORBIDDEN' }, { text: 'CẤM', show: 'balance' }, 'FORBIDDEN in a body'],
    [
      { status: 500, code: 'NETWORK_ERROR' },
      { text: 'LỖI MẠNG', show: 'balance' },
      '"NETWORK_ERROR … returned as an error value"',
    ],
    [
      { status: 0, code: 'X' },
      { text: 'LỖI MẠNG', show: 'balance' },
      '"A network error is treated like NETWORK_ERROR."',
    ],
    [
      { status: 0, code: 'timeout exceeded' },
      { text: 'LỖI MẠNG', show: 'balance' },
      'a timeout is a network error',
    ],
    [
      { status: 504, code: 'timeout exceeded' },
      { text: 'LỖI MẠNG', show: 'balance' },
      'a timeout code is a network error',
    ],
    [
      { status: 401, code: 'X' },
      { text: 'Session expired. Please login again.', show: 'session-expired' },
      '"\'Unauthenticated.\' … returned as an error value"',
    ],
    [
      { status: 200, code: 'Unauthenticated.' },
      { text: 'Session expired. Please login again.', show: 'session-expired' },
      '"\'Unauthenticated.\'" in a body',
    ],
    [
      { status: 500, code: 'Balance service is down' },
      { text: 'Balance service is down', show: 'popup' },
      '"Other Da Ga balance failure: the server message …"',
    ],
    [
      { status: 500, code: 'HTTP_500' },
      { text: 'An unexpected error occured while fetching balance.', show: 'popup' },
      '"… or \'An unexpected error occured while fetching balance.\'"',
    ],
  ])('$2 — $0', (failure, expected, _spec) => {
    expect(dagaBalanceError(failure)).toEqual(expected);
  });
});
