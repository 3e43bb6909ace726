import { cleanup } from '@testing-library/react';
import { sandboxControl, SEED } from '@wallet/sandbox';
import { setupSandboxServer } from '@wallet/sandbox/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The upstream sandbox in-process (msw/node) on the address a site is configured with by default,
 * for a test file that renders screens against it: call once at the top of the file.
 */
export function setupSandbox() {
  const { server, sandbox } = setupSandboxServer({ otpToConsole: false });
  const control = sandboxControl(new URL(SEED.apiBase).origin);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return { server, sandbox, control };
}
