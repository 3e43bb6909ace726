import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addBankAccountMutation, getActiveBanksQuery, toApiError } from '@wallet/api';
import {
  ACCOUNT_NUMBER_LABEL,
  ADD_BANK_CANCEL_LABEL,
  ADD_BANK_LABEL,
  BANK_NAME_LABEL,
  CHOOSE_BANK_LABEL,
  HOLDER_NAME_HINT,
  HOLDER_NAME_LABEL,
  SAVED_AS_PREFIX,
  accountNumberToSend,
  addBankError,
  addBankSchema,
  canSubmitAddBank,
  holderNameToSend,
  sanitizeAccountNumber,
  sanitizeHolderName,
} from '@wallet/domain';
import { Button, Notice, Select, SubmitButton, TextField, useForm } from '@wallet/ui';
import { useApi } from '@wallet/shell';
import { useGoBack } from './useGoBack';

export interface AddAccountFormProps {
  /** GET /bankcodes/all: the names the player chooses from. */
  bankNames: string[];
  /** The holder name of an account the player already has: shown read-only (001 §5). */
  holderName: string | null;
  /** max_account_count, for the limit text of 001 §8. */
  max: number;
}

/**
 * 001 §5 Add bank account, §4 "Idle, then submitting (spinner, inputs disabled), then success (go
 * back) or an error shown.", §7 "POST /bank/add_user_bank (multipart): bank_name, account_number,
 * User_name."
 */
export function AddAccountForm({ bankNames, holderName, max }: AddAccountFormProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const goBack = useGoBack();
  const [failure, setFailure] = useState<string | null>(null);

  // An answer lost on its way can hide an account that was saved: the saved accounts decide.
  const add = useMutation({
    ...addBankAccountMutation(api),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getActiveBanksQuery(api).queryKey });
      // Returned: the form stays locked until the previous page is shown.
      return goBack();
    },
    onError: (error) => setFailure(addBankError(toApiError(error), max).text),
  });

  const form = useForm({
    initial: { holderName: holderName ?? '', bankName: '', accountNumber: '' },
    schema: addBankSchema,
    onSubmit: (values) => {
      setFailure(null);
      return add.mutateAsync({
        bank_name: values.bankName,
        account_number: accountNumberToSend(values.accountNumber),
        User_name: holderNameToSend(values.holderName),
      });
    },
  });

  const holder = form.field('holderName');
  const number = form.field('accountNumber');
  const locked = form.submitting;
  // What is sent, shown before it is (issue 46 §1) when it is not what the field shows.
  const savedAs = (typed: string, sent: string) =>
    sent !== '' && sent !== typed.trim() ? `${SAVED_AS_PREFIX}${sent}` : undefined;
  const holderSent = savedAs(holder.value, holderNameToSend(holder.value));
  // The hint and the rule's message are the same words: said once.
  const holderHint = holder.error ? undefined : (holderSent ?? HOLDER_NAME_HINT);
  const numberSent = number.error
    ? undefined
    : savedAs(number.value, accountNumberToSend(number.value));

  return (
    <form className="add-account__form" noValidate onSubmit={form.handleSubmit}>
      <TextField
        {...holder}
        label={HOLDER_NAME_LABEL}
        onChange={(value) => holder.onChange(sanitizeHolderName(value))}
        hint={holderHint}
        readOnly={holderName !== null}
        disabled={locked}
        autoComplete="name"
      />
      <Select
        {...form.field('bankName')}
        label={BANK_NAME_LABEL}
        placeholder={CHOOSE_BANK_LABEL}
        options={bankNames.map((name) => ({ value: name, label: name }))}
        disabled={locked}
      />
      <TextField
        {...number}
        label={ACCOUNT_NUMBER_LABEL}
        onChange={(value) => number.onChange(sanitizeAccountNumber(value))}
        hint={numberSent}
        inputMode="numeric"
        disabled={locked}
      />
      {failure ? <Notice tone="error">{failure}</Notice> : null}
      <div className="add-account__actions">
        <Button variant="ghost" onClick={() => void goBack()} disabled={locked}>
          {ADD_BANK_CANCEL_LABEL}
        </Button>
        <SubmitButton
          block={false}
          pending={locked}
          disabled={!canSubmitAddBank(form.values, locked)}
          // Why it waits, unless a field says it, its hint included (issue 46 §1).
          blockedBy={form.unsaid.find((text) => text !== holderHint)}
        >
          {ADD_BANK_LABEL}
        </SubmitButton>
      </div>
    </form>
  );
}
