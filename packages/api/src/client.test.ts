import { SEED } from '@wallet/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from './config';
import { ApiError } from './errors';
import { createWithdrawMutation } from './operations/withdraw';
import { getBannersQuery } from './operations/content';
import { getUserQuery } from './operations/account';
import { loginUserMutation } from './operations/auth';
import { getDagaBalanceQuery } from './operations/games';
import { isTrustedApiBase } from './tracker';
import { control, makeApi, memoryStorage, SANDBOX_ORIGIN, startSandbox } from './test/harness';

const { server, sandbox } = startSandbox();
const requests: string[] = [];
server.events.on(
  'request:start',
  ({ request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  sandbox.reset();
  requests.length = 0;
});
afterAll(() => server.close());

const run = <T>(options: { queryFn?: unknown }, signal = new AbortController().signal) =>
  (options.queryFn as (ctx: { signal: AbortSignal }) => Promise<T>)({ signal });

describe('base URL from the tracker', () => {
  it('asks the tracker once per page load, with the site code, and uses its url + /api', async () => {
    const api = makeApi();
    await Promise.all([run(getBannersQuery(api)), run(getBannersQuery(api))]);
    await run(getBannersQuery(api));
    expect(requests.filter((r) => r === 'GET /tracker')).toHaveLength(1);
    expect(requests.filter((r) => r === 'GET /api/image-slider/list')).toHaveLength(3);
    expect(await api.resolveBase()).toBe(`${SANDBOX_ORIGIN}/api`);
  });

  it('asks again after a failed lookup instead of keeping the failure', async () => {
    await control.injectFault({ path: '/tracker', times: 1, kind: 'status', status: 500 });
    const api = makeApi();
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({ status: 500 });
    await expect(run(getBannersQuery(api))).resolves.toBeInstanceOf(Array);
  });

  it('a configured API base skips the tracker', async () => {
    const api = makeApi({ apiBase: `${SANDBOX_ORIGIN}/api/` });
    await run(getBannersQuery(api));
    expect(requests).not.toContain('GET /tracker');
  });
});

describe('the API origin the tracker names', () => {
  it.each([
    ['https://api.example.vn', true],
    ['http://localhost:4010', true],
    ['http://127.0.0.1:4010', true],
    ['http://[::1]:4010', true],
    ['http://api.example.vn', false],
    ['https://user:pass@api.example.vn', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%s is trusted: %s', (base, trusted) => {
    expect(isTrustedApiBase(base)).toBe(trusted);
  });

  it('an answer naming a plain-http host is refused before any call leaves, with a clear error', async () => {
    await control.injectFault({
      path: '/tracker',
      times: 1,
      kind: 'status',
      status: 200,
      body: { url: 'http://upstream.example' },
    });
    requests.length = 0;
    const storage = memoryStorage({ auth_token: 'a-token' });
    const api = makeApi({ storage });
    await expect(run(getUserQuery(api))).rejects.toMatchObject({
      status: 0,
      code: 'INSECURE_API_ORIGIN',
    });
    expect(requests).toEqual(['GET /tracker']);
  });

  it('a configured plain-http API base is refused too', async () => {
    const api = makeApi({ apiBase: 'http://upstream.example/api' });
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({ code: 'INSECURE_API_ORIGIN' });
  });
});

describe('credentials', () => {
  it('sends the bearer token from local storage auth_token on authenticated calls', async () => {
    const storage = memoryStorage();
    const api = makeApi({ storage });
    const login = await loginUserMutation(api).mutationFn(
      SEED.players.approved,
      undefined as never,
    );
    storage.setItem('auth_token', login.token);
    const user = await run<{ name: string }>(getUserQuery(api));
    expect(user.name).toBe(SEED.players.approved.phone);
  });

  it('sends the configured security-code header on the public calls that need it', async () => {
    const wrong = makeApi({ securityHeader: { name: SEED.securityHeader.name, value: 'wrong' } });
    await expect(run(getBannersQuery(wrong))).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    await expect(run(getBannersQuery(makeApi()))).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ image_url: expect.any(String) })]),
    );
  });
});

describe('session expiry', () => {
  it('any 401 clears the session, alerts once and goes to /login once, however many calls fail together', async () => {
    const storage = memoryStorage({
      auth_token: 'expired-token',
      initialDeposit: String(Date.now()),
      loginRequest: '1',
      agID: 'AG001',
      fpDeviceId: 'device-1',
    });
    const alert = vi.fn();
    const onSessionExpired = vi.fn();
    const api = makeApi({ storage, alert, onSessionExpired });
    const results = await Promise.allSettled([
      run(getUserQuery(api)),
      run(getUserQuery(api)),
      run(getDagaBalanceQuery(api)),
    ]);
    expect(
      results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401),
    ).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Session expired. Please login again.');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // The referral code and the device id outlive the session (docs/decisions.md).
    expect(storage.keys().sort()).toEqual(['agID', 'fpDeviceId']);
  });

  it('a late 401 for a session already ended (logged out, then in again) does not end the new one', async () => {
    const storage = memoryStorage({ auth_token: 'old-token' });
    const alert = vi.fn();
    const onSessionExpired = vi.fn();
    const api = makeApi({ storage, alert, onSessionExpired });
    await control.injectFault({ path: '/api/user', kind: 'delay', delayMs: 400 });
    const late = run(getUserQuery(api));
    // The player logs in again while the old session's call (sent with its token) is on its way.
    await new Promise((resolve) => setTimeout(resolve, 150));
    storage.setItem('auth_token', 'new-token');
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(alert).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem('auth_token')).toBe('new-token');
  });

  it('a visitor never sees "Session expired": a 401 on a call without a token clears, alerts and redirects nothing', async () => {
    await control.injectFault({
      path: '/api/image-slider/list',
      times: 1,
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    const storage = memoryStorage({ agID: 'AG001', initialDeposit: '1' });
    const alert = vi.fn();
    const onSessionExpired = vi.fn();
    const api = makeApi({ storage, alert, onSessionExpired });
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({ status: 401 });
    expect(alert).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.keys().sort()).toEqual(['agID', 'initialDeposit']);
  });

  it('a 401 with its own meaning (withdraw: DEPOSIT_REQUIRED) is left to the screen', async () => {
    const storage = memoryStorage();
    const alert = vi.fn();
    const api = makeApi({ storage, alert });
    storage.setItem('auth_token', await loginAsApproved(api));
    await control.injectFault({
      path: '/api/account/withdraw',
      times: 1,
      kind: 'status',
      status: 401,
      body: { message: 'DEPOSIT_REQUIRED' },
    });
    const withdraw = createWithdrawMutation(api).mutationFn;
    await expect(
      withdraw(
        { bank_id: 1, transaction_amount: 300_000, bank_account_number: '0011001234567' },
        undefined as never,
      ),
    ).rejects.toMatchObject({ status: 401, code: 'DEPOSIT_REQUIRED' });
    expect(alert).not.toHaveBeenCalled();
    expect(storage.getItem('auth_token')).not.toBeNull();
  });

  it('…but an Unauthenticated. 401 there still expires the session', async () => {
    const alert = vi.fn();
    const api = makeApi({ storage: memoryStorage({ auth_token: 'expired-token' }), alert });
    const withdraw = createWithdrawMutation(api).mutationFn;
    await expect(
      withdraw(
        { bank_id: 1, transaction_amount: 300_000, bank_account_number: '0011001234567' },
        undefined as never,
      ),
    ).rejects.toMatchObject({ status: 401 });
    expect(alert).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the tracker runs the session-expired flow for a logged-in player', async () => {
    await control.injectFault({
      path: '/tracker',
      times: 1,
      kind: 'status',
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    const onSessionExpired = vi.fn();
    const api = makeApi({ onSessionExpired, storage: memoryStorage({ auth_token: 'a-token' }) });
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('…and not for a visitor, who has no session', async () => {
    await control.injectFault({ path: '/tracker', times: 1, kind: 'status', status: 401 });
    const onSessionExpired = vi.fn();
    const alert = vi.fn();
    const api = makeApi({ onSessionExpired, alert });
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('failures become one typed error', () => {
  it('carries the HTTP status and the upstream message code', async () => {
    const api = makeApi();
    const login = loginUserMutation(api).mutationFn;
    const error = await login(
      { phone: SEED.players.approved.phone, password: 'Wrong1234' },
      undefined as never,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'PASSWORD_INCORRECT' });
  });

  it("a call that does not answer in time fails with the client's own CLIENT_TIMEOUT, never the upstream's 'timeout exceeded'", async () => {
    await control.injectFault({
      path: '/api/image-slider/list',
      times: 1,
      kind: 'delay',
      delayMs: 500,
    });
    const api = makeApi({ timeoutMs: 50 });
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({
      status: 0,
      code: 'CLIENT_TIMEOUT',
    });
    // A slow answer, not a missing network: the offline notice (api.network) waits for one.
    expect(api.network.offline()).toBe(false);
  });

  it('the default time limit reports a dead network within 20 s', () => {
    expect(DEFAULT_TIMEOUT_MS).toBeLessThan(20_000);
  });

  it('a dropped connection fails with NETWORK_ERROR, and the next call succeeds', async () => {
    await control.injectFault({ path: '/api/image-slider/list', times: 1, kind: 'drop' });
    const api = makeApi();
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    await expect(run(getBannersQuery(api))).resolves.toBeInstanceOf(Array);
  });
});

// Issue 25 §6: "the offline notice should also believe the network errors the site itself just
// met, not one browser's flag alone".
describe('api.network: offline when a call found no network, not on an HTTP error', () => {
  it('a dropped call makes it offline and a later answer, a 500 too, makes it online again', async () => {
    const api = makeApi();
    const heard = vi.fn();
    api.network.subscribe(heard);
    expect(api.network.offline()).toBe(false);

    await control.injectFault({ path: '/api/image-slider/list', times: 1, kind: 'drop' });
    await run(getBannersQuery(api)).catch(() => undefined);
    expect(api.network.offline()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);

    await control.injectFault({
      path: '/api/image-slider/list',
      times: 1,
      kind: 'status',
      status: 500,
    });
    await expect(run(getBannersQuery(api))).rejects.toMatchObject({ status: 500 });
    expect(api.network.offline()).toBe(false);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it.each([500, 429, 401])('a %i answer is not offline', async (status) => {
    await control.injectFault({ path: '/api/image-slider/list', times: 1, kind: 'status', status });
    const api = makeApi();
    await run(getBannersQuery(api)).catch(() => undefined);
    expect(api.network.offline()).toBe(false);
  });

  it('a caller that stopped waiting is not offline (nor is our own time limit, above)', async () => {
    await control.injectFault({ path: '/api/image-slider/list', kind: 'delay', delayMs: 500 });
    const api = makeApi();
    const stop = new AbortController();
    const cancelled = run(getBannersQuery(api), stop.signal);
    stop.abort();
    await expect(cancelled).rejects.toBeDefined();
    expect(api.network.offline()).toBe(false);
  });

  it('a failed tracker lookup counts too', async () => {
    await control.injectFault({ path: '/tracker', times: 1, kind: 'drop' });
    requests.length = 0;
    const api = makeApi();
    await run(getBannersQuery(api)).catch(() => undefined);
    expect(requests).toEqual(['GET /tracker']);
    expect(api.network.offline()).toBe(true);
    await expect(run(getBannersQuery(api))).resolves.toBeInstanceOf(Array);
    expect(api.network.offline()).toBe(false);
  });
});

describe('the balance endpoint takes at most one request per second', () => {
  it('two balance reads in a row both succeed: the client waits instead of drawing a 429', async () => {
    const storage = memoryStorage();
    const api = makeApi({ storage });
    storage.setItem('auth_token', await loginAsApproved(api));
    const first = await run<{ status: boolean }>(getDagaBalanceQuery(api));
    const second = await run<{ status: boolean }>(getDagaBalanceQuery(api));
    expect(first.status).toBe(true);
    expect(second.status).toBe(true);
  });

  it('balance reads made at the same moment queue up instead of drawing a 429', async () => {
    const storage = memoryStorage();
    const api = makeApi({ storage });
    storage.setItem('auth_token', await loginAsApproved(api));
    const answers = await Promise.all(
      [1, 2].map(() => run<{ status: boolean }>(getDagaBalanceQuery(api))),
    );
    expect(answers.map((a) => a.status)).toEqual([true, true]);
  });
});

async function loginAsApproved(api: ReturnType<typeof makeApi>): Promise<string> {
  const answer = await loginUserMutation(api).mutationFn(SEED.players.approved, undefined as never);
  return answer.token;
}
