import {
  PROFILE_BALANCE_LABEL,
  PROFILE_LOAD_FAILED,
  PROFILE_PHONE_LABEL,
  RETRY_LABEL,
  formatBalanceK,
} from '@wallet/domain';
import { BalanceDisplay, Notice } from '@wallet/ui';
import { useUserInfo } from '../../lib/user';

/** 001 §2 Profile "Shows the phone and the balance": user info `name`, and the balance with K. */
export function AccountSummary() {
  const user = useUserInfo();

  if (user.isError && user.data === undefined) {
    return (
      <section className="profile-page__summary">
        <Notice tone="error">{PROFILE_LOAD_FAILED}</Notice>
        <button
          type="button"
          className="ui-btn ui-btn--ghost"
          disabled={user.isFetching}
          onClick={() => void user.refetch()}
        >
          {RETRY_LABEL}
        </button>
      </section>
    );
  }

  const loading = <BalanceDisplay state={{ kind: 'loading' }} />;
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
          {user.data ? (Number.isFinite(thousands) ? formatBalanceK(thousands) : '-') : loading}
        </dd>
      </div>
    </dl>
  );
}
