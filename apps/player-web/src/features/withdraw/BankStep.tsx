import { useQuery } from '@tanstack/react-query';
import { getActiveBanksQuery } from '@wallet/api';
import {
  ADD_BANK_LABEL,
  BANK_SUPPORT_LABEL,
  bankStepEmptyText,
  canAddBank,
  checkFailedError,
  WITHDRAW_BANKS_LABEL,
} from '@wallet/domain';
import { BankChoiceCards, Button } from '@wallet/ui';
import { useLoadState, routerLinkWith, useApi } from '@wallet/shell';
import { href } from '../../lib/paths';
import { siteConfig } from '../../config';
import { Loaded } from '../../components/loaded/Loaded';

/**
 * 001 §2 "Step 2 lists saved bank accounts as selectable cards, an add-bank button and a support
 * button." The add-bank page is "Reached from the withdraw flow, with the maximum account count
 * passed in navigation state"; §4 "Adding is allowed only when the count is below the maximum, or
 * the list is empty and not loading."
 */
export function BankStep({
  chosen,
  onChoose,
  disabled,
}: {
  chosen: number | null;
  onChoose: (id: number) => void;
  disabled: boolean;
}) {
  const api = useApi();
  const banks = useLoadState(useQuery(getActiveBanksQuery(api)));
  return (
    <section className="withdraw-banks">
      <Loaded
        state={banks}
        failureText={
          banks.failure ? checkFailedError('saved-banks', banks.failure).text : undefined
        }
      >
        {({ response, max_account_count: max }) => (
          <>
            <BankChoiceCards
              label={WITHDRAW_BANKS_LABEL}
              options={response.map((b) => ({
                id: b.id,
                name: b.bank_name,
                detail: `${b.account_number} · ${b.User_name}`,
              }))}
              value={chosen}
              onChange={(id) => onChoose(Number(id))}
              disabled={disabled}
              emptyText={bankStepEmptyText(false)}
            />
            {canAddBank({ count: response.length, max, loading: false }) ? (
              <Button
                variant="ghost"
                href={href('/add-account')}
                renderLink={routerLinkWith({ state: { max } })}
              >
                {ADD_BANK_LABEL}
              </Button>
            ) : null}
          </>
        )}
      </Loaded>
      <Button variant="ghost" href={siteConfig.liveChatUrl} target="_blank">
        {BANK_SUPPORT_LABEL}
      </Button>
    </section>
  );
}
