import { describe, expect, it } from 'vitest';
import { CLIENT_CACHE_MS, CLIENT_RETRIES, CLIENT_RETRY_CAP_MS } from './client';

describe('the client defaults (000 §9)', () => {
  it('000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s"', () => {
    expect([CLIENT_CACHE_MS, CLIENT_RETRIES, CLIENT_RETRY_CAP_MS]).toEqual([300_000, 3, 30_000]);
  });
});
