import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('public entry', () => {
  it('keeps every name other packages import (@wallet/api, @wallet/ui, the apps)', () => {
    for (const name of [
      'CLIENT_CACHE_MS',
      'CLIENT_RETRIES',
      'CLIENT_RETRY_CAP_MS',
      'STORAGE_KEYS',
      'SESSION_EXPIRED_MESSAGE',
      'UNAUTHENTICATED',
      'TIMEOUT_EXCEEDED',
      'NETWORK_ERROR',
      'BANNERS_LOAD_FAILED',
      'NOT_FOUND_MESSAGE',
      'BANNER_ROTATION_MS',
      'PHONE_LENGTH',
      'BALANCE_MIN_INTERVAL_MS',
      'LOADING_OVERLAY_MS',
      'ACTIVATION_POLL_MS',
      'ACTIVATION_WINDOW_MS',
      'DEPOSIT_STATUS_POLL_MS',
      'GAME_LINKS_POLL_MS',
      'PAYMENT_FRAME_LOADER_MS',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });

  it('offers each rule as a function and each form as a zod schema', () => {
    expect(domain.validateLoginPhone('123')).toBe('Vui lòng nhập 10 ký tự');
    expect(
      domain.loginSchema.safeParse({ phone: '0123456789', password: '12345678' }).success,
    ).toBe(true);
  });
});
