import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { FORM_URLENCODED } from '../form';
import {
  agentCode,
  login,
  otpSent,
  otpVerified,
  passwordChanged,
  passwordReset,
  registered,
} from '../parse/auth';
import { callDecoded } from '../parse/decode';
import { defineRead } from '../read';
import type { RequestBody } from '../types';

// Signing in, registering and passwords: their own module, so the pages that use them carry their
// code; every page's shell needs only the user info (account.ts).

export function loginUserMutation(api: Api) {
  return defineMutation({
    mutationKey: ['loginUser'],
    mutationFn: async (body: RequestBody<'/login_user', 'post'>) =>
      callDecoded(api, 'loginUser', login, api.client.POST('/login_user', { body })),
  });
}

export function registerUserMutation(api: Api) {
  return defineMutation({
    mutationKey: ['registerUser'],
    mutationFn: async (body: RequestBody<'/register_user', 'post'>) =>
      callDecoded(api, 'registerUser', registered, api.client.POST('/register_user', { body })),
  });
}

export const getAgentCodeQuery = defineRead('getAgentCode', '/get_agent_code/{id}', {
  owner: 'public',
  request: (id: string) => ({ params: { path: { id } } }),
  decoder: agentCode,
  enabled: (id) => id !== '',
});

/** The password-change modal: old password as `password`, and `new_password`. */
export function resetPlayerPasswordMutation(api: Api) {
  return defineMutation({
    mutationKey: ['resetPlayerPassword'],
    mutationFn: async (body: RequestBody<'/player/password/reset', 'post'>) =>
      callDecoded(
        api,
        'resetPlayerPassword',
        passwordReset,
        api.client.POST('/player/password/reset', { body }),
      ),
  });
}

export function generateOtpMutation(api: Api) {
  return defineMutation({
    mutationKey: ['generateOtp'],
    mutationFn: async (body: RequestBody<'/generate-otp', 'post'>) =>
      callDecoded(
        api,
        'generateOtp',
        otpSent,
        api.client.POST('/generate-otp', { body, headers: FORM_URLENCODED }),
      ),
  });
}

export function verifyOtpMutation(api: Api) {
  return defineMutation({
    mutationKey: ['verifyOtp'],
    mutationFn: async (body: RequestBody<'/verify-otp', 'post'>) =>
      callDecoded(
        api,
        'verifyOtp',
        otpVerified,
        api.client.POST('/verify-otp', { body, headers: FORM_URLENCODED }),
      ),
  });
}

export function forgotPasswordMutation(api: Api) {
  return defineMutation({
    mutationKey: ['forgotPassword'],
    mutationFn: async (body: RequestBody<'/forgot-password', 'post'>) =>
      callDecoded(
        api,
        'forgotPassword',
        passwordChanged,
        api.client.POST('/forgot-password', { body, headers: FORM_URLENCODED }),
      ),
  });
}
