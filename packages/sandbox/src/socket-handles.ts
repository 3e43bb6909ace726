import net from 'node:net';

type Handled = net.Socket & { _handle: { close(): void } | null };

let users = 0;
let restore = () => {};

/**
 * Closes the TCP handle of a socket that msw 3 destroyed without closing it; returns the undo.
 *
 * msw 3 (@mswjs/interceptors 0.45.12, the latest) meets Node's fetch at the socket: undici opens a
 * real `net.Socket` whose TCP handle never connects. Once msw has written a mocked answer on it, it
 * replaces the socket's `_destroy` with one that emits 'close' but never closes that handle
 * (`respondWith` in its http source). A handle never closed is a GC root: it keeps the socket,
 * undici's client and pool, the parser and the request, about 90 KB each, for the rest of the
 * process. Every answered POST of the typed client destroys one (its Blob body: undici ends the
 * connection with a 'reset' when the answer ends), and so does any later destroy of a socket msw
 * answered on. The money guard's 10,000-sequence proof died of it at 3.6 GB (issue 49).
 * Node's own `_destroy` drops `_handle` at once, so a socket that still holds one once destroyed is
 * exactly one of those.
 */
export function closeHandlesLeftOpen(): () => void {
  users += 1;
  if (users === 1) {
    const destroy = net.Socket.prototype.destroy;
    net.Socket.prototype.destroy = function (this: Handled, ...args) {
      const result = destroy.apply(this, args);
      if (this.destroyed && this._handle) {
        this._handle.close();
        this._handle = null;
      }
      return result;
    };
    restore = () => void (net.Socket.prototype.destroy = destroy);
  }
  return () => {
    users -= 1;
    if (users === 0) restore();
  };
}

const sockets = () =>
  process.getActiveResourcesInfo().filter((resource) => resource === 'TCPSocketWrap').length;

/**
 * How many sockets the process holds open, once those being closed are gone (libuv lets a closed
 * handle go a turn or two of the event loop later): what a test for a leak counts.
 */
export async function openSockets(): Promise<number> {
  let last = sockets();
  for (let calm = 0, turns = 0; calm < 3 && turns < 100; turns += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = sockets();
    calm = now === last ? calm + 1 : 0;
    last = now;
  }
  return last;
}
