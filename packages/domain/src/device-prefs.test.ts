import { describe, expect, it } from 'vitest';
import { parseMoneyHidden, parseRealityCheckMinutes, REALITY_CHECK_DEFAULT } from './device-prefs';

describe('the choices kept on this device (issue 27 §4, §5)', () => {
  it.each([
    ['true', true],
    ['false', false],
    [null, false],
    ['yes', false],
    ['{"hidden":true}', false],
  ])(
    '§4 "remembers the choice on this device": a stored %j hides the money: %j (anything else shows it)',
    (raw, hidden) => {
      expect(parseMoneyHidden(raw)).toBe(hidden);
    },
  );

  it.each([
    ['30', 30],
    ['60', 60],
    ['120', 120],
    ['0', 0],
    [null, 60],
    ['', 60],
    ['  ', 60],
    ['45', 60],
    ['abc', 60],
    ['-30', 60],
  ])(
    '§5 "60 minutes by default; 30, 60, 120 or off": a stored %j is %j (0 is off)',
    (raw, minutes) => {
      expect(parseRealityCheckMinutes(raw)).toBe(minutes);
    },
  );

  it('§5 "60 minutes by default"', () => {
    expect(REALITY_CHECK_DEFAULT).toBe(60);
  });
});
