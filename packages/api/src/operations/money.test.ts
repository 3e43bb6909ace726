import { MutationObserver, QueryClient, type MutationOptions } from '@tanstack/react-query';
import {
  pageDepositBody,
  sandboxControl,
  SEED,
  type LedgerEntry,
  type SandboxControl,
} from '@wallet/sandbox';
import { startSandboxServer, type SandboxServer } from '@wallet/sandbox/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../client';
import type { ApiError } from '../errors';
import { memoryStorage } from '../test/harness';
import { getUserQuery } from './account';
import { loginUserMutation } from './auth';
import { createDepositMutation, createPublicDepositMutation } from './deposit';
import {
  depositDagaMutation,
  gameLoginMutation,
  withdrawAllPointsMutation,
  withdrawDagaPointsMutation,
  withdrawGamePointsMutation,
} from './games';
import { createPublicWithdrawMutation, createWithdrawMutation } from './withdraw';

// "Money is never sent twice", proven against the sandbox served over HTTP, as the upstream would
// be: an aborted or dropped request is still processed there. Effects are counted in the
// sandbox's ledger of money requests, one entry per request it acted on.

let server: SandboxServer;
let control: SandboxControl;
beforeAll(async () => {
  server = await startSandboxServer({ port: 0, validate: true, otpToConsole: false });
  control = sandboxControl(server.url);
});
afterEach(async () => {
  const state = await control.state();
  expect(state.contractViolations, JSON.stringify(state)).toBe(0);
  await control.reset();
});
afterAll(() => server.close());

async function effects(phone: string, operation: LedgerEntry['operation']): Promise<number> {
  return (await control.ledger({ phone, operation })).length;
}

/**
 * A page load: one client, one query cache, logged in as `phone` (or a visitor). Pages given the
 * same `moneyMemory` are tabs of one browser (they share its localStorage, and Node's Web Locks).
 */
async function page(
  phone: string | null,
  options: { timeoutMs?: number; moneyMemory?: Browser; moneyAnswerWaitMs?: number } = {},
) {
  const storage = memoryStorage();
  const api = createApi({
    trackerBase: server.url,
    siteCode: 'sandbox',
    apiBase: server.apiBase,
    securityHeader: SEED.securityHeader,
    storage,
    moneyMemory: memoryStorage(),
    alert: () => {},
    ...options,
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  if (phone) {
    const login = await tap(client, loginUserMutation(api), { phone, password: SEED.password });
    storage.setItem('auth_token', login.token);
    // The screen shows the main balance before a transfer: the guard compares against it.
    await client.fetchQuery(getUserQuery(api));
  }
  return { api, client };
}

type Browser = ReturnType<typeof memoryStorage>;

/** What a tap does: the mutation runs through TanStack Query, as useMutation runs it. */
function tap<V, R>(client: QueryClient, options: MutationOptions<R, ApiError, V>, body: V) {
  return new MutationObserver(client, options).mutate(body);
}

const P = SEED.players;
const depositor = P.withdrawLocked.phone; // may deposit, nothing pending
const withdrawer = P.depositLocked.phone; // may withdraw, nothing pending
const bankOf = (phone: string) => server.sandbox.state.players.get(phone)!.banks[0]!;
const withdrawBody = (phone: string, transaction_amount: number) => ({
  bank_id: bankOf(phone).id,
  bank_account_number: bankOf(phone).account_number,
  transaction_amount,
});
const publicDeposit = (transaction_amount: number) => {
  const page = pageDepositBody(SEED.payment.bankTransfer, transaction_amount);
  return {
    bank_id: page.bank_id,
    transaction_amount,
    phone: depositor,
    payment_method: page.payment_method,
    payment_method_code: page.payment_method_code,
  };
};

interface MoneyCase {
  operation: LedgerEntry['operation'];
  /** The player whose call it is; null: a visitor's call. */
  login: string | null;
  /** Whose ledger entries count. */
  phone: string;
  faultPath: string;
  options: (api: Api) => MutationOptions<unknown, ApiError, never>;
  body: () => unknown;
  /** The same kind of call with other values: another intent. */
  other: () => unknown;
  /** What the client finds after the answer was lost. */
  finding: { status: 'done' | 'unknown'; where: 'history' | 'balance' | 'support' };
}

const CASES: MoneyCase[] = [
  {
    operation: 'POST /account/deposit',
    login: depositor,
    phone: depositor,
    faultPath: '/account/deposit',
    options: createDepositMutation as never,
    body: () => pageDepositBody(SEED.payment.bankTransfer, 500_000),
    other: () => pageDepositBody(SEED.payment.bankTransfer, 600_000),
    finding: { status: 'done', where: 'history' },
  },
  {
    operation: 'POST /public/deposit',
    login: null,
    phone: depositor,
    faultPath: '/public/deposit',
    options: createPublicDepositMutation as never,
    body: () => publicDeposit(200_000),
    other: () => publicDeposit(300_000),
    finding: { status: 'unknown', where: 'support' },
  },
  {
    operation: 'POST /account/withdraw',
    login: withdrawer,
    phone: withdrawer,
    faultPath: '/account/withdraw',
    options: createWithdrawMutation as never,
    body: () => withdrawBody(withdrawer, 150_000),
    other: () => withdrawBody(withdrawer, 180_000),
    finding: { status: 'done', where: 'history' },
  },
  {
    operation: 'POST /public/withdraw',
    login: null,
    phone: withdrawer,
    faultPath: '/public/withdraw',
    options: createPublicWithdrawMutation as never,
    body: () => ({ ...withdrawBody(withdrawer, 150_000), phone: withdrawer }),
    other: () => ({ ...withdrawBody(withdrawer, 180_000), phone: withdrawer }),
    finding: { status: 'unknown', where: 'support' },
  },
  {
    operation: 'POST /player/game/login',
    login: P.approved.phone,
    phone: P.approved.phone,
    faultPath: '/player/game/login',
    options: gameLoginMutation as never,
    body: () => ({ game_id: SEED.games.fishing, amount: 100 }),
    other: () => ({ game_id: SEED.games.slot, amount: 100 }),
    finding: { status: 'done', where: 'balance' },
  },
  {
    operation: 'POST /player/daga/deposit',
    login: P.approved.phone,
    phone: P.approved.phone,
    faultPath: '/player/daga/deposit',
    options: depositDagaMutation as never,
    body: () => ({ amount: 300 }),
    other: () => ({ amount: 330 }),
    finding: { status: 'done', where: 'balance' },
  },
  {
    operation: 'POST /player/points/withdraw/game/{id}',
    login: P.approved.phone,
    phone: P.approved.phone,
    faultPath: `/player/points/withdraw/game/${SEED.games.slot}`,
    options: withdrawGamePointsMutation as never,
    body: () => ({ id: SEED.games.slot, amount: 20 }),
    other: () => ({ id: SEED.games.slot, amount: 30 }),
    finding: { status: 'done', where: 'balance' },
  },
  {
    operation: 'POST /player/points/withdraw/daga',
    login: P.approved.phone,
    phone: P.approved.phone,
    faultPath: '/player/points/withdraw/daga',
    options: withdrawDagaPointsMutation as never,
    body: () => ({ amount: 10 }),
    other: () => ({ amount: 5 }),
    finding: { status: 'done', where: 'balance' },
  },
  {
    operation: 'POST /player/points/withdraw/all',
    login: P.approved.phone,
    phone: P.approved.phone,
    faultPath: '/player/points/withdraw/all',
    options: withdrawAllPointsMutation as never,
    body: () => ({ game_items: [{ game_id: SEED.games.slot, amount: 120 }] }),
    other: () => ({ game_items: [{ game_id: SEED.games.fishing, amount: 45.5 }] }),
    finding: { status: 'done', where: 'balance' },
  },
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(CASES)('$operation', (c) => {
  it('a slow answer and a second tap: one request, one effect, both taps see the one answer', async () => {
    const { api, client } = await page(c.login);
    await control.injectFault({ method: 'POST', path: c.faultPath, kind: 'delay', delayMs: 600 });
    const first = tap(client, c.options(api), c.body() as never);
    await sleep(100);
    const second = tap(client, c.options(api), c.body() as never);
    const [a, b] = await Promise.all([first, second]);
    expect(b).toEqual(a);
    expect(await effects(c.phone, c.operation)).toBe(1);
  });

  it("the client's time limit never aborts it: a slow answer arrives, and a retry meanwhile shares it", async () => {
    // The limit applies to the GETs the guard reads before the call: long enough for those on a
    // busy machine (150 ms was not, beside the other suites on 2 cores), far shorter than the answer.
    const { api, client } = await page(c.login, { timeoutMs: 1000 });
    await control.injectFault({
      method: 'POST',
      path: c.faultPath,
      kind: 'delay-after',
      delayMs: 1600,
    });
    const first = tap(client, c.options(api), c.body() as never);
    await sleep(1100); // past the time limit: an aborting client would have given up by now
    const retry = tap(client, c.options(api), c.body() as never);
    await expect(first).resolves.toBeDefined();
    await expect(retry).resolves.toEqual(await first);
    expect(await effects(c.phone, c.operation)).toBe(1);
  });

  it('the answer is lost after the upstream acted: the player is told what the client found, and the next tap, a reload or a new tab sends nothing', async () => {
    const browser = memoryStorage();
    const { api, client } = await page(c.login, { moneyMemory: browser });
    await control.injectFault({ method: 'POST', path: c.faultPath, kind: 'drop-after' });
    await expect(tap(client, c.options(api), c.body() as never)).rejects.toMatchObject({
      status: 0,
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: c.finding,
    });
    await expect(tap(client, c.options(api), c.body() as never)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    // A reload, or a second tab of the same browser: a new page load with the same localStorage.
    const tab = await page(c.login, { moneyMemory: browser });
    await expect(tap(tab.client, c.options(tab.api), c.body() as never)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: c.finding,
    });
    // The player looks at the re-read figures in the first tab: the other tab has not seen them.
    api.money.acknowledgeUnknownOutcome();
    await expect(tap(tab.client, c.options(tab.api), c.body() as never)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    expect(await effects(c.phone, c.operation)).toBe(1);
  });

  it("an answer held past the screen's wait: it is told as not known yet, no tab sends meanwhile, and the late answer lands", async () => {
    const browser = memoryStorage();
    const { api, client } = await page(c.login, { moneyMemory: browser, moneyAnswerWaitMs: 200 });
    const tab = await page(c.login, { moneyMemory: browser });
    await control.injectFault({
      method: 'POST',
      path: c.faultPath,
      kind: 'delay-after',
      delayMs: 2000,
    });
    await expect(tap(client, c.options(api), c.body() as never)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    await expect(tap(tab.client, c.options(tab.api), c.other() as never)).rejects.toMatchObject({
      code: 'MONEY_CALL_IN_PROGRESS',
    });
    const user = getUserQuery(api);
    if (c.login) await client.fetchQuery({ ...user, staleTime: 0 });
    // The late answer lands: the call is no longer "unknown", and the player's figures are read again.
    await expect.poll(() => browser.size, { timeout: 5000 }).toBe(0);
    if (c.login) expect(client.getQueryState(user.queryKey)?.isInvalidated).toBe(true);
    expect(await effects(c.phone, c.operation)).toBe(1);
  });

  it('a different call of the same kind while the first is on its way is refused, never reported as done', async () => {
    const { api, client } = await page(c.login);
    await control.injectFault({ method: 'POST', path: c.faultPath, kind: 'delay', delayMs: 500 });
    const first = tap(client, c.options(api), c.body() as never);
    await sleep(50);
    await expect(tap(client, c.options(api), c.other() as never)).rejects.toMatchObject({
      code: 'MONEY_CALL_IN_PROGRESS',
    });
    await first;
    expect(await effects(c.phone, c.operation)).toBe(1);
  });
});

describe('different money calls made together', () => {
  it('a game transfer and a Da Ga deposit: one goes out, the other is refused in words; nothing is reported done that was not', async () => {
    const { api, client } = await page(P.approved.phone);
    await control.injectFault({
      method: 'POST',
      path: '/player/game/login',
      kind: 'delay',
      delayMs: 300,
    });
    const results = await Promise.allSettled([
      tap(client, gameLoginMutation(api), { game_id: SEED.games.fishing, amount: 100 }),
      tap(client, depositDagaMutation(api), { amount: 300 }),
    ]);
    expect(results[0].status).toBe('fulfilled');
    expect(results[1]).toMatchObject({
      status: 'rejected',
      reason: { code: 'MONEY_CALL_IN_PROGRESS' },
    });
    expect(await effects(P.approved.phone, 'POST /player/game/login')).toBe(1);
    expect(await effects(P.approved.phone, 'POST /player/daga/deposit')).toBe(0);
  });

  it('transfers into two different games: two effects when made one after the other, never one merged', async () => {
    const { api, client } = await page(P.approved.phone);
    const into = (game_id: number) => tap(client, gameLoginMutation(api), { game_id, amount: 100 });
    await into(SEED.games.fishing);
    await into(SEED.games.slot);
    const ledger = await control.ledger({ phone: P.approved.phone });
    expect(ledger.map((e) => e.ref)).toEqual([String(SEED.games.fishing), String(SEED.games.slot)]);
  });

  it('a success answer that cannot be read is an unknown outcome: the next tap does not re-send it', async () => {
    const { api, client } = await page(depositor);
    await control.injectFault({
      method: 'POST',
      path: '/account/deposit',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, message: 'SUCCESS' },
    });
    const body = pageDepositBody(SEED.payment.bankTransfer, 500_000);
    const deposit = () => tap(client, createDepositMutation(api), body);
    await expect(deposit()).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    await expect(deposit()).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(await effects(depositor, 'POST /account/deposit')).toBe(0);
  });

  it('after the player has looked and chooses to send again, it goes out once more', async () => {
    const { api, client } = await page(P.approved.phone);
    await control.injectFault({ method: 'POST', path: '/player/daga/deposit', kind: 'drop-after' });
    const body = { amount: 300 };
    await expect(tap(client, depositDagaMutation(api), body)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    api.money.acknowledgeUnknownOutcome();
    await expect(tap(client, depositDagaMutation(api), body)).resolves.toMatchObject({
      status: true,
    });
    expect(await effects(P.approved.phone, 'POST /player/daga/deposit')).toBe(2);
  });

  it("after an unknown outcome the main balance shown is the upstream's, read again", async () => {
    const { api, client } = await page(P.approved.phone);
    const before = client.getQueryData(getUserQuery(api).queryKey)!.balance;
    await control.injectFault({ method: 'POST', path: '/player/daga/deposit', kind: 'drop-after' });
    await tap(client, depositDagaMutation(api), { amount: 300 }).catch(() => undefined);
    const after = await client.fetchQuery(getUserQuery(api));
    expect(Number(after.balance)).toBe(Number(before) - 300);
  });

  it('a card deposit the upstream approved at once, whose answer was lost, is reported as made', async () => {
    const { api, client } = await page(depositor);
    await control.injectFault({ method: 'POST', path: '/account/deposit', kind: 'drop-after' });
    const body = pageDepositBody(SEED.payment.card, 600_000);
    await expect(tap(client, createDepositMutation(api), body)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'done', where: 'history' },
    });
    const [entry] = await control.ledger({ phone: depositor, operation: 'POST /account/deposit' });
    expect(entry).toBeDefined();
  });

  it('an earlier deposit of the same amount is not taken for the one whose answer was lost', async () => {
    const { api, client } = await page(depositor);
    const body = pageDepositBody(SEED.payment.card, 600_000);
    await tap(client, createDepositMutation(api), body); // approved at once: 600 000 VND credited
    // The same deposit again, lost before the upstream saw it: nothing shows it was made.
    await control.injectFault({ method: 'POST', path: '/account/deposit', kind: 'drop' });
    await expect(tap(client, createDepositMutation(api), body)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'unknown', where: 'history' },
    });
    expect(await effects(depositor, 'POST /account/deposit')).toBe(1);
  });

  it("transfer-all: the games' call lost before the upstream saw it, after Da Ga moved, is not told as done", async () => {
    const { api, client } = await page(P.approved.phone);
    await tap(client, withdrawDagaPointsMutation(api), { amount: 10 }); // the main balance rises
    await control.injectFault({
      method: 'POST',
      path: '/player/points/withdraw/all',
      kind: 'drop',
    });
    const games = { game_items: [{ game_id: SEED.games.slot, amount: 120 }] };
    await expect(tap(client, withdrawAllPointsMutation(api), games)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'unknown', where: 'balance' },
    });
    expect(await effects(P.approved.phone, 'POST /player/points/withdraw/all')).toBe(0);
  });
});
