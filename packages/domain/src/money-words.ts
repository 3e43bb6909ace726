/**
 * Issue 47 §3 "The amount said in full": a whole number of đồng in Vietnamese words, as bank apps
 * show it under an amount ('Sáu trăm nghìn đồng'). Where usage varies, the reading chosen is in
 * docs/decisions.md: 'linh' (not 'lẻ') for a zero ten, 'tư' after 'mươi', 'nghìn' (not 'ngàn'),
 * 'tỷ' (not 'tỉ'); a group of three zeros is not read, a group after the first that starts with a
 * zero reads 'không trăm'.
 */
import { groupThousands } from './money';

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín'] as const;

/** A thousand to the power of the index: nghìn, triệu, tỷ, then nghìn tỷ, triệu tỷ. */
const GROUPS = ['', 'nghìn', 'triệu', 'tỷ', 'nghìn tỷ', 'triệu tỷ'] as const;

/** The largest amount read (every VND amount the site handles is far below it). */
export const WORDS_MAX = Number.MAX_SAFE_INTEGER;

/** A digit's word: every caller passes 0 to 9. */
const digit = (value: number): string => DIGITS[value] as string;

/** The units after a ten: 'mốt' after 'mươi', 'lăm' after any ten, 'tư' after 'mươi'. */
function unitAfterTen(tens: number, unit: number): string {
  if (unit === 1 && tens >= 2) return 'mốt';
  if (unit === 5) return 'lăm';
  if (unit === 4 && tens >= 2) return 'tư';
  return digit(unit);
}

/** Three digits; `inside`: a group after the first, read in full from its hundreds. */
function readGroup(group: number, inside: boolean): string[] {
  const hundreds = Math.floor(group / 100);
  const tens = Math.floor(group / 10) % 10;
  const unit = group % 10;
  const words: string[] = [];
  if (hundreds > 0 || inside) words.push(digit(hundreds), 'trăm');
  if (tens === 0) {
    if (unit > 0 && words.length > 0) words.push('linh');
    if (unit > 0) words.push(digit(unit));
    return words;
  }
  words.push(tens === 1 ? 'mười' : `${digit(tens)} mươi`);
  if (unit > 0) words.push(unitAfterTen(tens, unit));
  return words;
}

/**
 * `amount` whole đồng in words, the first letter capital and 'đồng' after: 600000 → 'Sáu trăm
 * nghìn đồng', 1005000 → 'Một triệu không trăm linh năm nghìn đồng'. Null for what is not a whole
 * number from 0 to WORDS_MAX (nothing is said rather than something wrong).
 */
export function vndInWords(amount: number): string | null {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > WORDS_MAX) return null;
  if (amount === 0) return 'Không đồng';
  const groups: number[] = [];
  for (let rest = amount; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: string[] = [];
  for (const [index, group] of [...groups.entries()].reverse()) {
    if (group === 0) continue;
    // Six groups at most: WORDS_MAX is below a thousand triệu tỷ.
    words.push(...readGroup(group, words.length > 0), GROUPS[index] as string);
  }
  const text = `${words.filter(Boolean).join(' ')} đồng`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Issue 47 §3: an amount as typed, said in full as bank apps show it under the field: in VND and in
 * words, '600 K = 600,000 VND · Sáu trăm nghìn đồng'. `unit` is the field's ('K' for thousands,
 * 'điểm' for points) and `vnd` what the typed amount is in VND. Null for what is not a number
 * above zero or a `vnd` that is not whole (the field's own message speaks then).
 */
export function amountInFull(typed: number, unit: string, vnd: number): string | null {
  if (!Number.isFinite(typed) || typed <= 0) return null;
  const words = vndInWords(vnd);
  return words && `${groupThousands(typed)} ${unit} = ${groupThousands(vnd)} VND · ${words}`;
}

/**
 * The line under an amount field (issue 47 §3): before a whole amount is typed, what one unit is in
 * VND ('1 điểm = 30,000 VND', "the withdraw amount's rate … shown before the player types"); then
 * the amount in full. `vndPerUnit`: 1000 for thousands (K), POINTS_TO_VND for points; `decimals`:
 * how many the field takes.
 */
export function amountHint(typed: string, unit: string, vndPerUnit: number, decimals = 0): string {
  // Only what the field takes: a game transfer takes two decimals of a K ('12.5' is 12,500 VND).
  const taken = decimals > 0 ? new RegExp(`^[1-9]\\d*(\\.\\d{1,${decimals}})?$`) : /^[1-9]\d*$/;
  const amount = taken.test(typed) ? Number(typed) : Number.NaN;
  return amountInFull(amount, unit, Math.round(amount * vndPerUnit)) ?? unitRate(unit, vndPerUnit);
}

/** What one unit of a field is in VND: '1 điểm = 30,000 VND'. */
export function unitRate(unit: string, vndPerUnit: number): string {
  return `1 ${unit} = ${groupThousands(vndPerUnit)} VND`;
}
