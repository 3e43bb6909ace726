import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed } from '../test/decode';
import { activeBanks, bankCodes, publicUserBanks, withdrawLimits } from './withdraw';

const account = (id: unknown, more = {}) => ({
  id,
  bank_name: 'Vietcombank',
  account_number: '0123456789',
  User_name: 'NGUYEN VAN A',
  ...more,
});

describe("the player's banks", () => {
  it('an account without an id or number is dropped; a bad holder name is empty', () => {
    const { value, dropped } = decodeWith(activeBanks, {
      status: true,
      response: [
        account(1),
        account('x'),
        account(3, { account_number: 123 }),
        account('4', { User_name: null }),
      ],
      max_account_count: '1',
    });
    expect(value).toEqual({
      status: true,
      response: [account(1), account(4, { User_name: '' })],
      max_account_count: 1,
    });
    expect(dropped).toBe(2);
  });

  it('envelope wrong → one clear failure: no maximum', () => {
    expectMalformed(activeBanks, { status: true, response: [] });
  });

  it("the visitor's bank lookup drops an unusable record", () => {
    const { value, dropped } = decodeWith(publicUserBanks, {
      message: 'SUCCESS',
      response: [account(1), { id: 2, bank_name: 'BIDV' }],
    });
    expect(value.response).toEqual([
      { id: 1, bank_name: 'Vietcombank', account_number: '0123456789' },
    ]);
    expect(dropped).toBe(1);
  });
});

describe('bank codes and limits', () => {
  it('a bank code that is not a name drops out; a list that is not a list fails', () => {
    const { value, dropped } = decodeWith(bankCodes, ['Vietcombank', 7, '', 'BIDV']);
    expect(value).toEqual(['Vietcombank', 'BIDV']);
    expect(dropped).toBe(2);
    expectMalformed(bankCodes, { data: ['Vietcombank'] });
  });

  it('numbers given as strings coerce: limits', () => {
    expect(decodeWith(withdrawLimits, { minimum: '150', maximum: 15000000 }).value).toEqual({
      minimum: 150,
      maximum: 15000000,
    });
    expectMalformed(withdrawLimits, { minimum: 'ít', maximum: 1 });
  });
});
