import { pageDepositBody, SEED } from '@wallet/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  makeApi,
  memoryStorage,
  SANDBOX_ORIGIN,
  startSandbox,
  injectFault,
  loginAs,
} from '../test/harness';
import { createDepositMutation } from './deposit';
import { createWithdrawMutation } from './withdraw';

const { server, sandbox } = startSandbox();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

async function transactionCount(phone: string): Promise<number> {
  const response = await fetch(`${SANDBOX_ORIGIN}/__sandbox/transactions?phone=${phone}`);
  const { data } = (await response.json()) as { data: { phone: string }[] };
  return data.length;
}

describe('money is never sent twice', () => {
  it('a double tap on deposit sends one request and creates one deposit (multipart body)', async () => {
    const storage = memoryStorage();
    const api = makeApi({ storage });
    storage.setItem('auth_token', await loginAs(api, SEED.players.fresh.phone));
    const deposit = createDepositMutation(api).mutationFn!;
    const body = pageDepositBody(SEED.payment.bankTransfer, 500_000);
    const [first, second] = await Promise.all([
      deposit(body, undefined as never),
      deposit(body, undefined as never),
    ]);
    expect(first).toBe(second);
    expect(first.payment_qr).toMatch(/^data:image\/png;base64,/);
    expect(await transactionCount(SEED.players.fresh.phone)).toBe(1);
  });

  it('a deposit whose success answer cannot be read has an unknown outcome: the next tap does not re-send it', async () => {
    const storage = memoryStorage();
    const api = makeApi({ storage });
    storage.setItem('auth_token', await loginAs(api, SEED.players.fresh.phone));
    await injectFault({
      path: '/api/account/deposit',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, message: 'SUCCESS' },
    });
    const deposit = createDepositMutation(api).mutationFn!;
    const body = pageDepositBody(SEED.payment.bankTransfer, 500_000);
    await expect(deposit(body, undefined as never)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    await expect(deposit(body, undefined as never)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    expect(await transactionCount(SEED.players.fresh.phone)).toBe(0);
  });

  it('a withdrawal that failed on the way is not sent again by the client', async () => {
    // This player may withdraw: had the client retried after the 500, a withdrawal would exist.
    const { phone } = SEED.players.depositLocked;
    const storage = memoryStorage();
    const api = makeApi({ storage });
    storage.setItem('auth_token', await loginAs(api, phone));
    await injectFault({ path: '/api/account/withdraw', times: 1, kind: 'status', status: 500 });
    const before = await transactionCount(phone);
    const withdraw = createWithdrawMutation(api).mutationFn!;
    const body = { bank_id: 2, transaction_amount: 300_000, bank_account_number: '21510001234567' };
    await expect(withdraw(body, undefined as never)).rejects.toMatchObject({ status: 500 });
    expect(await transactionCount(phone)).toBe(before);
    // The same request, sent again on purpose by the player, goes through once.
    await expect(withdraw(body, undefined as never)).resolves.toMatchObject({ status: true });
    expect(await transactionCount(phone)).toBe(before + 1);
  });
});
