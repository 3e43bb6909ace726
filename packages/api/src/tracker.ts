import { DEFAULT_TIMEOUT_MS, type ApiConfig } from './config';
import { INSECURE_API_ORIGIN } from '@wallet/domain';
import { ApiError, fromResponse, fromThrown } from './errors';
import { fetchWithTimeout } from './middleware/timeout';

/**
 * Resolves the API base once per page load and keeps it in memory for the page's life: the spec's
 * two documents disagree on caching; we neither persist it nor ask again (docs/decisions.md).
 * A failed lookup is not kept, so the next call asks again.
 */
export function createBaseResolver(
  config: Pick<ApiConfig, 'trackerBase' | 'siteCode' | 'apiBase' | 'timeoutMs'>,
  fetchImpl: (request: Request) => Promise<Response>,
  onUnauthorized: () => void,
): () => Promise<string> {
  let pending: Promise<string> | undefined;

  async function lookup(): Promise<string> {
    if (config.apiBase) return trusted(trimSlash(config.apiBase));
    const url = new URL('/tracker', config.trackerBase);
    url.searchParams.set('site_code', config.siteCode);
    let response: Response;
    try {
      response = await fetchWithTimeout(fetchImpl, url, config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    } catch (error) {
      throw fromThrown(error);
    }
    const body: unknown = await response.json().catch(() => undefined);
    // "A 401 there triggers the session-expired flow."
    if (response.status === 401) onUnauthorized();
    if (!response.ok) throw fromResponse(response.status, body);
    const found = (body as { url?: unknown } | undefined)?.url;
    if (typeof found !== 'string' || !found)
      throw new ApiError(response.status, 'TRACKER_NO_URL', body);
    return trusted(`${trimSlash(found)}/api`);
  }

  return () => {
    pending ??= lookup().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * The bearer token and the players' money go to this origin only when it is https, or plain http
 * on this machine (the sandbox). Anything else, or no URL at all, is refused before a call leaves.
 */
export function isTrustedApiBase(base: string): boolean {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function trusted(base: string): string {
  if (!isTrustedApiBase(base)) throw new ApiError(0, INSECURE_API_ORIGIN, { base });
  return base;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
