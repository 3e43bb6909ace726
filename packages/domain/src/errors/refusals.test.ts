import { describe, expect, it } from 'vitest';
import { addBankError } from './bank';
import { depositModalError, depositPageError } from './deposit';
import { gameTransferError } from './games';
import { visitorWithdrawError, withdrawPageError } from './withdraw';

// Every money screen's catalogue says the client's own refusals the same way, before its codes:
// "Money is never sent twice" (docs/decisions.md).
const IN_PROGRESS = { status: 0, code: 'MONEY_CALL_IN_PROGRESS' };
const UNKNOWN = {
  status: 0,
  code: 'MONEY_OUTCOME_UNKNOWN',
  body: { status: 'done', where: 'history' },
};

describe.each([
  ['deposit page', depositPageError],
  ['deposit modal', depositModalError],
  ['visitor withdraw', visitorWithdrawError],
  ['withdraw page', withdrawPageError],
  ['game transfer', gameTransferError],
  ['add bank', (failure: typeof IN_PROGRESS) => addBankError(failure, 3)],
] as const)('%s', (_screen, explain) => {
  it('a different money call while one runs is refused, never reported as done', () => {
    expect(explain(IN_PROGRESS).text).toBe(
      'Một giao dịch khác đang được xử lý. Vui lòng chờ trong giây lát.',
    );
  });

  it('a money call without an answer tells what the client found', () => {
    expect(explain(UNKNOWN).text).toBe(
      'Giao dịch của bạn đã được ghi nhận. Vui lòng kiểm tra lịch sử giao dịch.',
    );
  });
});

describe('deposit page: no answer is not "contact support"', () => {
  it('a dropped connection on a read (not the money call) is the network text', () => {
    expect(depositPageError({ status: 0, code: 'NETWORK_ERROR' }).text).toBe(
      'Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.',
    );
  });
});
