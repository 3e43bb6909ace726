import { PROMOTION_LONG_TERM } from './messages/general';

/**
 * 000 §2 "Tapping one opens a popup with image, title, date range and HTML body. A promotion with no
 * end date shows 'Dài hạn' (long term)." The range keeps its start: 'Dài hạn' stands where the end
 * date would ('01/11/2026 - Dài hạn'); without a start, the end (or 'Dài hạn') alone.
 */
export function promotionDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
) {
  return [start, end || PROMOTION_LONG_TERM].filter(Boolean).join(' - ');
}
