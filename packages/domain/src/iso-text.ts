/**
 * An upstream time as ISO text ('2026-01-02 03:04:05' → '2026-01-02T03:04:05') and whether it names
 * its zone ('Z', '+07:00', '+0700'). How it is read without one is the caller's rule: UTC for
 * notification times (time.ts), Vietnam time for record times (vietnam-time.ts).
 */
export function isoText(timestamp: string): { iso: string; hasZone: boolean } {
  const iso = timestamp.trim().replace(' ', 'T');
  return { iso, hasZone: /(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso) };
}
