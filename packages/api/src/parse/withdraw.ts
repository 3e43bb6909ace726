import * as z from 'zod/mini';
import type { Schema } from '../types';
import { done, filled, int, num, ok, rows, text, type Decoder } from './decode';

/** Identity: id, bank_name, account_number. Cosmetic: User_name ('': the card shows no holder). */
export type UserBank = Schema<'UserBank'>;
const userBank: Decoder<UserBank> = z.object({
  id: int,
  bank_name: text,
  account_number: text,
  User_name: z.catch(text, ''),
});
const userBanks = rows(userBank);

export const publicWithdraw = z.object({
  status: ok,
  data: z.object({ message: z.literal('SUCCESS') }),
});
/** Identity: all three: a withdrawal is sent to this id and number. */
export const publicUserBanks = z.object({
  message: z.enum([
    'SUCCESS',
    'NUMBER_OR_USER_ID_NOT_VALID',
    'INVALID_PHONE_NUMBER',
    'BANK_NOT_AVAILABLE',
  ]),
  response: rows(z.object({ id: int, bank_name: text, account_number: text })),
});
export const phoneCheck = z.object({ status: ok, data: z.object({ registered: z.boolean() }) });
export const withdrawLimits = z.object({ minimum: num, maximum: num });
export const withdrawn = done('SUCCESS');
export const activeBanks = z.object({
  status: ok,
  response: userBanks,
  max_account_count: int,
});
/** A bank code that is not a name drops out of the choice. */
export const bankCodes = rows(filled);
export const bankAdded = z.object({
  status: ok,
  message: z.literal('SUCCESS'),
  response: userBanks,
});
export const bankDeleted = z.object({ status: ok, response: userBanks });
