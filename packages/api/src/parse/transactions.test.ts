import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed } from '../test/decode';
import { latestTransaction, transactionAnswer, transactions } from './transactions';

const row = (id: unknown, more = {}) => ({
  id,
  transaction_purpose: 'deposit',
  transaction_amount: 500000,
  created_at: '2026-11-22 10:15:00',
  is_approved: 0,
  ...more,
});

describe('transactions', () => {
  it('a row without a known purpose, amount or status is dropped; a bad time is null', () => {
    const { value, dropped } = decodeWith(transactions, {
      status: true,
      response: [
        row(1),
        row(2, { transaction_purpose: 'bonus' }),
        row(3, { transaction_amount: 'nhiều' }),
        row(4, { is_approved: null }),
        row(5, { created_at: '' }),
      ],
    });
    expect(value.response).toEqual([row(1), row(5, { created_at: null })]);
    expect(dropped).toBe(3);
  });

  it('numbers given as strings coerce: id, amount, is_approved', () => {
    const { value } = decodeWith(transactions, {
      response: [row('7', { transaction_amount: '900000', is_approved: '4' })],
    });
    expect(value.response).toEqual([row(7, { transaction_amount: 900000, is_approved: 4 })]);
  });

  it('envelope wrong → one clear failure: a response that is not a list', () => {
    expectMalformed(transactions, { status: true, response: 'none' });
  });
});

describe('one transaction', () => {
  const detail = {
    id: 7,
    transaction_id: 'DP20261122000123',
    transaction_purpose: 'deposit',
    amount: 500000,
    transaction_created_time: '2026-11-22 10:15:00',
    is_approved: 0,
    is_redirect: 1,
    payment_url: 'https://pay.vn/p/1',
    payment_qr: null,
    bank_name: 'Vietcombank',
    bank_account_name: 'CONG TY SANDBOX',
    bank_account_number: '0011004455667',
    note: 'DP20261122000123',
  };

  it('an unsafe payment_url and a bad note are null; the money facts stay', () => {
    const { value } = decodeWith(transactionAnswer, {
      data: { ...detail, payment_url: 'javascript:alert(1)', note: 42 },
    });
    expect(value.data).toEqual({ ...detail, payment_url: null, note: null });
  });

  it('the latest may be none; a latest without its amount is unusable', () => {
    expect(decodeWith(latestTransaction, { status: true, data: null }).value.data).toBeNull();
    expectMalformed(latestTransaction, { status: true, data: { ...detail, amount: undefined } });
  });
});
