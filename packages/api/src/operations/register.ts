import { referralNotChecked } from '@wallet/domain';
import type { Api } from '../client';
import { ApiError, toApiError } from '../errors';
import { defineMutation } from '../mutation';
import type { RequestBody } from '../types';
import { getAgentCodeQuery, registerUserMutation } from './auth';

// Its own module: the login and reset screens load auth.ts, and only the register form needs this.

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
