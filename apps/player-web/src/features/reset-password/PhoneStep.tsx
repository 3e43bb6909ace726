import { canSendOtp } from '@wallet/domain';
import { type Form, PhoneField, SubmitButton } from '@wallet/ui';

/** Step 1: the phone the OTP is sent to; fixed once a code was sent. */
export function PhoneStep({
  form,
  sentAt,
}: {
  form: Form<{ phone: string }>;
  sentAt: number | null;
}) {
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      {/* The OTP belongs to this phone: it is fixed once a code was sent. */}
      <PhoneField {...form.field('phone')} readOnly={sentAt !== null} />
      {sentAt === null ? (
        // 000 §5 "send disabled below 10 digits"
        <SubmitButton
          pending={form.submitting}
          disabled={!canSendOtp(form.values.phone)}
          // Why it waits, unless the field says it (issue 46 §1).
          blockedBy={form.unsaid[0]}
        >
          Gửi mã OTP
        </SubmitButton>
      ) : null}
    </form>
  );
}
