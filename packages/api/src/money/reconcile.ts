import type { QueryClient } from '@tanstack/react-query';
import type { MoneyFinding } from '@wallet/domain';
import type { Api } from '../client';
import { queryKeys } from '../keys';
import { getUserQuery } from '../operations/account';
import { getLatestTransactionQuery } from '../operations/transactions';

// After a money call got no answer, what the upstream knows is read again (never from the cache)
// and compared with what was sent. `done` needs evidence; anything else is `unknown`, and the
// player is told where to look. Every player query is then marked stale, so screens show the
// upstream's figures, never a local sum.

const fresh = { staleTime: 0, retry: 2 } as const;

async function afterwards(client: QueryClient, finding: MoneyFinding): Promise<MoneyFinding> {
  await client.invalidateQueries({ queryKey: queryKeys.player });
  return finding;
}

/**
 * A deposit or withdrawal: the latest transaction is the one sent when it has the same purpose and
 * amount and is still open (pending, paid or processing: 001 §4 codes 0, 3, 4).
 */
export async function findInHistory(
  api: Api,
  client: QueryClient | undefined,
  purpose: 'deposit' | 'withdraw',
  amountVnd: number,
): Promise<MoneyFinding> {
  const unknown: MoneyFinding = { status: 'unknown', where: 'history' };
  if (!client || !api.hasToken()) return unknown;
  const latest = await client.fetchQuery({ ...getLatestTransactionQuery(api), ...fresh });
  const open = latest && [0, 3, 4].includes(Number(latest.is_approved));
  const same = latest?.transaction_purpose === purpose && Number(latest.amount) === amountVnd;
  return afterwards(
    client,
    open && same
      ? { status: 'done', where: 'history', transactionId: latest.transaction_id }
      : unknown,
  );
}

/** The main balance the screen last showed (thousands), before a points transfer leaves. */
export function mainBalanceBefore(api: Api, client: QueryClient | undefined): number | undefined {
  const balance = client?.getQueryData(getUserQuery(api).queryKey)?.balance;
  const value = Number(balance);
  return balance === undefined || balance === null || !Number.isFinite(value) ? undefined : value;
}

/**
 * A points transfer: it went through when the main balance moved the way it moves it (down into a
 * game, up out of one). Without the figure from before, nothing can be told.
 */
export async function findInBalance(
  api: Api,
  client: QueryClient | undefined,
  before: number | undefined,
  direction: 'down' | 'up',
): Promise<MoneyFinding> {
  const unknown: MoneyFinding = { status: 'unknown', where: 'balance' };
  if (!client || !api.hasToken()) return unknown;
  const user = await client.fetchQuery({ ...getUserQuery(api), ...fresh });
  const after = Number(user.balance);
  const moved = before !== undefined && (direction === 'down' ? after < before : after > before);
  return afterwards(client, moved ? { status: 'done', where: 'balance' } : unknown);
}

/** A visitor's deposit or withdrawal: there is nothing a visitor's client can read back. */
export async function visitorFinding(): Promise<MoneyFinding> {
  return { status: 'unknown', where: 'support' };
}
