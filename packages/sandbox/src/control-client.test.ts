import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxControl, SandboxControlError, type SandboxControl } from './control-client.js';
import { SEED } from './seed/constants.js';
import { startSandboxServer, type SandboxServer } from './server.js';

const P = SEED.players;
const SEC = { [SEED.securityHeader.name]: SEED.securityHeader.value };

describe('sandboxControl against the HTTP server', () => {
  let server: SandboxServer;
  let sandbox: SandboxControl;
  beforeAll(async () => {
    server = await startSandboxServer({ port: 0, validate: true, otpToConsole: false });
    sandbox = sandboxControl(server.url);
  });
  afterEach(() => sandbox.reset());
  afterAll(() => server.close());

  /** An upstream call as a signed-in player's page makes it. */
  const upstream = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${server.apiBase}${path}`, {
      method,
      headers: { ...SEC, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('tokenFor logs a seeded player in: the token opens their account', async () => {
    const token = await sandbox.tokenFor(P.approved.phone);
    const user = await upstream(token, 'GET', '/user');
    expect(user.status).toBe(200);
    expect(JSON.stringify(await user.json())).toContain(P.approved.phone);
    await expect(sandbox.tokenFor(P.approved.phone, 'Wrong123')).rejects.toBeInstanceOf(
      SandboxControlError,
    );
  });

  it('state and player show the seed; an unknown phone throws', async () => {
    const state = await sandbox.state();
    expect(state.apiBase).toBe(server.apiBase);
    expect(state.contractViolations).toBe(0);
    expect(state.players.map((p) => p.phone)).toContain(P.newcomer.phone);
    expect(await sandbox.player(P.approved.phone)).toMatchObject({ balance_vnd: 5_000_000 });
    await expect(sandbox.player('0900000000')).rejects.toMatchObject({ status: 404 });
  });

  it('patchPlayer changes a player and answers the new view; a bad field throws 400 and changes nothing', async () => {
    const patched = await sandbox.patchPlayer(P.approved.phone, {
      balance: 60,
      allow_deposit: false,
    });
    expect(patched).toMatchObject({ balance: '60.00', allow_deposit: false });
    const bad = sandbox.patchPlayer(P.approved.phone, { balance: -1, allow_login: false });
    await expect(bad).rejects.toMatchObject({ status: 400 });
    expect(await sandbox.player(P.approved.phone)).toMatchObject({
      balance_vnd: 60_000,
      allow_login: true,
    });
  });

  it('reset puts the seed back and ends every session', async () => {
    const token = await sandbox.tokenFor(P.approved.phone);
    await sandbox.patchPlayer(P.approved.phone, { balance: 1 });
    await sandbox.reset();
    expect(await sandbox.player(P.approved.phone)).toMatchObject({ balance_vnd: 5_000_000 });
    expect((await upstream(token, 'GET', '/user')).status).toBe(401);
  });

  it('injectFault spoils the next call of a path; faults lists it; clearFaults ends it', async () => {
    const fault = await sandbox.injectFault({
      method: 'GET',
      path: '/user',
      times: 2,
      kind: 'status',
    });
    expect(fault).toMatchObject({ method: 'GET', path: '/user', times: 2, status: 500 });
    expect(await sandbox.faults()).toEqual([fault]);
    const token = await sandbox.tokenFor(P.approved.phone);
    expect((await upstream(token, 'GET', '/user')).status).toBe(500);
    await sandbox.clearFaults();
    expect(await sandbox.faults()).toEqual([]);
    expect((await upstream(token, 'GET', '/user')).status).toBe(200);
    await expect(sandbox.injectFault({ path: 'user', kind: 'status' })).rejects.toThrow(
      /400 path must start with \//,
    );
  });

  it('ledger lists the money requests acted on, filtered by phone and operation', async () => {
    const token = await sandbox.tokenFor(P.approved.phone);
    expect((await upstream(token, 'POST', '/player/daga/deposit', { amount: 300 })).status).toBe(
      200,
    );
    const made = await sandbox.ledger({
      phone: P.approved.phone,
      operation: 'POST /player/daga/deposit',
    });
    expect(made).toMatchObject([{ phone: P.approved.phone, amount: 300, unit: 'k', ref: '901' }]);
    expect(await sandbox.ledger()).toHaveLength(1);
    expect(await sandbox.ledger({ operation: 'POST /account/deposit' })).toEqual([]);
    expect(await sandbox.ledger({ phone: P.newcomer.phone })).toEqual([]);
  });

  it("balanceCalls counts a player's balance calls, the second within a second refused", async () => {
    const token = await sandbox.tokenFor(P.approved.phone);
    const path = `/player/game/${SEED.games.slot}/balance`;
    await upstream(token, 'GET', path);
    await upstream(token, 'GET', path);
    const calls = await sandbox.balanceCalls(P.approved.phone);
    expect(calls.map((c) => c.limited)).toEqual([false, true]);
    expect(await sandbox.balanceCalls(P.newcomer.phone)).toEqual([]);
  });

  it('transactions filters by status and phone, newest first', async () => {
    const pending = await sandbox.transactions({ status: 'pending', phone: P.approved.phone });
    expect(pending).toMatchObject([{ phone: P.approved.phone, amount: 900_000, is_approved: 0 }]);
    const all = await sandbox.transactions({ phone: P.approved.phone });
    expect(all.length).toBeGreaterThan(pending.length);
    expect(await sandbox.transactions({ phone: P.fresh.phone })).toEqual([]);
  });

  it('settle decides a transaction once; deciding it again throws 409', async () => {
    const [pending] = await sandbox.transactions({ status: 'pending', phone: P.approved.phone });
    const rejected = await sandbox.settle(pending!.transaction_id, 'reject', { note: 'Sai tên' });
    expect(rejected).toMatchObject({ is_approved: 2, note: 'Sai tên', refunded: true });
    await expect(sandbox.settle(pending!.id, 'approve')).rejects.toMatchObject({ status: 409 });
    await expect(sandbox.settle('nope', 'approve')).rejects.toThrow(/404 NOT_FOUND/);
  });

  it('otp reads the code the sandbox sent; none sent throws NO_OTP', async () => {
    await expect(sandbox.otp(P.approved.phone)).rejects.toThrow(/404 NO_OTP/);
    await fetch(`${server.apiBase}/generate-otp`, {
      method: 'POST',
      headers: { ...SEC, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: P.approved.phone, phone_country_code: '84' }),
    });
    expect(await sandbox.otp(P.approved.phone)).toMatch(/^\d{6}$/);
  });

  it('reports keeps what sites sent to /__sandbox/reports/{channel}, by channel, past a reset (issue 39 §2)', async () => {
    const post = (channel: string, type: string, body: string) =>
      fetch(`${server.url}/__sandbox/reports/${channel}`, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: 'http://localhost:4173' },
        body,
      });
    // The three shapes Chromium and the sites send: report-uri's, the Reporting API's (a list), and
    // the telemetry seam's error report (JSON as text/plain, sendBeacon's).
    const violation = {
      'document-uri': 'http://localhost:4173/',
      'effective-directive': 'require-trusted-types-for',
      'blocked-uri': 'trusted-types-sink',
    };
    const uri = await post(
      'csp',
      'application/csp-report',
      JSON.stringify({ 'csp-report': violation }),
    );
    expect(uri.status).toBe(204);
    const list = [
      { type: 'csp-violation', body: { effectiveDirective: 'img-src' } },
      { type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } },
    ];
    await post('csp', 'application/reports+json', JSON.stringify(list));
    await post('errors', 'text/plain;charset=UTF-8', JSON.stringify({ kind: 'csp', path: '/' }));
    await sandbox.reset();
    const csp = await sandbox.reports('csp');
    expect(csp.map((r) => [r.type, r.body])).toEqual([
      ['application/csp-report', { 'csp-report': violation }],
      ['application/reports+json', list[0]],
      ['application/reports+json', list[1]],
    ]);
    expect((await sandbox.reports('errors')).map((r) => r.body)).toEqual([
      { kind: 'csp', path: '/' },
    ]);
    expect(await sandbox.reports()).toHaveLength(4);
    // A page on another port may send them: the Reporting API asks first (a CORS preflight).
    const preflight = await fetch(`${server.url}/__sandbox/reports/csp`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
  });

  it('sends through the fetch it is given', async () => {
    const seen: string[] = [];
    const counted = sandboxControl(server.url, (input, init) => {
      seen.push(`${init?.method} ${String(input)}`);
      return fetch(input, init);
    });
    await counted.clearFaults();
    expect(seen).toEqual([`DELETE ${server.url}/__sandbox/faults`]);
  });
});
