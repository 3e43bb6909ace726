import type { Middleware } from 'openapi-fetch';
import { STORAGE_KEYS } from '@wallet/domain';
import { metaOf } from '../generated/meta';

/**
 * Adds what the contract says each operation needs: the bearer token from local storage
 * `auth_token`, and/or the fixed security-code header (name and value from configuration).
 */
export function authMiddleware(
  readToken: () => string | null,
  securityHeader: { name: string; value: string },
): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const auth = metaOf(request.method, schemaPath);
      if (auth.bearer) {
        const token = readToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      }
      if (auth.securityCode) request.headers.set(securityHeader.name, securityHeader.value);
      return request;
    },
  };
}

export function tokenReader(storage: Pick<Storage, 'getItem'> | undefined): () => string | null {
  return () => storage?.getItem(STORAGE_KEYS.authToken) ?? null;
}
