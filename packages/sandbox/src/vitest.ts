import { afterAll, afterEach, beforeAll } from 'vitest';
import { sandboxControl } from './control-client.js';
import { setupSandboxServer } from './node.js';
import type { SandboxOptions } from './options.js';

/**
 * The one page-test set-up (issue 25 §4): the upstream sandbox in-process (msw/node) for a vitest
 * file, on the address a site is configured with by default (or `options.apiBase`). A call it does
 * not know fails the test. After each test the sandbox is back to its seed, the page's storage is
 * empty and `sent` is emptied. Call it once, at the top of a set-up file or a test file; hooks the
 * caller registers after it run before its own (vitest's default order), so a screen is unmounted
 * before the sandbox is reset.
 */
export function setupSandbox(options: SandboxOptions = {}) {
  const { server, sandbox } = setupSandboxServer({ otpToConsole: false, ...options });
  const control = sandboxControl(sandbox.options.origin);
  /** Every request the page sent, as 'METHOD /path' (the API base's /api prefix kept). */
  const sent: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/__sandbox')) sent.push(`${request.method} ${url.pathname}`);
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    globalThis.localStorage?.clear();
    globalThis.sessionStorage?.clear();
    sandbox.reset();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return { server, sandbox, control, sent };
}
