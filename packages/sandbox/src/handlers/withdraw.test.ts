import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const P = SEED.players;
// 0911111111 is deposit-locked but may withdraw; it has a BIDV account and 2000 K.
const W = P.depositLocked.phone;
const wBank = () => t.sandbox.state.players.get(W)!.banks[0]!;

describe('visitor withdraw modal', () => {
  it("looks up a phone's banks: SUCCESS, BANK_NOT_AVAILABLE, NUMBER_OR_USER_ID_NOT_VALID, INVALID_PHONE_NUMBER", async () => {
    const ok = await t.call('GET', `/public/bank/user/${W}`, { security: true });
    expect(ok.body).toEqual({
      message: 'SUCCESS',
      response: [{ id: wBank().id, bank_name: 'BIDV', account_number: wBank().account_number }],
    });
    expect(
      (await t.call('GET', `/public/bank/user/${P.fresh.phone}`, { security: true })).body,
    ).toEqual({ message: 'BANK_NOT_AVAILABLE', response: [] });
    expect(
      (await t.call('GET', '/public/bank/user/0900000000', { security: true })).body.message,
    ).toBe('NUMBER_OR_USER_ID_NOT_VALID');
    expect((await t.call('GET', '/public/bank/user/12345', { security: true })).body.message).toBe(
      'INVALID_PHONE_NUMBER',
    );
    expect((await t.call('GET', `/public/bank/user/${W}`)).status).toBe(403);
  });

  it('answers the limits and whether a phone is registered', async () => {
    expect((await t.call('GET', '/public/get/withdraw_limits', { security: true })).body).toEqual({
      minimum: 150,
      maximum: 15_000_000,
    });
    expect((await t.call('GET', '/public/get/withdraw_limits')).status).toBe(403);
    expect((await t.call('GET', `/check_phone/${W}`)).body).toEqual({
      status: true,
      data: { registered: true },
    });
    expect((await t.call('GET', '/check_phone/0900000000')).body).toEqual({
      status: true,
      data: { registered: false },
    });
  });

  it('creates a withdrawal (typed thousands x 1000) and holds the amount', async () => {
    const r = await t.call('POST', '/public/withdraw', {
      security: true,
      json: {
        bank_id: wBank().id,
        transaction_amount: 150 * 1000,
        bank_account_number: wBank().account_number,
        phone: W,
      },
    });
    expect(r).toMatchObject({ status: 200, body: { status: true, data: { message: 'SUCCESS' } } });
    expect(await t.balance(await t.login(W))).toBe(1850);
  });

  it('answers INSUFFICIENT_BALANCE, YOU_HAVE_PENDING_TRANSACTION, BANK_NOT_AVAILABLE, PLAYER_NOT_ALLOWED_TO_WITHDRAW and 422', async () => {
    const body = (patch: Record<string, unknown>) => ({
      security: true,
      json: {
        bank_id: wBank().id,
        transaction_amount: 150_000,
        bank_account_number: wBank().account_number,
        phone: W,
        ...patch,
      },
    });
    expect(
      await t.call('POST', '/public/withdraw', body({ transaction_amount: 2_000_001 })),
    ).toMatchObject({ status: 400, body: { message: 'INSUFFICIENT_BALANCE' } });
    expect(await t.call('POST', '/public/withdraw', body({ bank_id: 999 }))).toMatchObject({
      status: 400,
      body: { message: 'BANK_NOT_AVAILABLE' },
    });
    expect(
      (await t.call('POST', '/public/withdraw', body({ transaction_amount: 'abc' }))).status,
    ).toBe(422);
    expect(
      await t.call('POST', '/public/withdraw', body({ phone: P.withdrawLocked.phone })),
    ).toMatchObject({ status: 403, body: { message: 'PLAYER_NOT_ALLOWED_TO_WITHDRAW' } });
    expect(await t.call('POST', '/public/withdraw', body({ phone: '0900000000' }))).toMatchObject({
      status: 403,
      body: { message: 'PLAYER_NOT_ALLOWED_TO_WITHDRAW' },
    });
    // The approved seed player already has a pending withdrawal.
    const main = t.sandbox.state.players.get(P.approved.phone)!.banks[0]!;
    expect(
      await t.call(
        'POST',
        '/public/withdraw',
        body({
          phone: P.approved.phone,
          bank_id: main.id,
          bank_account_number: main.account_number,
        }),
      ),
    ).toMatchObject({ status: 400, body: { message: 'YOU_HAVE_PENDING_TRANSACTION' } });
    expect((await t.call('POST', '/public/withdraw', { json: {} })).status).toBe(403);
  });
});

describe('withdraw page', () => {
  const page = (token: string, patch: Record<string, string | number> = {}) =>
    t.call('POST', '/account/withdraw', {
      token,
      multipart: {
        bank_id: wBank().id,
        transaction_amount: 5 * SEED.withdrawPointVnd,
        bank_account_number: wBank().account_number,
        ...patch,
      },
    });

  it('reports the withdraw permission', async () => {
    expect(
      (await t.call('GET', '/player/check/allow/withdraw', { token: await t.login(W) })).body,
    ).toEqual({ status: true });
    expect(
      (
        await t.call('GET', '/player/check/allow/withdraw', {
          token: await t.login(P.withdrawLocked.phone),
        })
      ).body,
    ).toEqual({ status: false });
    expect((await t.call('GET', '/player/check/allow/withdraw')).status).toBe(401);
  });

  it('creates a withdrawal of typed points x 30000', async () => {
    const token = await t.login(W);
    expect((await page(token)).body).toEqual({ status: true, message: 'SUCCESS' });
    const latest = await t.call('GET', '/account/latest_transaction', { token });
    expect(latest.body.data).toMatchObject({
      transaction_purpose: 'withdraw',
      amount: 150_000,
      is_approved: 0,
      bank_name: 'BIDV',
      bank_account_name: 'TRAN THI BINH',
    });
    expect(latest.body.data.transaction_id).toMatch(/^WD/);
  });

  it('answers PLAYER_NOT_ALLOWED_TO_WITHDRAW (400), LESS_THEN_MINIMUM_LIMIT, INSUFFICIENT_BALANCE, BANK_NOT_AVAILABLE', async () => {
    expect(await page(await t.login(P.withdrawLocked.phone))).toMatchObject({
      status: 400,
      body: { message: 'PLAYER_NOT_ALLOWED_TO_WITHDRAW' },
    });
    const token = await t.login(W);
    expect(await page(token, { transaction_amount: 4 * SEED.withdrawPointVnd })).toMatchObject({
      status: 400,
      body: { message: 'LESS_THEN_MINIMUM_LIMIT' },
    });
    expect(await page(token, { transaction_amount: 67 * SEED.withdrawPointVnd })).toMatchObject({
      status: 400,
      body: { message: 'INSUFFICIENT_BALANCE' },
    });
    expect(await page(token, { bank_id: 999 })).toMatchObject({
      status: 400,
      body: { message: 'BANK_NOT_AVAILABLE' },
    });
    expect((await page(token, { transaction_amount: -5 })).status).toBe(422);
    expect(await t.balance(token)).toBe(2000);
  });

  it('answers 401 DEPOSIT_REQUIRED (not "Unauthenticated.") before any approved deposit', async () => {
    await t.control('PATCH', `/players/${P.fresh.phone}`, { is_approved: 1 });
    const r = await t.call('POST', '/account/withdraw', {
      token: await t.login(P.fresh.phone),
      multipart: { bank_id: 1, transaction_amount: 150_000, bank_account_number: '1' },
    });
    expect(r).toMatchObject({ status: 401, body: { message: 'DEPOSIT_REQUIRED' } });
  });

  it('answers "Account Not Activated" when the account is not approved', async () => {
    await t.control('PATCH', `/players/${W}`, { is_approved: 2 });
    expect(await page(await t.login(W))).toMatchObject({
      status: 400,
      body: { message: 'Account Not Activated' },
    });
  });

  it('answers 403 YOU_HAVE_PENDING_TRANSACTION while one is pending', async () => {
    const token = await t.login(W);
    await page(token);
    expect(await page(token)).toMatchObject({
      status: 403,
      body: { message: 'YOU_HAVE_PENDING_TRANSACTION' },
    });
    expect(await t.balance(token)).toBe(1850);
  });
});
