import { describe, expect, it, vi } from 'vitest';
import { pageDepositBody, SEED } from '../seed/constants.js';
import type { FaultInput } from '../state/types.js';
import { FAULT_HEADER } from './faults.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const addFault = (fault: FaultInput) => t.control('POST', '/faults', fault);

describe('faults', () => {
  it('answers a status with a body for the next N calls, then the normal answer', async () => {
    const token = await t.login();
    const added = await t.control('POST', '/faults', {
      path: '/api/user',
      times: 2,
      kind: 'status',
      status: 503,
      body: { status: false, message: 'MAINTENANCE' },
    });
    expect(added.status).toBe(201);
    for (let i = 0; i < 2; i++) {
      const r = await t.call('GET', '/user', { token });
      expect(r).toMatchObject({ status: 503, body: { status: false, message: 'MAINTENANCE' } });
      expect(r.headers.get(FAULT_HEADER)).toBe('status');
    }
    expect((await t.call('GET', '/user', { token })).status).toBe(200);
    expect((await t.control('GET', '/faults')).body.data).toEqual([]);
  });

  it('accepts a path relative to the API base, and a method filter', async () => {
    await t.control('POST', '/faults', {
      method: 'post',
      path: '/login_user',
      kind: 'status',
      status: 500,
    });
    expect((await t.call('GET', '/categories')).status).toBe(200);
    const r = await t.call('POST', '/login_user', {
      json: { phone: '0912345678', password: 'Matkhau1' },
    });
    expect(r).toMatchObject({ status: 500, body: { status: false, message: 'SANDBOX_FAULT' } });
  });

  it('matches a prefix with a trailing *', async () => {
    await t.control('POST', '/faults', {
      path: '/api/player/game/*',
      times: 1,
      kind: 'status',
      status: 502,
    });
    const token = await t.login();
    expect((await t.call('GET', '/player/game/101/balance', { token })).status).toBe(502);
    expect((await t.call('GET', '/player/game/201/balance', { token })).status).toBe(200);
  });

  it('delays, then answers normally', async () => {
    await t.control('POST', '/faults', { path: '/api/categories', kind: 'delay', delayMs: 150 });
    const started = performance.now();
    const slow = await t.call('GET', '/categories');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.status).toBe(200);
    expect(slow.body.data).toHaveLength(4);
    // Once: the delay is used up (timing the next call instead failed a run on a busy machine).
    expect((await t.control('GET', '/faults')).body.data).toEqual([]);
    expect((await t.call('GET', '/categories')).status).toBe(200);
  });

  it('drops the connection: fetch fails with a network error, once', async () => {
    await t.control('POST', '/faults', { path: '/api/website/links', kind: 'drop' });
    await expect(fetch('http://localhost:4010/api/website/links')).rejects.toThrow(TypeError);
    expect((await t.call('GET', '/website/links')).status).toBe(200);
  });

  it('drop-after: the upstream acts, then the answer is lost (fetch fails, the deposit exists)', async () => {
    // 0922222222 may deposit and has nothing pending.
    const phone = SEED.players.withdrawLocked.phone;
    const token = await t.login(phone);
    await addFault({ method: 'POST', path: '/account/deposit', kind: 'drop-after' });
    const deposit = () =>
      t.call('POST', '/account/deposit', {
        token,
        multipart: pageDepositBody(SEED.payment.bankTransfer, 500_000),
      });
    await expect(deposit()).rejects.toThrow(TypeError);
    const ledger = (await t.control('GET', `/ledger?phone=${phone}`)).body.data;
    expect(ledger).toMatchObject([{ operation: 'POST /account/deposit', amount: 500_000 }]);
    const pending = await t.control('GET', `/transactions?status=pending&phone=${phone}`);
    expect(pending.body.data.map((x: { transaction_id: string }) => x.transaction_id)).toEqual([
      ledger[0].ref,
    ]);
    // The client's retry meets the deposit its lost answer created.
    expect(await deposit()).toMatchObject({
      status: 400,
      body: { message: 'YOU_HAVE_PENDING_TRANSACTION' },
    });
  });

  it('delay-after: the upstream acts at once, the answer comes delayMs later', async () => {
    const token = await t.login();
    await addFault({ path: '/player/daga/deposit', kind: 'delay-after', delayMs: 200 });
    const started = performance.now();
    let answered = false;
    const call = t.call('POST', '/player/daga/deposit', { token, json: { amount: 30 } });
    void call.then(() => (answered = true));
    await vi.waitFor(() => expect(t.sandbox.state.ledger).toHaveLength(1), { interval: 5 });
    expect(answered).toBe(false);
    expect(await call).toMatchObject({ status: 200, body: { status: true } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('can be cleared, and never applies to the control API', async () => {
    await t.control('POST', '/faults', {
      path: '/__sandbox/state',
      times: 5,
      kind: 'status',
      status: 500,
    });
    await t.control('POST', '/faults', {
      path: '/api/categories',
      times: 5,
      kind: 'status',
      status: 500,
    });
    expect((await t.control('GET', '/state')).status).toBe(200);
    expect((await t.control('DELETE', '/faults')).status).toBe(200);
    expect((await t.call('GET', '/categories')).status).toBe(200);
  });

  it('rejects a malformed fault with 400', async () => {
    expect(
      (await t.control('POST', '/faults', { path: '/api/user', kind: 'explode' })).status,
    ).toBe(400);
    expect((await t.control('POST', '/faults', { path: 'api/user', kind: 'drop' })).status).toBe(
      400,
    );
    expect(
      (await t.control('POST', '/faults', { path: '/api/user', kind: 'drop', times: 0 })).status,
    ).toBe(400);
    expect(
      (await t.control('POST', '/faults', { path: '/api/user', kind: 'status', status: 99 }))
        .status,
    ).toBe(400);
    expect((await t.control('GET', '/faults')).body.data).toEqual([]);
  });

  it('is dropped by a reset', async () => {
    await t.control('POST', '/faults', {
      path: '/api/categories',
      times: 3,
      kind: 'status',
      status: 500,
    });
    await t.control('POST', '/reset');
    expect((await t.call('GET', '/categories')).status).toBe(200);
  });
});
