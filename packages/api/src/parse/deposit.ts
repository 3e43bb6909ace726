import type { Schema } from '../contract';
import {
  boolean,
  integer,
  list,
  number,
  object,
  optional,
  string,
  withDefault,
  type Decoder,
  type With,
} from './decode';
import { flag, image, link, ok, order, qr, when } from './fields';

/**
 * Identity: id, bank_name, and the deposit limits when sent (money limits are never guessed).
 * Cosmetic: bank_image (null: the name alone), sort orders (a bad one sorts last).
 */
export type PaymentBank = With<Schema<'PaymentBank'>, { bank_image: string | null }>;
const bank: Decoder<PaymentBank> = object({
  id: integer,
  bank_name: string,
  bank_image: image,
  sort_order: optional(order),
  sorting_order: optional(order),
  min_deposit_amount: optional(number),
  max_deposit_amount: optional(number),
});

/** Identity: id, code, name, limits, banks being a list. Cosmetic: sort_order (last). */
export type PaymentMethod = With<Schema<'PaymentMethod'>, { payment_method_banks: PaymentBank[] }>;
const method: Decoder<PaymentMethod> = object({
  id: integer,
  payment_method_code: string,
  payment_method_name: string,
  sort_order: order,
  min_deposit_amount: number,
  max_deposit_amount: number,
  payment_method_banks: list(bank),
});

/** Identity: id, code, banks being a list. Cosmetic: the optional name (left out), sorting_order. */
export type PublicPaymentMethod = With<
  Schema<'PublicPaymentMethod'>,
  { payment_method_banks: PaymentBank[] }
>;
const publicMethod: Decoder<PublicPaymentMethod> = object({
  id: integer,
  payment_method_code: string,
  payment_method_name: withDefault(optional(string), undefined),
  sorting_order: order,
  payment_method_banks: list(bank),
});
export const publicPaymentMethods = object({ data: list(publicMethod) });

/** Identity: id, code, name, methods being a list. Cosmetic: image (null), sort_order (last). */
export type PaymentCategory = With<
  Schema<'PaymentCategory'>,
  { image: string | null; payment_methods: PaymentMethod[] }
>;
const category: Decoder<PaymentCategory> = object({
  id: integer,
  category_code: string,
  name: string,
  image: image,
  sort_order: order,
  payment_methods: list(method),
});
export const paymentCategories = object({ data: list(category) });

export const depositPhone = object({ status: boolean, message: string });

/**
 * A created deposit: the money facts make it (a bad one fails the call, and the money guard then
 * reads the history). Cosmetic: payment_qr and payment_url (null when not safe: the bank details
 * stay), the time (null), is_redirect (0).
 */
export type DepositResult = With<
  Schema<'DepositResult'>,
  { transaction_created_time: string | null; message: string }
>;
export const depositResult: Decoder<DepositResult> = object({
  status: ok,
  // 000 §4 acts on 'AUTO_APPROVED'; any other message is the QR or redirect answer.
  message: string,
  is_redirect: withDefault(flag, 0),
  payment_qr: qr,
  transaction_id: string,
  bank_name: string,
  bank_account_name: string,
  bank_account_number: string,
  amount: number,
  transaction_created_time: when,
  note: string,
  payment_method: string,
  payment_url: link,
});
export const publicDeposit = object({ status: ok, message: string, data: depositResult });
