import { describe, expect, it } from 'vitest';
import {
  WAITING_DEPOSIT_BLOCKS_NEW,
  WAITING_DEPOSIT_RESUME,
  WAITING_DEPOSIT_TITLE,
} from './messages/waiting-deposit';
import { depositWaitedText, waitingDeposit, type WaitingDepositRecord } from './waiting-deposit';

const SHOWS_IT_FIRST =
  "While a QR deposit is waiting, `/deposit` and home show it first: its amount, how long it has waited, and 'Tiếp tục thanh toán'";

/** A history row: a deposit made at `created_at` (Vietnam wall clock), not yet paid unless told. */
const row = (
  id: number,
  created_at: string | null,
  more: Partial<WaitingDepositRecord> = {},
): WaitingDepositRecord => ({
  id,
  transaction_purpose: 'deposit',
  created_at,
  is_approved: 0,
  ...more,
});

describe(`issue 47 §2 "${SHOWS_IT_FIRST}": which deposit waits`, () => {
  it('none in an empty history, nor when the only pending record is a withdrawal', () => {
    expect(waitingDeposit([])).toBeNull();
    expect(
      waitingDeposit([row(7, '2026-11-22 10:00:00', { transaction_purpose: 'withdraw' })]),
    ).toBeNull();
  });

  it("only a deposit not yet paid (is_approved 0, 'Đang chờ'); paid (3, 4), approved, rejected and unknown codes are not resumed", () => {
    const settled = [1, 2, 3, 4, 9, '3', null].map((is_approved, i) =>
      row(i + 1, '2026-11-22 10:00:00', { is_approved }),
    );
    expect(waitingDeposit(settled)).toBeNull();
    const waiting = row(20, '2026-11-20 08:00:00', { is_approved: '0' });
    expect(waitingDeposit([...settled, waiting])).toBe(waiting);
  });

  it('the newest by its time, whatever the order of the list or the ids', () => {
    const older = row(9, '2026-11-22 09:00:00');
    const newer = row(3, '2026-11-22 10:30:00');
    expect(waitingDeposit([older, newer])).toBe(newer);
    expect(waitingDeposit([newer, older])).toBe(newer);
  });

  it('made the same second: the larger id', () => {
    const first = row(4, '2026-11-22 10:30:00');
    const second = row(5, '2026-11-22 10:30:00');
    expect(waitingDeposit([first, second])).toBe(second);
    expect(waitingDeposit([second, first])).toBe(second);
  });

  it('a record whose time cannot be read still waits; one with a time is newer; two without: the larger id', () => {
    const unread = row(8, null);
    const garbled = row(6, 'hôm qua');
    const dated = row(2, '2026-11-01 00:00:00');
    expect(waitingDeposit([unread])).toBe(unread);
    expect(waitingDeposit([unread, dated])).toBe(dated);
    expect(waitingDeposit([garbled, unread])).toBe(unread);
  });
});

describe(`issue 47 §2 "${SHOWS_IT_FIRST}": how long it has waited`, () => {
  // 10:15:00 in Vietnam is 03:15:00 UTC.
  const MADE = '2026-11-22 10:15:00';
  const at = (minutes: number, seconds = 0) =>
    Date.UTC(2026, 10, 22, 3, 15) + minutes * 60_000 + seconds * 1000;

  it("under a minute 'Vừa tạo', a time a little ahead of the device's clock too", () => {
    expect(depositWaitedText(MADE, at(0))).toBe('Vừa tạo');
    expect(depositWaitedText(MADE, at(0, 59))).toBe('Vừa tạo');
    expect(depositWaitedText(MADE, at(-2))).toBe('Vừa tạo');
  });

  it("whole minutes: 'Đã chờ 1 phút', 'Đã chờ 5 phút', 'Đã chờ 59 phút'", () => {
    expect(depositWaitedText(MADE, at(1))).toBe('Đã chờ 1 phút');
    expect(depositWaitedText(MADE, at(5, 30))).toBe('Đã chờ 5 phút');
    expect(depositWaitedText(MADE, at(59, 59))).toBe('Đã chờ 59 phút');
  });

  it("hours and minutes: 'Đã chờ 2 giờ 10 phút', whole hours alone 'Đã chờ 2 giờ'", () => {
    expect(depositWaitedText(MADE, at(130))).toBe('Đã chờ 2 giờ 10 phút');
    expect(depositWaitedText(MADE, at(120))).toBe('Đã chờ 2 giờ');
    expect(depositWaitedText(MADE, at(23 * 60 + 59))).toBe('Đã chờ 23 giờ 59 phút');
  });

  it("from a day: days and hours, 'Đã chờ 3 ngày 4 giờ', whole days alone 'Đã chờ 1 ngày'", () => {
    expect(depositWaitedText(MADE, at(3 * 1440 + 4 * 60 + 20))).toBe('Đã chờ 3 ngày 4 giờ');
    expect(depositWaitedText(MADE, at(1440 + 30))).toBe('Đã chờ 1 ngày');
  });

  it('a time with a zone is read as written; an unreadable one says nothing', () => {
    expect(depositWaitedText('2026-11-22T03:10:00Z', at(0))).toBe('Đã chờ 5 phút');
    expect(depositWaitedText(null, at(0))).toBeNull();
    expect(depositWaitedText('hôm qua', at(0))).toBeNull();
  });
});

describe('the waiting deposit texts (issue 47 §2; ours but the button)', () => {
  it("the issue's 'Tiếp tục thanh toán', our title and the line in place of the form", () => {
    expect(WAITING_DEPOSIT_RESUME).toBe('Tiếp tục thanh toán');
    expect(WAITING_DEPOSIT_TITLE).toBe('Lệnh nạp tiền đang chờ thanh toán');
    expect(WAITING_DEPOSIT_BLOCKS_NEW).toBe(
      'Bạn có thể tạo lệnh nạp tiền mới khi lệnh này đã được thanh toán hoặc bị huỷ.',
    );
  });
});
