import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  getAgentCodeQuery,
  ReferralNotCheckedError,
  registerPlayerMutation,
  toApiError,
} from '@wallet/api';
import {
  checkFailedError,
  LOGIN_LINK_LABEL,
  REGISTER_LINK_LABEL,
  STORAGE_KEYS,
  nextCaptchaWord,
  referralNotChecked,
  registerError,
  registerSchema,
} from '@wallet/domain';
import {
  AuthScreen,
  CaptchaField,
  ErrorDialog,
  PasswordField,
  PhoneField,
  SubmitButton,
  captchaImage,
  useForm,
} from '@wallet/ui';
import { routerLink, useCaptchaToken, useLoadState, useWalletSession, useApi } from '@wallet/shell';
import { href } from '../../lib/paths';
import { CheckFailed } from '../../components/loaded/CheckFailed';
import { deviceFingerprint } from './fingerprint';

/** The agent code of this visit: the link's ag_id, else the one captured on an earlier visit. */
function useAgentCode(): string {
  const [params] = useSearchParams();
  const fromLink = params.get('ag_id')?.trim() ?? '';
  useEffect(() => {
    // 000 §1 "agID (agent or referral id captured at registration)".
    if (fromLink) localStorage.setItem(STORAGE_KEYS.agentId, fromLink);
  }, [fromLink]);
  return fromLink || localStorage.getItem(STORAGE_KEYS.agentId) || '';
}

/**
 * 000 §2 "Register (/register, optional query ag_id for an agent or referral code): phone,
 * password, confirmation, an image captcha, submit." §4 "success stores the token, clears the
 * stored agent id (agID) and goes home."
 */
export default function RegisterPage() {
  const api = useApi();
  const { signIn } = useWalletSession();
  const agentCode = useAgentCode();
  // Resolved while the player types; the submit waits for it if it is still running. An unknown
  // code registers without an agent; a lookup that got no usable answer says so with a retry, and
  // the form is not sent until the code is checked (issue 24 §5).
  const referral = useLoadState(useQuery({ ...getAgentCodeQuery(api, agentCode), retry: false }));
  const referralFailed =
    referral.data === undefined &&
    referral.failure !== null &&
    referralNotChecked(referral.failure);

  const [word, setWord] = useState(() => nextCaptchaWord(null));
  // Drawn once per word: the picture must not shake while the player types.
  const picture = useMemo(() => captchaImage(word), [word]);
  const schema = useMemo(() => registerSchema(word), [word]);
  const [popup, setPopup] = useState<string | null>(null);
  const captcha = useCaptchaToken();

  // The lookup (through the query cache: the one started above is awaited), then the registration.
  const register = useMutation({
    ...registerPlayerMutation(api),
    onSuccess: (answer) => {
      localStorage.removeItem(STORAGE_KEYS.agentId);
      // Awaited by the form (through mutateAsync): it stays locked until home is shown.
      return signIn(answer.token);
    },
    onError: (error) => {
      setPopup(
        error instanceof ReferralNotCheckedError
          ? checkFailedError('referral', error).text
          : registerError(toApiError(error)).text,
      );
      captcha.reset();
      setWord((current) => nextCaptchaWord(current));
      form.setValue('captcha', '');
    },
  });

  // 000 §5 register rules through the domain's schema (the captcha word is the one in the picture).
  const form = useForm({
    initial: { phone: '', password: '', confirm: '', captcha: '' },
    schema,
    onSubmit: ({ phone, password }) =>
      captcha.token && !referralFailed
        ? register.mutateAsync({
            phone,
            password,
            captcha_token: captcha.token,
            agentCode,
            fp_data: deviceFingerprint(),
          })
        : undefined,
  });

  return (
    <AuthScreen
      title={REGISTER_LINK_LABEL}
      renderLink={routerLink}
      links={
        <>
          <span>Đã có tài khoản?</span>
          <Link to={href('/login')}>{LOGIN_LINK_LABEL}</Link>
        </>
      }
    >
      <form noValidate onSubmit={form.handleSubmit}>
        {/* One digit over the limit is let through so the "too long" message can show (000 §5). */}
        <PhoneField {...form.field('phone')} maxDigits={11} />
        {/* 000 §5 "only letters and digits are kept": a refused character is named at once. */}
        <PasswordField
          {...form.field('password')}
          autoComplete="new-password"
          lettersAndDigitsOnly
        />
        <PasswordField
          {...form.field('confirm')}
          label="Xác nhận mật khẩu"
          autoComplete="new-password"
          lettersAndDigitsOnly
        />
        <CaptchaField
          {...form.field('captcha')}
          imageSrc={picture}
          onRefresh={() => setWord((current) => nextCaptchaWord(current))}
        />
        {captcha.widget}
        {referralFailed ? <CheckFailed check="referral" state={referral} /> : null}
        <SubmitButton pending={form.submitting} disabled={!captcha.token || referralFailed}>
          {REGISTER_LINK_LABEL}
        </SubmitButton>
      </form>
      <ErrorDialog open={popup !== null} message={popup ?? ''} onClose={() => setPopup(null)} />
    </AuthScreen>
  );
}
