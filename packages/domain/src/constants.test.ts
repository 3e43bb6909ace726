import { describe, expect, it } from 'vitest';
import {
  ACTIVATION_WINDOW_MS,
  CLIENT_CACHE_MS,
  CLIENT_RETRIES,
  CLIENT_RETRY_CAP_MS,
} from './constants';

describe('constants (spec section 9)', () => {
  it('"Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s"', () => {
    expect(CLIENT_CACHE_MS).toBe(300_000);
    expect(CLIENT_RETRIES).toBe(3);
    expect(CLIENT_RETRY_CAP_MS).toBe(30_000);
  });

  it('"activation wait window 600000 ms (10 minutes)"', () => {
    expect(ACTIVATION_WINDOW_MS).toBe(600_000);
  });
});
