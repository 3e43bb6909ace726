import { setupServer, type SetupServer } from 'msw/node';
import { createSandbox, type Sandbox } from './sandbox.js';
import type { SandboxOptions } from './options.js';

export * from './index.js';

/** msw/node server with the sandbox handlers, for vitest and other in-process Node tests. */
export function setupSandboxServer(options: SandboxOptions = {}): {
  server: SetupServer;
  sandbox: Sandbox;
} {
  const sandbox = createSandbox(options);
  return { server: setupServer(...sandbox.handlers), sandbox };
}
