import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import {
  forgotPasswordMutation,
  generateOtpMutation,
  toApiError,
  verifyOtpMutation,
} from '@wallet/api';
import {
  DEFAULT_COUNTRY_CODE,
  LOGIN_LINK_LABEL,
  OTP_RESEND_SECONDS,
  PASSWORD_RESET_SUCCESS_TEXT,
  PASSWORD_RULE_MESSAGE,
  canSendOtp,
  canSubmitResetPassword,
  canVerifyOtp,
  resetNewPasswordSchema,
  resetOtpSchema,
  resetPasswordError,
  resetPhoneSchema,
  sanitizeOtp,
  type ResetStep,
} from '@wallet/domain';
import {
  AuthScreen,
  Button,
  ErrorDialog,
  type Form,
  OtpField,
  PasswordField,
  PhoneField,
  SubmitButton,
  useForm,
} from '@wallet/ui';
import { routerLink, routerLinkWith, useApi } from '@wallet/shell';
import './ResetPasswordPage.css';
import { href } from '../../lib/paths';

/**
 * 000 §5 "On a failed send, verify or reset, the server message is kept and the field shows the
 * fixed text": the upstream's refusal goes under the step's field; a call that got no answer or a
 * server error is a popup instead (resetPasswordError).
 */
function failureShower<V extends Record<string, string>>(
  step: ResetStep,
  form: Form<V>,
  field: keyof V & string,
  popup: (text: string) => void,
) {
  return (error: unknown) => {
    const shown = resetPasswordError(step, toApiError(error));
    if (shown.show === 'inline') form.setFieldError(field, shown.text);
    else popup(shown.text);
  };
}

/**
 * 000 §2 "Forgotten-password reset (/reset-password): three steps in one screen, phone, then OTP,
 * then new password. Success shows a congratulation and a login button to /login." §4 "phone
 * entry, then OTP sent (a 60-second timer starts and resend is disabled), then OTP verified
 * (returns a token), then new password submitted, then success. On success the form is cleared."
 */
export default function ResetPasswordPage() {
  const api = useApi();
  /** When the last OTP was sent; null before the first one. */
  const [sentAt, setSentAt] = useState<number | null>(null);
  /** verify-otp's token, sent back with the new password. */
  const [token, setToken] = useState<string | null>(null);
  const [popup, setPopup] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const send = useMutation(generateOtpMutation(api));
  const verify = useMutation(verifyOtpMutation(api));
  const reset = useMutation(forgotPasswordMutation(api));

  const phoneForm = useForm({
    initial: { phone: '' },
    schema: resetPhoneSchema,
    onSubmit: ({ phone }): Promise<void> =>
      send
        .mutateAsync({ phone, phone_country_code: DEFAULT_COUNTRY_CODE })
        .then(() => setSentAt(Date.now()), failureShower('send', phoneForm, 'phone', setPopup)),
  });
  const phone = phoneForm.values.phone;

  const otpForm = useForm({
    initial: { otp: '' },
    schema: resetOtpSchema,
    onSubmit: ({ otp }): Promise<void> =>
      verify
        .mutateAsync({ phone, otp })
        .then(
          (answer) => setToken(answer.token),
          failureShower('verify', otpForm, 'otp', setPopup),
        ),
  });

  const passwordForm = useForm({
    initial: { password: '' },
    schema: resetNewPasswordSchema,
    onSubmit: ({ password }): Promise<void> | undefined =>
      token === null
        ? undefined
        : reset.mutateAsync({ token, phone, password }).then(
            () => {
              // "On success the form is cleared."
              phoneForm.reset();
              otpForm.reset();
              passwordForm.reset();
              setSentAt(null);
              setToken(null);
              setDone(true);
            },
            failureShower('reset', passwordForm, 'password', setPopup),
          ),
  });

  return (
    <AuthScreen
      title="Quên mật khẩu"
      renderLink={routerLink}
      // Once the password is reset, the screen's one way on is its login button.
      links={done ? null : <Link to={href('/login')}>{LOGIN_LINK_LABEL}</Link>}
    >
      {done ? (
        <section className="reset-page__done" aria-labelledby="reset-done">
          <h2 id="reset-done">Chúc mừng!</h2>
          <p>{PASSWORD_RESET_SUCCESS_TEXT}</p>
          <Button block href={href('/login')} renderLink={routerLinkWith({ replace: true })}>
            {LOGIN_LINK_LABEL}
          </Button>
        </section>
      ) : (
        <>
          <form noValidate onSubmit={phoneForm.handleSubmit}>
            {/* The OTP belongs to this phone: it is fixed once a code was sent. */}
            <PhoneField {...phoneForm.field('phone')} readOnly={sentAt !== null} />
            {sentAt === null ? (
              // 000 §5 "send disabled below 10 digits"
              <SubmitButton pending={phoneForm.submitting} disabled={!canSendOtp(phone)}>
                Gửi mã OTP
              </SubmitButton>
            ) : null}
          </form>

          {sentAt !== null && token === null ? (
            <form noValidate onSubmit={otpForm.handleSubmit}>
              <OtpField
                {...otpForm.field('otp')}
                onChange={(typed) => otpForm.setValue('otp', sanitizeOtp(typed))}
                countdownSeconds={OTP_RESEND_SECONDS}
                sentAt={sentAt}
                // A resend is the phone step's submit again, behind the same guard.
                onResend={() => phoneForm.handleSubmit()}
                resending={phoneForm.submitting}
              />
              {/* 000 §5 "verify disabled below 4 digits" */}
              <SubmitButton
                pending={otpForm.submitting}
                disabled={!canVerifyOtp(otpForm.values.otp)}
              >
                Xác nhận OTP
              </SubmitButton>
            </form>
          ) : null}

          {token !== null ? (
            <form noValidate onSubmit={passwordForm.handleSubmit}>
              <PasswordField
                {...passwordForm.field('password')}
                label="Mật khẩu mới"
                autoComplete="new-password"
                // The rule a reset password must meet (docs/decisions.md): the register rule.
                hint={PASSWORD_RULE_MESSAGE}
                lettersAndDigitsOnly
              />
              {/* 000 §5 "submit disabled below 6" */}
              <SubmitButton
                pending={passwordForm.submitting}
                disabled={!canSubmitResetPassword(passwordForm.values.password)}
              >
                Đặt lại mật khẩu
              </SubmitButton>
            </form>
          ) : null}
        </>
      )}

      <ErrorDialog open={popup !== null} message={popup ?? ''} onClose={() => setPopup(null)} />
    </AuthScreen>
  );
}
