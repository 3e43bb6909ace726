import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed } from '../test/decode';
import { approvalAnswer, userAnswer } from './account';
import { login } from './auth';

const user = {
  name: '0912345678',
  balance: '5000.00',
  user_id: 1001,
  user_name: 'vn0912345678',
  raw_string: 'Gm7x2Kq9',
  is_approved: 1,
};

describe('the user', () => {
  it('numbers given as strings coerce; a balance given as a number becomes the decimal string', () => {
    const { value } = decodeWith(userAnswer, {
      status: true,
      data: { ...user, user_id: '1001', is_approved: '2', balance: 4900.5 },
    });
    expect(value.data).toEqual({ ...user, user_id: 1001, is_approved: 2, balance: '4900.5' });
  });

  it('a user not yet given a game account has nulls, and that is fine ("2" still coerces)', () => {
    const fresh = { ...user, user_id: null, user_name: null, raw_string: null };
    expect(decodeWith(userAnswer, { data: { ...fresh, is_approved: '2' } }).value.data).toEqual({
      ...fresh,
      is_approved: 2,
    });
  });

  it.each([
    ['a user without name', { ...user, name: undefined }],
    ['an empty name', { ...user, name: '' }],
    ['a balance that is not a number', { ...user, balance: 'năm nghìn' }],
    ['an unknown approval', { ...user, is_approved: 3 }],
    ['a user_id that is not a number', { ...user, user_id: 'abc' }],
  ])('envelope wrong → one clear failure: %s (a balance is never made up)', (_case, data) => {
    expectMalformed(userAnswer, { status: true, data });
  });

  it('envelope wrong → one clear failure: a missing data', () => {
    expectMalformed(userAnswer, { status: true });
  });
});

describe('login and approval', () => {
  it('a login answer without a token is unusable', () => {
    expectMalformed(login, { message: 'SUCCESS', token: '' });
    expect(decodeWith(login, { message: 'REQUIRE_RESET_PASSWORD', token: '1|t' }).value).toEqual({
      message: 'REQUIRE_RESET_PASSWORD',
      token: '1|t',
    });
  });

  it('the approval check coerces "1"', () => {
    expect(decodeWith(approvalAnswer, { status: true, is_approved: '1' }).value.is_approved).toBe(
      1,
    );
  });
});
