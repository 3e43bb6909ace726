import { describe, expect, it } from 'vitest';
import {
  nextRealityCheckAt,
  parseRealityCheckMinutes,
  parseStoredTime,
  REALITY_CHECK_DEFAULT,
} from './play-session';

const MIN = 60_000;

describe("the reality check's session and interval on this device (issue 27 §5)", () => {
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
  it.each([
    ['1700000000000', 1_700_000_000_000],
    ['0', 0],
    [null, null],
    ['', null],
    ['abc', null],
    ['1e999', null],
    ['{"start":1000}', null],
  ])('"since login on this device, surviving reloads": a stored time %j reads %j', (raw, time) => {
    expect(parseStoredTime(raw)).toBe(time);
  });

  it('"After a stretch of play (60 minutes by default …)": due a whole interval after the start, then after each one the player closed', () => {
    const start = 1_000_000;
    expect(nextRealityCheckAt(start, start, 60)).toBe(start + 60 * MIN);
    // Closed late (it waited for a money call): the next is still on the hour.
    expect(nextRealityCheckAt(start, start + 75 * MIN, 60)).toBe(start + 120 * MIN);
    // Closed exactly when due: the next one.
    expect(nextRealityCheckAt(start, start + 60 * MIN, 60)).toBe(start + 120 * MIN);
    // The interval changed in the profile: the next on the new one, after the last closed.
    expect(nextRealityCheckAt(start, start + 60 * MIN, 30)).toBe(start + 90 * MIN);
    expect(nextRealityCheckAt(start, start, 120)).toBe(start + 120 * MIN);
    // A closing stored from before this session counts as none.
    expect(nextRealityCheckAt(start, start - 5 * MIN, 60)).toBe(start + 60 * MIN);
  });

  it('"or off": no reminder', () => {
    expect(nextRealityCheckAt(0, 0, 0)).toBeNull();
  });
});
