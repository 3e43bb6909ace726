import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed } from '../test/decode';
import { depositResult, paymentCategories, publicPaymentMethods } from './deposit';

const bank = (id: unknown, more = {}) => ({
  id,
  bank_name: 'Vietcombank',
  bank_image: '/vcb.png',
  sort_order: 1,
  ...more,
});
const method = (id: unknown, banks: unknown[], more = {}) => ({
  id,
  payment_method_code: 'QR',
  payment_method_name: 'VietQR',
  sort_order: 1,
  min_deposit_amount: 150,
  max_deposit_amount: 150000,
  payment_method_banks: banks,
  ...more,
});

describe('payment categories, methods and banks', () => {
  it('one bad item at any depth drops that item only; a bad image is null, a bad sort order sorts last', () => {
    const { value, dropped } = decodeWith(paymentCategories, {
      status: true,
      data: [
        {
          id: 1,
          category_code: 'bank_transfer',
          name: 'Chuyển khoản ngân hàng',
          image: 'javascript:alert(1)',
          sort_order: 'first',
          payment_methods: [
            method(11, [bank(1), bank('2', { bank_name: null }), bank(3, { bank_image: 'x:y' })]),
            method(12, [], { max_deposit_amount: 'many' }),
          ],
        },
        { id: 2, name: 'no code', payment_methods: [] },
      ],
    });
    expect(value.data).toEqual([
      {
        id: 1,
        category_code: 'bank_transfer',
        name: 'Chuyển khoản ngân hàng',
        image: null,
        sort_order: Number.MAX_SAFE_INTEGER,
        payment_methods: [method(11, [bank(1), bank(3, { bank_image: null })])],
      },
    ]);
    expect(dropped).toBe(3);
  });

  it('numbers given as strings coerce: limits and ids', () => {
    const { value } = decodeWith(paymentCategories, {
      data: [
        {
          id: '1',
          category_code: 'card',
          name: 'Thẻ',
          image: '/c.png',
          sort_order: '3',
          payment_methods: [method('31', [], { min_deposit_amount: '150' })],
        },
      ],
    });
    expect(value.data[0]).toMatchObject({
      id: 1,
      sort_order: 3,
      payment_methods: [{ id: 31, min_deposit_amount: 150 }],
    });
  });

  it('the visitor methods: a method whose banks are not a list is dropped', () => {
    const { value, dropped } = decodeWith(publicPaymentMethods, {
      data: [
        { id: 1, payment_method_code: 'QR', sorting_order: 1, payment_method_banks: [bank(1)] },
        { id: 2, payment_method_code: 'BANK', sorting_order: 2, payment_method_banks: null },
      ],
    });
    expect(value.data.map((m) => m.id)).toEqual([1]);
    expect(dropped).toBe(1);
  });

  it('envelope wrong → one clear failure: data that is not a list', () => {
    expectMalformed(paymentCategories, { status: true, data: {} });
  });
});

describe('a created deposit', () => {
  const result = {
    status: true,
    message: 'SUCCESS',
    is_redirect: 0,
    payment_qr: 'data:image/png;base64,iVBORw0KGgo=',
    transaction_id: 'DP20261122000123',
    bank_name: 'Vietcombank',
    bank_account_name: 'CONG TY SANDBOX',
    bank_account_number: '0011004455667',
    amount: 500000,
    transaction_created_time: '2026-11-22 10:15:00',
    note: 'DP20261122000123',
    payment_method: 'VietQR',
    payment_url: null,
  };

  it('payment_qr allows only a base64 PNG and payment_url only http(s): anything else is null', () => {
    const { value } = decodeWith(depositResult, {
      ...result,
      amount: '500000',
      payment_qr: 'data:text/html;base64,PHNjcmlwdD4=',
      payment_url: 'javascript:alert(1)',
    });
    expect(value).toEqual({ ...result, payment_qr: null, payment_url: null });
  });

  it('without its money facts it is unusable', () => {
    expectMalformed(depositResult, { ...result, amount: 'năm trăm' });
    expectMalformed(depositResult, { ...result, transaction_id: undefined });
  });
});
