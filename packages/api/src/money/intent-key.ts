/**
 * The identity of one intent: the operation and everything it sends, with object keys in a fixed
 * order so that `{ a, b }` and `{ b, a }` are the same intent.
 */
export function intentKey(operation: string, sent: unknown): string {
  return `${operation} ${stableJson(sent)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
