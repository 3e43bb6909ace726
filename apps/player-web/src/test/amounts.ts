import type { UserEvent } from '@testing-library/user-event';

// Issue 24 "Amounts are never misread or silently changed": what each amount field is pasted, and
// what it must then show. A refused text stays as pasted, with its reason, and is never sent.

/** 000 §5 "no decimal point ('Vui lòng chỉ nhập số không có giá trị thập phân')" */
export const NO_DECIMALS = 'Vui lòng chỉ nhập số không có giá trị thập phân';
/** Ours (docs/decisions.md): a comma, a minus, more than 9 characters in a withdraw field. */
export const NO_COMMA = 'Vui lòng không nhập dấu phẩy (,) trong số tiền';
export const NEGATIVE = 'Vui lòng không nhập số âm';
export const TOO_LONG = 'Vui lòng nhập tối đa 9 chữ số';

/** [pasted, shown in the field, the message under it] */
export type RefusedCase = readonly [pasted: string, shown: string, message: string];

/**
 * The pastes an amount field refuses, with its own texts for a decimal (null: it takes one, as the
 * games other than Da Ga do) and for a huge number.
 */
export function refusedPastes(decimal: string | null, huge: string): RefusedCase[] {
  const cases: RefusedCase[] = [
    ['1,5', '1,5', NO_COMMA],
    ['-500', '-500', NEGATIVE],
    ['1234567890', '1234567890', huge],
  ];
  return decimal === null ? cases : [['150.5', '150.5', decimal], ...cases];
}

/** Empties the field and pastes `text` into it, as a player pasting from a message. */
export async function pasteAmount(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
