import type { Schema } from '../contract';
import {
  boolean,
  integer,
  list,
  number,
  object,
  string,
  withDefault,
  type Decoder,
} from './decode';
import { done, filled, ok } from './fields';

/** Identity: id, bank_name, account_number. Cosmetic: User_name ('': the card shows no holder). */
export type UserBank = Schema<'UserBank'>;
const userBank: Decoder<UserBank> = object({
  id: integer,
  bank_name: string,
  account_number: string,
  User_name: withDefault(string, ''),
});
const userBanks = list(userBank);

export const publicWithdraw = object({
  status: ok,
  data: object({ message: string }),
});
/** Identity: all three: a withdrawal is sent to this id and number. */
export const publicUserBanks = object({
  // 001 §8 "Any other message shows the log-in-first text": every message is read.
  message: string,
  response: list(object({ id: integer, bank_name: string, account_number: string })),
});
export const phoneCheck = object({ status: ok, data: object({ registered: boolean }) });
export const withdrawLimits = object({ minimum: number, maximum: number });
export const withdrawn = done;
export const activeBanks = object({
  status: ok,
  response: userBanks,
  max_account_count: integer,
});
/** A bank code that is not a name drops out of the choice. */
export const bankCodes = list(filled);
export const bankAdded = object({
  status: ok,
  message: string,
  response: userBanks,
});
export const bankDeleted = object({ status: ok, response: userBanks });
