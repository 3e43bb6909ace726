import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { PaymentCategory } from '@wallet/api';
import {
  amountRefusal,
  DEPOSIT_LINK_LABEL,
  DEPOSIT_METHOD_LABEL,
  DEPOSIT_PROVIDER_LABEL,
  depositPageDefaultAmount,
  depositPageSchema,
  DETAIL_BANK_LABEL,
  LAST_DEPOSIT_KEY,
  parseLastDeposit,
  quickAmounts,
  amountHint,
  THOUSANDS_TO_VND,
} from '@wallet/domain';
import { AmountField, BankChoiceCards, SubmitButton, useForm } from '@wallet/ui';
import { useUserInfo } from '@wallet/shell';
import { banksOf, methodsOf, useDepositChoice } from './choice';
import { MoneyWait } from '../../components/money-wait/MoneyWait';
import { DepositFailureDialogs } from './DepositDialogs';
import { useSendDeposit } from './useSendDeposit';
import { readPref } from '../../lib/device-prefs';

/**
 * 000 §2 step1: "choose provider (payment category), method, bank and amount. Quick-amount buttons
 * offer the minimum, 25%, 50%, 75% and the maximum of the bound." §5 the amount: digits only, in
 * thousands, within the bound ('min ~ max'), no decimal point.
 */
export function DepositForm({
  categories,
  locked,
  unchecked,
  onLocked,
}: {
  /** offeredCategories: not empty. */
  categories: PaymentCategory[];
  /** Nothing can be chosen or sent: the deposit is locked, or its check failed. */
  locked: boolean;
  /** The permission check has not answered: nothing is sent yet. */
  unchecked: boolean;
  onLocked: () => void;
}) {
  const query = new URLSearchParams(useLocation().search);
  // 000 §5 "the initial deposit default amount is 500" (the page opened with ?initial).
  const initial = query.has('initial');
  // Issue 47 §4: home's 'Nạp lại 600K' (?again) opens the form filled with the last deposit.
  // Read once: what the player then changes is theirs. Whose it is needs the user info, which the
  // header has read by the time the providers answered.
  const player = useUserInfo().data?.name;
  const [again] = useState(() =>
    query.has('again') ? parseLastDeposit(readPref(LAST_DEPOSIT_KEY), player) : null,
  );
  const choice = useDepositChoice(categories, again ?? undefined);
  const { min, max } = choice.bounds;
  const schema = useMemo(() => depositPageSchema({ min, max }), [min, max]);
  const deposit = useSendDeposit({ onLocked });
  const form = useForm({
    initial: { amount: again ? String(again.amount) : depositPageDefaultAmount(initial) },
    schema,
    onSubmit: ({ amount }) => (locked || unchecked ? undefined : deposit.send(choice, amount)),
  });

  return (
    <>
      <form className="deposit-form" noValidate onSubmit={form.handleSubmit}>
        <fieldset className="deposit-form__fields" disabled={locked}>
          <BankChoiceCards
            label={DEPOSIT_PROVIDER_LABEL}
            options={categories.map((c) => ({ id: c.id, name: c.name, logo: c.image }))}
            value={choice.category.id}
            onChange={(id) => choice.chooseCategory(Number(id))}
          />
          <BankChoiceCards
            label={DEPOSIT_METHOD_LABEL}
            options={methodsOf(choice.category).map((m) => ({
              id: m.id,
              name: m.payment_method_name,
            }))}
            value={choice.method.id}
            onChange={(id) => choice.chooseMethod(Number(id))}
          />
          <BankChoiceCards
            label={DETAIL_BANK_LABEL}
            options={banksOf(choice.method).map((b) => ({
              id: b.id,
              name: b.bank_name,
              logo: b.bank_image,
            }))}
            value={choice.bank.id}
            onChange={(id) => choice.chooseBank(Number(id))}
          />
          <AmountField
            {...form.field('amount')}
            refusal={(text) => amountRefusal(text, 'deposit')}
            min={min}
            max={max}
            quickAmounts={quickAmounts(min, max)}
            clearable
            // Issue 47 §3 "the value in VND and in Vietnamese words, as bank apps show it".
            hint={amountHint(form.values.amount, 'K', THOUSANDS_TO_VND)}
          />
        </fieldset>
        <SubmitButton pending={form.submitting} disabled={locked || unchecked}>
          {DEPOSIT_LINK_LABEL}
        </SubmitButton>
        <MoneyWait pending={form.submitting} />
      </form>
      <DepositFailureDialogs failure={deposit.failure} onClose={deposit.dismiss} />
    </>
  );
}
