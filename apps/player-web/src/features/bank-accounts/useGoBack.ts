import { useLocation } from 'react-router';
import { useNavigateAndWait } from '@wallet/shell';
import { href } from '../../lib/paths';

const BANK_ACCOUNTS_ROUTE = href('/profile/bank-account-management');

/**
 * 001 §2 "On success it navigates back": to the page the player came from when there is one inside
 * the site (the withdraw flow, the management list), else to the management list. Resolves once
 * that page is shown, so a form awaiting it stays locked until then.
 */
export function useGoBack(): () => Promise<void> {
  const navigate = useNavigateAndWait();
  const location = useLocation();
  return async () => {
    // The first entry of a router session (a typed address, a reload of it) has the key 'default'.
    if (location.key !== 'default') await navigate(-1);
    else await navigate(BANK_ACCOUNTS_ROUTE, { replace: true });
  };
}
