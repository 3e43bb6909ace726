import { describe, expect, it } from 'vitest';
import { depositAgainLabel, parseLastDeposit, writeLastDeposit } from './deposit-again';
import { formatAmountLabel } from './money';

const last = { player: '0901234567', categoryId: 1, methodId: 11, bankId: 2, amount: 600 };

describe('issue 47 §4 "a deposit form filled with their last method, bank and amount (\'Nạp lại 600K\', changeable)"', () => {
  it('what is kept reads back as it was written', () => {
    expect(parseLastDeposit(writeLastDeposit(last), last.player)).toEqual(last);
  });

  it('a phone shared by two players offers each only their own, and a visitor none', () => {
    expect(parseLastDeposit(writeLastDeposit(last), '0907654321')).toBeNull();
    expect(parseLastDeposit(writeLastDeposit(last), undefined)).toBeNull();
  });

  it.each([
    ['nothing kept', null],
    ['not JSON', '{'],
    ['null', 'null'],
    ['an amount that is not whole', JSON.stringify({ ...last, amount: 5.5 })],
    ['a missing bank', JSON.stringify({ ...last, bankId: undefined })],
    ['an id as text', JSON.stringify({ ...last, methodId: '11' })],
  ])('%s: nothing is offered', (_case, raw) => {
    expect(parseLastDeposit(raw, last.player)).toBeNull();
  });

  it("home's offer names the amount as the quick amounts do", () => {
    expect(depositAgainLabel(formatAmountLabel(last.amount))).toBe('Nạp lại 600K');
    expect(depositAgainLabel(formatAmountLabel(1500))).toBe('Nạp lại 1.5 Triệu');
  });
});
