import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { loginUserMutation, toApiError } from '@wallet/api';
import {
  LOGIN_LINK_LABEL,
  REGISTER_LINK_LABEL,
  loginError,
  loginRequiresPasswordReset,
  validateLoginPassword,
  validateLoginPhone,
} from '@wallet/domain';
import { ErrorDialog, PasswordField, PhoneField, SubmitButton } from '@wallet/ui';
import { api } from '../../lib/api';
import { useCaptchaToken } from '../../lib/captcha/useCaptchaToken';
import { signIn } from '../../lib/session';
import './LoginPage.css';

type Field = 'phone' | 'password';

/**
 * 000 §2 "Login (/login): phone, password, captcha token obtained on the form, submit. Links to
 * register and to reset password." §4 "success stores the token and goes home. A
 * REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open."
 */
export default function LoginPage() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<Record<Field, boolean>>({ phone: false, password: false });
  const [submitted, setSubmitted] = useState(false);
  const [popup, setPopup] = useState<string | null>(null);
  const captcha = useCaptchaToken();

  const login = useMutation({
    ...loginUserMutation(api),
    onSuccess: (answer) =>
      signIn(answer.token, { requireReset: loginRequiresPasswordReset(answer.message) }),
    onError: (error) => {
      setPopup(loginError(toApiError(error)).text);
      captcha.reset();
    },
  });

  const errors = { phone: validateLoginPhone(phone), password: validateLoginPassword(password) };
  const shown = (field: Field) => (touched[field] || submitted ? errors[field] : null);
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (login.isPending || errors.phone || errors.password || !captcha.token) return;
    login.mutate({ phone, password, captcha_token: captcha.token });
  };

  return (
    <main className="login-page">
      <Link to="/" className="login-page__home">
        ← Trang chủ
      </Link>
      <h1>{LOGIN_LINK_LABEL}</h1>
      <form className="login-page__form" noValidate onSubmit={submit}>
        <PhoneField
          value={phone}
          onChange={setPhone}
          onBlur={() => touch('phone')}
          error={shown('phone')}
        />
        <PasswordField
          value={password}
          onChange={setPassword}
          onBlur={() => touch('password')}
          error={shown('password')}
        />
        {captcha.widget}
        <SubmitButton pending={login.isPending} disabled={!captcha.token}>
          {LOGIN_LINK_LABEL}
        </SubmitButton>
      </form>
      <nav className="login-page__links" aria-label="Tài khoản">
        <Link to="/reset-password">Quên mật khẩu?</Link>
        <Link to="/register">{REGISTER_LINK_LABEL}</Link>
      </nav>
      <ErrorDialog open={popup !== null} message={popup ?? ''} onClose={() => setPopup(null)} />
    </main>
  );
}
