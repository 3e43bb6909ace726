import type { Schema } from '../types';
import { integer, literal, nullable, object, string, type Decoder } from './decode';
import { among, decimal, done, filled, ok } from './fields';

export const login = object({
  message: literal('SUCCESS', 'REQUIRE_RESET_PASSWORD'),
  token: filled,
});
export const registered = object({ status: ok, token: filled });
export const agentCode = object({ status: ok, reference_agent_id: filled });
export const passwordReset = done('PASSWORD_RESET_SUCCESS');
export const otpSent = done('OTP_SENT');
export const otpVerified = object({
  status: ok,
  message: literal('OTP_VERIFIED'),
  token: filled,
});
export const passwordChanged = done('PASSWORD_CHANGED');

const approval = among(1, 2);

/**
 * One record, not a list: nothing in it is cosmetic. Without its name (the login phone), a decimal
 * balance or a known approval it is unusable, and the call fails: a balance is never made up.
 */
export type UserInfo = Schema<'UserInfo'>;
const user: Decoder<UserInfo> = object({
  name: filled,
  balance: decimal,
  user_id: nullable(integer),
  user_name: nullable(string),
  raw_string: nullable(string),
  is_approved: approval,
});
export const userAnswer = object({ data: user });
export const approvalAnswer = object({ status: ok, is_approved: approval });
