import { useState } from 'react';
import type { PaymentBank, PaymentCategory, PaymentMethod } from '@wallet/api';
import { chosenOrFirst, depositPageBounds, type AmountBounds } from '@wallet/domain';

const bySortOrder =
  <T>(order: (item: T) => number) =>
  (a: T, b: T) =>
    order(a) - order(b);

// A bank carries sort_order or sorting_order (000 §3); one without either sorts last.
const bankOrder = (bank: PaymentBank) =>
  bank.sort_order ?? bank.sorting_order ?? Number.MAX_SAFE_INTEGER;

/** The method's banks, in their sort order. */
export function banksOf(method: PaymentMethod): PaymentBank[] {
  return [...method.payment_method_banks].sort(bySortOrder(bankOrder));
}

/** The category's methods that have a bank to pay with, in their sort order. */
export function methodsOf(category: PaymentCategory): PaymentMethod[] {
  return category.payment_methods
    .filter((method) => method.payment_method_banks.length > 0)
    .sort(bySortOrder((method) => method.sort_order));
}

/**
 * The providers the player can pay with, in their sort order: one without a method and a bank
 * cannot take a deposit, so it is not offered (docs/decisions.md).
 */
export function offeredCategories(categories: PaymentCategory[]): PaymentCategory[] {
  return categories
    .filter((category) => methodsOf(category).length > 0)
    .sort(bySortOrder((category) => category.sort_order));
}

export interface DepositChoice {
  category: PaymentCategory;
  method: PaymentMethod;
  bank: PaymentBank;
  bounds: AmountBounds;
  chooseCategory: (id: number) => void;
  chooseMethod: (id: number) => void;
  chooseBank: (id: number) => void;
}

export interface Chosen {
  categoryId: number | null;
  methodId: number | null;
  bankId: number | null;
}

const NONE: Chosen = { categoryId: null, methodId: null, bankId: null };

/**
 * 000 §2 step1 "choose provider (payment category), method, bank": the first of each is chosen
 * until the player chooses; another provider starts at its first method, another method at its
 * first bank. `categories` must be offeredCategories (not empty). `start`: what is chosen at first
 * (issue 47 §4, the last deposit again); one no longer offered falls back to the first.
 */
export function useDepositChoice(
  categories: PaymentCategory[],
  start: Chosen = NONE,
): DepositChoice {
  const [chosen, setChosen] = useState<Chosen>(start);
  const category = chosenOrFirst(categories, chosen.categoryId);
  const method = chosenOrFirst(methodsOf(category), chosen.methodId);
  const bank = chosenOrFirst(banksOf(method), chosen.bankId);
  return {
    category,
    method,
    bank,
    bounds: depositPageBounds(method, bank),
    chooseCategory: (id) => setChosen({ categoryId: id, methodId: null, bankId: null }),
    chooseMethod: (id) => setChosen({ categoryId: category.id, methodId: id, bankId: null }),
    chooseBank: (id) => setChosen({ categoryId: category.id, methodId: method.id, bankId: id }),
  };
}
