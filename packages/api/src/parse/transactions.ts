import type { Schema } from '../contract';
import {
  boolean,
  integer,
  list,
  literal,
  nullable,
  number,
  object,
  string,
  withDefault,
  type Decoder,
  type With,
} from './decode';
import { flag, link, qr, when } from './fields';

const purpose = literal('deposit', 'withdraw');

/**
 * Identity: id, purpose (the tabs filter on it), amount and is_approved (a status is never guessed).
 * Cosmetic: created_at (null: no time shown).
 */
export type Transaction = With<Schema<'Transaction'>, { created_at: string | null }>;
const transaction: Decoder<Transaction> = object({
  id: integer,
  transaction_purpose: purpose,
  transaction_amount: number,
  created_at: when,
  is_approved: integer,
});
export const transactions = object({ response: list(transaction) });

/**
 * One record: the money facts (ids, purpose, amount, status, the bank to pay) make it; cosmetic are
 * the time (null), payment_url and payment_qr (null when not safe), note (null), is_redirect (0).
 */
export type TransactionDetail = With<
  Schema<'TransactionDetail'>,
  { transaction_created_time: string | null }
>;
const detail: Decoder<TransactionDetail> = object({
  id: integer,
  transaction_id: string,
  transaction_purpose: purpose,
  amount: number,
  transaction_created_time: when,
  is_approved: integer,
  is_redirect: withDefault(flag, 0),
  payment_url: link,
  payment_qr: qr,
  bank_name: string,
  bank_account_name: string,
  bank_account_number: string,
  note: withDefault(nullable(string), null),
});
export const transactionAnswer = object({ data: detail });
export const latestTransaction = object({ data: nullable(detail) });
export const transactionStatus = object({ status: boolean, is_approved: integer });
