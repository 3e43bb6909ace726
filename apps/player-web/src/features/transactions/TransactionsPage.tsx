import { useSearchParams } from 'react-router-dom';
import {
  tabOfPurpose,
  TRANSACTIONS_TAB_DEPOSIT,
  TRANSACTIONS_TAB_WITHDRAW,
  TRANSACTIONS_TABS_LABEL,
  transactionTab,
  transactionTabParam,
  TRANSACTION_PURPOSE,
  type TransactionTab,
} from '@wallet/domain';
import { Tabs } from '@wallet/ui';
import { Loaded } from '../../components/loaded/Loaded';
import { TransactionRows } from './TransactionRows';
import { useTransactions } from './useTransactions';
import './TransactionsPage.css';

const TABS = [
  { value: TRANSACTION_PURPOSE.deposit, label: TRANSACTIONS_TAB_DEPOSIT },
  { value: TRANSACTION_PURPOSE.withdraw, label: TRANSACTIONS_TAB_WITHDRAW },
];

/**
 * 001 §2 Transactions (/transections): "Two tabs: deposit 'Nạp Tiền' (value 1) and withdraw 'Rút
 * Tiền' (value 2). A query string ?tab=withdraw selects the withdraw tab." The tab lives in the
 * address, replaced on a switch: back leaves the page instead of walking the tabs
 * (docs/decisions.md). A failed load says why, with a retry, never 'Không có giao dịch'.
 */
export default function TransactionsPage() {
  const [params, setParams] = useSearchParams();
  const tab = transactionTab(params.get('tab'));
  const history = useTransactions();

  const choose = (next: TransactionTab) => {
    const param = transactionTabParam(next);
    setParams(param ? { tab: param } : {}, { replace: true });
  };

  return (
    <main className="transactions-page">
      <Tabs label={TRANSACTIONS_TABS_LABEL} tabs={TABS} value={tab} onChange={choose}>
        <Loaded state={history}>
          {(list) => (
            <TransactionRows
              transactions={list.filter((t) => tabOfPurpose(t.transaction_purpose) === tab)}
            />
          )}
        </Loaded>
      </Tabs>
    </main>
  );
}
