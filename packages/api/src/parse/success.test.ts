import { describe, expect, it } from 'vitest';
import { decodeWith } from '../test/decode';
import { login, otpVerified } from './auth';
import { depositResult } from './deposit';
import { done } from './fields';
import { publicUserBanks, publicWithdraw } from './withdraw';

// The upstream is not ours: a success answer whose message is worded differently from our
// contract's is still a success. The screens act on the codes the spec names; a money call must
// never read a reworded success as an unknown outcome.

describe('success answers are read whatever their message', () => {
  it('login: a token with any message logs in; REQUIRE_RESET_PASSWORD is still seen', () => {
    expect(decodeWith(login, { message: 'Đăng nhập thành công', token: 't' }).value).toEqual({
      message: 'Đăng nhập thành công',
      token: 't',
    });
    expect(decodeWith(login, { message: 'REQUIRE_RESET_PASSWORD', token: 't' }).value.message).toBe(
      'REQUIRE_RESET_PASSWORD',
    );
  });

  it('a plain success, an OTP check and a visitor withdrawal take any message', () => {
    expect(decodeWith(done, { status: true, message: 'OK' }).value.message).toBe('OK');
    expect(
      decodeWith(otpVerified, { status: true, message: 'verified', token: 'r' }).value.token,
    ).toBe('r');
    expect(
      decodeWith(publicWithdraw, { status: true, data: { message: 'Thành công' } }).value.data,
    ).toEqual({ message: 'Thành công' });
  });

  it('001 §8 "Any other message shows the log-in-first text": a lookup with a new message is read', () => {
    const answer = decodeWith(publicUserBanks, { message: 'SOMETHING_NEW', response: [] }).value;
    expect(answer).toEqual({ message: 'SOMETHING_NEW', response: [] });
  });

  it('a deposit answered with another message than SUCCESS or AUTO_APPROVED is still a created deposit', () => {
    const answer = {
      status: true,
      message: 'CREATED',
      is_redirect: 0,
      payment_qr: null,
      transaction_id: 'DP1',
      bank_name: 'Vietcombank',
      bank_account_name: 'CONG TY',
      bank_account_number: '0011',
      amount: 500000,
      transaction_created_time: '2026-11-23 10:00:00',
      note: 'DP1',
      payment_method: 'QR',
      payment_url: null,
    };
    expect(decodeWith(depositResult, answer).value.message).toBe('CREATED');
  });
});
