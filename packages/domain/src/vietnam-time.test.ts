import { describe, expect, it } from 'vitest';
import { formatVietnamTime, vietnamInstant } from './vietnam-time';

describe('record times in Vietnam time (000 §9, issue 27)', () => {
  it.each([
    ['2026-01-02 03:04:05', '02/01/2026 03:04'],
    ['2026-01-02T23:59:59', '02/01/2026 23:59'],
    ['2026-01-02', '02/01/2026 00:00'],
    ['2026-01-02T20:30:00Z', '03/01/2026 03:30'],
    ['2026-01-02T10:00:00+07:00', '02/01/2026 10:00'],
    ['2026-01-02T10:00:00+0000', '02/01/2026 17:00'],
    ['2026-13-45 99:00:00', ''],
    ['not a time', ''],
  ])(
    '"dates in the Vietnamese locale" — a record time %j reads %j in Vietnam time, whatever the device zone',
    (timestamp, text) => {
      expect(formatVietnamTime(timestamp)).toBe(text);
    },
  );

  it.each([
    ['2026-01-02 10:04:05', '2026-01-02T03:04:05.000Z'],
    ['2026-01-02T10:04:05Z', '2026-01-02T10:04:05.000Z'],
    ['not a time', null],
  ])(
    'issue 27 §5 "counted from the session\'s start": a record time %j is the instant %j',
    (timestamp, iso) => {
      const instant = vietnamInstant(timestamp);
      expect(instant === null ? null : new Date(instant).toISOString()).toBe(iso);
    },
  );
  it('a record time is an instant in Vietnam time (issue 27 §3 periods and weeks)', () => {
    expect(vietnamInstant('2026-01-02 03:04:05')).toBe(Date.parse('2026-01-02T03:04:05+07:00'));
    expect(vietnamInstant('2026-01-02T20:30:00Z')).toBe(Date.parse('2026-01-02T20:30:00Z'));
    expect(vietnamInstant('not a time')).toBeNull();
  });
});
