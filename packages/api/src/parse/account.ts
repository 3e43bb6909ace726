import type { Schema } from '../contract';
import { integer, nullable, object, string, type Decoder } from './decode';
import { among, decimal, filled, ok } from './fields';

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
