import { DEFAULT_TIMEOUT_MS, type ApiConfig } from './config';
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
    if (config.apiBase) return trimSlash(config.apiBase);
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
    return `${trimSlash(found)}/api`;
  }

  return () => {
    pending ??= lookup().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
