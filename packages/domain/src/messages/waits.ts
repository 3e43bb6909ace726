// Issue 37 §3 "Long waits show their progress": what a long wait says, and for how long (texts
// ours, docs/decisions.md). A spec text that names the wait ('Vui lòng chờ cấp tài khoản trong giây
// lát…') stays as the spec writes it; these say only how long.

/** A money call's answer is awaited (up to the money guard's 30 s); its end says 'Chưa nhận được phản hồi cho giao dịch này.' */
export const MONEY_WAIT_LABEL = 'Đang chờ phản hồi cho giao dịch này';
/**
 * A waiting deposit whose status is checked every 10 s, on the QR step and the payment page. No
 * trailing '…': beside the spinner it read as a text cut short (issue 46 §1).
 */
export const DEPOSIT_STATUS_WAIT_LABEL = 'Đang chờ xác nhận thanh toán';

/** Whole seconds, rounded: a clock that ticks a few ms early or late says the same second. */
export const wholeSeconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

/** A wait in words: '12 giây', '1 phút 20 giây', '10 phút'. */
export function waitWords(ms: number): string {
  const seconds = wholeSeconds(ms);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return [minutes > 0 ? `${minutes} phút` : '', rest > 0 || minutes === 0 ? `${rest} giây` : '']
    .filter(Boolean)
    .join(' ');
}

/** A wait with an end: 'Đã chờ 12 giây (tối đa 30 giây)'. */
export const waitedOfTotal = (waitedMs: number, totalMs: number) =>
  `Đã chờ ${waitWords(Math.min(waitedMs, totalMs))} (tối đa ${waitWords(totalMs)})`;

/**
 * A wait checked again and again: 'Đã chờ 1 phút 20 giây · kiểm tra lại sau 6 giây', or
 * '… · đang kiểm tra…' while a check is on its way (`nextInMs` null).
 */
export const waitedUntilCheck = (waitedMs: number, nextInMs: number | null) =>
  `Đã chờ ${waitWords(waitedMs)} · ${
    nextInMs === null || wholeSeconds(nextInMs) === 0
      ? 'đang kiểm tra…'
      : `kiểm tra lại sau ${waitWords(nextInMs)}`
  }`;
