import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getActiveBanksQuery, getWithdrawLimitsQuery } from '@wallet/api';
import { withdrawLimits, withdrawPageSchema } from '@wallet/domain';
import { Notice, Stepper, useForm } from '@wallet/ui';
import { useLoadState, useUserInfo, useApi } from '@wallet/shell';
import { CheckFailed } from '../../components/loaded/CheckFailed';
import { MoneyWait } from '../../components/money-wait/MoneyWait';
import { useSession } from '../../lib/session-store';
import { AmountStep } from './AmountStep';
import { BankStep } from './BankStep';
import { GameBalances } from './GameBalances';
import { WithdrawFailureDialogs } from './WithdrawDialogs';
import { useSendWithdraw } from './useSendWithdraw';

/**
 * 001 §4 Withdraw stepper: "Step 0 (amount) goes to step 1 (bank) via next, only if the amount is
 * valid. Back returns." §2 "If an amount is already held in shared state, the flow starts at … the
 * bank step." Next and Enter run the amount's check (its message shows on a mistake); the withdraw
 * button sends it once (the form's guard and the money guard).
 */
export function WithdrawFlow({
  locked,
  unchecked,
  onLocked,
}: {
  /** Nothing can be entered or sent: withdrawing is locked, or its check failed. */
  locked: boolean;
  /** The permission check has not answered: nothing is sent yet. */
  unchecked: boolean;
  onLocked: () => void;
}) {
  const api = useApi();
  const held = useSession((s) => s.withdrawamount);
  const [step, setStep] = useState<0 | 1>(held !== null ? 1 : 0);
  const user = useLoadState(useUserInfo());
  const limitsState = useLoadState(useQuery(getWithdrawLimitsQuery(api)));
  const limits = withdrawLimits(limitsState.data);
  const balance = Number(user.data?.balance ?? 0);
  const schema = useMemo(
    () => withdrawPageSchema({ minimum: limits.minimum, maximum: limits.maximum }, balance),
    [limits.minimum, limits.maximum, balance],
  );
  const saved = useLoadState(useQuery(getActiveBanksQuery(api)));
  const banks = saved.data?.response ?? [];
  // Step 2 rests on the saved accounts: a failed load is said on step 1 too, and Next waits for it.
  const banksFailed = saved.data === undefined && saved.failure !== null;
  const [chosen, setChosen] = useState<number | null>(null);
  const bank = banks.find((b) => b.id === chosen) ?? banks[0];
  const replacing = useRef(false);
  const sender = useSendWithdraw({ onLocked });

  const form = useForm({
    initial: { amount: held !== null ? String(held) : '' },
    schema,
    onSubmit: ({ amount }) => {
      const replace = replacing.current;
      if (locked || unchecked) return undefined;
      if (step === 0) {
        useSession.setState({ withdrawamount: Number(amount) });
        setStep(1);
        return undefined;
      }
      return bank ? sender.send(bank, Number(amount), replace) : undefined;
    },
  });
  const amountError = form.error('amount');

  return (
    <>
      <Stepper
        step={step}
        onBack={() => setStep(0)}
        onNext={() => form.handleSubmit()}
        onSubmit={() => form.handleSubmit()}
        nextDisabled={locked || unchecked || banksFailed || user.data === undefined}
        submitDisabled={locked || unchecked || !bank || user.data === undefined}
        pending={form.submitting}
      >
        {step === 0 ? (
          <>
            <AmountStep
              form={form}
              user={user}
              limits={limitsState}
              placeholderLimits={limits}
              locked={locked}
            />
            <CheckFailed check="saved-banks" state={saved} />
          </>
        ) : (
          <>
            {/* A held amount the balance no longer covers: said here, fixed on step 1. */}
            {amountError ? <Notice tone="error">{amountError}</Notice> : null}
            <BankStep chosen={bank?.id ?? null} onChoose={setChosen} disabled={form.submitting} />
          </>
        )}
      </Stepper>
      <MoneyWait pending={form.submitting} />
      {/* After the form, not above it: the games' list arriving would push the amount and 'Tiếp
          theo' down the screen under the player's thumb (a layout shift of 0.2). */}
      {step === 0 ? <GameBalances disabled={locked} /> : null}
      <WithdrawFailureDialogs
        failure={sender.failure}
        onClose={sender.dismiss}
        onReplacePending={() => {
          // Read by onSubmit within this call only: a submit the amount's check stops must not
          // leave a later, ordinary tap replacing the pending request.
          replacing.current = true;
          form.handleSubmit();
          replacing.current = false;
        }}
      />
    </>
  );
}
