import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { contract, watchContract } from '../contract-watch.js';
import { setupSandboxServer } from '../node.js';
import type { SandboxOptions } from '../options.js';
import { SEED } from '../seed/constants.js';

/** A fixed start time: 2026-11-22 10:00:00 in Vietnam. Tests move it with `clock.advance`. */
export const START = Date.parse('2026-11-22T03:00:00Z');

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string | number>;
  security?: boolean;
  headers?: Record<string, string>;
}

// oxlint-disable-next-line typescript/no-explicit-any -- test bodies are read field by field
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/**
 * One msw/node sandbox per test file. Every mocked API response is checked against the contract and
 * a violation fails the test in afterEach. Control-API responses and injected faults are not in the
 * contract, so they are skipped.
 */
export function useSandbox(options: SandboxOptions = {}) {
  const clock = {
    now: START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const logs: string[] = [];
  const { server, sandbox } = setupSandboxServer({
    now: () => clock.now,
    log: (l) => logs.push(l),
    otpToConsole: false,
    ...options,
  });
  const apiBase = sandbox.options.apiBase;
  const watch = watchContract(server, apiBase);

  beforeAll(() => {
    // Compile the contract's schemas here, not inside the first test's time.
    contract();
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    clock.now = START;
    logs.length = 0;
    sandbox.reset();
  });
  afterEach(async () => {
    expect(await watch.take(), 'responses that break openapi/openapi.yaml').toEqual([]);
  });
  afterAll(() => server.close());

  // oxlint-disable-next-line typescript/no-explicit-any -- see Reply
  async function call<T = any>(
    method: string,
    path: string,
    opts: CallOptions = {},
  ): Promise<Reply<T>> {
    const headers = new Headers(opts.headers);
    if (opts.token) headers.set('Authorization', `Bearer ${opts.token}`);
    if (opts.security)
      headers.set(sandbox.options.securityHeader.name, sandbox.options.securityHeader.value);
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      body = new URLSearchParams(opts.form);
    } else if (opts.multipart) {
      const form = new FormData();
      for (const [k, v] of Object.entries(opts.multipart)) form.append(k, String(v));
      body = form;
    }
    const url = path.startsWith('http')
      ? path
      : path.startsWith('/__sandbox') || path.startsWith('/tracker')
        ? `${sandbox.options.origin}${path}`
        : `${apiBase}${path}`;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // HTML and SVG pages stay text.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(
    phone: string = SEED.players.approved.phone,
    password: string = SEED.password,
  ): Promise<string> {
    const r = await call('POST', '/login_user', { json: { phone, password } });
    expect(r.status, `login ${phone}: ${JSON.stringify(r.body)}`).toBe(200);
    return r.body.token as string;
  }

  /** Main balance in K as a number, read through the API like a client would. */
  async function balance(token: string): Promise<number> {
    const r = await call('GET', '/user', { token });
    return Number(r.body.data.balance);
  }

  const control = (method: string, path: string, json?: unknown) =>
    call(method, `/__sandbox${path}`, json === undefined ? {} : { json });

  return {
    sandbox,
    server,
    clock,
    logs,
    call,
    login,
    balance,
    control,
    checkedCount: watch.checkedCount,
  };
}
