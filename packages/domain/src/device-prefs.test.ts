import { describe, expect, it } from 'vitest';
import { parseMoneyHidden } from './device-prefs';

describe('the money toggle kept on this device (issue 27 §4)', () => {
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
});
