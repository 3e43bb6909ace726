import { describe, expect, it } from 'vitest';
import { pageDepositBody, SEED } from '../seed/constants.js';
import { useSandbox, type Reply } from '../test/harness.js';
import type { LedgerEntry } from './types.js';

/** The ledger, observed through the API and GET /__sandbox/ledger. */
const t = useSandbox();
const P = SEED.players;
const G = SEED.games;
const { bankTransfer } = SEED.payment;

const ledger = async (query = ''): Promise<LedgerEntry[]> =>
  (await t.control('GET', `/ledger${query}`)).body.data;

// 0922222222 may deposit and has nothing pending; 0911111111 may withdraw and has nothing pending.
const depositor = P.withdrawLocked.phone;
const withdrawer = P.depositLocked.phone;
const bankOf = (phone: string) => t.sandbox.state.players.get(phone)!.banks[0]!;

const withdrawBody = (phone: string, transaction_amount: number) => ({
  bank_id: bankOf(phone).id,
  bank_account_number: bankOf(phone).account_number,
  transaction_amount,
});

interface Case {
  operation: LedgerEntry['operation'];
  phone: string;
  /** Refused by the upstream: must add nothing. */
  refused: (token: string) => Promise<Reply>;
  accepted: (token: string) => Promise<Reply>;
  /** The entry the accepted call adds (`ref` may depend on the answer). */
  entry: (answer: Reply) => Partial<LedgerEntry>;
}

const post = (path: string, token: string, json: unknown) => t.call('POST', path, { token, json });

const CASES: Case[] = [
  {
    operation: 'POST /account/deposit',
    phone: depositor,
    refused: (token) =>
      t.call('POST', '/account/deposit', {
        token,
        multipart: pageDepositBody(bankTransfer, 1_000),
      }),
    accepted: (token) =>
      t.call('POST', '/account/deposit', {
        token,
        multipart: pageDepositBody(bankTransfer, 500_000),
      }),
    entry: (r) => ({ amount: 500_000, unit: 'vnd', ref: r.body.transaction_id }),
  },
  {
    operation: 'POST /public/deposit',
    phone: depositor,
    refused: () =>
      t.call('POST', '/public/deposit', {
        security: true,
        json: { ...pageDepositBody(bankTransfer, 100_000), phone: depositor },
      }),
    accepted: () =>
      t.call('POST', '/public/deposit', {
        security: true,
        json: { ...pageDepositBody(bankTransfer, 200_000), phone: depositor },
      }),
    entry: (r) => ({ amount: 200_000, unit: 'vnd', ref: r.body.data.transaction_id }),
  },
  {
    operation: 'POST /account/withdraw',
    phone: withdrawer,
    refused: (token) =>
      t.call('POST', '/account/withdraw', {
        token,
        multipart: withdrawBody(withdrawer, 100_000),
      }),
    accepted: (token) =>
      t.call('POST', '/account/withdraw', {
        token,
        multipart: withdrawBody(withdrawer, 150_000),
      }),
    entry: () => ({ amount: 150_000, unit: 'vnd' }),
  },
  {
    operation: 'POST /public/withdraw',
    phone: withdrawer,
    refused: () =>
      t.call('POST', '/public/withdraw', {
        security: true,
        json: { ...withdrawBody(withdrawer, 9_000_000), phone: withdrawer },
      }),
    accepted: () =>
      t.call('POST', '/public/withdraw', {
        security: true,
        json: { ...withdrawBody(withdrawer, 150_000), phone: withdrawer },
      }),
    entry: () => ({ amount: 150_000, unit: 'vnd' }),
  },
  {
    operation: 'POST /player/game/login',
    phone: P.approved.phone,
    // Opening a game without a transfer moves nothing either.
    refused: async (token) => {
      await post('/player/game/login', token, { game_id: G.slot, amount: 0 });
      return post('/player/game/login', token, { game_id: G.slot, amount: 99_999 });
    },
    accepted: (token) => post('/player/game/login', token, { game_id: G.fishing, amount: 100 }),
    entry: () => ({ amount: 100, unit: 'k', ref: String(G.fishing) }),
  },
  {
    operation: 'POST /player/daga/deposit',
    phone: P.approved.phone,
    refused: (token) => post('/player/daga/deposit', token, { amount: 29 }),
    accepted: (token) => post('/player/daga/deposit', token, { amount: 300 }),
    entry: () => ({ amount: 300, unit: 'k', ref: String(G.daga) }),
  },
  {
    operation: 'POST /player/points/withdraw/game/{id}',
    phone: P.approved.phone,
    refused: (token) => post(`/player/points/withdraw/game/${G.slot}`, token, { amount: 121 }),
    accepted: (token) => post(`/player/points/withdraw/game/${G.slot}`, token, { amount: 20 }),
    entry: () => ({ amount: 20, unit: 'points', ref: String(G.slot) }),
  },
  {
    operation: 'POST /player/points/withdraw/daga',
    phone: P.approved.phone,
    refused: (token) => post('/player/points/withdraw/daga', token, { amount: 11 }),
    accepted: (token) => post('/player/points/withdraw/daga', token, { amount: 10 }),
    entry: () => ({ amount: 10, unit: 'points', ref: String(G.daga) }),
  },
  {
    operation: 'POST /player/points/withdraw/all',
    phone: P.approved.phone,
    // Answered 200, but every item failed: nothing moved.
    refused: (token) =>
      post('/player/points/withdraw/all', token, {
        game_items: [
          { game_id: G.networkError, amount: 1 },
          { game_id: G.slot, amount: 500 },
        ],
      }),
    accepted: (token) =>
      post('/player/points/withdraw/all', token, {
        game_items: [
          { game_id: G.slot, amount: 120 },
          { game_id: G.networkError, amount: 1 },
          { game_id: G.fishing, amount: 45.5 },
        ],
      }),
    entry: () => ({
      amount: 165.5,
      unit: 'points',
      ref: `${G.slot},${G.fishing}`,
      items: [
        { game_id: G.slot, amount: 120 },
        { game_id: G.fishing, amount: 45.5 },
      ],
    }),
  },
];

describe('ledger of money requests', () => {
  it.each(CASES)('$operation: one entry when accepted, none when refused', async (c) => {
    const token = await t.login(c.phone);
    const refused = await c.refused(token);
    expect(refused.body.status === true, JSON.stringify(refused.body)).toBe(false);
    expect(await ledger()).toEqual([]);

    t.clock.advance(5_000);
    const accepted = await c.accepted(token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(await ledger()).toEqual([
      {
        seq: 1,
        at: t.clock.now,
        operation: c.operation,
        phone: c.phone,
        ref: expect.any(String),
        ...c.entry(accepted),
      },
    ]);
  });

  it('counts a double-tapped deposit once: the second is refused while the first is pending', async () => {
    const token = await t.login(depositor);
    const tap = () =>
      t.call('POST', '/account/deposit', {
        token,
        multipart: pageDepositBody(bankTransfer, 300_000),
      });
    const [first, second] = await Promise.all([tap(), tap()]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    expect(await ledger(`?operation=${encodeURIComponent('POST /account/deposit')}`)).toHaveLength(
      1,
    );
  });

  it('numbers entries in order, filters by phone and operation, and is counted on /state', async () => {
    await CASES[0]!.accepted(await t.login(depositor));
    const token = await t.login();
    await post('/player/daga/deposit', token, { amount: 60 });
    await post('/player/points/withdraw/daga', token, { amount: 2 });

    expect((await ledger()).map((e) => [e.seq, e.phone])).toEqual([
      [1, depositor],
      [2, P.approved.phone],
      [3, P.approved.phone],
    ]);
    const mine = await ledger(`?phone=${P.approved.phone}`);
    expect(mine.map((e) => e.operation)).toEqual([
      'POST /player/daga/deposit',
      'POST /player/points/withdraw/daga',
    ]);
    expect(await ledger(`?phone=${P.fresh.phone}`)).toEqual([]);
    const out = await ledger(
      `?phone=${P.approved.phone}&operation=${encodeURIComponent('POST /player/points/withdraw/daga')}`,
    );
    expect(out.map((e) => e.seq)).toEqual([3]);
    expect((await t.control('GET', '/state')).body.ledgerEntries).toBe(3);
  });

  it('is emptied by reset(), and by POST /__sandbox/reset', async () => {
    const token = await t.login();
    await post('/player/daga/deposit', token, { amount: 30 });
    expect(await ledger()).toHaveLength(1);
    t.sandbox.reset();
    expect(t.sandbox.state.ledger).toEqual([]);

    await post('/player/daga/deposit', await t.login(), { amount: 30 });
    await t.control('POST', '/reset');
    expect(await ledger()).toEqual([]);
  });

  it('records nothing for control actions: approving a deposit is not a money request', async () => {
    const r = await CASES[0]!.accepted(await t.login(depositor));
    await t.control('POST', `/transactions/${r.body.transaction_id}/approve`);
    expect(await ledger()).toHaveLength(1);
  });
});
