import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_MAX_DIGITS,
  BANK_ACCOUNT_MIN_DIGITS,
  accountNumberToSend,
  addBankSchema,
  canAddBank,
  canSubmitAddBank,
  holderNameToSend,
  sanitizeAccountNumber,
  sanitizeHolderName,
  validateAccountNumber,
  validateBankName,
  validateHolderName,
} from './add-bank';

const HINT = 'Tên tài khoản viết IN HOA, không dấu, không có số.';

describe('add bank account (001 §4, §5, §9)', () => {
  it.each([
    ['nguyen van a', 'NGUYEN VAN A'],
    ['tran 123 b!', 'TRAN  B'],
    ['lê thị', 'LÊ THỊ'],
  ])(
    '"forced to upper case, and only letters and spaces are accepted as typed" — %j',
    (typed, kept) => {
      expect(sanitizeHolderName(typed)).toBe(kept);
    },
  );

  it.each([
    ['NGUYEN VAN A', null],
    ['NGUYENVANA', null],
    ['', HINT],
    ['   ', HINT],
    ['NGUYEN1', HINT],
    ['NGUYỄN 2', HINT],
  ])(
    '"The holder name is required … After spaces are removed it must be capital letters only. The hint is \'Tên tài khoản viết IN HOA, không dấu, không có số.\'" — %j',
    (name, expected) => {
      expect(validateHolderName(name)).toBe(expected);
    },
  );

  it.each([
    ['Lê Văn Mới', 'LE VAN MOI'],
    ['LÊ THỊ', 'LE THI'],
    ['Đặng Thị Ánh', 'DANG THI ANH'],
    ['NGUYỄN HỮU PHƯỚC', 'NGUYEN HUU PHUOC'],
    ['  trần   quốc  ', 'TRAN QUOC'],
    ['Hoàng Ngọc Điệp', 'HOANG NGOC DIEP'],
  ])(
    'issue 46 §1 "normalises the account name (Vietnamese diacritics to the upper-case ASCII that bank accounts hold)": %j is sent as %j, and is not refused',
    (typed, sent) => {
      expect(holderNameToSend(typed)).toBe(sent);
      expect(validateHolderName(sanitizeHolderName(typed))).toBeNull();
    },
  );

  it.each([
    ['0123 456 789', '0123456789'],
    ['0123-456-789', '0123456789'],
    ['0123.456.789', '0123456789'],
    ['  0123456789 ', '0123456789'],
  ])(
    'issue 46 §1 "and the number (digits only)": %j is sent as %j, and is not refused',
    (typed, sent) => {
      expect(accountNumberToSend(typed)).toBe(sent);
      expect(validateAccountNumber(typed)).toBeNull();
    },
  );

  it('"with a max length of 30" counts digits, not the grouping typed with them', () => {
    const grouped = '1234 '.repeat(8); // 32 digits
    expect(accountNumberToSend(sanitizeAccountNumber(grouped))).toBe('1234'.repeat(7) + '12');
  });

  it('"The bank selection is required."', () => {
    expect(validateBankName('')).toBe('Vui lòng chọn ngân hàng');
    expect(validateBankName('Vietcombank')).toBeNull();
  });

  it('"with a max length of 30"', () => {
    expect(sanitizeAccountNumber('1'.repeat(35))).toBe('1'.repeat(30));
  });

  it.each([
    ['123', null],
    ['1'.repeat(30), null],
    ['12', 'vui lòng nhập nhiều hơn 2 chữ số'],
    ['', 'vui lòng nhập nhiều hơn 2 chữ số'],
    ['12a4', 'Vui lòng chỉ nhập số'],
    ['1'.repeat(31), 'Vui lòng chỉ nhập số'],
  ])(
    "\"The account number is required and numeric only ('Vui lòng chỉ nhập số'), at least 3 digits ('vui lòng nhập nhiều hơn 2 chữ số'), with a max length of 30.\" — %j",
    (value, expected) => {
      expect(validateAccountNumber(value)).toBe(expected);
    },
  );

  const good = { holderName: 'NGUYEN VAN A', bankName: 'ACB', accountNumber: '0123456' };
  it.each([
    [good, false, true],
    [good, true, false],
    [{ ...good, holderName: 'NGUYEN 1' }, false, false],
    [{ ...good, bankName: '' }, false, false],
    [{ ...good, accountNumber: '1' }, false, false],
  ])(
    '"Submit is disabled unless all are valid." — %j submitting %j',
    (form, submitting, expected) => {
      expect(canSubmitAddBank(form, submitting)).toBe(expected);
    },
  );
  it('"Submit is disabled unless all are valid." — not submitting by default', () => {
    expect(canSubmitAddBank(good)).toBe(true);
  });

  it('the schema reports each field', () => {
    const result = addBankSchema.safeParse({ holderName: '', bankName: '', accountNumber: 'x' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['holderName', HINT],
      ['bankName', 'Vui lòng chọn ngân hàng'],
      ['accountNumber', 'Vui lòng chỉ nhập số'],
    ]);
  });

  it.each([
    [{ count: 0, max: 1, loading: false }, true],
    [{ count: 1, max: 1, loading: false }, false],
    [{ count: 2, max: 3, loading: true }, true],
    [{ count: 0, max: 0, loading: false }, true],
    [{ count: 0, max: 0, loading: true }, false],
  ])(
    '"Adding is allowed only when the count is below the maximum, or the list is empty and not loading." — %j',
    (state, expected) => {
      expect(canAddBank(state)).toBe(expected);
    },
  );
});

describe('the account number length (001 §9)', () => {
  it('001 §9 "Bank account number: 3 to 30 digits."', () => {
    expect([BANK_ACCOUNT_MIN_DIGITS, BANK_ACCOUNT_MAX_DIGITS]).toEqual([3, 30]);
  });
});
