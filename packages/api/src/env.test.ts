import { describe, expect, it } from 'vitest';
import { apiConfigFromEnv } from './env';

describe('site configuration from the environment', () => {
  it('an empty environment runs on the sandbox', () => {
    expect(apiConfigFromEnv({ MODE: 'production' })).toEqual({
      trackerBase: 'http://localhost:4010',
      siteCode: 'sandbox',
      securityHeader: { name: 'X-Security-Code', value: 'sandbox-security-code' },
    });
  });

  it('pointing at a real upstream is configuration only', () => {
    expect(
      apiConfigFromEnv({
        VITE_TRACKER_BASE: 'https://tracker.example.vn',
        VITE_SITE_CODE: 'ABC',
        VITE_SECURITY_HEADER_NAME: 'X-Code',
        VITE_SECURITY_CODE: 'secret',
        VITE_TIMEOUT_MS: '15000',
        VITE_MONEY_ANSWER_WAIT_MS: '45000',
      }),
    ).toEqual({
      trackerBase: 'https://tracker.example.vn',
      siteCode: 'ABC',
      securityHeader: { name: 'X-Code', value: 'secret' },
      timeoutMs: 15_000,
      moneyAnswerWaitMs: 45_000,
    });
    expect(apiConfigFromEnv({ VITE_API_BASE: 'https://api.example.vn/api' }).apiBase).toBe(
      'https://api.example.vn/api',
    );
  });
});
