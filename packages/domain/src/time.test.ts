import { describe, expect, it } from 'vitest';
import {
  LOCALE,
  formatDateTimeVi,
  formatDateVi,
  formatLongDateVi,
  parseUtc,
  relativeTimeVi,
} from './time';

const now = new Date('2026-01-02T12:00:00Z');

describe('time (000 §9, 001 §9)', () => {
  it.each([
    ['2026-01-02 10:00:00', '2026-01-02T10:00:00.000Z'],
    ['2026-01-02T10:00:00Z', '2026-01-02T10:00:00.000Z'],
    ['2026-01-02T17:00:00+07:00', '2026-01-02T10:00:00.000Z'],
    ['2026-01-02', '2026-01-02T00:00:00.000Z'],
    [Date.UTC(2026, 0, 2, 10), '2026-01-02T10:00:00.000Z'],
  ])(
    '"Notification times are shown as UTC relative distance from now" — %j is read as UTC',
    (input, iso) => {
      expect(parseUtc(input).toISOString()).toBe(iso);
    },
  );

  it.each([
    ['2026-01-02 10:00:00', 'khoảng 2 giờ trước'],
    ['2026-01-02 11:59:30', '1 phút trước'],
    ['2026-01-02 11:59:55', 'dưới 1 phút trước'],
    ['2025-12-30 12:00:00', '3 ngày trước'],
  ])('"Notification times are shown as UTC relative distance from now" — %j', (timestamp, text) => {
    expect(relativeTimeVi(timestamp, now)).toBe(text);
  });

  it('relative time defaults `now` to the current time', () => {
    expect(relativeTimeVi(new Date(Date.now() - 5 * 60_000))).toBe('5 phút trước');
  });

  it('"dates in the Vietnamese locale"', () => {
    expect(formatDateTimeVi('2026-01-02 03:04:05')).toBe('02/01/2026 03:04');
    expect(formatDateVi('2026-01-02 03:04:05')).toBe('02/01/2026');
    expect(formatLongDateVi('2026-01-02 03:04:05')).toBe('ngày 2 tháng 01 năm 2026');
  });
});

describe('the locale (000 §9)', () => {
  it('000 §9 "dates in the Vietnamese locale"', () => {
    expect([LOCALE]).toEqual(['vi']);
  });
});
