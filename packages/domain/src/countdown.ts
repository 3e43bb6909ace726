// Apart from time.ts: the OTP and agency timers' pages need no date library (issue 26: date-fns,
// 8 KB gzip, came with /reset-password and /agent/register for this one line).

/** 000 §9 "resend timer 60 seconds (m:ss)": 60 → '1:00', 9 → '0:09'. Negative counts as 0. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
