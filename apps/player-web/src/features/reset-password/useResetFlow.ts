import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { forgotPasswordMutation, generateOtpMutation, verifyOtpMutation } from '@wallet/api';
import {
  DEFAULT_COUNTRY_CODE,
  resetNewPasswordSchema,
  resetOtpSchema,
  resetPhoneSchema,
} from '@wallet/domain';
import { useForm } from '@wallet/ui';
import { useApi } from '@wallet/shell';
import { failureShower } from './failure';

/**
 * 000 §4 "phone entry, then OTP sent (a 60-second timer starts and resend is disabled), then OTP
 * verified (returns a token), then new password submitted, then success. On success the form is
 * cleared." The three steps' forms and where the flow is; each step's screen is a file of its own.
 */
export function useResetFlow() {
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

  return {
    phoneForm,
    otpForm,
    passwordForm,
    sentAt,
    token,
    done,
    popup,
    closePopup: () => setPopup(null),
  };
}
