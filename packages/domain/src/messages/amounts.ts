// What an amount field says about a character it refuses (issue 24; docs/decisions.md "Amounts are
// never misread or silently changed"). The decimal texts are the spec's, in deposit.ts and games.ts.

/** A minus sign: no amount a player moves is negative (ours). */
export const AMOUNT_NEGATIVE = 'Vui lòng không nhập số âm';
/** A comma: a decimal mark in Vietnamese, a thousands mark elsewhere, so never guessed (ours). */
export const AMOUNT_NO_COMMA = 'Vui lòng không nhập dấu phẩy (,) trong số tiền';
/** 001 §5 withdraw "at most 9 characters (extra are cut off)": said, not cut (ours). */
export const AMOUNT_TOO_LONG = 'Vui lòng nhập tối đa 9 chữ số';

/**
 * The unit of game points and of the withdraw page's amount (001 §5 "in points units"), written
 * after every figure in points so that no bare number sits next to one in K (ours).
 */
export const POINTS_UNIT = 'điểm';
