import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  createPublicDepositMutation,
  toApiError,
  type DepositResult,
  type PublicPaymentMethod,
} from '@wallet/api';
import {
  CHOOSE_BANK_LABEL,
  DEPOSIT_PHONE_CHECKING,
  DEPOSIT_SUBMIT_LABEL,
  PAYMENT_METHOD_LABEL,
  amountRefusal,
  bankDepositBounds,
  canSubmitDepositModal,
  depositModalBlocker,
  chosenOrFirst,
  depositModalError,
  depositModalSchema,
  quickAmounts,
  thousandsToVnd,
  validateDepositPhone,
  type ErrorView,
  amountHint,
  THOUSANDS_TO_VND,
} from '@wallet/domain';
import { AmountField, BankChoiceCards, SubmitButton, useForm } from '@wallet/ui';
import { useApi } from '@wallet/shell';
import { MoneyWait } from '../../components/money-wait/MoneyWait';
import { CheckedPhoneField } from './CheckedPhoneField';
import { usePhoneCheck } from './usePhoneCheck';

export interface DepositFormProps {
  /** Ordered, each with at least one bank (depositModalChoices). */
  methods: PublicPaymentMethod[];
  /** The deposit the upstream made: where the visitor transfers the money. */
  onSuccess: (result: DepositResult) => void;
  onFailure: (view: ErrorView) => void;
}

/**
 * 000 §2 "Deposit modal …: phone number, bank choice cards, amount with quick-amount buttons,
 * submit 'Nạp Tiền'." §4 "The first method (lowest sorting_order) is selected, and its first bank
 * (by sort order). The bank's min and max bound the amount."
 */
export function DepositForm({ methods, onSuccess, onFailure }: DepositFormProps) {
  const api = useApi();
  const [methodId, setMethodId] = useState<number | null>(null);
  const [bankId, setBankId] = useState<number | null>(null);
  const { method, bank, bounds } = useMemo(() => {
    const method = chosenOrFirst(methods, methodId);
    const bank = chosenOrFirst(method.payment_method_banks, bankId);
    const { min, max } = bankDepositBounds(bank);
    return { method, bank, bounds: { min, max } };
  }, [methods, methodId, bankId]);
  const schema = useMemo(() => depositModalSchema(bounds), [bounds]);
  // "Changing the method clears a selection message": the amount's message spoke of the old bank's
  // bounds; it shows again once the player edits or leaves the amount.
  const [amountMessageHidden, setAmountMessageHidden] = useState(false);

  const deposit = useMutation({
    ...createPublicDepositMutation(api),
    onSuccess: (answer) => onSuccess(answer.data),
    onError: (error) => onFailure(depositModalError(toApiError(error))),
  });

  const form = useForm({
    initial: { phone: '', amount: '' },
    schema,
    onSubmit: (values) =>
      ready
        ? deposit.mutateAsync({
            bank_id: bank.id,
            transaction_amount: thousandsToVnd(Number(values.amount)),
            phone: values.phone,
            payment_method: method.id,
            payment_method_code: method.payment_method_code,
          })
        : undefined,
  });

  const phone = usePhoneCheck(form.values.phone);
  // The submit rule of 000 §5, before any request is in flight (the form's own guard adds that).
  const state = {
    paymentMethodChosen: true,
    phoneError: validateDepositPhone(form.values.phone) ?? phone.refusal ?? phone.failure,
    phoneValidated: phone.valid,
    submitting: false,
    amount: form.values.amount,
    bounds,
  };
  const ready = canSubmitDepositModal(state);
  const blocker = depositModalBlocker(state);

  const choose = (nextMethod: number, nextBank: number) => {
    setMethodId(nextMethod);
    setBankId(nextBank);
    setAmountMessageHidden(true);
  };
  const phoneField = form.field('phone');
  const amountField = form.field('amount');
  const saidByAField = [
    phoneField.error ?? phone.refusal ?? phone.failure,
    phone.checking ? DEPOSIT_PHONE_CHECKING : null,
    amountMessageHidden ? null : amountField.error,
  ];

  return (
    <form className="visitor-money__form" noValidate onSubmit={form.handleSubmit}>
      <CheckedPhoneField
        field={phoneField}
        refusal={phone.refusal}
        failure={phone.failure}
        checkingText={phone.checking ? DEPOSIT_PHONE_CHECKING : undefined}
        retry={phone.retry}
        disabled={form.submitting}
      />
      {methods.length > 1 ? (
        <BankChoiceCards
          label={PAYMENT_METHOD_LABEL}
          options={methods.map((m) => ({
            id: m.id,
            name: m.payment_method_name ?? m.payment_method_code,
          }))}
          value={method.id}
          onChange={(id) => {
            const next = chosenOrFirst(methods, Number(id));
            choose(next.id, chosenOrFirst(next.payment_method_banks, null).id);
          }}
          disabled={form.submitting}
        />
      ) : null}
      <BankChoiceCards
        label={CHOOSE_BANK_LABEL}
        options={method.payment_method_banks.map((b) => ({
          id: b.id,
          name: b.bank_name,
          logo: b.bank_image,
        }))}
        value={bank.id}
        onChange={(id) => choose(method.id, Number(id))}
        disabled={form.submitting}
      />
      <AmountField
        {...amountField}
        refusal={(text) => amountRefusal(text, 'deposit')}
        error={amountMessageHidden ? null : amountField.error}
        onChange={(value) => {
          setAmountMessageHidden(false);
          amountField.onChange(value);
        }}
        onBlur={() => {
          setAmountMessageHidden(false);
          amountField.onBlur();
        }}
        min={bounds.min}
        max={bounds.max}
        quickAmounts={quickAmounts(bounds.min, bounds.max)}
        // Issue 47 §3 "the value in VND and in Vietnamese words, as bank apps show it".
        hint={amountHint(form.values.amount, 'K', THOUSANDS_TO_VND)}
        disabled={form.submitting}
      />
      <SubmitButton
        pending={form.submitting}
        // Said under the button unless a field says it already.
        blockedBy={saidByAField.includes(blocker) ? null : blocker}
        disabled={!ready}
      >
        {DEPOSIT_SUBMIT_LABEL}
      </SubmitButton>
      <MoneyWait pending={form.submitting} />
    </form>
  );
}
