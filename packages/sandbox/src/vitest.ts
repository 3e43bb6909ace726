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
  const worker = workerSandbox(options);
  const { server, sandbox, sent, gates, watch } = worker;

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
  afterEach(async () => {
    expect(await watch.take(), 'answers that break openapi/openapi.yaml').toEqual([]);
  });
  beforeAll(() => {
    contract(); // its set-up here, not inside the first test's time
    server.listen({ onUnhandledFrame: 'error' });
    worker.through = globalThis.fetch;
    globalThis.fetch = worker.recordingFetch;
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
    globalThis.fetch = worker.through;
    return server.close();
  });
  return {
    server,
    sandbox,
    control: worker.control,
    sent,
    hold,
    /**
     * The answers that broke the contract since the last call, once the checks under way are done;
     * after-each then has none left to report (for a test that breaks an answer on purpose).
     */
    contractViolations: watch.take,
  };
}

type WorkerSandbox = ReturnType<typeof createWorkerSandbox>;
const WORKERS = Symbol.for('@wallet/sandbox/vitest');

/**
 * One sandbox per test worker and options. With vitest's `isolate: false` a worker's files share
 * their modules, and a page's api client keeps the fetch it was made with: every file of the
 * worker must find that same recording fetch and `sent` list, not a new set beside them. Each file
 * still starts the server and stops it, so nothing is intercepted between files.
 */
function workerSandbox(options: SandboxOptions): WorkerSandbox {
  const scope = globalThis as { [WORKERS]?: Map<string, WorkerSandbox> };
  const sandboxes = (scope[WORKERS] ??= new Map());
  const key = JSON.stringify(options);
  let worker = sandboxes.get(key);
  if (!worker) sandboxes.set(key, (worker = createWorkerSandbox(options)));
  return worker;
}

function createWorkerSandbox(options: SandboxOptions) {
  const { server, sandbox } = setupSandboxServer({ otpToConsole: false, ...options });
  const worker = {
    server,
    sandbox,
    control: sandboxControl(sandbox.options.origin),
    /** Every request the page sent, as 'METHOD /path' (the API base's /api prefix kept). */
    sent: [] as string[],
    gates: [] as Array<() => void>,
    watch: watchContract(server, sandbox.options.apiBase),
    /** The fetch the recording one calls: the one in place when the server last started. */
    through: globalThis.fetch,
    /** The page's fetch while a file runs: one function for the worker, kept by api clients. */
    recordingFetch: ((input, init) => {
      record(worker.sent, input, init);
      return worker.through(input, init);
    }) as typeof fetch,
  };
  return worker;
}

/**
 * Written down when the page calls fetch. msw 3 meets a fetch call at the socket, a macrotask or
 * more after the call, so its 'request:start' would let a test that looks at once ('nothing was
 * sent') pass before a wrong call is seen; msw 2 emitted it inside the call.
 */
function record(sent: string[], input: RequestInfo | URL, init?: RequestInit) {
  const call = fetchCall(input, init);
  if (call && !call.pathname.startsWith('/__sandbox')) sent.push(`${call.method} ${call.pathname}`);
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
