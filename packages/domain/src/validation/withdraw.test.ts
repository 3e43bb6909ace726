import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINTS_TO_VND, THOUSANDS_TO_VND, WITHDRAW_BALANCE_FACTOR } from '../money';
import { PHONE_LENGTH } from './common';
import { WITHDRAW_AMOUNT_MAX_DIGITS } from './amount-text';
import {
  VISITOR_WITHDRAW_MAX,
  VISITOR_WITHDRAW_MIN,
  canSubmitVisitorWithdraw,
  visitorWithdrawBlocker,
  lookupBankLabel,
  sanitizeVisitorWithdrawPhone,
  shouldLookUpBanks,
  validateVisitorWithdrawAmount,
  validateVisitorWithdrawBank,
  validateVisitorWithdrawPhone,
  visitorWithdrawSchema,
} from './withdraw-modal';
import {
  WITHDRAW_PAGE_DEFAULT_MIN,
  WITHDRAW_PAGE_MAX,
  canAdvanceWithdraw,
  validateWithdrawPageAmount,
  withdrawLimits,
  withdrawPageSchema,
  withdrawPlaceholder,
} from './withdraw-page';

const REQUIRED = 'Vui lòng nhập số tiền';
const BELOW = 'Số tiền rút tối thiểu từ 150 trở lên';
const ABOVE = 'Số tiền rút vượt quá giới hạn 100,000 triệu';
const INSUFFICIENT = 'Bạn không có đủ số dư để thực hiện giao dịch này';
// What a text that is not a whole number of at most 9 digits is told (issue 24).
const REFUSED = [
  'Vui lòng chỉ nhập số không có giá trị thập phân',
  'Vui lòng chỉ nhập số',
  'Vui lòng nhập tối đa 9 chữ số',
];

describe('visitor withdraw modal (001 §4, §5)', () => {
  it('"Phone: numeric."', () => {
    expect(sanitizeVisitorWithdrawPhone('09 87-65')).toBe('098765');
  });

  it.each([
    ['', null],
    ['0987654321', null],
    ['098765432', 'Vui lòng nhập 10 ký tự'],
    ['09876543210', 'Vui lòng nhập 10 ký tự'],
  ])(
    '"Phone: numeric. If not empty and not 10 characters: \'Vui lòng nhập 10 ký tự\'." — %j',
    (phone, expected) => {
      expect(validateVisitorWithdrawPhone(phone)).toBe(expected);
    },
  );

  it('"Bank lookup record: id, bank_name, account_number": the selector shows the bank and the last 4 digits only', () => {
    expect(lookupBankLabel({ bank_name: 'Vietcombank', account_number: '0011001234567' })).toBe(
      'Vietcombank •••• 4567',
    );
    expect(lookupBankLabel({ bank_name: 'BIDV', account_number: '' })).toBe('BIDV');
  });

  it('"at exactly 10 characters a bank lookup runs"', () => {
    expect(shouldLookUpBanks('0987654321')).toBe(true);
    expect(shouldLookUpBanks('098765432')).toBe(false);
  });

  it.each([[null], [undefined], ['']])(
    '"Without a chosen bank the message is \'Nhập số điện thoại hợp lệ để truy cập ngân hàng.\'" — %j',
    (bankId) => {
      expect(validateVisitorWithdrawBank(bankId)).toBe(
        'Nhập số điện thoại hợp lệ để truy cập ngân hàng.',
      );
    },
  );
  it('a chosen bank has no message', () => {
    expect(validateVisitorWithdrawBank(7)).toBeNull();
  });

  it.each([
    ['', undefined, REQUIRED],
    ['0', undefined, REQUIRED],
    ['149', undefined, BELOW],
    ['150', undefined, null],
    ['100000', undefined, null],
    ['100001', undefined, ABOVE],
    ['3001', 100, INSUFFICIENT],
    ['3000', 100, null],
    ['3000', null, null],
    ['150.5', undefined, 'Vui lòng chỉ nhập số không có giá trị thập phân'],
    ['1,5', undefined, 'Vui lòng không nhập dấu phẩy (,) trong số tiền'],
    ['-500', undefined, 'Vui lòng không nhập số âm'],
    ['1234567890', undefined, 'Vui lòng nhập tối đa 9 chữ số'],
  ])(
    "\"Empty or zero gives 'Vui lòng nhập số tiền'. Under 150 gives 'Số tiền rút tối thiểu từ 150 trở lên'. Above 100000 gives 'Số tiền rút vượt quá giới hạn 100,000 triệu'. An amount above 30 times the user balance gives 'Bạn không có đủ số dư để thực hiện giao dịch này'.\" — %j, balance %j",
    (amount, balance, expected) => {
      expect(validateVisitorWithdrawAmount(amount, balance)).toBe(expected);
    },
  );

  const ready = { bankId: 1, phoneLookupValid: true, amount: '150', submitting: false };
  it.each([
    [{}, true],
    [{ bankId: null }, false],
    [{ phoneLookupValid: false }, false],
    [{ submitting: true }, false],
    [{ amount: '149' }, false],
    [{ amount: '100001' }, false],
    [{ amount: '150.5' }, false],
    [{ amount: '3001', balancePoints: 100 }, false],
  ])(
    '"Submit needs a selected bank, a valid phone lookup and an amount from 150 to 100000 with no decimal point." / "disabled while submitting" — %j',
    (change, expected) => {
      expect(canSubmitVisitorWithdraw({ ...ready, ...change })).toBe(expected);
    },
  );

  it.each([
    [{}, null],
    [{ phoneLookupValid: false }, 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'],
    [{ bankId: null }, 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.'],
    [{ amount: '' }, 'Vui lòng nhập số tiền'],
    [{ amount: '100' }, 'Số tiền rút tối thiểu từ 150 trở lên'],
    [{ amount: '100001' }, 'Số tiền rút vượt quá giới hạn 100,000 triệu'],
    [{ amount: '3001', balancePoints: 100 }, 'Bạn không có đủ số dư để thực hiện giao dịch này'],
    [{ amount: '100', submitting: true }, null],
  ])(
    'issue 46 §1 "Every disabled submit says why, in the spec\'s words": %j → %j',
    (change, expected) => {
      expect(visitorWithdrawBlocker({ ...ready, ...change })).toBe(expected);
    },
  );

  it('the visitor schema reports each field', () => {
    expect(
      visitorWithdrawSchema().safeParse({ phone: '0987654321', bankId: '3', amount: '200' })
        .success,
    ).toBe(true);
    const result = visitorWithdrawSchema(1).safeParse({ phone: '1', bankId: '', amount: '200' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Vui lòng nhập 10 ký tự',
      'Nhập số điện thoại hợp lệ để truy cập ngân hàng.',
      INSUFFICIENT,
    ]);
  });

  it('property: every accepted visitor amount lies in 150..100000 and within 30 × balance; every rejected one gets exactly one message', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789.a') }),
        fc.option(fc.nat({ max: 10_000 })),
        (raw, balance) => {
          const message = validateVisitorWithdrawAmount(raw, balance);
          const amount = Number(raw);
          if (message === null) {
            expect(amount).toBeGreaterThanOrEqual(150);
            expect(amount).toBeLessThanOrEqual(100_000);
            if (balance !== null) expect(amount).toBeLessThanOrEqual(30 * balance);
          } else {
            expect([REQUIRED, BELOW, ABOVE, INSUFFICIENT, ...REFUSED]).toContain(message);
          }
        },
      ),
    );
  });
});

describe('signed-in withdraw page (001 §5, §9)', () => {
  it('"The minimum defaults to 1 before the limits call returns"; "maximum 15,000,000 (fixed, and also the initial default maximum)"', () => {
    expect(withdrawLimits()).toEqual({ minimum: 1, maximum: 15_000_000 });
    expect(withdrawLimits(null)).toEqual({ minimum: 1, maximum: 15_000_000 });
    expect(withdrawLimits({ minimum: 150, maximum: 5000 })).toEqual({
      minimum: 150,
      maximum: 5000,
    });
  });

  it('"The placeholder shows the minimum and maximum from the limits call."', () => {
    expect(withdrawPlaceholder({ minimum: 150, maximum: 15_000_000 })).toBe('150 ~ 15,000,000');
  });

  const limits = { minimum: 150, maximum: 15_000_000 };
  it.each([
    ['', 1e12, REQUIRED],
    ['0', 1e12, REQUIRED],
    ['149', 1e12, BELOW],
    ['150', 1e12, null],
    ['15000001', 1e12, ABOVE],
    ['15000000', 1e12, null],
    ['200', 5999, INSUFFICIENT],
    ['200', 6000, null],
    ['150.5', 1e12, 'Vui lòng chỉ nhập số không có giá trị thập phân'],
    ['1,5', 1e12, 'Vui lòng không nhập dấu phẩy (,) trong số tiền'],
    ['-500', 1e12, 'Vui lòng không nhập số âm'],
    ['5 00', 1e12, 'Vui lòng chỉ nhập số'],
    ['1234567890', 1e12, 'Vui lòng nhập tối đa 9 chữ số'],
  ])(
    "\"'Vui lòng nhập số tiền' when empty; 'Số tiền rút tối thiểu từ 150 trở lên' when under the minimum; 'Số tiền rút vượt quá giới hạn 100,000 triệu' when above 15,000,000; 'Bạn không có đủ số dư để thực hiện giao dịch này' when out of range or above balance\" — %j, balance %j K",
    (amount, balance, expected) => {
      expect(validateWithdrawPageAmount(amount, limits, balance)).toBe(expected);
    },
  );

  it('"when out of range": above the limits call\'s maximum gives the insufficient-balance message', () => {
    expect(validateWithdrawPageAmount('5001', { minimum: 1, maximum: 5000 }, 1e12)).toBe(
      INSUFFICIENT,
    );
  });

  it.each([
    ['1', { minimum: 1, maximum: 15_000_000 }, 30, true],
    ['1', { minimum: 1, maximum: 15_000_000 }, 29, false],
    ['1.5', { minimum: 1, maximum: 15_000_000 }, 1e9, false],
    ['0', { minimum: 1, maximum: 15_000_000 }, 1e9, false],
    ['15000001', { minimum: 1, maximum: 15_000_000 }, 1e12, false],
  ])(
    '"Next is allowed only when the amount is at least 1, at most 15,000,000, has no decimal point, and is not above the balance. The advance check compares against 30 times the balance." — %j',
    (amount, l, balance, expected) => {
      expect(canAdvanceWithdraw(amount, l, balance)).toBe(expected);
    },
  );

  it('the page schema uses the same rule', () => {
    expect(
      withdrawPageSchema(limits, 1e9).safeParse({ amount: '' }).error?.issues[0]?.message,
    ).toBe(REQUIRED);
  });

  it('property: every accepted amount is within minimum..maximum and its value (× 30 K) within the balance; each rejected one gets one message', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 20_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.double({ min: 0, max: 1e10, noNaN: true }),
        (amount, minimum, balance) => {
          const message = validateWithdrawPageAmount(
            String(amount),
            { minimum, maximum: 15_000_000 },
            balance,
          );
          if (message === null) {
            expect(amount).toBeGreaterThanOrEqual(minimum);
            expect(amount).toBeLessThanOrEqual(15_000_000);
            expect(amount * 30).toBeLessThanOrEqual(balance);
          } else {
            expect([REQUIRED, BELOW, ABOVE, INSUFFICIENT]).toContain(message);
          }
        },
      ),
    );
  });
});

describe('the withdraw numbers (001 §9)', () => {
  it.each([
    [
      '001 §9 "Visitor withdraw: phone length 10; amount at most 9 digits; minimum 150, maximum 100000; amount sent multiplied by 1000; balance check uses a factor of 30."',
      [
        PHONE_LENGTH,
        WITHDRAW_AMOUNT_MAX_DIGITS,
        VISITOR_WITHDRAW_MIN,
        VISITOR_WITHDRAW_MAX,
        THOUSANDS_TO_VND,
        WITHDRAW_BALANCE_FACTOR,
      ],
      [10, 9, 150, 100_000, 1000, 30],
    ],
    [
      '001 §9 "Signed-in withdraw: maximum 15,000,000 … The minimum defaults to 1 … the amount sent is the typed amount times 30000"',
      [WITHDRAW_PAGE_MAX, WITHDRAW_PAGE_DEFAULT_MIN, POINTS_TO_VND],
      [15_000_000, 1, 30_000],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
