import type { QueryClient } from '@tanstack/react-query';
import type { MoneyFinding } from '@wallet/domain';
import type { Api } from '../client';
import { queryKeys } from '../keys';
import {
  getDagaBalanceQuery,
  getGameCategoryItemsQuery,
  getLatestTransactionQuery,
} from '../reads/evidence';

// A money call's outcome is told only from evidence of that very move: what the upstream shows
// just before the call leaves is compared with what it shows after the answer was lost, both read
// from the upstream (never the cache). `done` needs that evidence; anything else is `unknown`, and
// the player is told where to look. Every player query is then marked stale, so screens show the
// upstream's figures, never a local sum.

const before = { staleTime: 0, retry: 1 } as const;
const after = { staleTime: 0, retry: 2 } as const;

async function afterwards(client: QueryClient, finding: MoneyFinding): Promise<MoneyFinding> {
  await client.invalidateQueries({ queryKey: queryKeys.player });
  return finding;
}

/** What a deposit or withdrawal is judged against: the latest transaction before it left. */
export interface LatestBefore {
  latest: string | null;
}

export async function readLatest(api: Api, client: QueryClient): Promise<LatestBefore> {
  const latest = await client.fetchQuery({ ...getLatestTransactionQuery(api), ...before });
  return { latest: latest?.transaction_id ?? null };
}

/**
 * A deposit or withdrawal was made when the latest transaction is a new one (not the one that was
 * latest before it left) of the same purpose and amount, whatever its status: a card deposit the
 * upstream approved at once (1) was made as surely as a pending one (0).
 */
export async function findInHistory(
  api: Api,
  client: QueryClient | undefined,
  was: unknown,
  purpose: 'deposit' | 'withdraw',
  amountVnd: number,
): Promise<MoneyFinding> {
  const unknown: MoneyFinding = { status: 'unknown', where: 'history' };
  if (!client || !api.hasToken() || !isLatestBefore(was)) return unknown;
  const latest = await client.fetchQuery({ ...getLatestTransactionQuery(api), ...after });
  const made =
    latest !== null &&
    latest.transaction_id !== was.latest &&
    latest.transaction_purpose === purpose &&
    Number(latest.amount) === amountVnd;
  return afterwards(
    client,
    made ? { status: 'done', where: 'history', transactionId: latest.transaction_id } : unknown,
  );
}

function isLatestBefore(value: unknown): value is LatestBefore {
  const latest = (value as Partial<LatestBefore> | null | undefined)?.latest;
  return latest === null || typeof latest === 'string';
}

/** Whose points a transfer moves: a game (its game_id) or Da Ga. */
export type PointsOf = number | 'daga';
/** The points of each, as the upstream showed them (absent: it could not say). */
export type Points = Record<string, number>;

export async function readPoints(
  api: Api,
  client: QueryClient,
  of: PointsOf[],
  options: typeof before | typeof after = before,
): Promise<Points> {
  const points: Points = {};
  const games = of.filter((o) => o !== 'daga').map(String);
  if (games.length) {
    const categories = await client.fetchQuery({ ...getGameCategoryItemsQuery(api), ...options });
    for (const item of categories.flatMap((c) => c.game_items)) {
      if (games.includes(String(item.game_id)) && typeof item.balance === 'number')
        points[String(item.game_id)] = item.balance;
    }
  }
  if (of.includes('daga')) {
    const daga = await client.fetchQuery({ ...getDagaBalanceQuery(api), ...options });
    if (daga.status) points.daga = daga.result;
  }
  return points;
}

/**
 * A points transfer went through when the points of every game it moves went the way it moves
 * them (up into a game, down out of one). Never the main balance: another move changes it too.
 */
export async function findInPoints(
  api: Api,
  client: QueryClient | undefined,
  was: unknown,
  of: PointsOf[],
  moves: 'in' | 'out',
): Promise<MoneyFinding> {
  const unknown: MoneyFinding = { status: 'unknown', where: 'balance' };
  if (!client || !api.hasToken() || !was || typeof was !== 'object') return unknown;
  const then = was as Points;
  const now = await readPoints(api, client, of, after);
  const moved = of.every((o) => {
    const a = then[String(o)];
    const b = now[String(o)];
    if (a === undefined || b === undefined) return false;
    return moves === 'in' ? b > a : b < a;
  });
  return afterwards(
    client,
    moved && of.length > 0 ? { status: 'done', where: 'balance' } : unknown,
  );
}

/** A visitor's deposit or withdrawal: there is nothing a visitor's client can read back. */
export async function visitorFinding(): Promise<MoneyFinding> {
  return { status: 'unknown', where: 'support' };
}
