import {
  HISTORY_CHART_LATEST,
  HISTORY_FILTER_ALL,
  HISTORY_PERIOD_30_DAYS,
  HISTORY_PERIOD_7_DAYS,
  HISTORY_TOTALS_30_DAYS,
  HISTORY_TOTALS_7_DAYS,
  HISTORY_TOTALS_ALL,
  REJECTION_REASON_NONE,
} from './messages/history';
import { STATUS_APPROVED, STATUS_PENDING, STATUS_PROCESSING, STATUS_REJECTED } from './messages';
import { transactionStatus, type TransactionTone } from './status';
import { VIETNAM_OFFSET_MS, vietnamInstant } from './vietnam-time';

const DAY_MS = 24 * 60 * 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

// Calendar days in Vietnam, counted from 01/01/1970. Here, not in time.ts: only the history's
// periods and weeks use them, and time.ts is in the chunk of every page that shows a date.

/** The Vietnam calendar day an instant falls on. */
export function vietnamDay(instant: number): number {
  return Math.floor((instant + VIETNAM_OFFSET_MS) / DAY_MS);
}

/** The instant a Vietnam calendar day (from {@link vietnamDay}) begins: its 00:00 in Vietnam. */
export function vietnamDayStart(day: number): number {
  return day * DAY_MS - VIETNAM_OFFSET_MS;
}

/** A Vietnam calendar day (from {@link vietnamDay}) as 'dd/MM', e.g. '02/01'. */
export function formatVietnamDayMonth(day: number): string {
  const wall = new Date(day * DAY_MS);
  return `${pad2(wall.getUTCDate())}/${pad2(wall.getUTCMonth() + 1)}`;
}

/**
 * The fields of a history row (001 §3 Transaction, as GET /account/user_transaction sends it) that
 * these rules read; `created_at` is null when the upstream garbled it.
 */
export interface HistoryRecord {
  transaction_purpose: 'deposit' | 'withdraw';
  /** Whole VND. */
  transaction_amount: number;
  is_approved: unknown;
  created_at: string | null;
}

/** Issue 27 §3 "filter … by period (7 days, 30 days, all)". */
export type HistoryPeriod = '7d' | '30d' | 'all';
/** Issue 27 §3 "filter by status": one of the four statuses (001 §4), or every one. */
export type HistoryStatus = TransactionTone | 'all';

const PERIOD_DAYS = { '7d': 7, '30d': 30 } as const;
const TONES: readonly TransactionTone[] = ['pending', 'processing', 'approved', 'rejected'];

/** The period filter's choices, in the order shown. */
export const HISTORY_PERIOD_OPTIONS: readonly { value: HistoryPeriod; label: string }[] = [
  { value: '7d', label: HISTORY_PERIOD_7_DAYS },
  { value: '30d', label: HISTORY_PERIOD_30_DAYS },
  { value: 'all', label: HISTORY_FILTER_ALL },
];

/** The status filter's choices: everything, then 001 §4's labels from waiting to done. */
export const HISTORY_STATUS_OPTIONS: readonly { value: HistoryStatus; label: string }[] = [
  { value: 'all', label: HISTORY_FILTER_ALL },
  { value: 'pending', label: STATUS_PENDING },
  { value: 'processing', label: STATUS_PROCESSING },
  { value: 'approved', label: STATUS_APPROVED },
  { value: 'rejected', label: STATUS_REJECTED },
];

/** The address's `period` ('7d', '30d') as a period; anything else, or none, is 'all'. */
export function historyPeriod(param: string | null | undefined): HistoryPeriod {
  return param === '7d' || param === '30d' ? param : 'all';
}

/** The `period` query value of a period, or null for 'all' (the plain address). */
export function historyPeriodParam(period: HistoryPeriod): string | null {
  return period === 'all' ? null : period;
}

/** The address's `status` ('pending', 'processing', 'approved', 'rejected'); anything else is 'all'. */
export function historyStatus(param: string | null | undefined): HistoryStatus {
  return TONES.find((tone) => tone === param) ?? 'all';
}

/** The `status` query value of a status filter, or null for 'all'. */
export function historyStatusParam(status: HistoryStatus): string | null {
  return status === 'all' ? null : status;
}

/**
 * When a period begins, or null for 'all': "7 days" are today and the six days before, whole
 * calendar days in Vietnam time (the dates the rows show), from 00:00 of the first; 30 alike.
 */
export function periodStart(period: HistoryPeriod, now: number): number | null {
  if (period === 'all') return null;
  return vietnamDayStart(vietnamDay(now) - (PERIOD_DAYS[period] - 1));
}

/** The instant a record was made, or null when its time is missing or unreadable. */
function madeAt(record: HistoryRecord): number | null {
  return record.created_at === null ? null : vietnamInstant(record.created_at);
}

/** Whether a record falls in the period. One without a readable time is only in 'all'. */
export function inPeriod(record: HistoryRecord, period: HistoryPeriod, now: number): boolean {
  const start = periodStart(period, now);
  if (start === null) return true;
  const at = madeAt(record);
  return at !== null && at >= start;
}

/** Issue 27 §3 "filter by status and by period": the records that pass both, in their order. */
export function filterHistory<T extends HistoryRecord>(
  list: readonly T[],
  filter: { status: HistoryStatus; period: HistoryPeriod },
  now: number,
): T[] {
  return list.filter(
    (record) =>
      (filter.status === 'all' || transactionStatus(record.is_approved).tone === filter.status) &&
      inPeriod(record, filter.period, now),
  );
}

/** Whether either filter narrows the list. */
export function isFiltered(filter: { status: HistoryStatus; period: HistoryPeriod }): boolean {
  return filter.status !== 'all' || filter.period !== 'all';
}

/**
 * What the totals and the chart count: money that moved. An approved record (001 §4 is_approved 1)
 * with an amount; a pending, processing or rejected one has moved nothing yet, or never will.
 */
function moved(record: HistoryRecord): boolean {
  const amount = record.transaction_amount;
  return (
    transactionStatus(record.is_approved).tone === 'approved' &&
    Number.isFinite(amount) &&
    amount > 0
  );
}

/** Issue 27 §3 "the period's totals (deposited, withdrawn, net) in VND". */
export interface HistoryTotals {
  deposited: number;
  withdrawn: number;
  /** Deposited less withdrawn: below 0 when more went out than came in. */
  net: number;
}

/**
 * Issue 27 §3 "the period's totals (deposited, withdrawn, net) in VND": the approved deposits and
 * withdrawals of the period, whatever the tab or the status filter shows.
 */
export function periodTotals(
  list: readonly HistoryRecord[],
  period: HistoryPeriod,
  now: number,
): HistoryTotals {
  let deposited = 0;
  let withdrawn = 0;
  for (const record of list) {
    if (!moved(record) || !inPeriod(record, period, now)) continue;
    if (record.transaction_purpose === 'deposit') deposited += record.transaction_amount;
    else withdrawn += record.transaction_amount;
  }
  return { deposited, withdrawn, net: deposited - withdrawn };
}

/** One bar pair of the chart: a week from Monday, its approved deposits and withdrawals. */
export interface WeekTotals {
  /** The week's Monday, 'dd/MM'. */
  label: string;
  deposited: number;
  withdrawn: number;
}

export interface WeeklyTotals {
  /** Oldest first, every week of the range, those with nothing included. */
  weeks: WeekTotals[];
  /** True when the period has more weeks than the chart shows: these are the latest. */
  latestOnly: boolean;
}

/** At most this many weeks in the chart: twelve bar pairs fit a phone's width. */
export const CHART_WEEKS = 12;

/** The Monday (a Vietnam calendar day) of the week a day falls in; weeks begin on Monday. */
function mondayOf(day: number): number {
  // 01/01/1970, day 0, was a Thursday: 3 days after a Monday.
  return day - ((((day + 3) % 7) + 7) % 7);
}

/**
 * Issue 27 §3 "a small chart of deposits and withdrawals per week": per week (Monday to Sunday,
 * Vietnam time) of the period, the approved deposits and withdrawals. The weeks run from the one the
 * period begins in (for 'all', the oldest approved record's) to this week; of a longer run the
 * latest `maxWeeks` are kept. A record without a readable time has no week and is left out.
 */
export function weeklyTotals(
  list: readonly HistoryRecord[],
  period: HistoryPeriod,
  now: number,
  maxWeeks: number = CHART_WEEKS,
): WeeklyTotals {
  const byWeek = new Map<number, { deposited: number; withdrawn: number }>();
  const thisWeek = mondayOf(vietnamDay(now));
  let first = thisWeek;
  let last = thisWeek;
  for (const record of list) {
    const at = madeAt(record);
    if (at === null || !moved(record) || !inPeriod(record, period, now)) continue;
    const week = mondayOf(vietnamDay(at));
    first = Math.min(first, week);
    last = Math.max(last, week);
    const sums = byWeek.get(week) ?? { deposited: 0, withdrawn: 0 };
    if (record.transaction_purpose === 'deposit') sums.deposited += record.transaction_amount;
    else sums.withdrawn += record.transaction_amount;
    byWeek.set(week, sums);
  }
  const start = periodStart(period, now);
  if (start !== null) first = mondayOf(vietnamDay(start));
  const from = Math.max(first, last - 7 * (maxWeeks - 1));
  const weeks: WeekTotals[] = [];
  for (let week = from; week <= last; week += 7) {
    const sums = byWeek.get(week) ?? { deposited: 0, withdrawn: 0 };
    weeks.push({ label: formatVietnamDayMonth(week), ...sums });
  }
  return { weeks, latestOnly: from > first };
}

/** The totals' heading: which period they are of. */
export function historyTotalsTitle(period: HistoryPeriod): string {
  return period === '7d'
    ? HISTORY_TOTALS_7_DAYS
    : period === '30d'
      ? HISTORY_TOTALS_30_DAYS
      : HISTORY_TOTALS_ALL;
}

/** The chart's note when it shows only the latest weeks: '12 tuần gần nhất'. */
export function chartLatestText(weeks: number): string {
  return HISTORY_CHART_LATEST.replace('{count}', String(weeks));
}

/**
 * Issue 27 §3 "shows the upstream's reason (the detail's `note`; the list does not carry it), or
 * says there is none": the note as written, or that none was given (null, empty or only spaces).
 */
export function rejectionReason(note: string | null | undefined): string {
  const text = note?.trim() ?? '';
  return text === '' ? REJECTION_REASON_NONE : text;
}
