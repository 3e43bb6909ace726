import { Link } from 'react-router-dom';
import { TRANSACTION_NOT_FOUND, TRANSACTIONS_BACK_LINK, TRANSACTIONS_ROUTE } from '@wallet/domain';
import { EmptyState } from '@wallet/ui';

/** An address whose id is not a number, or that the upstream does not know: said plainly. */
export function TransactionNotFound() {
  return (
    <EmptyState
      text={TRANSACTION_NOT_FOUND}
      action={<Link to={TRANSACTIONS_ROUTE}>{TRANSACTIONS_BACK_LINK}</Link>}
    />
  );
}
