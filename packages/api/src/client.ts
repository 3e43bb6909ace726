import createClient, { type Client } from 'openapi-fetch';
import { SESSION_EXPIRED_MESSAGE, SESSION_KEYS } from '@wallet/domain';
import { DEFAULT_TIMEOUT_MS, type ApiConfig } from './config';
import { fromResponse, fromThrown } from './errors';
import type { paths } from './generated/schema';
import { authMiddleware, tokenReader } from './middleware/auth';
import { baseUrlMiddleware, PLACEHOLDER_BASE } from './middleware/base-url';
import { rateLimitMiddleware } from './middleware/rate-limit';
import { oncePerToken, sessionExpiryMiddleware } from './middleware/session-expiry';
import { timeoutMiddleware } from './middleware/timeout';
import type { MoneyGuard } from './money/guard';
import { lazyMoneyGuard } from './money/lazy-guard';
import { createNetworkStatus, type NetworkStatus } from './network';
import { createBaseResolver } from './tracker';

export type UpstreamClient = Client<paths>;

/** The configured client a shell creates once and hands to every operation. */
export interface Api {
  client: UpstreamClient;
  /** The API base from the tracker (asked at most once per page load). */
  resolveBase: () => Promise<string>;
  /** Whether a player is logged in: "Its presence is what makes a player logged in." */
  hasToken: () => boolean;
  /** Every money call goes through it: one request per intent, never re-sent blind. */
  money: MoneyGuard;
  /**
   * Whether the site is offline: the browser says so, or the last call found no network (no
   * answer at all; an HTTP error is an answer). A shell's offline notice follows it.
   */
  network: NetworkStatus;
  /** Told of the rows an answer lost when it was parsed (ApiConfig.onMalformed). */
  onMalformed?: ApiConfig['onMalformed'];
}

export function createApi(config: ApiConfig): Api {
  const storage = config.storage ?? globalThis.localStorage;
  const { network, fetch: fetchImpl } = createNetworkStatus(
    config.fetch ?? ((request: Request) => globalThis.fetch(request)),
  );
  const readToken = tokenReader(storage);

  const expire = oncePerToken((token) => {
    // A late 401 for a token no longer stored belongs to a session already ended (a logout, a new
    // login): the session that is open now is not its to end.
    if (readToken() !== token) return;
    for (const key of SESSION_KEYS) storage?.removeItem(key);
    (config.alert ?? globalThis.alert)?.(SESSION_EXPIRED_MESSAGE);
    config.onSessionExpired?.();
  });
  // "A 401 there triggers the session-expired flow": only a player has a session to expire.
  const resolveBase = createBaseResolver(config, fetchImpl, () => {
    const token = readToken();
    if (token) expire(token);
  });

  const client = createClient<paths>({ baseUrl: PLACEHOLDER_BASE, fetch: fetchImpl });
  client.use(
    baseUrlMiddleware(resolveBase),
    authMiddleware(readToken, config.securityHeader),
    rateLimitMiddleware(),
    timeoutMiddleware(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    sessionExpiryMiddleware(expire),
  );

  const money = lazyMoneyGuard({
    memory: config.moneyMemory ?? globalThis.localStorage,
    locks: config.locks ?? globalThis.navigator?.locks,
    answerWaitMs: config.moneyAnswerWaitMs,
  });
  return {
    client,
    resolveBase,
    hasToken: () => Boolean(readToken()),
    money,
    network,
    onMalformed: config.onMalformed,
  };
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turns an openapi-fetch answer into its data, or throws the one error type (ApiError) with the
 * HTTP status and the upstream's message code. A call that never got an answer becomes status 0.
 */
export async function call<T>(run: Promise<Answer<T>>): Promise<T> {
  let answer: Answer<T>;
  try {
    answer = await run;
  } catch (error) {
    throw fromThrown(error);
  }
  if (!answer.response.ok) throw fromResponse(answer.response.status, answer.error);
  return answer.data as T;
}
