/**
 * Issue 47 §4 "Three taps for a returning player": the deposit this device made last (its provider,
 * method, bank and amount), kept on the device as its other choices are, so that home can offer
 * it again, filled in.
 */
export const LAST_DEPOSIT_KEY = 'wallet.lastDeposit';

export interface LastDeposit {
  /** Whose it was (the login phone): a phone shared by two players offers each only their own. */
  player: string;
  categoryId: number;
  methodId: number;
  bankId: number;
  /** In thousands, as the form takes it. */
  amount: number;
}

const isId = (value: unknown): value is number => Number.isInteger(value) && Number(value) > 0;

/**
 * What was kept for `player`, or null: nothing kept, another player's, or anything that is not a
 * whole deposit (an older format, a hand edit).
 */
export function parseLastDeposit(
  raw: string | null,
  player: string | undefined,
): LastDeposit | null {
  if (!raw || !player) return null;
  let value: Partial<Record<keyof LastDeposit, unknown>>;
  try {
    value = JSON.parse(raw) as typeof value;
  } catch {
    return null;
  }
  const { categoryId, methodId, bankId, amount } = value ?? {};
  if (value?.player !== player) return null;
  if (!isId(categoryId) || !isId(methodId) || !isId(bankId) || !isId(amount)) return null;
  return { player, categoryId, methodId, bankId, amount };
}

export const writeLastDeposit = (deposit: LastDeposit): string => JSON.stringify(deposit);

/**
 * Home's offer: 'Nạp lại 600K' (ours), given the amount as the quick amounts write it
 * (formatAmountLabel). This module imports nothing: it rides in a small chunk of its own with home
 * and the deposit form, and a module it imported would ride there too, into every page's load.
 */
export const depositAgainLabel = (amountLabel: string): string => `Nạp lại ${amountLabel}`;
