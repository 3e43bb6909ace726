import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const P = SEED.players;

describe('transactions', () => {
  it("lists the player's own transactions newest first, with every status 0..4", async () => {
    const r = await t.call('GET', '/account/user_transaction', { token: await t.login() });
    const rows = r.body.response as {
      id: number;
      created_at: string;
      is_approved: number;
      transaction_purpose: string;
    }[];
    expect(rows).toHaveLength(7);
    expect(new Set(rows.map((x) => x.is_approved))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(new Set(rows.map((x) => x.transaction_purpose))).toEqual(
      new Set(['deposit', 'withdraw']),
    );
    const times = rows.map((x) => x.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("shows a detail by numeric id, and 404 for someone else's or an unknown id", async () => {
    const token = await t.login();
    const rows = (await t.call('GET', '/account/user_transaction', { token })).body.response;
    const rejected = rows.find((x: { is_approved: number }) => x.is_approved === 2);
    const detail = await t.call('GET', `/account/transaction/${rejected.id}`, { token });
    expect(detail.body.data).toMatchObject({
      id: rejected.id,
      is_approved: 2,
      is_redirect: 0,
      payment_url: null,
    });
    expect(detail.body.data.note).toEqual(expect.any(String));
    const others = (
      await t.call('GET', '/account/user_transaction', {
        token: await t.login(P.withdrawLocked.phone),
      })
    ).body.response;
    expect(await t.call('GET', `/account/transaction/${others[0].id}`, { token })).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
    expect((await t.call('GET', '/account/transaction/99999', { token })).status).toBe(404);
    expect((await t.call('GET', `/account/transaction/${rejected.id}`)).status).toBe(401);
  });

  it('checks the status: false while pending, true once not pending', async () => {
    const token = await t.login();
    const rows = (await t.call('GET', '/account/user_transaction', { token })).body.response;
    const pending = rows.find((x: { is_approved: number }) => x.is_approved === 0);
    expect(
      (await t.call('GET', `/account/transaction/status/check/${pending.id}`, { token })).body,
    ).toEqual({ status: false, is_approved: 0 });
    await t.control('POST', `/transactions/${pending.id}/approve`);
    expect(
      (await t.call('GET', `/account/transaction/status/check/${pending.id}`, { token })).body,
    ).toEqual({ status: true, is_approved: 1 });
    expect((await t.call('GET', '/account/transaction/status/check/nope', { token })).status).toBe(
      404,
    );
  });

  it('gives the latest transaction, or null when there is none', async () => {
    const latest = await t.call('GET', '/account/latest_transaction', { token: await t.login() });
    expect(latest.body.data).toMatchObject({
      transaction_purpose: 'withdraw',
      is_approved: 0,
      amount: 900_000,
    });
    expect(
      (await t.call('GET', '/account/latest_transaction', { token: await t.login(P.fresh.phone) }))
        .body,
    ).toEqual({ status: true, data: null });
    expect(
      (await t.call('GET', '/account/user_transaction', { token: await t.login(P.fresh.phone) }))
        .body,
    ).toEqual({ status: true, response: [] });
  });
});
