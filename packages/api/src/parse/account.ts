import * as z from 'zod/mini';
import type { Schema } from '../types';
import { among, decimal, done, filled, int, ok, text, type Decoder } from './decode';

export const login = z.object({
  message: z.enum(['SUCCESS', 'REQUIRE_RESET_PASSWORD']),
  token: filled,
});
export const registered = z.object({ status: ok, token: filled });
export const agentCode = z.object({ status: ok, reference_agent_id: filled });
export const passwordReset = done('PASSWORD_RESET_SUCCESS');
export const otpSent = done('OTP_SENT');
export const otpVerified = z.object({
  status: ok,
  message: z.literal('OTP_VERIFIED'),
  token: filled,
});
export const passwordChanged = done('PASSWORD_CHANGED');

const approval = among([1, 2]);

/**
 * One record, not a list: nothing in it is cosmetic. Without its name (the login phone), a decimal
 * balance or a known approval it is unusable, and the call fails: a balance is never made up.
 */
export type UserInfo = Schema<'UserInfo'>;
const user: Decoder<UserInfo> = z.object({
  name: filled,
  balance: decimal,
  user_id: z.nullable(int),
  user_name: z.nullable(text),
  raw_string: z.nullable(text),
  is_approved: approval,
});
export const userAnswer = z.object({ data: user });
export const approvalAnswer = z.object({ status: ok, is_approved: approval });
