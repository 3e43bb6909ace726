// A deposit the player started and has not paid yet, shown first on /deposit and home (issue 47
// §2 "Never lose a deposit the player started"). The button's words are the issue's; the rest are
// ours (docs/decisions.md).

/** The card's title. */
export const WAITING_DEPOSIT_TITLE = 'Lệnh nạp tiền đang chờ thanh toán';
/** Issue 47 §2 "'Tiếp tục thanh toán', which opens its QR and bank-app button". */
export const WAITING_DEPOSIT_RESUME = 'Tiếp tục thanh toán';
/** Made less than a minute ago. */
export const WAITING_DEPOSIT_JUST_MADE = 'Vừa tạo';
/** On /deposit, in place of the form the upstream would refuse (YOU_HAVE_PENDING_TRANSACTION). */
export const WAITING_DEPOSIT_BLOCKS_NEW =
  'Bạn có thể tạo lệnh nạp tiền mới khi lệnh này đã được thanh toán hoặc bị huỷ.';

/** A first unit and, unless it is 0, the next one: '2 giờ 10 phút', '2 giờ'. */
const twoUnits = (first: string, count: number, unit: string) =>
  count > 0 ? `${first} ${count} ${unit}` : first;

/**
 * How long a deposit has waited, from one whole minute on, in its two largest units: 'Đã chờ 5
 * phút', 'Đã chờ 2 giờ 10 phút', 'Đã chờ 3 ngày 4 giờ'.
 */
export function depositWaited(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `Đã chờ ${twoUnits(`${days} ngày`, hours % 24, 'giờ')}`;
  if (hours > 0) return `Đã chờ ${twoUnits(`${hours} giờ`, minutes % 60, 'phút')}`;
  return `Đã chờ ${minutes} phút`;
}
