import { describe, expect, it } from 'vitest';
import {
  chartLatestText,
  filterHistory,
  historyPeriod,
  historyPeriodParam,
  historyStatus,
  historyStatusParam,
  historyTotalsTitle,
  HISTORY_PERIOD_OPTIONS,
  HISTORY_STATUS_OPTIONS,
  inPeriod,
  isFiltered,
  periodStart,
  periodTotals,
  rejectionReason,
  weeklyTotals,
  type HistoryRecord,
  formatVietnamDayMonth,
  vietnamDay,
  vietnamDayStart,
} from './history';

// Wednesday 25/11/2026, 10:00 in Vietnam (03:00 UTC). Its week began on Monday 23/11.
const NOW = Date.parse('2026-11-25T10:00:00+07:00');

type Purpose = HistoryRecord['transaction_purpose'];
const record = (
  id: string,
  purpose: Purpose,
  amount: number,
  isApproved: unknown,
  createdAt: string | null,
) => ({
  id,
  transaction_purpose: purpose,
  transaction_amount: amount,
  is_approved: isApproved,
  created_at: createdAt,
});

// Times without a zone are the upstream's Vietnam wall clock (time.ts, formatVietnamTime).
const HISTORY = [
  record('today deposit', 'deposit', 1_000_000, 1, '2026-11-25 09:00:00'),
  record('pending withdrawal', 'withdraw', 900_000, 0, '2026-11-25 08:00:00'),
  record('rejected deposit', 'deposit', 500_000, 2, '2026-11-24 10:00:00'),
  record('processing withdrawal', 'withdraw', 600_000, 4, '2026-11-20 12:00:00'),
  // 17:30 UTC on the 18th is 00:30 on the 19th in Vietnam.
  record('zoned withdrawal', 'withdraw', 50_000, 1, '2026-11-18T17:30:00Z'),
  record('first of 7 days', 'withdraw', 300_000, 1, '2026-11-19 00:00:00'),
  record('last before 7 days', 'deposit', 200_000, 1, '2026-11-18 23:59:59'),
  record('odd status', 'deposit', 70_000, 7, '2026-11-18 10:00:00'),
  record('first of 30 days', 'deposit', 2_000_000, 1, '2026-10-27 00:00:00'),
  record('last before 30 days', 'deposit', 400_000, 1, '2026-10-26 23:59:59'),
  record('no time', 'deposit', 50_000, 1, null),
  record('garbled time', 'withdraw', 10_000, 1, 'not a time'),
  record('no amount', 'deposit', 0, 1, '2026-11-25 07:00:00'),
  record('unreadable amount', 'deposit', Number.NaN, 1, '2026-11-25 07:00:00'),
  record('months ago', 'withdraw', 100_000, 1, '2026-05-04 12:00:00'),
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('issue 27 §3 "filter by status and by period (7 days, 30 days, all)"', () => {
  it('the address keeps both filters: ?period=7d|30d, ?status=<status>; anything else is everything', () => {
    expect(HISTORY_PERIOD_OPTIONS.map((o) => o.label)).toEqual(['7 ngày', '30 ngày', 'Tất cả']);
    for (const { value } of HISTORY_PERIOD_OPTIONS) {
      expect(historyPeriod(historyPeriodParam(value))).toBe(value);
    }
    expect(historyPeriodParam('all')).toBeNull();
    for (const param of [null, undefined, '', '7', '90d', 'ALL']) {
      expect(historyPeriod(param)).toBe('all');
    }
    expect(HISTORY_STATUS_OPTIONS.map((o) => o.label)).toEqual([
      'Tất cả',
      'Đang chờ',
      'Đang xử lý',
      'Đã phê duyệt',
      'Từ chối',
    ]);
    for (const { value } of HISTORY_STATUS_OPTIONS) {
      expect(historyStatus(historyStatusParam(value))).toBe(value);
    }
    expect(historyStatusParam('all')).toBeNull();
    for (const param of [null, undefined, '', '2', 'Rejected', 'all']) {
      expect(historyStatus(param)).toBe('all');
    }
  });

  it('"7 days" are today and the six days before, from 00:00 in Vietnam; "30 days" alike; "all" has no start', () => {
    expect(periodStart('7d', NOW)).toBe(Date.parse('2026-11-19T00:00:00+07:00'));
    expect(periodStart('30d', NOW)).toBe(Date.parse('2026-10-27T00:00:00+07:00'));
    expect(periodStart('all', NOW)).toBeNull();
    // Just after midnight in Vietnam is already the next day, whatever the device's zone says.
    expect(periodStart('7d', Date.parse('2026-11-25T00:05:00+07:00'))).toBe(
      Date.parse('2026-11-19T00:00:00+07:00'),
    );
  });

  it('"by period": the records of the period, in their order; a record without a readable time is in "all" only', () => {
    const in7 = HISTORY.filter((r) => inPeriod(r, '7d', NOW));
    expect(ids(in7)).toEqual([
      'today deposit',
      'pending withdrawal',
      'rejected deposit',
      'processing withdrawal',
      'zoned withdrawal',
      'first of 7 days',
      'no amount',
      'unreadable amount',
    ]);
    const in30 = HISTORY.filter((r) => inPeriod(r, '30d', NOW));
    expect(ids(in30)).toEqual([
      ...ids(in7.slice(0, 6)),
      'last before 7 days',
      'odd status',
      'first of 30 days',
      'no amount',
      'unreadable amount',
    ]);
    expect(HISTORY.filter((r) => inPeriod(r, 'all', NOW))).toHaveLength(HISTORY.length);
  });

  it('"by status": one of 001 §4\'s statuses ("any other value: shown as rejected" is rejected), with the period', () => {
    const filter = (status: Parameters<typeof historyStatus>[0], period = 'all' as const) =>
      ids(filterHistory(HISTORY, { status: historyStatus(status), period }, NOW));
    expect(filter('rejected')).toEqual(['rejected deposit', 'odd status']);
    expect(filter('pending')).toEqual(['pending withdrawal']);
    expect(filter('processing')).toEqual(['processing withdrawal']);
    expect(ids(filterHistory(HISTORY, { status: 'rejected', period: '7d' }, NOW))).toEqual([
      'rejected deposit',
    ]);
    expect(ids(filterHistory(HISTORY, { status: 'approved', period: '7d' }, NOW))).toEqual([
      'today deposit',
      'zoned withdrawal',
      'first of 7 days',
      'no amount',
      'unreadable amount',
    ]);
    expect(filterHistory(HISTORY, { status: 'all', period: 'all' }, NOW)).toEqual(HISTORY);
  });

  it('a filter narrows the list unless both are "all"', () => {
    expect(isFiltered({ status: 'all', period: 'all' })).toBe(false);
    expect(isFiltered({ status: 'rejected', period: 'all' })).toBe(true);
    expect(isFiltered({ status: 'all', period: '7d' })).toBe(true);
  });
});

describe('Vietnam calendar days (the periods and the weeks)', () => {
  it('a day begins at 00:00 in Vietnam, whatever the device zone', () => {
    // 23:30 UTC on the 1st is 06:30 on the 2nd in Vietnam: the 2nd's day.
    const day = vietnamDay(Date.parse('2026-01-01T23:30:00Z'));
    expect(day).toBe(vietnamDay(Date.parse('2026-01-02T00:00:00+07:00')));
    expect(day).toBe(vietnamDay(Date.parse('2026-01-02T23:59:59+07:00')));
    expect(day + 1).toBe(vietnamDay(Date.parse('2026-01-03T00:00:00+07:00')));
    expect(vietnamDayStart(day)).toBe(Date.parse('2026-01-02T00:00:00+07:00'));
    expect(formatVietnamDayMonth(day)).toBe('02/01');
  });
});

describe('issue 27 §3 "the period\'s totals (deposited, withdrawn, net) in VND"', () => {
  it('count the approved deposits and withdrawals of the period (money that moved), both tabs alike', () => {
    expect(periodTotals(HISTORY, '7d', NOW)).toEqual({
      deposited: 1_000_000,
      withdrawn: 350_000,
      net: 650_000,
    });
    expect(periodTotals(HISTORY, '30d', NOW)).toEqual({
      deposited: 3_200_000,
      withdrawn: 350_000,
      net: 2_850_000,
    });
    // "all" counts the approved deposit whose time is missing and the garbled one's amount too.
    expect(periodTotals(HISTORY, 'all', NOW)).toEqual({
      deposited: 3_650_000,
      withdrawn: 460_000,
      net: 3_190_000,
    });
  });

  it('net is below 0 when more went out than came in; nothing is 0', () => {
    const out = [record('w', 'withdraw', 150_000, 1, '2026-11-25 08:00:00')];
    expect(periodTotals(out, '7d', NOW)).toEqual({
      deposited: 0,
      withdrawn: 150_000,
      net: -150_000,
    });
    expect(periodTotals([], 'all', NOW)).toEqual({ deposited: 0, withdrawn: 0, net: 0 });
  });

  it('each heading names its period', () => {
    expect(historyTotalsTitle('7d')).toBe('Tổng 7 ngày qua');
    expect(historyTotalsTitle('30d')).toBe('Tổng 30 ngày qua');
    expect(historyTotalsTitle('all')).toBe('Tổng từ trước đến nay');
  });
});

describe('issue 27 §3 "a small chart of deposits and withdrawals per week"', () => {
  it('7 days: the weeks (from Monday, Vietnam time) the period touches, approved money only', () => {
    expect(weeklyTotals(HISTORY, '7d', NOW)).toEqual({
      weeks: [
        { label: '16/11', deposited: 0, withdrawn: 350_000 },
        { label: '23/11', deposited: 1_000_000, withdrawn: 0 },
      ],
      latestOnly: false,
    });
  });

  it("30 days: every week from the period's first, the empty ones too", () => {
    expect(weeklyTotals(HISTORY, '30d', NOW)).toEqual({
      weeks: [
        { label: '26/10', deposited: 2_000_000, withdrawn: 0 },
        { label: '02/11', deposited: 0, withdrawn: 0 },
        { label: '09/11', deposited: 0, withdrawn: 0 },
        { label: '16/11', deposited: 200_000, withdrawn: 350_000 },
        { label: '23/11', deposited: 1_000_000, withdrawn: 0 },
      ],
      latestOnly: false,
    });
  });

  it("all: from the oldest approved record's week; a longer run keeps the latest 12 weeks and says so", () => {
    const { weeks, latestOnly } = weeklyTotals(HISTORY, 'all', NOW);
    expect(latestOnly).toBe(true);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]?.label).toBe('07/09');
    expect(weeks.at(-1)?.label).toBe('23/11');
    // 26/10 23:59:59 and 27/10 00:00 are one week (Monday 26/10) once the 30 days no longer cut it.
    expect(weeks.find((w) => w.label === '26/10')).toEqual({
      label: '26/10',
      deposited: 2_400_000,
      withdrawn: 0,
    });
    expect(weeklyTotals(HISTORY, 'all', NOW, 40).weeks[0]).toEqual({
      label: '04/05',
      deposited: 0,
      withdrawn: 100_000,
    });
    expect(weeklyTotals(HISTORY, 'all', NOW, 40).latestOnly).toBe(false);
    expect(chartLatestText(12)).toBe('12 tuần gần nhất');
  });

  it('no approved record: this week alone, with nothing; a record dated after today still has its week', () => {
    expect(weeklyTotals([], 'all', NOW)).toEqual({
      weeks: [{ label: '23/11', deposited: 0, withdrawn: 0 }],
      latestOnly: false,
    });
    const ahead = [record('ahead', 'deposit', 10_000, 1, '2026-12-01 09:00:00')];
    expect(weeklyTotals(ahead, '7d', NOW).weeks.map((w) => w.label)).toEqual([
      '16/11',
      '23/11',
      '30/11',
    ]);
  });
});

describe("issue 27 §3 a rejected row's 'Lý do'", () => {
  it.each([
    ['Không nhận được tiền chuyển khoản', 'Không nhận được tiền chuyển khoản'],
    ['  Sai thông tin tài khoản \n', 'Sai thông tin tài khoản'],
    [null, 'Hệ thống không ghi lý do từ chối cho giao dịch này.'],
    [undefined, 'Hệ thống không ghi lý do từ chối cho giao dịch này.'],
    ['', 'Hệ thống không ghi lý do từ chối cho giao dịch này.'],
    ['   ', 'Hệ thống không ghi lý do từ chối cho giao dịch này.'],
  ])(
    '"shows the upstream\'s reason (the detail\'s `note` …), or says there is none": %j',
    (note, text) => {
      expect(rejectionReason(note)).toBe(text);
    },
  );
});
