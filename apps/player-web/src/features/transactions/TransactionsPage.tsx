import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Transaction } from '@wallet/api';
import {
  filterHistory,
  HISTORY_CLEAR_FILTERS,
  HISTORY_FILTERED_EMPTY,
  HISTORY_PERIOD_LABEL,
  HISTORY_PERIOD_OPTIONS,
  HISTORY_STATUS_LABEL,
  HISTORY_STATUS_OPTIONS,
  historyPeriod,
  historyPeriodParam,
  historyStatus,
  historyStatusParam,
  tabOfPurpose,
  TRANSACTIONS_TAB_DEPOSIT,
  TRANSACTIONS_TAB_WITHDRAW,
  TRANSACTIONS_TABS_LABEL,
  transactionTab,
  transactionTabParam,
  TRANSACTION_PURPOSE,
  type HistoryPeriod,
  type HistoryStatus,
  type TransactionTab,
} from '@wallet/domain';
import { Button, FilterChips, Tabs } from '@wallet/ui';
import { Loaded } from '../../components/loaded/Loaded';
import { ApprovedReceipt } from './ApprovedReceipt';
import { HistorySummary } from './HistorySummary';
import { TransactionRows } from './TransactionRows';
import { useTransactions } from './useTransactions';
import './TransactionsPage.css';

const TABS = [
  { value: TRANSACTION_PURPOSE.deposit, label: TRANSACTIONS_TAB_DEPOSIT },
  { value: TRANSACTION_PURPOSE.withdraw, label: TRANSACTIONS_TAB_WITHDRAW },
];

/** The address's query values this page keeps: the tab and the two filters. */
type Query = { tab?: string | null; status?: string | null; period?: string | null };

/**
 * The tab's rows that pass the filters. A filter that leaves none says so in words, with a way
 * back; 'Không có giao dịch' stays the tab's own emptiness (the account has none of them).
 */
function TabRows({
  list,
  tab,
  status,
  period,
  now,
  onClearFilters,
}: {
  list: Transaction[];
  tab: TransactionTab;
  status: HistoryStatus;
  period: HistoryPeriod;
  now: number;
  onClearFilters: () => void;
}) {
  const inTab = list.filter((t) => tabOfPurpose(t.transaction_purpose) === tab);
  const shown = filterHistory(inTab, { status, period }, now);
  const filteredOut = inTab.length > 0 && shown.length === 0;
  return (
    <TransactionRows
      transactions={shown}
      emptyText={filteredOut ? HISTORY_FILTERED_EMPTY : undefined}
      emptyAction={
        filteredOut ? (
          <Button variant="ghost" block={false} onClick={onClearFilters}>
            {HISTORY_CLEAR_FILTERS}
          </Button>
        ) : undefined
      }
    />
  );
}

/**
 * 001 §2 Transactions (/transections): "Two tabs: deposit 'Nạp Tiền' (value 1) and withdraw 'Rút
 * Tiền' (value 2). A query string ?tab=withdraw selects the withdraw tab." The tab lives in the
 * address, replaced on a switch: back leaves the page instead of walking the tabs
 * (docs/decisions.md). A failed load says why, with a retry, never 'Không có giao dịch'.
 *
 * Issue 27 §3: the period (?period=7d|30d) and status (?status=…) filters live in the address the
 * same way, so a row's detail steps back to the list as it was filtered; the period's totals and
 * weekly chart come from the same one history answer.
 */
export default function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const tab = transactionTab(params.get('tab'));
  const status = historyStatus(params.get('status'));
  const period = historyPeriod(params.get('period'));
  const history = useTransactions();
  // The periods count back from the page's opening; the list is asked afresh at each opening.
  const [now] = useState(() => Date.now());

  const update = (query: Query) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(query)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <main className="transactions-page">
      <FilterChips
        legend={HISTORY_PERIOD_LABEL}
        options={HISTORY_PERIOD_OPTIONS}
        value={period}
        onChange={(next) => update({ period: historyPeriodParam(next) })}
      />
      <HistorySummary list={history.data} loading={history.loading} period={period} now={now} />
      <Tabs
        label={TRANSACTIONS_TABS_LABEL}
        tabs={TABS}
        value={tab}
        onChange={(next) => update({ tab: transactionTabParam(next) })}
      >
        <FilterChips
          legend={HISTORY_STATUS_LABEL}
          options={HISTORY_STATUS_OPTIONS}
          value={status}
          onChange={(next) => update({ status: historyStatusParam(next) })}
        />
        <Loaded state={history}>
          {(list) => (
            <TabRows
              list={list}
              tab={tab}
              status={status}
              period={period}
              now={now}
              onClearFilters={() => update({ status: null, period: null })}
            />
          )}
        </Loaded>
      </Tabs>
      <ApprovedReceipt />
    </main>
  );
}
