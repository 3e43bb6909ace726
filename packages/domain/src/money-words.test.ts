import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINTS_TO_VND, THOUSANDS_TO_VND } from './money';
import { amountHint, amountInFull, vndInWords } from './money-words';
import { WITHDRAW_PAGE_MAX } from './validation/withdraw-page';

describe('issue 47 §3 "the value in VND and in Vietnamese words, as bank apps show it"', () => {
  it.each([
    [600_000, 'Sáu trăm nghìn đồng'],
    [150_000, 'Một trăm năm mươi nghìn đồng'],
    [2_500_000, 'Hai triệu năm trăm nghìn đồng'],
    [1_000_000, 'Một triệu đồng'],
    [15_000_000_000, 'Mười lăm tỷ đồng'],
    [110_000, 'Một trăm mười nghìn đồng'],
    [0, 'Không đồng'],
    // The readings that vary (docs/decisions.md, issue 47): each as chosen.
    // "mười / mươi": ten alone, then tens of two and more.
    [10, 'Mười đồng'],
    [20, 'Hai mươi đồng'],
    // "mốt" after mươi, never after mười.
    [21, 'Hai mươi mốt đồng'],
    [11, 'Mười một đồng'],
    // "lăm" after any ten.
    [15, 'Mười lăm đồng'],
    [25, 'Hai mươi lăm đồng'],
    // "tư" after mươi, "bốn" after mười.
    [24, 'Hai mươi tư đồng'],
    [14, 'Mười bốn đồng'],
    // "linh" for a zero ten.
    [105, 'Một trăm linh năm đồng'],
    [5_005, 'Năm nghìn không trăm linh năm đồng'],
    // "'không trăm' inside larger numbers"; a group of three zeros is not read.
    [1_005_000, 'Một triệu không trăm linh năm nghìn đồng'],
    [1_050_000, 'Một triệu không trăm năm mươi nghìn đồng'],
    [1_000_500, 'Một triệu năm trăm đồng'],
    [2_000_000_021, 'Hai tỷ không trăm hai mươi mốt đồng'],
  ])('%d → %s', (amount, words) => {
    expect(vndInWords(amount)).toBe(words);
  });

  it('nothing is said of what is not a whole number of đồng', () => {
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(vndInWords(amount)).toBeNull();
    }
  });

  it('every amount up to the largest withdrawal reads: one capital, single spaces, no word twice in a row, "đồng" last', () => {
    const largest = WITHDRAW_PAGE_MAX * 1000;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: largest }), (amount) => {
        const words = vndInWords(amount);
        expect(words).not.toBeNull();
        expect(words).toMatch(/^\p{Lu}[\p{Ll} ]* đồng$/u);
        expect(words).not.toMatch(/ {2}/);
        expect(words).not.toMatch(/(^| )(\S+) \2( |$)/iu);
      }),
      { numRuns: 2000 },
    );
  });

  it("'600 K = 600,000 VND · Sáu trăm nghìn đồng': the typed amount with its unit, in VND and in words", () => {
    expect(amountHint('600', 'K', THOUSANDS_TO_VND)).toBe(
      '600 K = 600,000 VND · Sáu trăm nghìn đồng',
    );
    expect(amountHint('15000000', 'K', THOUSANDS_TO_VND)).toBe(
      '15,000,000 K = 15,000,000,000 VND · Mười lăm tỷ đồng',
    );
    expect(amountHint('150', 'điểm', POINTS_TO_VND)).toBe(
      '150 điểm = 4,500,000 VND · Bốn triệu năm trăm nghìn đồng',
    );
    // A game transfer's two decimals of a K.
    expect(amountHint('12.34', 'K', THOUSANDS_TO_VND, 2)).toBe(
      '12.34 K = 12,340 VND · Mười hai nghìn ba trăm bốn mươi đồng',
    );
  });

  it('"The withdraw amount\'s rate (what one unit is in VND) is shown before the player types"; and while what is typed is not a whole amount', () => {
    expect(amountHint('12.5', 'K', THOUSANDS_TO_VND)).toBe('1 K = 1,000 VND');
    for (const typed of ['', '0', '05', '1.234', '-5', '5a']) {
      expect(amountHint(typed, 'K', THOUSANDS_TO_VND, 2)).toBe('1 K = 1,000 VND');
      expect(amountHint(typed, 'điểm', POINTS_TO_VND)).toBe('1 điểm = 30,000 VND');
      expect(amountHint(typed, 'K', THOUSANDS_TO_VND)).toBe('1 K = 1,000 VND');
    }
    expect(amountInFull(1.5, 'K', 1500.5)).toBeNull();
  });
});
