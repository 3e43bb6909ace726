import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  chartLatestText,
  filterHistory,
  formatNetAmount,
  formatTransactionAmount,
  formatVietnamTime,
  HISTORY_CHART_DEPOSITS,
  HISTORY_CHART_EMPTY,
  HISTORY_CHART_MAX,
  HISTORY_CHART_TITLE,
  HISTORY_CHART_WEEK,
  HISTORY_CHART_WITHDRAWALS,
  HISTORY_CLEAR_FILTERS,
  HISTORY_DEPOSITED,
  HISTORY_FILTERED_EMPTY,
  HISTORY_NET,
  HISTORY_PERIOD_LABEL,
  HISTORY_PERIOD_OPTIONS,
  HISTORY_STATUS_LABEL,
  HISTORY_STATUS_OPTIONS,
  HISTORY_TOTALS_NOTE,
  HISTORY_WITHDRAWN,
  historyTotalsTitle,
  periodTotals,
  REJECTION_REASON_BUTTON,
  REJECTION_REASON_FAILED,
  REJECTION_REASON_LOADING,
  rejectionReason,
  transactionStatus,
  weeklyTotals,
  type HistoryPeriod,
  type HistoryStatus,
} from '@wallet/domain';
import { Button } from '../button/Button';
import { FilterChips } from '../filter-chips/FilterChips';
import { RejectionReason, type ReasonState } from '../rejection-reason/RejectionReason';
import { TotalsCard } from '../totals-card/TotalsCard';
import { WeekChart } from '../week-chart/WeekChart';
import { TransactionList, TransactionRow } from './TransactionRow';

const DAY = 86_400_000;
/** A record time as the upstream writes it: Vietnam's wall clock, `days` ago. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * DAY + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const HISTORY = [
  {
    id: 7,
    transaction_purpose: 'withdraw',
    transaction_amount: 900_000,
    is_approved: 0,
    created_at: daysAgo(0),
  },
  {
    id: 6,
    transaction_purpose: 'withdraw',
    transaction_amount: 600_000,
    is_approved: 4,
    created_at: daysAgo(2),
  },
  {
    id: 5,
    transaction_purpose: 'deposit',
    transaction_amount: 500_000,
    is_approved: 1,
    created_at: daysAgo(3),
  },
  {
    id: 4,
    transaction_purpose: 'withdraw',
    transaction_amount: 150_000,
    is_approved: 2,
    created_at: daysAgo(12),
  },
  {
    id: 3,
    transaction_purpose: 'withdraw',
    transaction_amount: 300_000,
    is_approved: 1,
    created_at: daysAgo(14),
  },
  {
    id: 2,
    transaction_purpose: 'deposit',
    transaction_amount: 200_000,
    is_approved: 2,
    created_at: daysAgo(20),
  },
  {
    id: 1,
    transaction_purpose: 'deposit',
    transaction_amount: 1_000_000,
    is_approved: 1,
    created_at: daysAgo(40),
  },
] as const;
/** The detail's `note` per rejected id, as GET /account/transaction/{id} would answer. */
const NOTES: Record<number, string | null> = { 4: 'Sai thông tin tài khoản', 2: null };

/** One rejected row's 'Lý do': asks `read` once when opened, keeps the answer, retries a failure. */
function Reason({ id, read }: { id: number; read: (id: number) => Promise<string | null> }) {
  const [state, setState] = useState<ReasonState>({ kind: 'closed' });
  const [known, setKnown] = useState<string | null>(null);
  const ask = () => {
    setState({ kind: 'loading' });
    read(id).then(
      (note) => {
        setKnown(rejectionReason(note));
        setState({ kind: 'shown', text: rejectionReason(note) });
      },
      () => setState({ kind: 'failed', retrying: false }),
    );
  };
  return (
    <RejectionReason
      label={REJECTION_REASON_BUTTON}
      loadingText={REJECTION_REASON_LOADING}
      failedText={REJECTION_REASON_FAILED}
      state={state}
      onToggle={() => {
        if (state.kind === 'loading') return;
        if (state.kind !== 'closed') return setState({ kind: 'closed' });
        if (known !== null) return setState({ kind: 'shown', text: known });
        ask();
      }}
      onRetry={ask}
    />
  );
}

/** Issue 27 §3, as /transections composes it from the one history answer. */
function History({ read }: { read: (id: number) => Promise<string | null> }) {
  const [period, setPeriod] = useState<HistoryPeriod>('all');
  const [status, setStatus] = useState<HistoryStatus>('all');
  const [now] = useState(() => Date.now());
  const totals = periodTotals(HISTORY, period, now);
  const chart = weeklyTotals(HISTORY, period, now);
  const rows = filterHistory(HISTORY, { status, period }, now);
  return (
    <div>
      <FilterChips
        legend={HISTORY_PERIOD_LABEL}
        options={HISTORY_PERIOD_OPTIONS}
        value={period}
        onChange={setPeriod}
      />
      <TotalsCard
        title={historyTotalsTitle(period)}
        items={[
          {
            label: HISTORY_DEPOSITED,
            value: formatTransactionAmount(totals.deposited),
            tone: 'in',
          },
          {
            label: HISTORY_WITHDRAWN,
            value: formatTransactionAmount(totals.withdrawn),
            tone: 'out',
          },
          { label: HISTORY_NET, value: formatNetAmount(totals.net) },
        ]}
        note={HISTORY_TOTALS_NOTE}
      />
      <WeekChart
        title={HISTORY_CHART_TITLE}
        note={chart.latestOnly ? chartLatestText(chart.weeks.length) : undefined}
        series={[
          { label: HISTORY_CHART_DEPOSITS, tone: 'in' },
          { label: HISTORY_CHART_WITHDRAWALS, tone: 'out' },
        ]}
        groups={chart.weeks.map((w) => ({ label: w.label, values: [w.deposited, w.withdrawn] }))}
        formatValue={formatTransactionAmount}
        groupHeader={HISTORY_CHART_WEEK}
        maxLabel={HISTORY_CHART_MAX}
        emptyText={HISTORY_CHART_EMPTY}
      />
      <FilterChips
        legend={HISTORY_STATUS_LABEL}
        options={HISTORY_STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
      />
      <TransactionList
        empty={rows.length === 0}
        emptyText={HISTORY_FILTERED_EMPTY}
        emptyAction={
          <Button
            variant="ghost"
            block={false}
            onClick={() => {
              setPeriod('all');
              setStatus('all');
            }}
          >
            {HISTORY_CLEAR_FILTERS}
          </Button>
        }
      >
        {rows.map((t) => {
          const s = transactionStatus(t.is_approved);
          return (
            <TransactionRow
              key={t.id}
              id={t.id}
              amount={t.transaction_amount}
              date={formatVietnamTime(t.created_at)}
              tone={s.tone}
              statusLabel={s.label}
              href={`/transections/${t.id}`}
              aside={s.tone === 'rejected' ? <Reason id={t.id} read={read} /> : undefined}
            />
          );
        })}
      </TransactionList>
    </div>
  );
}

const meta = {
  title: 'Features/Transaction history',
  component: History,
  args: {
    read: fn(async (id: number) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return NOTES[id] ?? null;
    }),
  },
} satisfies Meta<typeof History>;
export default meta;
type Story = StoryObj<typeof meta>;

const amounts = (canvas: HTMLElement) =>
  [...canvas.querySelectorAll('.ui-tx__amount')].map((a) => a.textContent);

export const FiltersAndTotals: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(amounts(canvasElement)).toHaveLength(HISTORY.length);
    await expect(c.getByRole('region', { name: 'Tổng từ trước đến nay' })).toHaveTextContent(
      'Đã nạp1,500,000 VNDĐã rút300,000 VNDChênh lệch+1,200,000 VND',
    );
    await userEvent.click(c.getByRole('radio', { name: '30 ngày' }));
    await expect(c.getByRole('region', { name: 'Tổng 30 ngày qua' })).toHaveTextContent(
      'Đã nạp500,000 VNDĐã rút300,000 VNDChênh lệch+200,000 VND',
    );
    await expect(amounts(canvasElement)).not.toContain('1,000,000 VND');
    await userEvent.click(c.getByRole('radio', { name: '7 ngày' }));
    await userEvent.click(c.getByRole('radio', { name: 'Từ chối' }));
    // The filter emptied the list: it says so, not 'Không có giao dịch', with a way back.
    await expect(c.getByText('Không có giao dịch nào khớp với bộ lọc đã chọn.')).toBeVisible();
    await expect(c.queryByText('Không có giao dịch')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Bỏ lọc' }));
    await expect(amounts(canvasElement)).toHaveLength(HISTORY.length);
  },
};

export const ReasonAskedOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const [first] = c.getAllByRole('button', { name: 'Lý do' });
    // A double tap asks once.
    await userEvent.dblClick(first!);
    await expect(await c.findByText('Sai thông tin tài khoản')).toBeVisible();
    await expect(args.read).toHaveBeenCalledTimes(1);
    // No note: said in words.
    await userEvent.click(c.getAllByRole('button', { name: 'Lý do' })[1]!);
    await expect(
      await c.findByText('Hệ thống không ghi lý do từ chối cho giao dịch này.'),
    ).toBeVisible();
  },
};

/** How many lookups still fail (ReasonFailsThenRetried sets it before it runs). */
let failing = 0;

export const ReasonFailsThenRetried: Story = {
  args: {
    read: fn(async (id: number) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (failing > 0) {
        failing -= 1;
        throw new Error('network');
      }
      return NOTES[id] ?? null;
    }),
  },
  beforeEach: () => {
    failing = 1;
  },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getAllByRole('button', { name: 'Lý do' })[0]!);
    await expect(await c.findByText(/Không đọc được lý do từ chối\./)).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(c.getByText('Sai thông tin tài khoản')).toBeVisible());
    await expect(args.read).toHaveBeenCalledTimes(2);
  },
};
