import * as z from 'zod/mini';
import type { Schema } from '../types';
import {
  flag,
  image,
  int,
  link,
  num,
  ok,
  order,
  qr,
  rows,
  text,
  when,
  type Decoder,
  type With,
} from './decode';

/**
 * Identity: id, bank_name, and the deposit limits when sent (money limits are never guessed).
 * Cosmetic: bank_image (null: the name alone), sort orders (a bad one sorts last).
 */
export type PaymentBank = With<Schema<'PaymentBank'>, { bank_image: string | null }>;
const bank: Decoder<PaymentBank> = z.object({
  id: int,
  bank_name: text,
  bank_image: image,
  sort_order: z.optional(order),
  sorting_order: z.optional(order),
  min_deposit_amount: z.optional(num),
  max_deposit_amount: z.optional(num),
});

/** Identity: id, code, name, limits, banks being a list. Cosmetic: sort_order (last). */
export type PaymentMethod = With<Schema<'PaymentMethod'>, { payment_method_banks: PaymentBank[] }>;
const method: Decoder<PaymentMethod> = z.object({
  id: int,
  payment_method_code: text,
  payment_method_name: text,
  sort_order: order,
  min_deposit_amount: num,
  max_deposit_amount: num,
  payment_method_banks: rows(bank),
});

/** Identity: id, code, banks being a list. Cosmetic: the optional name (left out), sorting_order. */
export type PublicPaymentMethod = With<
  Schema<'PublicPaymentMethod'>,
  { payment_method_banks: PaymentBank[] }
>;
const publicMethod: Decoder<PublicPaymentMethod> = z.object({
  id: int,
  payment_method_code: text,
  payment_method_name: z.catch(z.optional(text), undefined),
  sorting_order: order,
  payment_method_banks: rows(bank),
});
export const publicPaymentMethods = z.object({ data: rows(publicMethod) });

/** Identity: id, code, name, methods being a list. Cosmetic: image (null), sort_order (last). */
export type PaymentCategory = With<
  Schema<'PaymentCategory'>,
  { image: string | null; payment_methods: PaymentMethod[] }
>;
const category: Decoder<PaymentCategory> = z.object({
  id: int,
  category_code: text,
  name: text,
  image: image,
  sort_order: order,
  payment_methods: rows(method),
});
export const paymentCategories = z.object({ data: rows(category) });

export const depositPhone = z.object({ status: z.boolean(), message: text });

/**
 * A created deposit: the money facts make it (a bad one fails the call, and the money guard then
 * reads the history). Cosmetic: payment_qr and payment_url (null when not safe: the bank details
 * stay), the time (null), is_redirect (0).
 */
export type DepositResult = With<
  Schema<'DepositResult'>,
  { transaction_created_time: string | null }
>;
export const depositResult: Decoder<DepositResult> = z.object({
  status: ok,
  message: z.enum(['SUCCESS', 'AUTO_APPROVED']),
  is_redirect: z.catch(flag, 0),
  payment_qr: qr,
  transaction_id: text,
  bank_name: text,
  bank_account_name: text,
  bank_account_number: text,
  amount: num,
  transaction_created_time: when,
  note: text,
  payment_method: text,
  payment_url: link,
});
export const publicDeposit = z.object({ status: ok, message: text, data: depositResult });
