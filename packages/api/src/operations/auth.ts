import { queryOptions } from '@tanstack/react-query';
import { referralNotChecked } from '@wallet/domain';
import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { ApiError, toApiError } from '../errors';
import { FORM_URLENCODED } from '../form';
import { queryKeys } from '../keys';
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

export function getAgentCodeQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: queryKeys.agentCode(id),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'getAgentCode',
        agentCode,
        api.client.GET('/get_agent_code/{id}', { params: { path: { id } }, signal }),
      ),
    enabled: id !== '',
  });
}

/**
 * A registration stopped before it was sent: the referral lookup got no usable answer (none, a
 * server error, a 429 or a refused call; @wallet/domain's `referralNotChecked`), so the code was not
 * checked. It is the lookup's failure (its status, code and body); the register form words it with
 * `checkFailedError('referral', …)`, where a refused registration gets `registerError`.
 */
export class ReferralNotCheckedError extends ApiError {
  /** Which step failed: what tells this failure from the registration's own. */
  readonly step = 'referral';

  constructor(failure: ApiError) {
    super(failure.status, failure.code, failure.body);
  }
}

/** What the register form sends: its fields, the agent or referral code of the visit ('' for none). */
export type Registration = Omit<RequestBody<'/register_user', 'post'>, 'agent_id'> & {
  agentCode: string;
};

/**
 * The register form's one call (000 §2 "Register (/register, optional query ag_id for an agent or
 * referral code)"): the code is resolved (000 §7 "GET /get_agent_code/{id}. Response:
 * reference_agent_id.", through the query cache, so a lookup the page started is awaited, not sent
 * again), then POST /register_user with it as `agent_id`. An unknown code registers without an
 * agent; a code that could not be checked sends nothing and fails with {@link
 * ReferralNotCheckedError}. A refused registration fails with the upstream's {@link ApiError}
 * (`registerError` words it). Resolves with the answer's token.
 */
export function registerPlayerMutation(api: Api) {
  const register = registerUserMutation(api);
  return defineMutation({
    mutationKey: ['registerPlayer'],
    mutationFn: async ({ agentCode, ...form }: Registration, context) => {
      const agent = agentCode
        ? await context.client
            .fetchQuery({ ...getAgentCodeQuery(api, agentCode), retry: false })
            .catch((error: unknown) => {
              const failure = toApiError(error);
              if (referralNotChecked(failure)) throw new ReferralNotCheckedError(failure);
              return null;
            })
        : null;
      return register.mutationFn({ ...form, agent_id: agent?.reference_agent_id ?? null }, context);
    },
  });
}

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
