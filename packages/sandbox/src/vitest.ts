import { http } from 'msw';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { contract, watchContract } from './contract-watch.js';
import { sandboxControl } from './control-client.js';
import { setupSandboxServer } from './node.js';
import type { SandboxOptions } from './options.js';

/**
 * The one page-test set-up (issue 25 §4): the upstream sandbox in-process (msw/node) for a vitest
 * file, on the address a site is configured with by default (or `options.apiBase`). A call it does
 * not know fails the test, and so does an answer that breaks the contract (openapi/openapi.yaml).
 * After each test the sandbox is back to its seed, the page's storage is empty and `sent` is
 * emptied. Call it once, at the top of a set-up file or a test file; hooks the
 * caller registers after it run before its own (vitest's default order), so a screen is unmounted
 * before the sandbox is reset.
 */
export function setupSandbox(options: SandboxOptions = {}) {
  const { server, sandbox } = setupSandboxServer({ otpToConsole: false, ...options });
  const control = sandboxControl(sandbox.options.origin);
  /** Every request the page sent, as 'METHOD /path' (the API base's /api prefix kept). */
  const sent: string[] = [];
  // Written down when the page calls fetch. msw 3 meets a fetch call at the socket, a macrotask or
  // more after the call, so its 'request:start' would let a test that looks at once ('nothing was
  // sent') pass before a wrong call is seen; msw 2 emitted it inside the call.
  const record = (input: RequestInfo | URL, init?: RequestInit) => {
    const call = fetchCall(input, init);
    if (call && !call.pathname.startsWith('/__sandbox'))
      sent.push(`${call.method} ${call.pathname}`);
  };
  let mswFetch: typeof fetch | undefined;

  const gates: Array<() => void> = [];
  /**
   * The next `method` call to the upstream's `path` (e.g. '/account/deposit') is held until
   * `release()`; then the sandbox answers it as ever. `arrived` resolves when it reaches the
   * upstream. A call on its way for as long as a test wants, whatever the machine's speed (a
   * timed delay under faked timers depends on when its timer is set). A test that leaves it held
   * releases it itself, and waits for what it started, before the next test.
   */
  function hold(method: 'GET' | 'POST', path: string) {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const on = method === 'GET' ? http.get : http.post;
    server.use(
      on(
        `${sandbox.options.apiBase}${path}`,
        async () => {
          arrive();
          await gate;
          return undefined; // on to the sandbox's own handler
        },
        { once: true },
      ),
    );
    gates.push(release);
    return { arrived, release };
  }

  // Every answer a page gets is checked against the contract, as the HTTP server checks it: a
  // handler that drifts from openapi/ fails the test that saw it. Registered first, so it runs
  // after the clean-up below (vitest runs after-hooks last-registered first) and a violation
  // never skips the reset.
  const watch = watchContract(server, sandbox.options.apiBase);
  afterEach(async () => {
    expect(await watch.take(), 'answers that break openapi/openapi.yaml').toEqual([]);
  });

  beforeAll(() => {
    contract(); // its set-up here, not inside the first test's time
    server.listen({ onUnhandledFrame: 'error' });
    const viaMsw = (mswFetch = globalThis.fetch);
    globalThis.fetch = (input, init) => {
      record(input, init);
      return viaMsw(input, init);
    };
  });
  afterEach(() => {
    for (const release of gates.splice(0)) release();
    server.resetHandlers();
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    sandbox.reset();
    sent.length = 0;
  });
  afterAll(() => {
    if (mswFetch) globalThis.fetch = mswFetch;
    return server.close();
  });
  return {
    server,
    sandbox,
    control,
    sent,
    hold,
    /**
     * The answers that broke the contract since the last call, once the checks under way are done;
     * after-each then has none left to report (for a test that breaks an answer on purpose).
     */
    contractViolations: watch.take,
  };
}

/** The methods fetch writes in upper case whatever case they are given in (the Fetch standard). */
const NORMALIZED = ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'];

/**
 * The method and path of a fetch call, as the Request it makes would carry them, read without
 * making one (that would take a body the call still has to send). Undefined when the URL does not
 * parse: fetch itself rejects such a call.
 */
function fetchCall(
  input: RequestInfo | URL,
  init?: RequestInit,
): { method: string; pathname: string } | undefined {
  const given = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const method = NORMALIZED.includes(given.toUpperCase()) ? given.toUpperCase() : given;
  const href = input instanceof Request ? input.url : String(input);
  try {
    return { method, pathname: new URL(href, globalThis.location?.href).pathname };
  } catch {
    return undefined;
  }
}
