import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { getActiveBanksQuery, getBankCodesQuery } from '@wallet/api';
import { useLoadState, useApi } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';
import { AddAccountForm } from './AddAccountForm';
import { maxFromState } from './add-account-state';
import './BankAccounts.css';

/**
 * 001 §2 "Add bank account (/add-account): reached from the withdraw flow, with the maximum account
 * count passed in navigation state. It has a back button and a cancel button 'Hủy'. On success it
 * navigates back." The saved accounts are read here too: the holder name of an existing account is
 * prefilled (001 §5), and they carry the maximum when the state does not (a typed address).
 */
export default function AddAccountPage() {
  const api = useApi();
  const { state } = useLocation();
  const banks = useLoadState(useQuery(getActiveBanksQuery(api)));
  const codes = useLoadState(useQuery(getBankCodesQuery(api)));
  return (
    <main className="add-account">
      <Loaded state={banks}>
        {(saved) => (
          <Loaded state={codes}>
            {(bankNames) => (
              <AddAccountForm
                bankNames={bankNames}
                holderName={saved.response.find((b) => b.User_name !== '')?.User_name ?? null}
                max={maxFromState(state) ?? saved.max_account_count}
              />
            )}
          </Loaded>
        )}
      </Loaded>
    </main>
  );
}
