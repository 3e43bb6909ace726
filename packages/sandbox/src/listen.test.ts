import { createServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { close, listen } from './listen.js';

const ours = () => createServer((_req, res) => res.end('ours'));

describe('listen', () => {
  it('answers on 127.0.0.1 and [::1] at the port it returns, so `localhost` reaches it either way', async () => {
    const server = ours();
    const port = await listen(server, 0, '127.0.0.1');
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ours');
    expect(await (await fetch(`http://[::1]:${port}/`)).text()).toBe('ours');
    await close(server);
    await expect(fetch(`http://[::1]:${port}/`)).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('refuses a fixed port that another program holds on [::1], and lets go of 127.0.0.1', async () => {
    const stranger = createNetServer((socket) => socket.end('not http'));
    await new Promise<void>((resolve) => stranger.listen(0, '::1', resolve));
    const { port } = stranger.address() as AddressInfo;
    const server = ours();
    await expect(listen(server, port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(server.listening).toBe(false);
    stranger.close();
  });

  it('takes only the host it is given when that is not the IPv4 loopback', async () => {
    const server = ours();
    const port = await listen(server, 0, '::1');
    expect(await (await fetch(`http://[::1]:${port}/`)).text()).toBe('ours');
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    await close(server);
  });
});
