// The upstream's record times in Vietnam time: plain arithmetic, apart from time.ts, so the
// transaction history and the reality check load no date library (issue 26: date-fns is 8 KB gzip).

import { isoText } from './iso-text';

/** Vietnam's offset from UTC; the country keeps no daylight saving time. */
export const VIETNAM_OFFSET_MS = 7 * 60 * 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The instant (ms since the epoch) of an upstream record time: a time without a zone
 * ('2026-01-02 10:04:05') is the upstream's Vietnam wall clock, one with a zone is read as written.
 * null when the text is not a time. The device's zone plays no part (docs/decisions.md).
 */
export function vietnamInstant(timestamp: string): number | null {
  const { iso, hasZone } = isoText(timestamp);
  const withZone = hasZone ? iso : `${iso.includes('T') ? iso : `${iso}T00:00:00`}+07:00`;
  const instant = Date.parse(withZone);
  return Number.isNaN(instant) ? null : instant;
}

/** The Vietnam wall clock of an instant, read through the UTC getters of the Date it returns. */
const vietnamWallClock = (instant: number) => new Date(instant + VIETNAM_OFFSET_MS);

/**
 * 000 §9 "dates in the Vietnamese locale", for the upstream's own record times (the transaction
 * history): 'dd/MM/yyyy HH:mm' in Vietnam time, e.g. '02/01/2026 10:04'. A time without a zone
 * ('2026-01-02 10:04:05') is the upstream's Vietnam wall clock and is shown as written; one with a
 * zone is shown in Vietnam time. The device's zone plays no part (docs/decisions.md). '' when the
 * text is not a time.
 */
export function formatVietnamTime(timestamp: string): string {
  const instant = vietnamInstant(timestamp);
  if (instant === null) return '';
  const wall = vietnamWallClock(instant);
  return (
    `${pad2(wall.getUTCDate())}/${pad2(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()} ` +
    `${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`
  );
}
