import { describe, expect, it } from 'vitest';
import { BANK_NAMES } from '../seed/banks.js';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const P = SEED.players;
const add = (token: string, patch: Record<string, string> = {}) =>
  t.call('POST', '/bank/add_user_bank', {
    token,
    multipart: {
      bank_name: 'MB Bank',
      account_number: '0801234567',
      User_name: 'PHAM VAN DUNG',
      ...patch,
    },
  });

describe('bank accounts', () => {
  it("lists the player's accounts with max_account_count 1", async () => {
    const r = await t.call('GET', '/player/active/banks', { token: await t.login() });
    expect(r.body).toEqual({
      status: true,
      response: [
        {
          id: 1,
          bank_name: 'Vietcombank',
          account_number: '0011001234567',
          User_name: 'NGUYEN VAN AN',
        },
      ],
      max_account_count: 1,
    });
    expect((await t.call('GET', '/player/active/banks')).status).toBe(401);
  });

  it('lists the eight bank names as a plain array', async () => {
    const r = await t.call('GET', '/bankcodes/all');
    expect(r.body).toEqual(BANK_NAMES);
    expect(r.body).toHaveLength(8);
  });

  it('adds an account for a player without one', async () => {
    const token = await t.login(P.fresh.phone);
    const r = await add(token);
    expect(r.body).toMatchObject({
      status: true,
      message: 'SUCCESS',
      response: [
        { bank_name: 'MB Bank', account_number: '0801234567', User_name: 'PHAM VAN DUNG' },
      ],
    });
    expect((await t.call('GET', '/player/active/banks', { token })).body.response).toHaveLength(1);
  });

  it('answers MAX_ACCOUNT_REACHED at the maximum, and allows more when the maximum is raised', async () => {
    const token = await t.login();
    expect(await add(token)).toMatchObject({
      status: 400,
      body: { status: false, message: 'MAX_ACCOUNT_REACHED' },
    });
    await t.control('PATCH', `/players/${P.approved.phone}`, { max_account_count: 2 });
    expect((await add(token)).status).toBe(200);
    expect((await t.call('GET', '/player/active/banks', { token })).body.max_account_count).toBe(2);
  });

  it('answers 422 when the account number is taken or a field is malformed', async () => {
    const token = await t.login(P.fresh.phone);
    const taken = await add(token, { account_number: '0011001234567' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.account_number[0]).toMatch(/taken/);
    const bad = await add(token, {
      bank_name: 'Ngân hàng ma',
      account_number: '12',
      User_name: 'nguyen van a',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'User_name',
      'account_number',
      'bank_name',
    ]);
  });

  it("deletes an account, and answers 404 for an unknown or someone else's id", async () => {
    const token = await t.login();
    expect(await t.call('DELETE', '/bank/delete_user_bank/1', { token })).toMatchObject({
      status: 200,
      body: { status: true, response: [] },
    });
    expect(await t.call('DELETE', '/bank/delete_user_bank/1', { token })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
    const other = t.sandbox.state.players.get(P.withdrawLocked.phone)!.banks[0]!.id;
    expect((await t.call('DELETE', `/bank/delete_user_bank/${other}`, { token })).status).toBe(404);
  });
});
