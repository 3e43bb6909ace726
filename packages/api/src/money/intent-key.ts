import { hashKey } from '@tanstack/react-query';

/**
 * The identity of one intent: the operation and everything it sends, object keys in a fixed order
 * so that `{ a, b }` and `{ b, a }` are one intent (TanStack Query's own `hashKey`, as for query
 * keys). Written `<operation> <the body's JSON>`: the brackets of hashKey's array are left out so
 * the key is the one the guard's memory stored before it used hashKey, and a deploy while an
 * outcome is unknown still recognises that intent in a player's other tabs.
 */
export function intentKey(operation: string, sent: unknown): string {
  return `${operation} ${hashKey([sent ?? null]).slice(1, -1)}`;
}
