import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedAmount, amountRefusal, amountText, type AmountKind } from './amount-text';

const NO_DECIMALS = 'Vui lòng chỉ nhập số không có giá trị thập phân';
const NEGATIVE = 'Vui lòng không nhập số âm';
const NO_COMMA = 'Vui lòng không nhập dấu phẩy (,) trong số tiền';
const DIGITS_ONLY = 'Vui lòng chỉ nhập số';
const TOO_LONG = 'Vui lòng nhập tối đa 9 chữ số';

describe('an amount field keeps what was typed (issue 24)', () => {
  it.each([
    [' 500 ', '500'],
    ['\t500\u00a0', '500'],
    ['150.5', '150.5'],
    ['1,5', '1,5'],
    ['-500', '-500'],
    ['1 500', '1 500'],
    ['1234567890', '1234567890'],
  ])('%j is held as %j: only the spaces at its ends go', (typed, held) => {
    expect(amountText(typed)).toBe(held);
  });
});

describe('"Deposit amount: digits only" (000 §5), "Amount: digits only, cut to 9 digits" and game transfer "Digits only" (001 §5): what is refused is said, never dropped (issue 24)', () => {
  it.each<[string, AmountKind, string | null]>([
    // 000 §5 "Deposit amount: digits only, in thousands, no decimal point ('Vui lòng chỉ nhập số
    // không có giá trị thập phân')"
    ['150.5', 'deposit', NO_DECIMALS],
    // 001 §5 withdraw "has no decimal point" (no text given: the deposit's)
    ['150.5', 'withdraw', NO_DECIMALS],
    // 001 §5 game transfers: "at most 2 decimals for non-Da Ga amounts" — the point itself is taken
    ['150.5', 'game', null],
    ['1,5', 'deposit', NO_COMMA],
    ['1,5', 'withdraw', NO_COMMA],
    ['1,5', 'game', NO_COMMA],
    ['-500', 'deposit', NEGATIVE],
    ['−500', 'withdraw', NEGATIVE],
    ['-500', 'game', NEGATIVE],
    ['5 00', 'deposit', DIGITS_ONLY],
    ['12a', 'withdraw', DIGITS_ONLY],
    ['+500', 'game', DIGITS_ONLY],
    ['1.500.000', 'game', DIGITS_ONLY],
    // 001 §5 "The amount is numeric only, at most 9 characters (extra are cut off)"
    ['123456789', 'withdraw', null],
    ['1234567890', 'withdraw', TOO_LONG],
    ['1234567890', 'deposit', null],
    ['500', 'deposit', null],
    ['', 'withdraw', null],
  ])('%j in a %s field: %j', (text, kind, expected) => {
    expect(amountRefusal(text, kind)).toBe(expected);
  });

  it.each<[string, AmountKind, number]>([
    ['150', 'withdraw', 150],
    ['150.5', 'withdraw', 0],
    ['150.5', 'game', 150.5],
    ['-500', 'deposit', 0],
    ['', 'deposit', 0],
  ])("a line such as 'Thực tế' reads %j in a %s field as %j", (text, kind, amount) => {
    expect(acceptedAmount(text, kind)).toBe(amount);
  });

  it('property: a text with anything but digits is refused by the whole-number fields, and nothing is dropped from it', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.,- a') }),
        fc.constantFrom<AmountKind>('deposit', 'withdraw'),
        (typed, kind) => {
          const text = amountText(typed);
          expect(text.replace(/\s/g, '').length).toBe(typed.replace(/\s/g, '').length);
          if (!/^\d*$/.test(text)) expect(amountRefusal(text, kind)).not.toBeNull();
        },
      ),
    );
  });
});
