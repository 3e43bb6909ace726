import { useQuery } from '@tanstack/react-query';
import { getActiveBanksQuery } from '@wallet/api';
import {
  ADD_BANK_LABEL,
  BANK_CHANGES_NEED_SUPPORT,
  BANK_ACCOUNTS_TITLE,
  BANK_SUPPORT_LABEL,
  BANKS_EMPTY,
  canAddBank,
} from '@wallet/domain';
import { BankAccountCard, Button, EmptyState } from '@wallet/ui';
import { useLoadState, routerLinkWith, useApi } from '@wallet/shell';
import { href } from '../../lib/paths';
import { Loaded } from '../../components/loaded/Loaded';
import { siteConfig } from '../../config';
import type { AddAccountState } from './add-account-state';
import './BankAccounts.css';

/**
 * 001 §2 "Lists saved accounts as cards (account number, holder name, bank name, radio checked). The
 * 'add bank' button goes to /add-account carrying the maximum allowed count. Text says changes or
 * deletion need customer support, and a support button opens the external live chat."
 */
export default function BankAccountsPage() {
  const api = useApi();
  const banks = useLoadState(useQuery(getActiveBanksQuery(api)));
  return (
    <main className="bank-accounts">
      <Loaded state={banks}>
        {({ response, max_account_count: max }) => (
          <>
            {response.length === 0 ? (
              <EmptyState text={BANKS_EMPTY} />
            ) : (
              <div
                role="radiogroup"
                aria-label={BANK_ACCOUNTS_TITLE}
                className="bank-accounts__list"
              >
                {response.map((bank) => (
                  <BankAccountCard
                    key={bank.id}
                    // A group of its own per card: every saved account shows checked (001 §2
                    // "radio checked"), which one shared group would not allow.
                    name={`saved-bank-${bank.id}`}
                    accountNumber={bank.account_number}
                    holder={bank.User_name}
                    bankName={bank.bank_name}
                    checked
                  />
                ))}
              </div>
            )}
            {/* 001 §4 "Adding is allowed only when the count is below the maximum, or the list is
                empty and not loading." */}
            {canAddBank({ count: response.length, max, loading: false }) ? (
              <Button
                block
                href={href('/add-account')}
                renderLink={routerLinkWith({ state: { max } satisfies AddAccountState })}
              >
                {ADD_BANK_LABEL}
              </Button>
            ) : null}
          </>
        )}
      </Loaded>
      <p className="bank-accounts__support-text">{BANK_CHANGES_NEED_SUPPORT}</p>
      <Button variant="ghost" block href={siteConfig.liveChatUrl} target="_blank">
        {BANK_SUPPORT_LABEL}
      </Button>
    </main>
  );
}
