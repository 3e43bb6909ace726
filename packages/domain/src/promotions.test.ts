import { describe, expect, it } from 'vitest';
import { promotionDateRange } from './promotions';

describe("the promotion popup's date range (000 §2)", () => {
  it.each([
    ['01/11/2026', '30/11/2026', '01/11/2026 - 30/11/2026', '"date range"'],
    [
      '01/11/2026',
      null,
      '01/11/2026 - Dài hạn',
      '"A promotion with no end date shows \'Dài hạn\' (long term)": beside its start (issue 24 §7)',
    ],
    [null, null, 'Dài hạn', 'no dates at all'],
    [null, '30/11/2026', '30/11/2026', 'no start'],
  ])('%s, %s → %s — %s', (start, end, range, _spec) => {
    expect(promotionDateRange(start, end)).toBe(range);
  });
});
