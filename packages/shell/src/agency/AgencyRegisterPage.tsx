import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkAgentPhoneQuery, registerAgentMutation, toApiError, type Api } from '@wallet/api';
import {
  AGENCY_CONFIRM_LABEL,
  AGENCY_COUNTDOWN_SECONDS,
  AGENCY_FORM_TITLE,
  AGENCY_NAME_LABEL,
  AGENCY_SUBMIT_LABEL,
  AGENCY_SUCCESS,
  AGENCY_TITLE,
  PHONE_ALREADY_REGISTERED,
  agencyResult,
  agencySchema,
  agencyWaitLabel,
  formatCountdown,
  nextCaptchaWord,
  shouldCheckAgencyPhone,
  transportError,
} from '@wallet/domain';
import {
  AuthScreen,
  CaptchaField,
  ErrorDialog,
  PasswordField,
  PhoneField,
  ResultDialog,
  SubmitButton,
  TextField,
  captchaImage,
  isOtherSiteHref,
  useForm,
} from '@wallet/ui';
import { routerLink } from '../link/link';
import { useApi } from '../provider/WalletProvider';
import { useCountdown } from './countdown';

export interface AgencyRegisterPageProps {
  /**
   * Where home is: the back arrow and closing the confirmation go there (001 §2 "The back arrow
   * returns to /. … Closing it goes to /."). A route of this site ('/', the default), or another
   * site's address (the standalone agency site's main site), which is left with a page load.
   */
  homeHref?: string;
}

/**
 * Whether the phone already has an application, from the on-blur check (asked again if it has not
 * answered). A check that failed says nothing: the application's own answer decides.
 */
function phoneTaken(
  api: Api,
  queryClient: ReturnType<typeof useQueryClient>,
  phone: string,
): Promise<boolean> {
  return queryClient.ensureQueryData({ ...checkAgentPhoneQuery(api, phone), retry: false }).then(
    (answer) => answer.status,
    () => false,
  );
}

/**
 * 001 §2 "Agency registration (/agent/register): The title is 'ĐẠI LÝ' and the form 'Đăng ký Đại
 * lý' has name, phone, password, confirm password and captcha. The back arrow returns to /. After a
 * successful submit a 60-second countdown starts and a confirmation modal appears. Closing it goes
 * to /." One screen for every shell: player-web's /agent/register and the standalone agency site.
 */
export function AgencyRegisterPage({ homeHref = '/' }: AgencyRegisterPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const headingId = useId();

  const [word, setWord] = useState(() => nextCaptchaWord(null));
  // Drawn once per word: the picture must not shake while the applicant types.
  const picture = useMemo(() => captchaImage(word), [word]);
  const schema = useMemo(() => agencySchema(word), [word]);

  const countdown = useCountdown(AGENCY_COUNTDOWN_SECONDS);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // 001 §5 "The phone is checked for existing registration on blur." §7 "status false means the
  // phone is free". Only a well-formed phone is asked about; a failed check shows nothing.
  const [checkedPhone, setCheckedPhone] = useState('');
  const check = useQuery({
    ...checkAgentPhoneQuery(api, checkedPhone),
    enabled: checkedPhone !== '',
    retry: false,
  });

  const register = useMutation({
    ...registerAgentMutation(api),
    onSuccess: () => {
      // 001 §4 "After success a 60-second countdown starts and a confirmation modal appears."
      countdown.start();
      form.reset();
      setCheckedPhone('');
      setWord((current) => nextCaptchaWord(current));
      setDone(true);
    },
    onError: (error, sent) => {
      const failed = toApiError(error);
      // No answer or a server error is not a registered phone: the catalogue's network or generic
      // text. Any other answer is the upstream's refusal, 001 §8 "Failure: 'Số điện thoại này …'".
      const shown = transportError(failed);
      if (!shown) {
        queryClient.setQueryData(checkAgentPhoneQuery(api, sent.phone).queryKey, { status: true });
        setCheckedPhone(sent.phone);
      }
      setFailure((shown ?? agencyResult(false)).text);
    },
  });

  const form = useForm({
    initial: { name: '', phone: '', password: '', confirm: '', captcha: '' },
    schema,
    onSubmit: async ({ name, phone, password }) => {
      if (countdown.left > 0) return;
      if (await phoneTaken(api, queryClient, phone)) {
        setCheckedPhone(phone);
        return;
      }
      // 001 §7 "POST /register_agent: JSON with name, phone, password."
      await register.mutateAsync({ name: name.trim(), phone, password });
    },
  });

  const phone = form.field('phone');
  const registered = check.data?.status === true && checkedPhone === form.values.phone;

  const goHome = () => {
    setDone(false);
    if (isOtherSiteHref(homeHref)) window.location.assign(homeHref);
    else void navigate(homeHref);
  };

  return (
    <AuthScreen title={AGENCY_TITLE} backHref={homeHref} renderLink={routerLink}>
      <form aria-labelledby={headingId} noValidate onSubmit={form.handleSubmit}>
        <h2 id={headingId}>{AGENCY_FORM_TITLE}</h2>
        <TextField {...form.field('name')} label={AGENCY_NAME_LABEL} autoComplete="name" />
        <PhoneField
          {...phone}
          error={phone.error ?? (registered ? PHONE_ALREADY_REGISTERED : null)}
          onBlur={() => {
            phone.onBlur();
            if (shouldCheckAgencyPhone(form.values.phone)) setCheckedPhone(form.values.phone);
          }}
        />
        <PasswordField {...form.field('password')} autoComplete="new-password" />
        <PasswordField
          {...form.field('confirm')}
          label={AGENCY_CONFIRM_LABEL}
          autoComplete="new-password"
        />
        <CaptchaField
          {...form.field('captcha')}
          imageSrc={picture}
          onRefresh={() => setWord((current) => nextCaptchaWord(current))}
        />
        <SubmitButton pending={form.submitting} disabled={countdown.left > 0}>
          {countdown.left > 0
            ? agencyWaitLabel(formatCountdown(countdown.left))
            : AGENCY_SUBMIT_LABEL}
        </SubmitButton>
      </form>
      <ResultDialog open={done} status="success" message={AGENCY_SUCCESS} onClose={goHome} />
      <ErrorDialog
        open={failure !== null}
        message={failure ?? ''}
        onClose={() => setFailure(null)}
      />
    </AuthScreen>
  );
}
