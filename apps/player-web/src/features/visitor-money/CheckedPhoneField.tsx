import { RETRY_LABEL } from '@wallet/domain';
import { PhoneField, SubmitButton, type FieldBinding } from '@wallet/ui';

export interface CheckedPhoneFieldProps {
  field: FieldBinding;
  /** The upstream's word on this phone (000 §6 log in first, 001 §8 lookup messages). */
  refusal: string | null;
  /** The check itself failed: its text, and 'Thử lại' under it. */
  failure: string | null;
  /** Shown while the check runs. */
  checkingText?: string;
  retry: () => void;
  disabled: boolean;
}

/**
 * The visitor modals' phone, checked by the upstream at 10 digits (000 §4 deposit, 001 §4 withdraw):
 * the form's own message first, then the upstream's, then a failed check with its retry.
 */
export function CheckedPhoneField({
  field,
  refusal,
  failure,
  checkingText,
  retry,
  disabled,
}: CheckedPhoneFieldProps) {
  return (
    <>
      <PhoneField
        {...field}
        error={field.error ?? refusal ?? failure}
        hint={checkingText}
        disabled={disabled}
      />
      {failure ? (
        <SubmitButton
          type="button"
          variant="ghost"
          block={false}
          slowAfterMs={false}
          className="visitor-money__retry"
          onClick={retry}
        >
          {RETRY_LABEL}
        </SubmitButton>
      ) : null}
    </>
  );
}
