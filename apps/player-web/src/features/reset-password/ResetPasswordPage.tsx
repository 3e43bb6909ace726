import { useState, type FormEvent } from 'react';
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
  RESET_PASSWORD_HINT,
  canSendOtp,
  canSubmitResetPassword,
  canVerifyOtp,
  resetPasswordError,
  sanitizeOtp,
  sanitizePassword,
  sanitizeResetPhone,
  type ErrorView,
  type ResetStep,
} from '@wallet/domain';
import { ErrorDialog, OtpField, PasswordField, PhoneField, SubmitButton } from '@wallet/ui';
import { api } from '../../lib/api';
import './ResetPasswordPage.css';

/** 000 §5 "On a failed send, verify or reset, the server message is kept and the field shows the fixed text." */
interface Failure {
  step: ResetStep;
  serverMessage: string;
  /** The fixed text under the field, or a popup when no answer came (resetPasswordError). */
  shown: ErrorView;
}

/**
 * 000 §2 "Forgotten-password reset (/reset-password): three steps in one screen, phone, then OTP,
 * then new password. Success shows a congratulation and a login button to /login." §4 "phone
 * entry, then OTP sent (a 60-second timer starts and resend is disabled), then OTP verified
 * (returns a token), then new password submitted, then success. On success the form is cleared."
 */
export default function ResetPasswordPage() {
  const [phone, setPhone] = useState('');
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  /** When the last OTP was sent; null before the first one. */
  const [sentAt, setSentAt] = useState<number | null>(null);
  /** verify-otp's token, sent back with the new password. */
  const [token, setToken] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);

  const fail = (step: ResetStep) => (error: unknown) => {
    const failed = toApiError(error);
    setFailure({ step, serverMessage: failed.code, shown: resetPasswordError(step, failed) });
  };
  const fieldError = (step: ResetStep) =>
    failure?.step === step && failure.shown.show === 'inline' ? failure.shown.text : null;
  const popup = failure && failure.shown.show !== 'inline' ? failure.shown.text : null;

  const send = useMutation({
    ...generateOtpMutation(api),
    onSuccess: () => {
      setFailure(null);
      setSentAt(Date.now());
    },
    onError: fail('send'),
  });
  const verify = useMutation({
    ...verifyOtpMutation(api),
    onSuccess: (answer) => {
      setFailure(null);
      setToken(answer.token);
    },
    onError: fail('verify'),
  });
  const reset = useMutation({
    ...forgotPasswordMutation(api),
    onSuccess: () => {
      setPhone('');
      setOtp('');
      setPassword('');
      setSentAt(null);
      setToken(null);
      setFailure(null);
      setDone(true);
    },
    onError: fail('reset'),
  });

  const sendOtp = () => {
    if (!canSendOtp(phone) || send.isPending) return;
    send.mutate({ phone, phone_country_code: DEFAULT_COUNTRY_CODE });
  };
  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    sendOtp();
  };
  const submitOtp = (event: FormEvent) => {
    event.preventDefault();
    if (!canVerifyOtp(otp) || verify.isPending) return;
    verify.mutate({ phone, otp });
  };
  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    if (!token || !canSubmitResetPassword(password) || reset.isPending) return;
    reset.mutate({ token, phone, password });
  };

  return (
    <main className="reset-page">
      <Link to="/" className="reset-page__home">
        ← Trang chủ
      </Link>
      <h1>Quên mật khẩu</h1>

      {done ? (
        <section className="reset-page__done" aria-labelledby="reset-done">
          <h2 id="reset-done">Chúc mừng!</h2>
          <p>{PASSWORD_RESET_SUCCESS_TEXT}</p>
          <Link to="/login" replace className="ui-btn ui-btn--primary ui-btn--block">
            {LOGIN_LINK_LABEL}
          </Link>
        </section>
      ) : (
        <>
          <form className="reset-page__form" noValidate onSubmit={submitPhone}>
            <PhoneField
              value={phone}
              // The OTP belongs to this phone: it is fixed once a code was sent.
              readOnly={sentAt !== null}
              onChange={(typed) => {
                setPhone(sanitizeResetPhone(typed));
                if (failure?.step === 'send') setFailure(null);
              }}
              error={fieldError('send')}
            />
            {sentAt === null ? (
              <SubmitButton pending={send.isPending} disabled={!canSendOtp(phone)}>
                Gửi mã OTP
              </SubmitButton>
            ) : null}
          </form>

          {sentAt !== null && token === null ? (
            <form className="reset-page__form" noValidate onSubmit={submitOtp}>
              <OtpField
                value={otp}
                onChange={(typed) => {
                  setOtp(sanitizeOtp(typed));
                  if (failure?.step === 'verify') setFailure(null);
                }}
                countdownSeconds={OTP_RESEND_SECONDS}
                sentAt={sentAt}
                onResend={sendOtp}
                resending={send.isPending}
                error={fieldError('verify')}
              />
              <SubmitButton pending={verify.isPending} disabled={!canVerifyOtp(otp)}>
                Xác nhận OTP
              </SubmitButton>
            </form>
          ) : null}

          {token !== null ? (
            <form className="reset-page__form" noValidate onSubmit={submitPassword}>
              <PasswordField
                label="Mật khẩu mới"
                value={password}
                autoComplete="new-password"
                // After a failed reset the error shows the same fixed text in place of the hint.
                hint={fieldError('reset') ? undefined : RESET_PASSWORD_HINT}
                onChange={(typed) => {
                  setPassword(sanitizePassword(typed));
                  if (failure?.step === 'reset') setFailure(null);
                }}
                error={fieldError('reset')}
              />
              <SubmitButton pending={reset.isPending} disabled={!canSubmitResetPassword(password)}>
                Đặt lại mật khẩu
              </SubmitButton>
            </form>
          ) : null}
        </>
      )}

      <ErrorDialog open={popup !== null} message={popup ?? ''} onClose={() => setFailure(null)} />
      {done ? null : (
        <nav className="reset-page__links" aria-label="Tài khoản">
          <Link to="/login">{LOGIN_LINK_LABEL}</Link>
        </nav>
      )}
    </main>
  );
}
