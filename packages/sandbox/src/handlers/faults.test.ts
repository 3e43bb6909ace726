import { describe, expect, it } from 'vitest';
import { FAULT_HEADER } from './faults.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();

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
    const fastStart = performance.now();
    await t.call('GET', '/categories');
    expect(performance.now() - fastStart).toBeLessThan(140);
  });

  it('drops the connection: fetch fails with a network error, once', async () => {
    await t.control('POST', '/faults', { path: '/api/website/links', kind: 'drop' });
    await expect(fetch('http://localhost:4010/api/website/links')).rejects.toThrow(TypeError);
    expect((await t.call('GET', '/website/links')).status).toBe(200);
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
