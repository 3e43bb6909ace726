/** Upstream date strings are Vietnam local time (UTC+7, no DST) as "YYYY-MM-DD HH:mm:ss". */
const VN_OFFSET_MS = 7 * 60 * 60_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function vnDateTime(ms: number): string {
  const d = new Date(ms + VN_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

export function vnDateCompact(ms: number): string {
  return vnDateTime(ms).slice(0, 10).replaceAll('-', '');
}

/** Notifications use ISO 8601 UTC, as the contract fixes. */
export function isoUtc(ms: number): string {
  return new Date(ms).toISOString();
}

/** Start of the Vietnam-local day that contains `ms`, so seeded dates read "... 00:00:00". */
export function vnMidnight(ms: number): number {
  const day = 24 * 60 * 60_000;
  return Math.floor((ms + VN_OFFSET_MS) / day) * day - VN_OFFSET_MS;
}
