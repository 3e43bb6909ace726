import { canVerifyOtp, OTP_RESEND_SECONDS, sanitizeOtp } from '@wallet/domain';
import { type Form, OtpField, SubmitButton } from '@wallet/ui';

/** Step 2: the code sent by SMS, with its resend countdown (a resend is the phone step's submit). */
export function OtpStep({
  form,
  sentAt,
  resend,
  resending,
}: {
  form: Form<{ otp: string }>;
  sentAt: number;
  resend: () => void;
  resending: boolean;
}) {
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <OtpField
        {...form.field('otp')}
        onChange={(typed) => form.setValue('otp', sanitizeOtp(typed))}
        countdownSeconds={OTP_RESEND_SECONDS}
        sentAt={sentAt}
        onResend={resend}
        resending={resending}
      />
      {/* 000 §5 "verify disabled below 4 digits" */}
      <SubmitButton
        pending={form.submitting}
        disabled={!canVerifyOtp(form.values.otp)}
        // Why it waits, unless the field says it (issue 46 §1).
        blockedBy={form.unsaid[0]}
      >
        Xác nhận OTP
      </SubmitButton>
    </form>
  );
}
