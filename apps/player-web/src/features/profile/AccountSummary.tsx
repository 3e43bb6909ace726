import { PROFILE_BALANCE_LABEL, PROFILE_PHONE_LABEL, formatBalanceK } from '@wallet/domain';
import { BalanceDisplay, Money } from '@wallet/ui';
import { useLoadState, useUserInfo } from '@wallet/shell';

/**
 * 001 §2 Profile "Shows the phone and the balance": user info `name`, and the balance with K. When
 * the user info failed, the layout says why with a retry; here the values read '-'.
 */
export function AccountSummary() {
  const user = useLoadState(useUserInfo());
  const loading = user.failure ? '-' : <BalanceDisplay state={{ kind: 'loading' }} />;
  const thousands = Number(user.data?.balance);
  return (
    <dl className="profile-page__summary">
      <div className="profile-page__row">
        <dt>{PROFILE_PHONE_LABEL}</dt>
        <dd data-testid="profile-phone">{user.data ? user.data.name : loading}</dd>
      </div>
      <div className="profile-page__row">
        <dt>{PROFILE_BALANCE_LABEL}</dt>
        <dd data-testid="profile-balance">
          {user.data ? (
            Number.isFinite(thousands) ? (
              <Money>{formatBalanceK(thousands)}</Money>
            ) : (
              '-'
            )
          ) : (
            loading
          )}
        </dd>
      </div>
    </dl>
  );
}
