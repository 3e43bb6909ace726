import { CLIENT_TIMEOUT, NETWORK_ERROR } from '@wallet/domain';

/**
 * The one shape every failed call takes. `status` is the HTTP status (0 when the call never got an
 * answer); `code` is the upstream's message code (`PASSWORD_INCORRECT`, `Unauthenticated.`, …) or
 * one of the client's own (`NETWORK_ERROR`, `CLIENT_TIMEOUT`, `MALFORMED_RESPONSE`, the money
 * guard's; all in @wallet/domain's messages/session.ts). Screens map `code` and `status` to texts
 * through @wallet/domain's catalogue.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    /** The decoded error body, when there was one: some errors carry data (a game `link`, `errors`). */
    readonly body?: unknown,
  ) {
    super(code);
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the upstream's code out of an error body: `message`, then `error`, then `data.message`. */
export function codeOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body || undefined;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error'] as const) {
    if (typeof record[key] === 'string' && record[key]) return record[key];
  }
  const data = record.data;
  if (
    data &&
    typeof data === 'object' &&
    typeof (data as Record<string, unknown>).message === 'string'
  ) {
    return (data as Record<string, string>).message;
  }
  return undefined;
}

export function fromResponse(status: number, body: unknown): ApiError {
  return new ApiError(status, codeOf(body) ?? `HTTP_${status}`, body);
}

/** A call that threw instead of answering: our own time limit, or the network. */
export function fromThrown(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'TimeoutError') return new ApiError(0, CLIENT_TIMEOUT);
  return new ApiError(0, NETWORK_ERROR);
}

/** Whatever a call rejected with, as the one failure type the screens read (@wallet/domain's Failure). */
export const toApiError: (error: unknown) => ApiError = fromThrown;
