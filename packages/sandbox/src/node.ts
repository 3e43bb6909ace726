import { setupServer, type SetupServer } from 'msw/node';
import { createSandbox, type Sandbox } from './sandbox.js';
import type { SandboxOptions } from './options.js';
import { closeHandlesLeftOpen } from './socket-handles.js';

export * from './index.js';
export { openSockets } from './socket-handles.js';

/** msw/node server with the sandbox handlers, for vitest and other in-process Node tests. */
export function setupSandboxServer(options: SandboxOptions = {}): {
  server: SetupServer;
  sandbox: Sandbox;
} {
  const sandbox = createSandbox(options);
  const server = setupServer(...sandbox.handlers);
  // While it listens, the sockets msw answers on are closed for good when destroyed
  // (socket-handles.ts): otherwise each one stays in memory for the rest of the process.
  const { listen, close } = server;
  let undo: (() => void) | undefined;
  server.listen = (...args) => {
    undo ??= closeHandlesLeftOpen();
    return listen.apply(server, args);
  };
  server.close = () => {
    close.apply(server);
    undo?.();
    undo = undefined;
  };
  return { server, sandbox };
}
