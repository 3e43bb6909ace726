import { canSubmitResetPassword, PASSWORD_RULE_MESSAGE } from '@wallet/domain';
import { type Form, PasswordField, SubmitButton } from '@wallet/ui';

/** Step 3: the new password, once the code was verified. */
export function NewPasswordStep({ form }: { form: Form<{ password: string }> }) {
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PasswordField
        {...form.field('password')}
        label="Mật khẩu mới"
        autoComplete="new-password"
        // The rule a reset password must meet (docs/decisions.md): the register rule.
        hint={PASSWORD_RULE_MESSAGE}
        lettersAndDigitsOnly
      />
      {/* 000 §5 "submit disabled below 6" */}
      <SubmitButton
        pending={form.submitting}
        disabled={!canSubmitResetPassword(form.values.password)}
        // Why it waits, unless the field says it (issue 46 §1).
        blockedBy={form.unsaid[0]}
      >
        Đặt lại mật khẩu
      </SubmitButton>
    </form>
  );
}
