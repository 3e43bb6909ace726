import type { Transaction } from '@wallet/api';
import {
  chartLatestText,
  formatNetAmount,
  formatTransactionAmount,
  HISTORY_CHART_DEPOSITS,
  HISTORY_CHART_EMPTY,
  HISTORY_CHART_MAX,
  HISTORY_CHART_TITLE,
  HISTORY_CHART_WEEK,
  HISTORY_CHART_WITHDRAWALS,
  HISTORY_DEPOSITED,
  HISTORY_NET,
  HISTORY_TOTALS_NOTE,
  HISTORY_WITHDRAWN,
  historyTotalsTitle,
  periodTotals,
  weeklyTotals,
  type HistoryPeriod,
} from '@wallet/domain';
import { TotalsCard, WeekChart } from '@wallet/ui';

const SERIES = [
  { label: HISTORY_CHART_DEPOSITS, tone: 'in' as const },
  { label: HISTORY_CHART_WITHDRAWALS, tone: 'out' as const },
];

/**
 * Issue 27 §3 "the period's totals (deposited, withdrawn, net) in VND; a small chart of deposits
 * and withdrawals per week, all from the one history call": both tabs' approved money of the
 * period. Before the answer both keep their place ('–' and an empty plot), so the list below does
 * not move when it comes; a failed load leaves them so (the list says why, with its retry).
 */
export function HistorySummary({
  list,
  loading,
  period,
  now,
}: {
  list: Transaction[] | undefined;
  loading: boolean;
  period: HistoryPeriod;
  now: number;
}) {
  const totals = list ? periodTotals(list, period, now) : null;
  const chart = list ? weeklyTotals(list, period, now) : null;
  return (
    <>
      <TotalsCard
        title={historyTotalsTitle(period)}
        loading={loading}
        items={[
          {
            label: HISTORY_DEPOSITED,
            value: totals && formatTransactionAmount(totals.deposited),
            tone: 'in',
          },
          {
            label: HISTORY_WITHDRAWN,
            value: totals && formatTransactionAmount(totals.withdrawn),
            tone: 'out',
          },
          { label: HISTORY_NET, value: totals && formatNetAmount(totals.net) },
        ]}
        note={HISTORY_TOTALS_NOTE}
      />
      <WeekChart
        title={HISTORY_CHART_TITLE}
        note={chart?.latestOnly ? chartLatestText(chart.weeks.length) : undefined}
        series={SERIES}
        groups={(chart?.weeks ?? []).map((week) => ({
          label: week.label,
          values: [week.deposited, week.withdrawn],
        }))}
        formatValue={formatTransactionAmount}
        groupHeader={HISTORY_CHART_WEEK}
        maxLabel={HISTORY_CHART_MAX}
        emptyText={HISTORY_CHART_EMPTY}
        loading={loading}
      />
    </>
  );
}
