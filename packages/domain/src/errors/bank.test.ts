import { describe, expect, it } from 'vitest';
import { addBankError, addBankLimitText, bankStepEmptyText } from './bank';

const LIMIT_3 =
  'Mỗi tài khoản chỉ có thể thêm 3 ngân hàng duy nhất. Để thêm tài khoản ngân hàng khác, Vui lòng liên hệ đội ngũ Chăm Sóc Khách Hàng';

describe('add bank errors (001 §8)', () => {
  it.each([
    [
      { status: 0, code: 'NETWORK_ERROR' },
      'lỗi mạng. Làm mới trang và thử lại',
      '"Network error: \'lỗi mạng. Làm mới trang và thử lại\'."',
    ],
    [
      { status: 200, code: 'NETWORK_ERROR' },
      'lỗi mạng. Làm mới trang và thử lại',
      '"Network error" (by code)',
    ],
    [
      { status: 0, code: 'timeout exceeded' },
      'lỗi mạng. Làm mới trang và thử lại',
      '"Network error" (timeout)',
    ],
    [
      { status: 408, code: 'timeout exceeded' },
      'lỗi mạng. Làm mới trang và thử lại',
      '"Network error" (timeout code)',
    ],
    [
      { status: 422, code: 'X' },
      'Số tài khoản đã được lấy',
      '"HTTP 422: \'Số tài khoản đã được lấy\'."',
    ],
    [
      { status: 400, code: 'X' },
      LIMIT_3,
      '"Any other failure: \'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. …\'"',
    ],
    [
      { status: 500, code: 'SERVER_ERROR' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      'a server error is not the limit (ours)',
    ],
    [
      { status: 200, code: 'MALFORMED_RESPONSE' },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
      'an unreadable answer is not the limit (ours)',
    ],
    [
      { status: 429, code: 'Too Many Attempts.' },
      'Too many requests. Only 1 request per second allowed.',
      "a 429 is not the limit: the rate limit's text (issue 24)",
    ],
    [
      { status: 429, code: 'HTTP_429' },
      'Too many requests. Only 1 request per second allowed.',
      'a bare 429 is not the limit (issue 24)',
    ],
  ])('$2 — $0', (failure, text, _spec) => {
    expect(addBankError(failure, 3)).toEqual({ text, show: 'inline' });
  });

  it('"{max}" is filled with max_account_count', () => {
    expect(addBankLimitText(1)).toContain('thêm 1 ngân hàng');
  });

  it.each([
    [
      false,
      'Hiện tại không có ngân hàng nào, nhấp vào nút bên dưới để thêm ngân hàng.',
      '"With no banks"',
    ],
    [
      true,
      'Chưa có thông tin ngân hàng. Vui lòng thêm ngân hàng để tiếp tục.',
      '"After deleting the last bank"',
    ],
  ])('bank step texts: $2 — after delete $0', (afterDelete, text, _spec) => {
    expect(bankStepEmptyText(afterDelete)).toBe(text);
  });
});
