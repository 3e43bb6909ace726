import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSockets, setupSandboxServer } from './node.js';
import { SEED } from './seed/constants.js';

const nodeDestroy = net.Socket.prototype.destroy;
const { server, sandbox } = setupSandboxServer({ otpToConsole: false });
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

it('a socket msw answered on is closed when destroyed, not kept for the rest of the process', async () => {
  const before = await openSockets();
  for (let i = 0; i < 3; i++) {
    // A Blob body, as the typed client sends: undici ends the connection when the answer comes
    // before it is done writing the body, and destroys the socket msw answered on.
    const answer = await fetch(`${sandbox.options.apiBase}/login_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([
        JSON.stringify({ phone: SEED.players.approved.phone, password: SEED.password }),
      ]),
    });
    expect(answer.status).toBe(200);
    await answer.text();
  }
  expect(await openSockets()).toBe(before);
});

it("the mend is in place only while the server listens: closed, Node's own destroy is back", () => {
  expect(net.Socket.prototype.destroy).not.toBe(nodeDestroy);
  server.close();
  expect(net.Socket.prototype.destroy).toBe(nodeDestroy);
  server.listen({ onUnhandledFrame: 'error' });
});
