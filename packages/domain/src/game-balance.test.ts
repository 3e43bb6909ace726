import { describe, expect, it } from 'vitest';
import { BALANCE_MIN_INTERVAL_MS, BALANCE_REFRESH_DELAY_MS } from './game-balance';

describe('the balance endpoint (000 §9, 001 §9)', () => {
  it.each([
    ['000 §9 "Balance endpoint: 1 request per second"', [BALANCE_MIN_INTERVAL_MS], [1000]],
    [
      '001 §9 "Balance refreshes are delayed by 1 second after a transfer. The Da Ga balance fetch is delayed 1 second."',
      [BALANCE_REFRESH_DELAY_MS],
      [1000],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
