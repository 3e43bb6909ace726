import { POINTS_UNIT, REAL_AMOUNT_LABEL, TRIEU_LABEL } from './messages';

/** Whole VND, never negative: what every amount sent upstream is. */
export type Vnd = number & { readonly __unit: 'VND' };

function wholeNonNegative(value: number): Vnd {
  if (!Number.isFinite(value) || value <= 0) return 0 as Vnd;
  return Math.round(value) as Vnd;
}

/** 000 §9 "Amount sent: typed amount times 1000"; 001 §9 "amount sent multiplied by 1000" */
export const THOUSANDS_TO_VND = 1000;

/** 000 §1 "The value sent is the typed amount multiplied by 1000." Negative or non-finite input gives 0. */
export function thousandsToVnd(thousands: number): Vnd {
  return wholeNonNegative(thousands * THOUSANDS_TO_VND);
}

/** The inverse of {@link thousandsToVnd}: VND back to thousands (K). */
export function vndToThousands(vnd: number): number {
  return vnd / THOUSANDS_TO_VND;
}

/** 001 §9 "Points-to-money conversion: the amount sent is the typed amount times 30000" */
export const POINTS_TO_VND = 30_000;

/** 001 §9 "the amount sent is the typed amount times 30000". Negative or non-finite input gives 0. */
export function pointsToVnd(points: number): Vnd {
  return wholeNonNegative(points * POINTS_TO_VND);
}

/** The inverse of {@link pointsToVnd}: VND back to points. */
export function vndToPoints(vnd: number): number {
  return vnd / POINTS_TO_VND;
}

/**
 * 001 §9 "Visitor withdraw: … balance check uses a factor of 30". A point is 30 K
 * (POINTS_TO_VND / THOUSANDS_TO_VND): the visitor's modal checks thousands against a balance in
 * points with it, the signed-in page points against a balance in thousands.
 */
export const WITHDRAW_BALANCE_FACTOR = 30;

/** 001 §5 "The amount rounded down to a whole number is what is sent for game point transfers to the main wallet." */
export function wholePoints(points: number): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  return Math.floor(points);
}

/** 001 §9 "The converter truncates to multiples of 30 in the Da Ga mode." */
export const DAGA_MULTIPLE = 30;

/** 001 §9 "The converter truncates to multiples of 30 in the Da Ga mode." */
export function truncateToDagaMultiple(amount: number): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  return Math.floor(amount / DAGA_MULTIPLE) * DAGA_MULTIPLE;
}

/**
 * Groups the integer part with ',' every three digits, as the spec writes amounts ('100,000',
 * '15,000,000'); the decimal part, if any, follows a '.'. Used for messages and the transaction list.
 */
export function groupThousands(value: number): string {
  const negative = value < 0;
  const [integer = '0', fraction] = String(Math.abs(value)).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 000 §9 "Currency: VND; dates in the Vietnamese locale"; 001 §9 "Currency: VND." */
export const CURRENCY = 'VND';

/**
 * 001 §5 "In the transaction list only the amount text is grouped with thousands separators."
 * Whole VND, written with 'VND' as 'Thực tế' is (issue 24): a bare '500,000' beside balances in K
 * reads as K.
 */
export function formatTransactionAmount(vnd: number): string {
  return `${groupThousands(vnd)} ${CURRENCY}`;
}

/**
 * A difference of whole VND with its sign, as the history's net total (issue 27 §3): '+700,000 VND',
 * '−150,000 VND' (a minus sign, which screen readers read as "minus"), '0 VND'.
 */
export function formatNetAmount(vnd: number): string {
  const sign = vnd > 0 ? '+' : vnd < 0 ? '−' : '';
  return `${sign}${formatTransactionAmount(Math.abs(vnd))}`;
}

/** Rounds to at most 2 decimals and drops trailing zeros. */
function twoDecimals(value: number): number {
  return Math.round(value * 100) / 100;
}

/** 000 §1 "Main-balance amounts are shown in thousands with a K or k suffix." e.g. 5000.5 → '5,000.5K'. */
export function formatBalanceK(thousands: number): string {
  return `${groupThousands(twoDecimals(thousands))}K`;
}

/**
 * Game points with their unit, e.g. '1,234.5 điểm': 001 §2 "points balance" next to balances in K
 * (issue 24 "Every amount a player sees carries its unit").
 */
export function formatPoints(points: number): string {
  return `${groupThousands(points)} ${POINTS_UNIT}`;
}

/**
 * 000 §2 "Labels show thousands with K, and a 'Triệu' (million) label is also understood."
 * Below 1000 K: '150K'; from 1000 K: millions, '1 Triệu', '1.5 Triệu', '150 Triệu'.
 */
export function formatAmountLabel(thousands: number): string {
  if (thousands < 1000) return `${groupThousands(twoDecimals(thousands))}K`;
  return `${groupThousands(twoDecimals(thousands / 1000))} ${TRIEU_LABEL}`;
}

/** Reads a quick-amount label back to thousands: '150K', '150k', '1.5 Triệu', '150 triệu', '2000'. */
export function parseAmountLabel(label: string): number | null {
  const match = /^\s*([\d,]+(?:\.\d+)?)\s*(k|triệu)?\s*$/i.exec(label);
  if (!match) return null;
  const value = Number((match[1] as string).replace(/,/g, ''));
  return match[2]?.toLowerCase() === 'triệu' ? twoDecimals(value * 1000) : value;
}

/** 000 §9 "The quick-amount set is the minimum, 25%, 50%, 75% and the maximum of the bound." */
export const QUICK_AMOUNT_FRACTIONS = [0.25, 0.5, 0.75] as const;

/**
 * 000 §2/§9 "The quick-amount set is the minimum, 25%, 50%, 75% and the maximum of the bound."
 * Rounding rule (docs/decisions.md): each middle value is the fraction of the maximum rounded DOWN
 * to a whole thousand, raised to the minimum if below it; duplicates are dropped, order ascending.
 */
export function quickAmounts(min: number, max: number): number[] {
  const middle = QUICK_AMOUNT_FRACTIONS.map((fraction) =>
    Math.max(min, Math.floor(max * fraction)),
  );
  return [...new Set([min, ...middle, max])];
}

/** 001 §2 "the real-money conversion, labelled 'Thực tế'": e.g. 'Thực tế: 4,500,000 VND'. */
export function formatRealAmount(vnd: number): string {
  return `${REAL_AMOUNT_LABEL}: ${groupThousands(vnd)} ${CURRENCY}`;
}

/** 001 §2 the visitor modal's 'Thực tế' line: typed thousands × 1000. */
export function visitorWithdrawRealAmount(thousands: number): string {
  return formatRealAmount(thousandsToVnd(thousands));
}

/** 001 §9 "the display shows the real amount as 'Thực tế'": typed points × 30000. */
export function withdrawPageRealAmount(points: number): string {
  return formatRealAmount(pointsToVnd(points));
}

// In a module of its own: a page that formats money does not carry the balance words with it
// (home's first load, docs/decisions.md).
export { balanceDisplay, type GameBalance } from './game-balance';

/** 001 §3 "balance (a number, or the text 'LỖI MẠNG' meaning network error)" → the points to move, or null to skip. */
export function transferableBalance(balance: number | string): number | null {
  return typeof balance === 'number' && balance > 0 ? balance : null;
}
