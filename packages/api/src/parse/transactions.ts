import * as z from 'zod/mini';
import type { Schema } from '../types';
import { flag, int, link, num, qr, rows, text, when, type Decoder, type With } from './decode';

const purpose = z.enum(['deposit', 'withdraw']);

/**
 * Identity: id, purpose (the tabs filter on it), amount and is_approved (a status is never guessed).
 * Cosmetic: created_at (null: no time shown).
 */
export type Transaction = With<Schema<'Transaction'>, { created_at: string | null }>;
const transaction: Decoder<Transaction> = z.object({
  id: int,
  transaction_purpose: purpose,
  transaction_amount: num,
  created_at: when,
  is_approved: int,
});
export const transactions = z.object({ response: rows(transaction) });

/**
 * One record: the money facts (ids, purpose, amount, status, the bank to pay) make it; cosmetic are
 * the time (null), payment_url and payment_qr (null when not safe), note (null), is_redirect (0).
 */
export type TransactionDetail = With<
  Schema<'TransactionDetail'>,
  { transaction_created_time: string | null }
>;
const detail: Decoder<TransactionDetail> = z.object({
  id: int,
  transaction_id: text,
  transaction_purpose: purpose,
  amount: num,
  transaction_created_time: when,
  is_approved: int,
  is_redirect: z.catch(flag, 0),
  payment_url: link,
  payment_qr: qr,
  bank_name: text,
  bank_account_name: text,
  bank_account_number: text,
  note: z.catch(z.nullable(text), null),
});
export const transactionAnswer = z.object({ data: detail });
export const latestTransaction = z.object({ data: z.nullable(detail) });
export const transactionStatus = z.object({ status: z.boolean(), is_approved: int });
