import { useEffect, useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { createPublicWithdrawMutation, toApiError } from '@wallet/api';
import {
  acceptedAmount,
  amountRefusal,
  BANK_LOOKUP_CHECKING,
  CHOOSE_BANK_LABEL,
  WITHDRAW_MODAL_SUBMIT,
  WITHDRAW_NO_BANK,
  visitorWithdrawBlocker,
  lookupBankLabel,
  thousandsToVnd,
  visitorWithdrawError,
  visitorWithdrawRealAmount,
  visitorWithdrawSchema,
  type ErrorView,
  THOUSANDS_TO_VND,
  unitRate,
  vndInWords,
} from '@wallet/domain';
import { AmountField, Select, SubmitButton, useForm } from '@wallet/ui';
import { useApi } from '@wallet/shell';
import { MoneyWait } from '../../components/money-wait/MoneyWait';
import { CheckedPhoneField } from './CheckedPhoneField';
import { useBankLookup } from './useBankLookup';

export interface WithdrawFormProps {
  onSuccess: () => void;
  onFailure: (view: ErrorView) => void;
}

/**
 * 001 §2 "It holds a phone number field, a bank selector, an amount field with a clear button, a
 * real-money conversion line and a submit button 'Rút Tiền'." A visitor has no balance here, so the
 * amount is checked against 150 ~ 100000 only; the upstream answers INSUFFICIENT_BALANCE.
 */
export function WithdrawForm({ onSuccess, onFailure }: WithdrawFormProps) {
  const api = useApi();
  const schema = useMemo(() => visitorWithdrawSchema(), []);
  const withdraw = useMutation({
    ...createPublicWithdrawMutation(api),
    onSuccess: () => onSuccess(),
    onError: (error) => onFailure(visitorWithdrawError(toApiError(error))),
  });

  const form = useForm({
    initial: { phone: '', bankId: '', amount: '' },
    schema,
    // Typed: `ready` and `bank` are read from the form's own values, which TypeScript cannot infer round.
    onSubmit: (values): Promise<unknown> | undefined =>
      ready && bank
        ? withdraw.mutateAsync({
            bank_id: bank.id,
            transaction_amount: thousandsToVnd(Number(values.amount)),
            bank_account_number: bank.account_number,
            phone: values.phone,
          })
        : undefined,
  });

  const lookup = useBankLookup(form.values.phone);
  const { setValue } = form;
  // 001 §4 "the list is filled, the first bank is preselected"; another phone's banks go with it.
  useEffect(() => {
    setValue('bankId', lookup.banks[0] ? String(lookup.banks[0].id) : '');
  }, [lookup.banks, setValue]);
  const bank = lookup.banks.find((b) => String(b.id) === form.values.bankId);
  const blocker = visitorWithdrawBlocker({
    bankId: bank?.id,
    phoneLookupValid: lookup.valid,
    amount: form.values.amount,
    submitting: false,
  });
  const ready = blocker === null;

  const phoneField = form.field('phone');
  const bankField = form.field('bankId');
  const amountField = form.field('amount');
  const amount = acceptedAmount(form.values.amount, 'withdraw');

  return (
    <form className="visitor-money__form" noValidate onSubmit={form.handleSubmit}>
      <CheckedPhoneField
        field={phoneField}
        refusal={lookup.message}
        failure={lookup.failure}
        checkingText={lookup.checking ? BANK_LOOKUP_CHECKING : undefined}
        retry={lookup.retry}
        disabled={form.submitting}
      />
      <Select
        {...bankField}
        label={CHOOSE_BANK_LABEL}
        hint={lookup.banks.length === 0 && !bankField.error ? WITHDRAW_NO_BANK : undefined}
        options={lookup.banks.map((b) => ({ value: String(b.id), label: lookupBankLabel(b) }))}
        placeholder={lookup.banks.length === 0 ? CHOOSE_BANK_LABEL : undefined}
        disabled={form.submitting || lookup.banks.length === 0}
      />
      <AmountField
        {...amountField}
        refusal={(text) => amountRefusal(text, 'withdraw')}
        clearable
        // 001 §2's 'Thực tế' line, then the amount in words; before an amount, what 1 K is
        // (issue 47 §3).
        hint={
          amount > 0 ? (
            <>
              <span>{visitorWithdrawRealAmount(amount)}</span>
              {` · ${vndInWords(thousandsToVnd(amount)) ?? ''}`}
            </>
          ) : (
            unitRate('K', THOUSANDS_TO_VND)
          )
        }
        disabled={form.submitting}
      />
      <SubmitButton
        pending={form.submitting}
        // Said under the button unless a field says it already (the bank field's hint, the
        // amount's message once the player has left it).
        blockedBy={blocker === WITHDRAW_NO_BANK || blocker === amountField.error ? null : blocker}
        disabled={!ready}
      >
        {WITHDRAW_MODAL_SUBMIT}
      </SubmitButton>
      <MoneyWait pending={form.submitting} />
    </form>
  );
}
