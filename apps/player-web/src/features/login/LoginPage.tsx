import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { loginUserMutation, toApiError } from '@wallet/api';
import {
  LOGIN_LINK_LABEL,
  REGISTER_LINK_LABEL,
  loginError,
  loginRequiresPasswordReset,
  loginSchema,
} from '@wallet/domain';
import {
  AuthScreen,
  ErrorDialog,
  PasswordField,
  PhoneField,
  SubmitButton,
  useForm,
} from '@wallet/ui';
import { routerLink, useCaptchaToken, useWalletSession, useApi } from '@wallet/shell';
import { href } from '../../lib/paths';

/**
 * 000 §2 "Login (/login): phone, password, captcha token obtained on the form, submit. Links to
 * register and to reset password." §4 "success stores the token and goes home. A
 * REQUIRE_RESET_PASSWORD reply stores the token and goes home with the reset popup open."
 */
export default function LoginPage() {
  const api = useApi();
  const { signIn } = useWalletSession();
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

  // 000 §5 "Login phone: 10 characters … Password: minimum 8": the domain's schema; the password is
  // sent exactly as typed (any character).
  const form = useForm({
    initial: { phone: '', password: '' },
    schema: loginSchema,
    onSubmit: (values) =>
      captcha.token ? login.mutateAsync({ ...values, captcha_token: captcha.token }) : undefined,
  });

  return (
    <AuthScreen
      title={LOGIN_LINK_LABEL}
      renderLink={routerLink}
      links={
        <>
          <Link to={href('/reset-password')}>Quên mật khẩu?</Link>
          <Link to={href('/register')}>{REGISTER_LINK_LABEL}</Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit}>
        <PhoneField {...form.field('phone')} />
        <PasswordField {...form.field('password')} />
        {captcha.widget}
        <SubmitButton pending={form.submitting} disabled={!captcha.token}>
          {LOGIN_LINK_LABEL}
        </SubmitButton>
      </form>
      <ErrorDialog open={popup !== null} message={popup ?? ''} onClose={() => setPopup(null)} />
    </AuthScreen>
  );
}
