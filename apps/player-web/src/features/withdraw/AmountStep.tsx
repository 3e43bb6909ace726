import type { UserInfo } from '@wallet/api';
import {
  acceptedAmount,
  amountRefusal,
  formatBalanceK,
  LOADING_LABEL,
  loadError,
  type WithdrawLimits,
  WITHDRAW_MAIN_BALANCE_LABEL,
  WITHDRAW_POINTS_UNIT,
  withdrawPageRealAmount,
  withdrawPlaceholder,
  amountHint,
  POINTS_TO_VND,
} from '@wallet/domain';
import { AmountField, ErrorState, Money, type Form } from '@wallet/ui';
import type { LoadState } from '@wallet/shell';
import { Loaded } from '../../components/loaded/Loaded';

/**
 * 001 §2 step 1: "game balances with transfer-to-main-wallet controls, the main balance, the amount
 * input (its placeholder shows the allowed minimum and maximum from the limits call) and the
 * real-money conversion, labelled 'Thực tế'." §5 "The amount is numeric only, at most 9 characters
 * (extra are cut off), in points units." Nothing is cut: a longer text is said (issue 24).
 */
export function AmountStep({
  form,
  user,
  limits,
  placeholderLimits,
  locked,
}: {
  form: Form<{ amount: string }>;
  user: LoadState<UserInfo>;
  limits: LoadState<WithdrawLimits>;
  placeholderLimits: WithdrawLimits;
  locked: boolean;
}) {
  const amount = acceptedAmount(form.values.amount, 'withdraw');
  return (
    <div className="withdraw-amount">
      <section className="withdraw-amount__main" aria-labelledby="withdraw-main-title">
        <h2 id="withdraw-main-title" className="withdraw-page__heading">
          {WITHDRAW_MAIN_BALANCE_LABEL}
        </h2>
        {/* A line of the balance's own height, so the form under it does not move (CLS). */}
        <Loaded
          state={user}
          loading={
            <p aria-busy="true">
              <span aria-hidden="true">-</span>
              <span className="visually-hidden">{LOADING_LABEL}</span>
            </p>
          }
        >
          {(info) => (
            <p data-testid="withdraw-balance">
              <Money>{formatBalanceK(Number(info.balance))}</Money>
            </p>
          )}
        </Loaded>
      </section>
      {/* Until the limits answer, the minimum is 1 and the maximum 15,000,000 (001 §9). */}
      {limits.failure ? (
        <ErrorState
          message={loadError(limits.failure).text}
          onRetry={limits.retry}
          retrying={limits.retrying}
        />
      ) : null}
      <form className="withdraw-amount__form" noValidate onSubmit={form.handleSubmit}>
        <AmountField
          {...form.field('amount')}
          refusal={(text) => amountRefusal(text, 'withdraw')}
          placeholder={withdrawPlaceholder(placeholderLimits)}
          inputMode="numeric"
          unit={WITHDRAW_POINTS_UNIT}
          // Issue 47 §3: the rate before anything is typed, then the amount in VND and in words.
          hint={amountHint(form.values.amount, WITHDRAW_POINTS_UNIT, POINTS_TO_VND)}
          disabled={locked}
        />
      </form>
      <p className="withdraw-amount__real">{withdrawPageRealAmount(amount)}</p>
    </div>
  );
}
