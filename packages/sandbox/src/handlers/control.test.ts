import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const P = SEED.players;

describe('control API', () => {
  it('lists transactions by status and phone', async () => {
    const pending = await t.control('GET', '/transactions?status=pending');
    expect(
      pending.body.data.map((x: { phone: string; is_approved: number }) => [
        x.phone,
        x.is_approved,
      ]),
    ).toEqual([[P.approved.phone, 0]]);
    const approved = await t.control(
      'GET',
      `/transactions?status=approved&phone=${P.approved.phone}`,
    );
    expect(approved.body.data).toHaveLength(2);
    expect((await t.control('GET', '/transactions?status=3')).body.data).toHaveLength(1);
    expect((await t.control('GET', '/transactions')).body.data.length).toBe(
      t.sandbox.state.transactions.length,
    );
  });

  it('answers 404 for an unknown transaction or action, 409 for paid on a decided one', async () => {
    expect((await t.control('POST', '/transactions/99999/approve')).status).toBe(404);
    const pending = (await t.control('GET', '/transactions?status=pending')).body.data[0];
    expect((await t.control('POST', `/transactions/${pending.id}/explode`)).status).toBe(404);
    const approved = (await t.control('GET', '/transactions?status=approved')).body.data[0];
    expect((await t.control('POST', `/transactions/${approved.transaction_id}/paid`)).status).toBe(
      409,
    );
  });

  it('patches a player: locks show up in the API', async () => {
    const r = await t.control('PATCH', `/players/${P.approved.phone}`, {
      allow_login: false,
      allow_deposit: false,
      user_name: 'vn_moi',
    });
    expect(r.body.data).toMatchObject({
      allow_login: false,
      allow_deposit: false,
      user_name: 'vn_moi',
    });
    expect(
      (
        await t.call('POST', '/login_user', {
          json: { phone: P.approved.phone, password: SEED.password },
        })
      ).status,
    ).toBe(403);
    await t.control('PATCH', `/players/${P.approved.phone}`, { allow_login: true });
    const token = await t.login();
    expect((await t.call('GET', '/player/check/allow/deposit', { token })).body.status).toBe(false);
    expect((await t.call('GET', '/user', { token })).body.data.user_name).toBe('vn_moi');
  });

  it('patches the balance in K and is_approved', async () => {
    await t.control('PATCH', `/players/${P.approved.phone}`, { balance: '1234.5', is_approved: 2 });
    const token = await t.login();
    expect((await t.call('GET', '/user', { token })).body.data).toMatchObject({
      balance: '1234.50',
      is_approved: 2,
    });
  });

  it('refuses a bad patch without changing anything', async () => {
    expect(
      (
        await t.control('PATCH', `/players/${P.approved.phone}`, {
          allow_login: false,
          is_approved: 3,
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.control('PATCH', `/players/${P.approved.phone}`, { favourite_colour: 'red' }))
        .status,
    ).toBe(400);
    expect((await t.control('PATCH', '/players/0900000000', { allow_login: false })).status).toBe(
      404,
    );
    expect(
      (
        await t.call('POST', '/login_user', {
          json: { phone: P.approved.phone, password: SEED.password },
        })
      ).status,
    ).toBe(200);
  });

  it('answers 404 for an OTP that was never sent', async () => {
    expect(await t.control('GET', `/otp/${P.approved.phone}`)).toMatchObject({
      status: 404,
      body: { message: 'NO_OTP' },
    });
  });

  it('resets to the seed and ends sessions', async () => {
    const token = await t.login();
    await t.control('PATCH', `/players/${P.approved.phone}`, { balance: 1 });
    expect((await t.control('POST', '/reset')).body).toEqual({ status: true });
    expect((await t.call('GET', '/user', { token })).status).toBe(401);
    expect(await t.balance(await t.login())).toBe(5000);
  });

  it('dumps the state', async () => {
    const r = await t.control('GET', '/state');
    expect(r.body.players.map((p: { phone: string }) => p.phone)).toEqual(
      Object.values(P).map((p) => p.phone),
    );
    expect(r.body.players[0]).toMatchObject({
      phone: P.approved.phone,
      balance: '5000.00',
      unread: 2,
    });
    expect(r.body.contractViolations).toBe(0);
  });

  it('serves the console, pay and game pages as HTML', async () => {
    for (const path of ['/', '']) {
      const page = await t.control('GET', path);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.body).toContain('Bảng điều khiển');
      expect(page.body).toContain('/__sandbox/transactions/');
    }
    const pending = (await t.control('GET', '/transactions?status=pending')).body.data[0];
    expect((await t.control('GET', `/pay/${pending.transaction_id}`)).body).toContain('Thanh toán');
    expect((await t.control('GET', '/pay/DP0')).status).toBe(404);
    expect((await t.control('GET', '/live-chat')).body).toContain('Chăm sóc khách hàng');
    // The Android guide's download link on the sandbox: a file to save, not a page.
    const apk = await t.control('GET', '/downloads/wallet.apk');
    expect(apk.status).toBe(200);
    expect(apk.headers.get('content-type')).toBe('application/vnd.android.package-archive');
    expect(apk.headers.get('content-disposition')).toBe('attachment; filename="wallet.apk"');
    expect((await t.control('GET', '/game/301')).body).toContain('Baccarat');
    expect((await t.control('GET', '/game/999')).status).toBe(404);
  });

  it('ships inline scripts that parse (console and pay page)', async () => {
    const pending = (await t.control('GET', '/transactions?status=pending')).body.data[0];
    for (const path of ['/', `/pay/${pending.transaction_id}`]) {
      const html = (await t.control('GET', path)).body as string;
      const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
      expect(script, path).toBeTruthy();
      expect(() => new Function(script!), path).not.toThrow();
    }
  });

  it('serves SVG assets with text for every kind the API links to', async () => {
    for (const path of [
      'banners/nap-dau',
      'games/aztec-rect',
      'categories/fishing-active',
      'banks/vcb',
      'promotions/hoan-tra',
      'payments/card',
    ]) {
      const r = await t.control('GET', `/assets/${path}.svg`);
      expect(r.status, path).toBe(200);
      expect(r.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg".*<text/);
    }
    expect((await t.control('GET', '/assets/banks/vcb.svg')).body).toContain('Vietcombank');
    expect((await t.control('GET', '/assets/unknown/x.svg')).status).toBe(404);
  });
});
