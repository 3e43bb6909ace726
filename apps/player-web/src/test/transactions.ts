import { screen, within } from '@testing-library/react';
import { createDepositMutation, getUserTransactionsQuery, type Transaction } from '@wallet/api';
import type { SEED } from '@wallet/sandbox';
import { pageDepositBody } from '@wallet/sandbox';
import { api, queryClient } from '../lib/wallet';

/**
 * The shown rows of the selected tab: each row's amount, date and status, whether it links, and its
 * 'Lý do' control (a rejected row's, issue 27 §3).
 */
export async function shownRows() {
  const panel = await screen.findByRole('tabpanel');
  const rows = await within(panel).findAllByRole('listitem');
  return rows.map((row) => {
    // The row's three cells (the amount's own figure is a span inside its cell).
    const cells = row.querySelector(':scope > .ui-tx__link')?.children ?? [];
    const [amount, date, status] = [...cells].map((cell) => cell.textContent);
    return {
      amount,
      date,
      status,
      link: within(row).queryByRole('link'),
      reason: within(row).queryByRole('button', { name: 'Lý do' }),
      row,
    };
  });
}

/**
 * A deposit made as the deposit page makes it (through the money guard); the player must be logged
 * in. `method` is one of the sandbox's seeded methods.
 */
export function deposit(
  method: (typeof SEED.payment)['bankTransfer' | 'ewallet'],
  amountVnd = 500_000,
) {
  const mutation = createDepositMutation(api);
  return mutation.mutationFn(pageDepositBody(method, amountVnd), {
    client: queryClient,
    meta: undefined,
    mutationKey: mutation.mutationKey,
  });
}

/** The logged-in player's history as the upstream sends it (newest first). */
export function history(): Promise<Transaction[]> {
  return queryClient.fetchQuery({ ...getUserTransactionsQuery(api), staleTime: 0 });
}

/** The id of the newest transaction of the history that matches. */
export async function idOf(match: (t: Transaction) => boolean): Promise<number> {
  const found = (await history()).find(match);
  if (!found) throw new Error('no such transaction in the seeded history');
  return found.id;
}
