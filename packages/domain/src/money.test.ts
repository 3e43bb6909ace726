import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY,
  DAGA_MULTIPLE,
  QUICK_AMOUNT_FRACTIONS,
  THOUSANDS_TO_VND,
  balanceDisplay,
  formatAmountLabel,
  formatBalanceK,
  formatPoints,
  formatRealAmount,
  formatNetAmount,
  formatTransactionAmount,
  groupThousands,
  parseAmountLabel,
  pointsToVnd,
  quickAmounts,
  thousandsToVnd,
  transferableBalance,
  truncateToDagaMultiple,
  visitorWithdrawRealAmount,
  vndToPoints,
  vndToThousands,
  wholePoints,
  withdrawPageRealAmount,
} from './money';

describe('conversions (000 §1, 001 §7, §9)', () => {
  it.each([
    [150, 150_000],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [1.5, 1500],
  ])('"The value sent is the typed amount multiplied by 1000." — %j K', (k, vnd) => {
    expect(thousandsToVnd(k)).toBe(vnd);
  });

  it.each([
    [1, 30_000],
    [150, 4_500_000],
    [-1, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('"the amount sent is the typed amount times 30000" — %j points', (points, vnd) => {
    expect(pointsToVnd(points)).toBe(vnd);
  });

  it('property: sent amounts are whole VND and never negative; thousands and points convert back exactly', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        for (const vnd of [thousandsToVnd(x), pointsToVnd(x)]) {
          expect(Number.isInteger(vnd)).toBe(true);
          expect(vnd).toBeGreaterThanOrEqual(0);
        }
      }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), (n) => {
        expect(vndToThousands(thousandsToVnd(n))).toBe(n);
        expect(vndToPoints(pointsToVnd(n))).toBe(n);
      }),
    );
  });

  it.each([
    [12.9, 12],
    [-3, 0],
    [Number.NaN, 0],
    [7, 7],
  ])(
    '"The amount rounded down to a whole number is what is sent for game point transfers to the main wallet." — %j',
    (points, whole) => {
      expect(wholePoints(points)).toBe(whole);
    },
  );

  it.each([
    [95, 90],
    [29, 0],
    [30, 30],
    [-30, 0],
    [Number.NaN, 0],
  ])(
    '"The converter truncates to multiples of 30 in the Da Ga mode." — %j',
    (amount, truncated) => {
      expect(truncateToDagaMultiple(amount)).toBe(truncated);
    },
  );

  it('property: Da Ga truncation gives the largest multiple of 30 not above the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (x) => {
        const t = truncateToDagaMultiple(x);
        expect(t % 30).toBe(0);
        expect(t).toBeLessThanOrEqual(x);
        expect(x - t).toBeLessThan(30);
      }),
    );
  });
});

describe('display (000 §1, §2, 001 §2, §4, §5)', () => {
  it.each([
    [100000, '100,000'],
    [15000000, '15,000,000'],
    [999, '999'],
    [0, '0'],
    [1234.5, '1,234.5'],
    [-1500, '-1,500'],
  ])(
    '"\'Số tiền rút vượt quá giới hạn 100,000 triệu\'" — thousands separators as the spec shows them: %j',
    (n, text) => {
      expect(groupThousands(n)).toBe(text);
    },
  );

  it('"In the transaction list only the amount text is grouped with thousands separators."', () => {
    expect(formatTransactionAmount(4_500_000)).toBe('4,500,000 VND');
  });

  it.each([
    [700_000, '+700,000 VND'],
    [-150_000, '\u2212150,000 VND'],
    [0, '0 VND'],
  ])(
    'issue 27 §3 "the period\'s totals (deposited, withdrawn, net) in VND": a net of %j reads %j',
    (vnd, text) => {
      expect(formatNetAmount(vnd)).toBe(text);
    },
  );

  it.each([
    [5000, '5,000K'],
    [5000.5, '5,000.5K'],
    [12.345, '12.35K'],
    [0, '0K'],
  ])('"Main-balance amounts are shown in thousands with a K or k suffix." — %j', (k, text) => {
    expect(formatBalanceK(k)).toBe(text);
  });

  it.each([
    [150, '150K'],
    [999, '999K'],
    [1000, '1 Triệu'],
    [1500, '1.5 Triệu'],
    [150000, '150 Triệu'],
  ])(
    '"Labels show thousands with K, and a \'Triệu\' (million) label is also understood." — %j',
    (k, label) => {
      expect(formatAmountLabel(k)).toBe(label);
      expect(parseAmountLabel(label)).toBe(k);
    },
  );

  it.each([
    ['150k', 150],
    ['2 triệu', 2000],
    ['1,500', 1500],
    ['abc', null],
    ['', null],
  ])('"a \'Triệu\' (million) label is also understood" — %j', (label, k) => {
    expect(parseAmountLabel(label)).toBe(k);
  });

  it.each([
    [150, 150000, [150, 37500, 75000, 112500, 150000]],
    [500, 150000, [500, 37500, 75000, 112500, 150000]],
    [150, 301, [150, 225, 301]],
    [100, 100, [100]],
  ])(
    '"The quick-amount set is the minimum, 25%, 50%, 75% and the maximum of the bound." — %j ~ %j',
    (min, max, set) => {
      expect(quickAmounts(min, max)).toEqual(set);
    },
  );

  it('property: every quick amount is a whole number inside the bound, ascending, starting at min and ending at max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        (min, span) => {
          const max = min + span;
          const set = quickAmounts(min, max);
          expect(set[0]).toBe(min);
          expect(set.at(-1)).toBe(max);
          for (const [i, v] of set.entries()) {
            expect(Number.isInteger(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(min);
            expect(v).toBeLessThanOrEqual(max);
            if (i > 0) expect(v).toBeGreaterThan(set[i - 1] as number);
          }
        },
      ),
    );
  });

  it('"the real-money conversion, labelled \'Thực tế\'"', () => {
    expect(formatRealAmount(1500)).toBe('Thực tế: 1,500 VND');
    expect(visitorWithdrawRealAmount(150)).toBe('Thực tế: 150,000 VND');
    expect(withdrawPageRealAmount(150)).toBe('Thực tế: 4,500,000 VND');
  });

  it.each([
    [{ kind: 'loading' } as const, null],
    [{ kind: 'value', value: 0 } as const, 0],
    [{ kind: 'value', value: 12.5 } as const, 12.5],
    [{ kind: 'error', code: 'GAME_PROVIDER_NOT_SUPPORTED' } as const, 'KHÔNG ĐƯỢC HỖ TRỢ'],
    [{ kind: 'error', code: 'NETWORK_ERROR' } as const, 'LỖI MẠNG'],
    [{ kind: 'error', code: 'FORBIDDEN' } as const, 'CẤM'],
    [{ kind: 'error', code: 'ACCOUNT_DOESNT_EXIST' } as const, 0],
  ])(
    "\"Loading spinner, a number, 'KHÔNG ĐƯỢC HỖ TRỢ' (not supported), 'LỖI MẠNG' (network error), or 'CẤM' (forbidden, Da Ga). A balance of 0 shows 0.\" — %j",
    (balance, shown) => {
      expect(balanceDisplay(balance)).toBe(shown);
    },
  );

  it.each([
    [5, 5],
    [0, null],
    ['LỖI MẠNG', null],
  ])(
    '"A game balance of \'LỖI MẠNG\' is skipped." (transfer-all; positive balances only) — %j',
    (balance, expected) => {
      expect(transferableBalance(balance)).toBe(expected);
    },
  );
});

describe('points carry their unit (issue 24 "Every amount a player sees carries its unit")', () => {
  it.each([
    [0, '0 điểm'],
    [120, '120 điểm'],
    [1234567.5, '1,234,567.5 điểm'],
  ])('001 §2 "points balance" %j reads %j', (points, shown) => {
    expect(formatPoints(points)).toBe(shown);
  });
});

describe('the money numbers (000 §9, 001 §9)', () => {
  it.each([
    ['000 §9 "Amount sent: typed amount times 1000"', [THOUSANDS_TO_VND], [1000]],
    ['000 §9 "Currency: VND"', [CURRENCY], ['VND']],
    [
      '000 §9 "The quick-amount set is the minimum, 25%, 50%, 75% and the maximum of the bound."',
      [...QUICK_AMOUNT_FRACTIONS],
      [0.25, 0.5, 0.75],
    ],
    [
      '001 §9 "The converter truncates to multiples of 30 in the Da Ga mode."',
      [DAGA_MULTIPLE],
      [30],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
