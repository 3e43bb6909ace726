import type { Server } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server as NetServer,
} from 'node:net';

// The [::1] half of a server that listens on the IPv4 loopback; closed with it.
const ipv6Halves = new WeakMap<Server, NetServer>();

function bind(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeOne(server: NetServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Listens on `host` and returns the port. On 127.0.0.1 the server also takes [::1] on the same port
 * (where the machine has an IPv6 loopback): the URLs the sandbox hands out say `localhost`, and a
 * client that tries ::1 first would otherwise reach whatever else holds that port there. In CI a
 * test's request did just that and read a stranger's reply ("Parse Error: Expected HTTP/").
 * A free port (0) is chosen again until both halves have it; a fixed port taken on either fails.
 */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const actual = await bind(server, port, host);
    if (host !== '127.0.0.1') return actual;
    const ipv6 = createNetServer((socket) => server.emit('connection', socket));
    try {
      await bind(ipv6, actual, '::1');
      ipv6Halves.set(server, ipv6);
      return actual;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return actual;
      await closeOne(server);
      if (code !== 'EADDRINUSE' || port !== 0 || attempt === 20) throw error;
    }
  }
}

/** Stops listening on both halves and ends open connections, idle or not. */
export async function close(server: Server): Promise<void> {
  const ipv6 = ipv6Halves.get(server);
  const closed = Promise.all([closeOne(server), ipv6 ? closeOne(ipv6) : undefined]);
  server.closeAllConnections();
  await closed;
}
