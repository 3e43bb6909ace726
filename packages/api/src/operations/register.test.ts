import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { checkFailedError, registerError } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../client';
import { isApiError, toApiError } from '../errors';
import { control, makeApi, startSandbox } from '../test/harness';
import { getAgentCodeQuery } from './auth';
import { ReferralNotCheckedError, registerPlayerMutation } from './register';

const { server, sandbox } = startSandbox();
const sent: string[] = [];
server.events.on('request:start', ({ request }) =>
  sent.push(`${request.method} ${new URL(request.url).pathname}`),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  sandbox.reset();
  sent.length = 0;
});
afterAll(() => server.close());

const LOOKUP = /^GET \/api\/get_agent_code\//;
const REGISTER = 'POST /api/register_user';
const count = (call: string | RegExp) =>
  sent.filter((line) => (typeof call === 'string' ? line === call : call.test(line))).length;

const PHONE = '0977000111';
const form = { phone: PHONE, password: 'Matkhau12', fp_data: 'fingerprint' };

/** Runs the operation as a screen's useMutation does: through a MutationObserver of its client. */
function registerPlayer(api: Api, client: QueryClient, agentCode: string, fields = form) {
  return new MutationObserver(client, registerPlayerMutation(api)).mutate({ ...fields, agentCode });
}

/** The failure a rejected promise carries. */
async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the registration went through'),
    (error: unknown) => error,
  );
}

describe('registerPlayerMutation: the referral lookup, then the registration (issue 25 §3)', () => {
  it("000 §7 the code's reference_agent_id is sent as agent_id; a lookup the page started is awaited, not sent again; the token comes back", async () => {
    const api = makeApi();
    const client = new QueryClient();
    // The page starts the lookup while the player types (RegisterPage's useQuery).
    void client.prefetchQuery({ ...getAgentCodeQuery(api, 'AG001'), retry: false });
    const answer = await registerPlayer(api, client, 'AG001');
    expect(answer.token).toEqual(expect.any(String));
    expect(sandbox.state.players.get(PHONE)?.agent_id).toBe(SEED.agentCodes.AG001);
    expect([count(LOOKUP), count(REGISTER)]).toEqual([1, 1]);
  });

  it("an unknown code is the upstream's answer: the player registers without an agent; no code asks nothing", async () => {
    const api = makeApi();
    await registerPlayer(api, new QueryClient(), 'NOPE');
    expect(sandbox.state.players.get(PHONE)?.agent_id).toBeNull();

    await registerPlayer(api, new QueryClient(), '', { ...form, phone: '0977000222' });
    expect(sandbox.state.players.get('0977000222')?.agent_id).toBeNull();
    expect([count(LOOKUP), count(REGISTER)]).toEqual([1, 2]);
  });

  it('a lookup that got no usable answer sends nothing and says the code could not be checked (issue 24 §5)', async () => {
    await control.injectFault({
      method: 'GET',
      path: '/get_agent_code/*',
      kind: 'status',
      status: 503,
    });
    const error = await failureOf(registerPlayer(makeApi(), new QueryClient(), 'AG001'));
    expect(error).toBeInstanceOf(ReferralNotCheckedError);
    expect(checkFailedError('referral', toApiError(error)).text).toBe(
      'Không thể kiểm tra mã giới thiệu. Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    );
    expect(count(REGISTER)).toBe(0);
    expect(sandbox.state.players.has(PHONE)).toBe(false);
  });

  it('000 §8 a refused registration fails with the upstream\'s code, worded as before ("Otherwise: the phone is already registered, contact support."; REGISTRATION_FORBIDDEN "a popup with Error1001")', async () => {
    const api = makeApi();
    const taken = await failureOf(
      registerPlayer(api, new QueryClient(), 'AG001', {
        ...form,
        phone: SEED.players.approved.phone,
      }),
    );
    expect(isApiError(taken) && taken.code).toBe('PHONE_ALREADY_REGISTERED');
    expect(registerError(toApiError(taken)).text).toBe(
      'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.',
    );

    const forbidden = await failureOf(
      registerPlayer(api, new QueryClient(), '', { ...form, fp_data: SEED.blockedFingerprint }),
    );
    expect(registerError(toApiError(forbidden)).text).toBe(
      'Không thể đăng ký tài khoản lúc này, vui lòng liên hệ CSKH để được hỗ trợ. (Error1001)',
    );
    expect(sandbox.state.players.has(PHONE)).toBe(false);
  });
});
