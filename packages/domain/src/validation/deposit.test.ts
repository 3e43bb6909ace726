import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_DEFAULT_MAX,
  DEPOSIT_DEFAULT_MIN,
  bankDepositBounds,
  canSubmitDepositModal,
  depositModalBlocker,
  depositModalChoices,
  depositModalSchema,
  depositRangeTooltip,
  isDepositAmountInRange,
  sanitizeDepositPhone,
  shouldCheckDepositPhone,
  validateDepositAmount,
  validateDepositPhone,
} from './deposit-modal';
import {
  DEPOSIT_PAGE_MAX,
  DEPOSIT_PAGE_MIN,
  INITIAL_DEPOSIT_DEFAULT_AMOUNT,
  DEPOSIT_PAGE_BOUNDS,
  depositPageBounds,
  depositPageDefaultAmount,
  depositPageSchema,
  validateDepositPageAmount,
} from './deposit-page';

const MODAL = { min: 150, max: 150_000 };

describe('deposit modal (000 §3, §4, §5)', () => {
  it('"min_deposit_amount (default 150 if absent), max_deposit_amount (default 150000 if absent)"', () => {
    expect(bankDepositBounds()).toEqual(MODAL);
    expect(bankDepositBounds({ min_deposit_amount: null })).toEqual(MODAL);
    expect(bankDepositBounds({ min_deposit_amount: 200, max_deposit_amount: 5000 })).toEqual({
      min: 200,
      max: 5000,
    });
  });

  it('"Deposit phone (modal): numeric, exactly 10 characters" — digits kept, cut to 10', () => {
    expect(sanitizeDepositPhone('09a87-654321099')).toBe('0987654321');
  });

  it.each([
    ['0987654321', null],
    ['098765432', 'Vui lòng nhập 10 ký tự'],
    ['09876x4321', 'Vui lòng nhập 10 ký tự'],
    ['', 'Vui lòng nhập 10 ký tự'],
  ])(
    '"Deposit phone (modal): numeric, exactly 10 characters, else \'Vui lòng nhập 10 ký tự\'" — %j',
    (phone, expected) => {
      expect(validateDepositPhone(phone)).toBe(expected);
    },
  );

  it('"Phone check: at exactly 10 characters a check runs."', () => {
    expect(shouldCheckDepositPhone('0987654321')).toBe(true);
    expect(shouldCheckDepositPhone('098765432')).toBe(false);
  });

  it('"An out-of-range value opens a tooltip showing \'min ~ max\'."', () => {
    expect(depositRangeTooltip(MODAL)).toBe('150 ~ 150,000');
  });

  it.each([
    ['150', null],
    ['150000', null],
    ['500', null],
    ['149', '150 ~ 150,000'],
    ['150001', '150 ~ 150,000'],
    // Issue 46 §1: nothing typed is said as such, not as the range (docs/decisions.md).
    ['', 'Vui lòng nhập số tiền'],
    ['150.5', 'Vui lòng chỉ nhập số không có giá trị thập phân'],
    ['1,500', 'Vui lòng không nhập dấu phẩy (,) trong số tiền'],
    ['-500', 'Vui lòng không nhập số âm'],
  ])(
    "\"Deposit amount: digits only, in thousands, no decimal point ('Vui lòng chỉ nhập số không có giá trị thập phân'), a whole number between the method's or bank's min and max\" — %j",
    (amount, expected) => {
      expect(validateDepositAmount(amount, MODAL)).toBe(expected);
    },
  );

  const ready = {
    paymentMethodChosen: true,
    phoneError: null,
    phoneValidated: true,
    submitting: false,
    amount: '500',
    bounds: MODAL,
  };
  it.each([
    [{}, true],
    [{ paymentMethodChosen: false }, false],
    [{ phoneError: 'Vui lòng nhập 10 ký tự' }, false],
    [{ phoneValidated: false }, false],
    [{ submitting: true }, false],
    [{ amount: '' }, false],
    [{ amount: '100' }, false],
    [{ amount: '500.5' }, false],
  ])(
    '"Deposit modal submit is enabled only when a payment method is chosen, there is no phone error, the phone has been validated, no request is in flight, and the amount is set and in range." — %j',
    (change, expected) => {
      expect(canSubmitDepositModal({ ...ready, ...change })).toBe(expected);
    },
  );

  it.each([
    [{}, null],
    [{ phoneError: 'Vui lòng nhập 10 ký tự' }, 'Vui lòng nhập 10 ký tự'],
    [
      { phoneError: 'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản', amount: '' },
      'Vui lòng đăng nhập trước khi nạp tiền vào tài khoản',
    ],
    [{ phoneValidated: false }, 'Đang kiểm tra số điện thoại…'],
    [{ amount: '' }, 'Vui lòng nhập số tiền'],
    [{ amount: '100' }, '150 ~ 150,000'],
    [{ amount: '100', bounds: { min: 200, max: 5000 } }, '200 ~ 5,000'],
    [{ amount: '500.5' }, 'Vui lòng chỉ nhập số không có giá trị thập phân'],
    [{ amount: '', submitting: true }, null],
  ])(
    'issue 46 §1 "Every disabled submit says why, in the spec\'s words": %j → %j',
    (change, expected) => {
      expect(depositModalBlocker({ ...ready, ...change })).toBe(expected);
    },
  );

  it.each([
    ['150', true],
    ['150000', true],
    ['149', false],
    ['150001', false],
    ['', false],
    ['1.5e3', false],
    ['5a', false],
  ])(
    '"a whole number between the method\'s or bank\'s min and max": %j → %j',
    (amount, inRange) => {
      expect(isDepositAmountInRange(amount, MODAL)).toBe(inRange);
    },
  );

  it('"The first method (lowest sorting_order) is selected, and its first bank (by sort order)." — methods and banks in that order, a bank\'s "sort_order (or sorting_order)", unordered last, a method without banks left out', () => {
    type Bank = { id: number; sort_order?: number; sorting_order?: number };
    const methods: { id: string; sorting_order?: number; payment_method_banks: Bank[] }[] = [
      {
        id: 'b',
        sorting_order: 2,
        payment_method_banks: [{ id: 3 }, { id: 2, sorting_order: 5 }, { id: 1, sort_order: 1 }],
      },
      { id: 'none', sorting_order: 0, payment_method_banks: [] },
      { id: 'a', sorting_order: 1, payment_method_banks: [{ id: 4, sort_order: 9 }] },
      { id: 'c', payment_method_banks: [{ id: 5 }] },
    ];
    const choices = depositModalChoices(methods);
    expect(choices.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(choices[1]!.payment_method_banks.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(methods[0]!.payment_method_banks.map((b) => b.id)).toEqual([3, 2, 1]);
  });

  it('the modal schema uses the same rules (bank bounds default 150 ~ 150000)', () => {
    expect(depositModalSchema().safeParse({ phone: '0987654321', amount: '150' }).success).toBe(
      true,
    );
    const result = depositModalSchema({ min: 200, max: 300 }).safeParse({
      phone: '1',
      amount: '150',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Vui lòng nhập 10 ký tự',
      '200 ~ 300',
    ]);
  });

  it('property: "a whole number between the … min and max" — every accepted amount lies within its bounds, every rejected one gets exactly one message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(fc.string(), fc.nat({ max: 400_000 }).map(String)),
        (min, span, amount) => {
          const bounds = { min, max: min + span };
          const message = validateDepositAmount(amount, bounds);
          if (message === null) {
            expect(/^\d+$/.test(amount)).toBe(true);
            expect(Number(amount)).toBeGreaterThanOrEqual(bounds.min);
            expect(Number(amount)).toBeLessThanOrEqual(bounds.max);
          } else {
            expect(typeof message).toBe('string');
            expect(
              depositModalSchema(bounds).safeParse({ phone: '0987654321', amount }).error?.issues,
            ).toHaveLength(1);
          }
        },
      ),
    );
  });
});

describe('deposit page (000 §5)', () => {
  it('"On the page the bound is 500 to 150000 in thousands"', () => {
    expect(DEPOSIT_PAGE_BOUNDS).toEqual({ min: 500, max: 150_000 });
    expect(validateDepositPageAmount('499')).toBe('500 ~ 150,000');
    expect(validateDepositPageAmount('500')).toBeNull();
    expect(validateDepositPageAmount('150001')).toBe('500 ~ 150,000');
    expect(validateDepositPageAmount('50', { min: 10, max: 100 })).toBeNull();
  });

  it.each([
    ['the page bound without limits', undefined, undefined, { min: 500, max: 150_000 }],
    [
      "the method's limits, kept inside the page bound",
      { min_deposit_amount: 150, max_deposit_amount: 5_000 },
      undefined,
      { min: 500, max: 5_000 },
    ],
    [
      "the bank's limits before the method's",
      { min_deposit_amount: 150, max_deposit_amount: 150_000 },
      { min_deposit_amount: 600, max_deposit_amount: 100_000 },
      { min: 600, max: 100_000 },
    ],
    [
      "a bank without limits takes the method's",
      { min_deposit_amount: 1_000, max_deposit_amount: 200_000 },
      { min_deposit_amount: null },
      { min: 1_000, max: 150_000 },
    ],
    [
      'a range wholly outside the page bound keeps its own',
      { min_deposit_amount: 100, max_deposit_amount: 300 },
      undefined,
      { min: 100, max: 300 },
    ],
    [
      'limits that contradict each other are ignored',
      { min_deposit_amount: 9_000, max_deposit_amount: 100 },
      undefined,
      { min: 500, max: 150_000 },
    ],
  ])(
    '"a whole number between the method\'s or bank\'s min and max … On the page the bound is 500 to 150000" — %s',
    (_case, method, bank, bounds) => {
      expect(depositPageBounds(method, bank)).toEqual(bounds);
    },
  );

  it('"the initial deposit default amount is 500"', () => {
    expect(depositPageDefaultAmount(true)).toBe('500');
    expect(depositPageDefaultAmount(false)).toBe('');
  });

  it('the page schema uses the same rule', () => {
    expect(depositPageSchema().safeParse({ amount: '5.5' }).error?.issues[0]?.message).toBe(
      'Vui lòng chỉ nhập số không có giá trị thập phân',
    );
    expect(depositPageSchema({ min: 1, max: 2 }).safeParse({ amount: '2' }).success).toBe(true);
  });
});

describe('the deposit numbers (000 §9)', () => {
  it.each([
    [
      '000 §9 "Deposit default bounds: 150 to 150000 (thousands); page bound 500 to 150000"',
      [DEPOSIT_DEFAULT_MIN, DEPOSIT_DEFAULT_MAX, DEPOSIT_PAGE_MIN, DEPOSIT_PAGE_MAX],
      [150, 150_000, 500, 150_000],
    ],
    [
      '000 §9 "Initial deposit default amount: 500 (thousand)"',
      [INITIAL_DEPOSIT_DEFAULT_AMOUNT],
      [500],
    ],
  ] as const)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
