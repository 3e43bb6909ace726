import { DAGA_MULTIPLE, formatBalanceK, truncateToDagaMultiple } from '../money';
import {
  AMOUNT_NOT_ACCEPTED_TEXT,
  AMOUNT_REQUIRED,
  MAX_LABEL,
  CHOOSE_MINIMUM_POINTS,
  DECIMALS_NOT_ACCEPTED,
  GAME_INSUFFICIENT_BALANCE,
  LEADING_ZERO,
  TWO_DECIMALS_ONLY,
} from '../messages';
import { amountRefusal } from './amount-text';
import { formSchema } from './common';

/** 001 §9 "Game transfers: at most 2 decimals for non-Da Ga amounts; integers only for Da Ga." */
export const GAME_TRANSFER_MAX_DECIMALS = 2;

export interface GameTransferContext {
  /** Da Ga: integers only. */
  isDaGa: boolean;
  /** Main balance, in the same unit as the amount. */
  mainBalance: number;
  /** From the game's rates; absent when the server gives none. */
  min?: number | null;
  max?: number | null;
}

/**
 * 001 §5 "Digits only": a minus, a comma, a letter or a second point is named first and never
 * dropped (`amountRefusal`; dropping ',' read '1,5' as 15). Then, in this order: "Leading zero gives 'Vui lòng không nhập số bắt đầu
 * bằng 0'. Da Ga with a decimal point gives 'Giá trị thập phân không được chấp nhận'. More than 2
 * decimals for other games gives 'Chỉ chấp nhận hai số thập phân'. An amount above the main balance
 * gives 'Tài khoản của bạn không đủ số dư …'. Below the minimum with no maximum gives 'Vui lòng chọn
 * điểm tối thiểu'. Below the minimum with a maximum gives the insufficient-balance message."
 * A blank amount has no message (001 §5 "A blank amount … is allowed").
 */
export function validateGameTransferAmount(raw: string, ctx: GameTransferContext): string | null {
  if (raw === '') return null;
  const refused = amountRefusal(raw, 'game');
  if (refused !== null) return refused;
  if (raw.startsWith('0')) return LEADING_ZERO;
  const [, decimals = ''] = raw.split('.');
  if (ctx.isDaGa && raw.includes('.')) return DECIMALS_NOT_ACCEPTED;
  if (decimals.length > GAME_TRANSFER_MAX_DECIMALS) return TWO_DECIMALS_ONLY;
  const amount = Number(raw);
  if (amount > ctx.mainBalance) return GAME_INSUFFICIENT_BALANCE;
  if (ctx.min != null && amount < ctx.min) {
    return ctx.max == null ? CHOOSE_MINIMUM_POINTS : GAME_INSUFFICIENT_BALANCE;
  }
  return null;
}

/** 001 §2 "Min and max … are highlighted when the entry is out of range." */
export function gameTransferOutOfRange(
  raw: string,
  ctx: GameTransferContext,
): 'min' | 'max' | null {
  if (raw === '') return null;
  const amount = Number(raw);
  if (ctx.min != null && amount < ctx.min) return 'min';
  if (ctx.max != null && amount > ctx.max && !(amount === ctx.mainBalance && !ctx.isDaGa)) {
    return 'max';
  }
  return null;
}

/**
 * 001 §5 "For Da Ga, an amount outside min..max disables the play button. For other games the amount
 * must be at least the minimum and at most the maximum if one exists. … A blank amount with a positive
 * game balance is allowed". A non-Da Ga amount equal to the whole balance above the maximum is allowed:
 * the maximum is sent instead.
 */
export function canPlayGame(raw: string, ctx: GameTransferContext, gameBalance: number): boolean {
  return playGameBlocker(raw, ctx, gameBalance) === null;
}

/**
 * Why 'Chơi ngay' is disabled, in the spec's words, or null when it is not (issue 46 §1 "Every
 * disabled submit says why"): nothing typed and nothing in the game, the amount's own message, or
 * the maximum it breaks as the dialog shows it ('Tối đa: 600K').
 */
export function playGameBlocker(
  raw: string,
  ctx: GameTransferContext,
  gameBalance: number,
): string | null {
  if (raw === '') return gameBalance > 0 ? null : AMOUNT_REQUIRED;
  const invalid = validateGameTransferAmount(raw, ctx);
  if (invalid !== null) return invalid;
  // Below the minimum has its own message (above); above the maximum, the bound as the dialog
  // shows it.
  if (ctx.max != null && gameTransferOutOfRange(raw, ctx) === 'max') {
    return `${MAX_LABEL} ${formatBalanceK(ctx.max)}`;
  }
  return null;
}

/**
 * 001 §5 "When the amount equals the whole balance and exceeds the maximum, the maximum is sent
 * instead." Da Ga sends a whole number, the others at most 2 decimals; never negative.
 */
export function gameTransferAmountToSend(raw: string, ctx: GameTransferContext): number {
  const amount = Math.max(0, Number(raw) || 0);
  const capped =
    ctx.max != null && amount === ctx.mainBalance && amount > ctx.max ? ctx.max : amount;
  return ctx.isDaGa ? Math.floor(capped) : Math.floor(capped * 100) / 100;
}

/**
 * 001 §5 "'Chuyển tất cả điểm' fills the truncated main balance." 001 §9 "The converter truncates to
 * multiples of 30 in the Da Ga mode."
 */
export function transferAllPointsAmount(mainBalance: number, isDaGa: boolean): string {
  const whole = isDaGa ? truncateToDagaMultiple(mainBalance) : Math.floor(Math.max(0, mainBalance));
  return String(whole);
}

/**
 * The play-game dialog's message for the amount: 001 §5's rules, then, for Da Ga, whole multiples
 * of 30 (001 §9 "The converter truncates to multiples of 30 in the Da Ga mode"; the upstream answers
 * any other Da Ga amount with AMOUNT_NOT_ACCEPTED, so the player is told before it is sent).
 */
export function playGameAmountMessage(raw: string, ctx: GameTransferContext): string | null {
  const message = validateGameTransferAmount(raw, ctx);
  if (message !== null || !ctx.isDaGa || raw === '') return message;
  return Number(raw) % DAGA_MULTIPLE === 0 ? null : AMOUNT_NOT_ACCEPTED_TEXT;
}

/** The play-game dialog's form (one field, 'Chuyển điểm (VND)'). */
export interface PlayGameForm {
  amount: string;
}

export function playGameSchema(ctx: GameTransferContext) {
  return formSchema<'amount', PlayGameForm>({
    amount: (values) => playGameAmountMessage(values.amount, ctx),
  });
}
