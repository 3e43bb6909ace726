import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

/** The money rules, observed only through the API and the control API. */
const t = useSandbox();
const P = SEED.players;
const { bankTransfer } = SEED.payment;

async function qrDeposit(token: string, amount: number) {
  const r = await t.call('POST', '/account/deposit', {
    token,
    multipart: {
      transaction_amount: amount,
      bank_id: bankTransfer.bankId,
      payment_method: bankTransfer.methodId,
      payment_method_code: bankTransfer.methodCode,
      category_id: bankTransfer.categoryId,
      category_code: bankTransfer.code,
    },
  });
  expect(r.status).toBe(200);
  return r.body.transaction_id as string;
}

async function withdraw(token: string, points: number, extra: Record<string, string> = {}) {
  return t.call('POST', '/account/withdraw', {
    token,
    multipart: {
      bank_id: 1,
      transaction_amount: points * SEED.withdrawPointVnd,
      bank_account_number: '0011001234567',
      ...extra,
    },
  });
}

describe('deposits', () => {
  it('credit the main balance exactly once when approved; a second approve is 409', async () => {
    const token = await t.login();
    const id = await qrDeposit(token, 1_500_000);
    expect(await t.balance(token)).toBe(5000);
    expect((await t.control('POST', `/transactions/${id}/approve`)).status).toBe(200);
    expect(await t.balance(token)).toBe(6500);
    expect(await t.control('POST', `/transactions/${id}/approve`)).toMatchObject({
      status: 409,
      body: { message: 'ALREADY_APPROVED' },
    });
    expect(await t.balance(token)).toBe(6500);
    expect((await t.control('POST', `/transactions/${id}/reject`)).status).toBe(409);
    expect(await t.balance(token)).toBe(6500);
  });

  it('credit nothing when rejected, and cannot be approved afterwards', async () => {
    const token = await t.login();
    const id = await qrDeposit(token, 300_000);
    expect(
      (await t.control('POST', `/transactions/${id}/reject`, { note: 'Sai nội dung' })).status,
    ).toBe(200);
    expect(await t.control('POST', `/transactions/${id}/approve`)).toMatchObject({
      status: 409,
      body: { message: 'ALREADY_REJECTED' },
    });
    expect(await t.balance(token)).toBe(5000);
    const detail = await t.call('GET', `/account/transaction/${id}`, { token });
    expect(detail.body.data).toMatchObject({ is_approved: 2, note: 'Sai nội dung' });
  });

  it('credit once when paid (3) and then approved', async () => {
    const token = await t.login();
    const id = await qrDeposit(token, 200_000);
    await t.control('POST', `/transactions/${id}/paid`);
    expect(await t.balance(token)).toBe(5000);
    await t.control('POST', `/transactions/${id}/approve`);
    expect(await t.balance(token)).toBe(5200);
  });

  it('activate a new account on the first approved deposit', async () => {
    const token = await t.login(P.fresh.phone);
    const id = await qrDeposit(token, 500_000);
    expect((await t.call('GET', '/player/check/approval', { token })).body.is_approved).toBe(2);
    await t.control('POST', `/transactions/${id}/approve`);
    const user = await t.call('GET', '/user', { token });
    expect(user.body.data).toMatchObject({
      balance: '500.00',
      is_approved: 1,
      user_name: `vn${P.fresh.phone}`,
    });
    expect(user.body.data.user_id).toEqual(expect.any(Number));
    expect(user.body.data.raw_string).toEqual(expect.any(String));
  });
});

describe('withdrawals', () => {
  it('debit once at creation, and a rejection refunds once', async () => {
    const token = await t.login(P.depositLocked.phone);
    const bank = t.sandbox.state.players.get(P.depositLocked.phone)!.banks[0]!;
    const r = await t.call('POST', '/account/withdraw', {
      token,
      multipart: {
        bank_id: bank.id,
        transaction_amount: 10 * SEED.withdrawPointVnd,
        bank_account_number: bank.account_number,
      },
    });
    expect(r.body).toEqual({ status: true, message: 'SUCCESS' });
    expect(await t.balance(token)).toBe(2000 - 300);
    const { body } = await t.control(
      'GET',
      `/transactions?status=pending&phone=${P.depositLocked.phone}`,
    );
    expect(body.data).toHaveLength(1);
    const id = body.data[0].id;
    expect((await t.control('POST', `/transactions/${id}/reject`)).status).toBe(200);
    expect(await t.balance(token)).toBe(2000);
    expect((await t.control('POST', `/transactions/${id}/reject`)).status).toBe(409);
    expect(await t.balance(token)).toBe(2000);
  });

  it('approving a withdrawal moves no more money', async () => {
    const token = await t.login(P.depositLocked.phone);
    const bank = t.sandbox.state.players.get(P.depositLocked.phone)!.banks[0]!;
    await t.call('POST', '/account/withdraw', {
      token,
      multipart: {
        bank_id: bank.id,
        transaction_amount: 150_000,
        bank_account_number: bank.account_number,
      },
    });
    const { body } = await t.control(
      'GET',
      `/transactions?status=pending&phone=${P.depositLocked.phone}`,
    );
    await t.control('POST', `/transactions/${body.data[0].id}/paid`);
    await t.control('POST', `/transactions/${body.data[0].id}/approve`);
    expect(await t.balance(token)).toBe(1850);
  });

  it('reject_previous refunds the pending one once, then holds the new amount', async () => {
    const token = await t.login();
    // The seed holds 900 000 VND in a pending withdrawal.
    expect(await withdraw(token, 10)).toMatchObject({
      status: 403,
      body: { message: 'YOU_HAVE_PENDING_TRANSACTION' },
    });
    expect(await t.balance(token)).toBe(5000);
    expect((await withdraw(token, 10, { reject_previous: '1' })).status).toBe(200);
    expect(await t.balance(token)).toBe(5000 + 900 - 300);
    const list = await t.call('GET', '/account/user_transaction', { token });
    const withdrawals = list.body.response.filter(
      (x: { transaction_purpose: string }) => x.transaction_purpose === 'withdraw',
    );
    expect(withdrawals[0]).toMatchObject({ transaction_amount: 300_000, is_approved: 0 });
    expect(
      withdrawals.find((x: { transaction_amount: number }) => x.transaction_amount === 900_000)
        .is_approved,
    ).toBe(2);
  });

  it('a refused reject_previous changes nothing', async () => {
    const token = await t.login();
    // 6000 K is more than 5000 + 900 released: INSUFFICIENT_BALANCE, and the pending one stays pending.
    expect(await withdraw(token, 200, { reject_previous: '1' })).toMatchObject({
      status: 400,
      body: { message: 'INSUFFICIENT_BALANCE' },
    });
    expect(await t.balance(token)).toBe(5000);
    const { body } = await t.control(
      'GET',
      `/transactions?status=pending&phone=${P.approved.phone}`,
    );
    expect(body.data).toHaveLength(1);
  });
});

describe('game transfers', () => {
  it('move value at the game rate, both ways (division_rate 2)', async () => {
    const token = await t.login();
    const game = SEED.games.fishing;
    const r = await t.call('POST', '/player/game/login', {
      token,
      json: { game_id: game, amount: 100 },
    });
    expect(r.body).toMatchObject({ status: true, player_balance: '4900.00' });
    t.clock.advance(1000);
    const points = await t.call('GET', `/player/game/${game}/balance`, { token });
    expect(points.body.result).toBe(45.5 + 50);
    expect(
      (
        await t.call('POST', `/player/points/withdraw/game/${game}`, {
          token,
          json: { amount: 95.5 },
        })
      ).status,
    ).toBe(200);
    expect(await t.balance(token)).toBe(4900 + 95.5 * 2);
  });

  it('move value at the game rate, both ways (multiply_rate 2)', async () => {
    const token = await t.login();
    const game = SEED.games.multiply;
    await t.call('POST', '/player/game/login', { token, json: { game_id: game, amount: 25.5 } });
    expect(await t.balance(token)).toBe(4974.5);
    const points = await t.call('GET', `/player/game/${game}/balance`, { token });
    expect(points.body.result).toBe(51);
    await t.call('POST', `/player/points/withdraw/game/${game}`, { token, json: { amount: 51 } });
    expect(await t.balance(token)).toBe(5000);
  });

  it('move Da Ga value at 30 K per point', async () => {
    const token = await t.login();
    const r = await t.call('POST', '/player/daga/deposit', { token, json: { amount: 300 } });
    expect(r.body).toMatchObject({ status: true, player_balance: '4700.00' });
    expect((await t.call('GET', '/player/daga/balance', { token })).body).toEqual({
      status: true,
      result: 20,
    });
    await t.call('POST', '/player/points/withdraw/daga', { token, json: { amount: 20 } });
    expect(await t.balance(token)).toBe(4700 + 600);
  });

  it('transfer-all returns every game to the main wallet and reports the running balance', async () => {
    const token = await t.login();
    const r = await t.call('POST', '/player/points/withdraw/all', {
      token,
      json: {
        game_items: [
          { game_id: 101, amount: 120 },
          { game_id: 201, amount: 45.5 },
          { game_id: 302, amount: 1 },
        ],
      },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      {
        game_id: 101,
        status: true,
        message: 'POINTS_TRANSFERRED_SUCCESSFULLY',
        balance: '5120.00',
      },
      {
        game_id: 201,
        status: true,
        message: 'POINTS_TRANSFERRED_SUCCESSFULLY',
        balance: '5211.00',
      },
      { game_id: 302, status: false, message: 'NETWORK_ERROR', balance: '5211.00' },
    ]);
    expect(await t.balance(token)).toBe(5211);
  });
});
