import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('countdown (000 §9)', () => {
  it.each([
    [60, '1:00'],
    [59, '0:59'],
    [9, '0:09'],
    [0, '0:00'],
    [-3, '0:00'],
    [125, '2:05'],
  ])('"OTP resend timer 60 seconds shown as m:ss" — %j', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
