import type { Middleware } from 'openapi-fetch';
import { UNAUTHENTICATED } from '@wallet/domain';
import { metaOf } from '../generated/meta';

/**
 * "Any 401 on a call clears local storage, alerts 'Session expired. Please login again.' and goes
 * to /login", once per expired token however many calls fail with it at the same moment.
 * Operations whose 401 the spec gives its own meaning are marked `x-session-expiry: false` in the
 * contract: there, only a 401 saying 'Unauthenticated.' expires the session; any other 401 is the
 * screen's to show. A call that carried no token (a visitor's) has no session to expire: its 401
 * is the screen's too, and nothing is cleared, alerted or redirected.
 */
export function sessionExpiryMiddleware(onExpired: (token: string) => void): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      if (response.status !== 401) return undefined;
      const token = bearerOf(request);
      if (!token) return undefined;
      if (!metaOf(request.method, schemaPath).expiresSession) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => undefined);
        if ((body as { message?: unknown } | undefined)?.message !== UNAUTHENTICATED)
          return undefined;
      }
      onExpired(token);
      return undefined;
    },
  };
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** Runs `expire` once for each distinct token, until another token fails. */
export function oncePerToken(expire: (token: string) => void): (token: string) => void {
  let lastExpired: string | undefined;
  return (token) => {
    if (token === lastExpired) return;
    lastExpired = token;
    expire(token);
  };
}
