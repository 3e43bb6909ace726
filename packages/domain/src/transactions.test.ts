import { describe, expect, it } from 'vitest';
import {
  receiptTitle,
  TRANSACTION_PURPOSE,
  tabOfPurpose,
  transactionDetailView,
  transactionIdParam,
  transactionTab,
  transactionTabParam,
} from './transactions';

describe('the history tabs (001 §2 Transactions)', () => {
  it.each([
    ['withdraw', 2],
    [null, 1],
    [undefined, 1],
    ['', 1],
    ['deposit', 1],
    ['WITHDRAW', 1],
  ] as const)('"A query string ?tab=withdraw selects the withdraw tab." — %j', (param, tab) => {
    expect(transactionTab(param)).toBe(tab);
  });

  it('the address of each tab reads back as that tab', () => {
    expect(transactionTabParam(2)).toBe('withdraw');
    expect(transactionTabParam(1)).toBeNull();
    expect(transactionTab(transactionTabParam(2))).toBe(2);
    expect(transactionTab(transactionTabParam(1))).toBe(1);
  });

  it("\"deposit 'Nạp Tiền' (value 1) and withdraw 'Rút Tiền' (value 2)\"", () => {
    expect(tabOfPurpose('deposit')).toBe(1);
    expect(tabOfPurpose('withdraw')).toBe(2);
  });
});

describe('the detail address (001 §2 "/transections/{id}")', () => {
  it.each([
    ['17', 17],
    ['007', 7],
    ['0', null],
    ['abc', null],
    ['12a', null],
    ['-3', null],
    ['1.5', null],
    ['1e3', null],
    ['', null],
    [undefined, null],
    ['1234567890123456', null],
  ] as const)('%j is the id %j', (raw, id) => {
    expect(transactionIdParam(raw)).toBe(id);
  });
});

describe('what the detail shows (001 §2 Transaction detail)', () => {
  it.each([
    [
      '"A pending deposit with a redirect flag shows the redirect payment view."',
      { purpose: 'deposit', isApproved: 0, isRedirect: true },
      'payment',
    ],
    [
      '"A pending deposit without a redirect shows a QR and bank transfer details"',
      { purpose: 'deposit', isApproved: 0, isRedirect: false },
      'qr',
    ],
    [
      '"Otherwise a read-only detail list is shown." (a pending withdrawal)',
      { purpose: 'withdraw', isApproved: 0, isRedirect: false },
      'details',
    ],
    [
      '"Otherwise a read-only detail list is shown." (an approved deposit)',
      { purpose: 'deposit', isApproved: 1, isRedirect: true },
      'details',
    ],
    [
      '"Otherwise a read-only detail list is shown." (a deposit being processed)',
      { purpose: 'deposit', isApproved: 3, isRedirect: false },
      'details',
    ],
    [
      '"A rejected transaction renders no content in this view."',
      { purpose: 'deposit', isApproved: 2, isRedirect: false },
      'none',
    ],
    [
      '"any other value: shown as rejected" renders no content either',
      { purpose: 'withdraw', isApproved: 9, isRedirect: false },
      'none',
    ],
  ] as const)('%s', (_line, record, view) => {
    expect(transactionDetailView(record)).toBe(view);
  });
});

describe('the transaction purposes (001 §2)', () => {
  it("001 §2 \"deposit 'Nạp Tiền' (value 1) and withdraw 'Rút Tiền' (value 2)\"", () => {
    expect([TRANSACTION_PURPOSE.deposit, TRANSACTION_PURPOSE.withdraw]).toEqual([1, 2]);
  });
});

describe('issue 47 §2 "Once approved, the player sees a receipt … for a withdrawal too"', () => {
  it.each([
    [{ purpose: 'deposit', isApproved: 1 }, 'Nạp tiền thành công'],
    [{ purpose: 'withdraw', isApproved: '1' }, 'Rút tiền thành công'],
    [{ purpose: 'deposit', isApproved: 0 }, null],
    [{ purpose: 'withdraw', isApproved: 3 }, null],
    [{ purpose: 'deposit', isApproved: 2 }, null],
  ] as const)('%o: %s', (record, title) => {
    expect(receiptTitle(record)).toBe(title);
  });
});
