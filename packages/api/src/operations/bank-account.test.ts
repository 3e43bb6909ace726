import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { SEED } from '@wallet/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../client';
import { control, loginAs, makeApi, memoryStorage, startSandbox } from '../test/harness';
import { addBankAccountMutation } from './bank-account';
import { getActiveBanksQuery, getBankCodesQuery } from './withdraw';

const { server, sandbox } = startSandbox();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

/** The fresh player, who has no saved account yet. */
async function freshPlayer(): Promise<Api> {
  const storage = memoryStorage();
  const api = makeApi({ storage });
  storage.setItem('auth_token', await loginAs(api, SEED.players.fresh.phone));
  return api;
}

/** Runs the operation as the form's useMutation does: through a MutationObserver of its client. */
async function addBank(api: Api, client: QueryClient) {
  const [bank_name = ''] = await client.fetchQuery(getBankCodesQuery(api));
  const body = { bank_name, account_number: '123456789', User_name: 'NGUYEN VAN MOI' };
  return { body, done: new MutationObserver(client, addBankAccountMutation(api)).mutate(body) };
}

const savedNumbers = async (api: Api) =>
  (await new QueryClient().fetchQuery(getActiveBanksQuery(api))).response.map(
    (b) => b.account_number,
  );

describe('addBankAccountMutation: the add, and the saved accounts after a lost answer (001 §7)', () => {
  it('an answer lost after the upstream saved it: the saved accounts hold it, so the add resolves', async () => {
    const api = await freshPlayer();
    await control.injectFault({ method: 'POST', path: '/bank/add_user_bank', kind: 'drop-after' });
    const { done } = await addBank(api, new QueryClient());
    await expect(done).resolves.toBeDefined();
    expect(await savedNumbers(api)).toEqual(['123456789']);
  });

  it('an answer lost before the upstream saw it: nothing is saved, so the add fails with its own failure', async () => {
    const api = await freshPlayer();
    await control.injectFault({ method: 'POST', path: '/bank/add_user_bank', kind: 'drop' });
    const { done } = await addBank(api, new QueryClient());
    await expect(done).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
    expect(await savedNumbers(api)).toEqual([]);
  });

  it('a refusal the saved accounts do not contradict stays a refusal (a 500 with nothing saved)', async () => {
    const api = await freshPlayer();
    await control.injectFault({
      method: 'POST',
      path: '/bank/add_user_bank',
      kind: 'status',
      status: 500,
    });
    const { done } = await addBank(api, new QueryClient());
    await expect(done).rejects.toMatchObject({ status: 500 });
  });
});
