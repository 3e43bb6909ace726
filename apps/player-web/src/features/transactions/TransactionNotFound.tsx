import { Link } from 'react-router';
import { TRANSACTION_NOT_FOUND, TRANSACTIONS_BACK_LINK } from '@wallet/domain';
import { EmptyState } from '@wallet/ui';
import { href } from '../../lib/paths';

/** An address whose id is not a number, or that the upstream does not know: said plainly. */
export function TransactionNotFound() {
  return (
    <EmptyState
      text={TRANSACTION_NOT_FOUND}
      action={<Link to={href('/transections')}>{TRANSACTIONS_BACK_LINK}</Link>}
    />
  );
}
