import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const P = SEED.players;
const G = SEED.games;
const TOO_MANY = {
  status: false,
  message: 'Too many requests. Only 1 request per second allowed.',
};

describe('game lists', () => {
  it('lists the categories (signed in) and the Da Ga category', async () => {
    const token = await t.login();
    const all = await t.call('GET', '/player/game_categories', { token });
    expect(all.body.data.map((c: { name: string }) => JSON.parse(c.name).en)).toEqual([
      'Slots',
      'Fishing',
      'Live casino',
      'Sports',
    ]);
    const daga = await t.call('GET', '/player/daga/game_categories', { token });
    expect(JSON.parse(daga.body.data[0].game_items[0].name).vn).toBe('Đá gà');
    expect(daga.body.data[0].game_items[0].rates).toEqual({
      min_amount: 30,
      max_amount: 300_000,
      division_rate: 30,
    });
    expect((await t.call('GET', '/player/game_categories')).status).toBe(401);
  });

  it('lists items with balances, "LỖI MẠNG" for the provider with a network error', async () => {
    const r = await t.call('GET', '/player/game_categories_items', { token: await t.login() });
    const items = r.body.data.flatMap(
      (c: { game_items: { game_id: number; balance: number | string }[] }) => c.game_items,
    );
    const byId = Object.fromEntries(
      items.map((i: { game_id: number; balance: number | string }) => [i.game_id, i.balance]),
    );
    expect(byId).toMatchObject({
      101: 120,
      201: 45.5,
      301: 800,
      102: 0,
      [G.networkError]: 'LỖI MẠNG',
    });
  });

  it('gives the Da Ga game and rate', async () => {
    const r = await t.call('GET', '/player/daga/game', { token: await t.login() });
    expect(r.body).toMatchObject({
      status: true,
      daga_game: { id: 901, name: 'Đá gà' },
      daga_rate: { division_rate: 30, min_amount: 30, max_amount: 300_000 },
    });
  });
});

describe('balances', () => {
  it("answers a game balance or the provider's error as a 200", async () => {
    const token = await t.login();
    expect((await t.call('GET', `/player/game/${G.slot}/balance`, { token })).body).toEqual({
      status: true,
      result: 120,
    });
    expect((await t.call('GET', `/player/game/${G.notSupported}/balance`, { token })).body).toEqual(
      { status: false, error: 'GAME_PROVIDER_NOT_SUPPORTED' },
    );
    expect((await t.call('GET', `/player/game/${G.networkError}/balance`, { token })).body).toEqual(
      { status: false, error: 'BALANCE_NETWORK_ERROR' },
    );
    expect((await t.call('GET', '/player/game/999/balance', { token })).status).toBe(404);
    const fresh = await t.login(P.fresh.phone);
    expect((await t.call('GET', `/player/game/${G.slot}/balance`, { token: fresh })).body).toEqual({
      status: false,
      error: 'ACCOUNT_DOESNT_EXIST',
    });
  });

  it('answers an item balance by game and platform id', async () => {
    const token = await t.login();
    expect(
      (await t.call('GET', '/player/get_balance_game_categories-item/201/3', { token })).body,
    ).toEqual({ status: true, balance: 45.5 });
    expect(
      (
        await t.call('GET', `/player/get_balance_game_categories-item/${G.networkError}/4`, {
          token,
        })
      ).body,
    ).toEqual({ status: false, balance: 'LỖI MẠNG' });
    expect(
      (await t.call('GET', '/player/get_balance_game_categories-item/201/9', { token })).status,
    ).toBe(404);
  });

  it('answers the Da Ga balance, or FORBIDDEN for an account that is not activated', async () => {
    expect((await t.call('GET', '/player/daga/balance', { token: await t.login() })).body).toEqual({
      status: true,
      result: 10,
    });
    expect(
      (await t.call('GET', '/player/daga/balance', { token: await t.login(P.fresh.phone) })).body,
    ).toEqual({ status: false, error: 'FORBIDDEN' });
    expect((await t.call('GET', '/player/daga/balance')).status).toBe(401);
  });

  it.each([
    ['/player/game/101/balance'],
    ['/player/get_balance_game_categories-item/101/1'],
    ['/player/daga/balance'],
  ])('%s answers 429 to the same player within 1000 ms, and 200 again after', async (path) => {
    const token = await t.login();
    expect((await t.call('GET', path, { token })).status).toBe(200);
    t.clock.advance(999);
    expect(await t.call('GET', path, { token })).toMatchObject({ status: 429, body: TOO_MANY });
    t.clock.advance(1);
    expect((await t.call('GET', path, { token })).status).toBe(200);
  });

  it('limits per player and per path: a second login shares the limit, another player does not', async () => {
    const a = await t.login();
    const b = await t.login();
    const other = await t.login(P.withdrawLocked.phone);
    expect((await t.call('GET', '/player/game/101/balance', { token: a })).status).toBe(200);
    expect((await t.call('GET', '/player/game/101/balance', { token: b })).status).toBe(429);
    expect((await t.call('GET', '/player/game/101/balance', { token: other })).status).toBe(200);
    expect((await t.call('GET', '/player/game/201/balance', { token: a })).status).toBe(200);
    expect((await t.call('GET', '/player/daga/balance', { token: a })).status).toBe(200);
  });

  it("logs every balance call that reached it, refused ones marked, for a test to count a client's rate (GET /__sandbox/balance-calls)", async () => {
    const token = await t.login();
    await t.call('GET', '/player/daga/balance', { token });
    t.clock.advance(10);
    await t.call('GET', '/player/daga/balance', { token });
    await t.call('GET', '/player/daga/balance', { token: await t.login(P.withdrawLocked.phone) });
    const calls = await t.control('GET', `/balance-calls?phone=${P.approved.phone}`);
    expect(calls.body.data).toEqual([
      {
        phone: P.approved.phone,
        path: '/api/player/daga/balance',
        at: expect.any(Number),
        limited: false,
      },
      {
        phone: P.approved.phone,
        path: '/api/player/daga/balance',
        at: expect.any(Number),
        limited: true,
      },
    ]);
    expect(calls.body.data[1].at - calls.body.data[0].at).toBe(10);
    expect((await t.control('GET', '/balance-calls')).body.data).toHaveLength(3);
    await t.control('POST', '/reset');
    expect((await t.control('GET', '/balance-calls')).body.data).toEqual([]);
  });

  it('does not move the clock on a refused call', async () => {
    const token = await t.login();
    await t.call('GET', '/player/daga/balance', { token });
    t.clock.advance(600);
    expect((await t.call('GET', '/player/daga/balance', { token })).status).toBe(429);
    t.clock.advance(400);
    expect((await t.call('GET', '/player/daga/balance', { token })).status).toBe(200);
  });
});

describe('transfers into games', () => {
  it('opens a game with a transfer and returns its link and the new balance', async () => {
    const token = await t.login();
    const r = await t.call('POST', '/player/game/login', {
      token,
      json: { game_id: G.slot, amount: 100 },
    });
    expect(r.body).toMatchObject({ status: true, player_balance: '4900.00' });
    expect(r.body.link).toMatch(new RegExp(`^http://localhost:4010/__sandbox/game/${G.slot}\\?t=`));
    const page = await fetch(r.body.link);
    expect(await page.text()).toContain('<b id="points">220</b>');
  });

  it('opens a game without a transfer when it holds points (amount 0)', async () => {
    const token = await t.login();
    const r = await t.call('POST', '/player/game/login', {
      token,
      json: { game_id: G.slot, amount: 0 },
    });
    expect(r.body).toMatchObject({ status: true, player_balance: '5000.00' });
  });

  it('answers PLEASE_DEPOSIT and PENDING_DEPOSIT with a link', async () => {
    const token = await t.login();
    const tooMuch = await t.call('POST', '/player/game/login', {
      token,
      json: { game_id: G.slot, amount: 5000.01 },
    });
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { status: false, message: 'PLEASE_DEPOSIT' },
    });
    expect(tooMuch.body.link).toContain('/__sandbox/game/101');
    expect(
      (await t.call('POST', '/player/game/login', { token, json: { game_id: 102, amount: 0 } }))
        .body.message,
    ).toBe('PLEASE_DEPOSIT');
    await t.call('POST', '/account/deposit', {
      token,
      multipart: {
        transaction_amount: 200_000,
        bank_id: 1,
        payment_method: 11,
        payment_method_code: 'QR',
        category_id: 1,
        category_code: 'bank_transfer',
      },
    });
    const pending = await t.call('POST', '/player/game/login', {
      token,
      json: { game_id: G.slot, amount: 10 },
    });
    expect(pending).toMatchObject({ status: 400, body: { message: 'PENDING_DEPOSIT' } });
    expect(pending.body.link).toEqual(expect.any(String));
  });

  it('answers the provider errors, AMOUNT_NOT_ACCEPTED, 422 and 404', async () => {
    const token = await t.login();
    const login = (game_id: number, amount: number) =>
      t.call('POST', '/player/game/login', { token, json: { game_id, amount } });
    expect((await login(G.notSupported, 10)).body.message).toBe('LOGIN_NETWORK_ERROR');
    expect((await login(G.networkError, 100)).body.message).toBe('DEPOSIT_NETWORK_ERROR');
    expect(await login(G.slot, 5)).toMatchObject({
      status: 400,
      body: { message: 'AMOUNT_NOT_ACCEPTED' },
    });
    expect((await login(102, 50_001)).status).toBe(400);
    expect((await login(G.slot, 10.123)).status).toBe(422);
    expect((await login(999, 10)).status).toBe(404);
    const fresh = await t.login(P.fresh.phone);
    expect(
      (
        await t.call('POST', '/player/game/login', {
          token: fresh,
          json: { game_id: G.slot, amount: 10 },
        })
      ).body.message,
    ).toBe('REGISTRATION_NETWORK_ERROR');
    expect(await t.balance(token)).toBe(5000);
  });

  it('Da Ga: answers AMOUNT_NOT_ACCEPTED outside 30..300000 or off the rate, PLEASE_DEPOSIT beyond the balance', async () => {
    const token = await t.login();
    const deposit = (amount: number) =>
      t.call('POST', '/player/daga/deposit', { token, json: { amount } });
    expect((await deposit(29)).body.message).toBe('AMOUNT_NOT_ACCEPTED');
    expect((await deposit(45)).body.message).toBe('AMOUNT_NOT_ACCEPTED');
    expect((await deposit(300_030)).body.message).toBe('AMOUNT_NOT_ACCEPTED');
    expect(await deposit(5010)).toMatchObject({ status: 400, body: { message: 'PLEASE_DEPOSIT' } });
    const link = (await deposit(30)).body.link;
    expect(link).toContain('/__sandbox/game/daga');
    expect(await (await fetch(link)).text()).toContain('<b id="points">11</b>');
  });
});

describe('transfers out of games', () => {
  it('answers LACK_FUND, INSUFFICIENT_BALANCE, NETWORK_ERROR, 422 and 404', async () => {
    const token = await t.login();
    const out = (id: number, amount: unknown) =>
      t.call('POST', `/player/points/withdraw/game/${id}`, { token, json: { amount } });
    expect(await out(G.slot, 121)).toMatchObject({ status: 400, body: { message: 'LACK_FUND' } });
    expect(await out(102, 1)).toMatchObject({
      status: 400,
      body: { message: 'INSUFFICIENT_BALANCE' },
    });
    expect(await out(G.networkError, 1)).toMatchObject({
      status: 400,
      body: { message: 'NETWORK_ERROR' },
    });
    expect((await out(G.slot, 0)).status).toBe(422);
    expect((await out(999, 1)).status).toBe(404);
    expect(await t.balance(token)).toBe(5000);
  });

  it("moves a game's points back, leaving the game at 0", async () => {
    const token = await t.login();
    expect(
      (
        await t.call('POST', `/player/points/withdraw/game/${G.slot}`, {
          token,
          json: { amount: 120 },
        })
      ).body,
    ).toEqual({
      status: true,
      message: 'POINTS_TRANSFERRED_SUCCESSFULLY',
    });
    expect((await t.call('GET', `/player/game/${G.slot}/balance`, { token })).body.result).toBe(0);
    expect(await t.balance(token)).toBe(5120);
  });

  it('Da Ga: answers LACK_FUND, INSUFFICIENT_BALANCE and 422', async () => {
    const token = await t.login();
    const out = (amount: unknown) =>
      t.call('POST', '/player/points/withdraw/daga', { token, json: { amount } });
    expect((await out(11)).body.message).toBe('LACK_FUND');
    expect((await out(1.5)).status).toBe(422);
    expect((await out(10)).status).toBe(200);
    expect((await out(1)).body.message).toBe('INSUFFICIENT_BALANCE');
  });

  it('transfer-all answers 400 for a malformed body', async () => {
    const token = await t.login();
    expect(
      (await t.call('POST', '/player/points/withdraw/all', { token, json: { game_items: 'all' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/player/points/withdraw/all', {
          token,
          json: { game_items: [{ game_id: 'x' }] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call('POST', '/player/points/withdraw/all', { json: { game_items: [] } })).status,
    ).toBe(401);
  });
});
