import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { FetchOptions } from 'openapi-fetch';
import type { Api, call } from './client';
import type { Operations } from './generated/operations';
import type { paths } from './generated/schema';
import { keyLevels } from './keys';
import { callDecoded, type Decoder } from './parse/decode';

/** The contract's operations read by GET, by operationId. */
export type ReadId = {
  [Id in keyof Operations]: Operations[Id]['method'] extends 'get' ? Id : never;
}[keyof Operations];

type ReadPath<Id extends ReadId> = Operations[Id]['path'];

/** What a read sends besides its path: its parameters, as openapi-fetch types them for that GET. */
type ReadInit<Id extends ReadId> = Omit<FetchOptions<paths[ReadPath<Id>]['get']>, 'signal'>;

/** How a read declares itself; `Args` are what its `…Query(api, …args)` takes after the client. */
export interface ReadSpec<Id extends ReadId, Args extends unknown[], Decoded, T> {
  /**
   * Whose the answer is. A player's read is sent only while a token is stored and its key sits
   * under `queryKeys.player`, which the money guard marks stale after a lost answer.
   */
  owner: 'player' | 'public';
  /** The call's parameters from the arguments (a path id, a query). */
  request?: (...args: Args) => ReadInit<Id>;
  decoder: Decoder<Decoded>;
  /** What of the decoded answer a screen gets (`a => a.data`); the whole answer when absent. */
  pick?: (answer: Decoded) => T;
  /** When it may be sent, from its arguments (a 10-digit phone); a player's needs a token too. */
  enabled?: (...args: Args) => boolean;
  /** The answer differs for a logged-in player (sent with the token when there is one). */
  perLogin?: true;
  staleTime?: number;
  refetchOnWindowFocus?: boolean | 'always';
  refetchOnReconnect?: boolean | 'always';
}

/**
 * One upstream GET, declared once: its operationId and path (checked against each other and the
 * contract by the typecheck), its decoder and its key. Returns `<operationId>Query(api, …args)`,
 * the TanStack Query options screens use. The key is the owner's level, the operationId, then the
 * arguments as text, so the query and its key cannot disagree.
 */
// @__NO_SIDE_EFFECTS__
export function defineRead<Id extends ReadId, Decoded, T = Decoded, Args extends unknown[] = []>(
  operation: Id,
  path: ReadPath<Id>,
  spec: ReadSpec<Id, Args, Decoded, T>,
) {
  const { owner, request, decoder, pick, enabled, perLogin, ...freshness } = spec;
  // Typed where it is declared (ReadInit); here any GET's init is passed through as it is.
  const get = (api: Api, init: object) =>
    (api.client.GET as (path: string, init: object) => Parameters<typeof call>[0])(path, init);
  return (api: Api, ...args: Args) => {
    const allowed = enabled?.(...args);
    const sendable = owner === 'player' ? api.hasToken() && allowed !== false : allowed;
    const queryKey: QueryKey = [
      ...keyLevels[owner],
      operation,
      ...args.map(String),
      ...(perLogin ? [{ loggedIn: api.hasToken() }] : []),
    ];
    // The decoder and `pick` are the declaration's own, which the operationId in the key names
    // (eslint.config.js: TanStack Query's exhaustive-deps is off here).
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const init = { ...request?.(...args), signal };
        const answer = await callDecoded(api, operation, decoder, get(api, init));
        return pick ? pick(answer) : (answer as unknown as T);
      },
      ...freshness,
      ...(sendable === undefined ? {} : { enabled: sendable }),
    });
  };
}
