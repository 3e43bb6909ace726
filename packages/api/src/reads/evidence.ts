import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../client';
import { OPENING_FRESH_MS, READ_ON_RETURN } from '../freshness';
import { queryKeys } from '../keys';
import { callDecoded } from '../parse/decode';
import { dagaBalance, gameCategoryItems } from '../parse/games';
import { latestTransaction } from '../parse/transactions';

// The reads a money call's outcome is judged from (money/reconcile.ts reads them before a call and
// after a lost answer) and that screens show: below both the money guard and the operations that
// call through it, so neither imports the other back (issue 38 §2). The operations export them.

export function getLatestTransactionQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.latestTransaction(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getLatestTransaction',
          latestTransaction,
          api.client.GET('/account/latest_transaction', { signal }),
        )
      ).data,
    enabled: api.hasToken(),
  });
}

export function getGameCategoryItemsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.gameCategoryItems(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getGameCategoryItems',
          gameCategoryItems,
          api.client.GET('/player/game_categories_items', { signal }),
        )
      ).data,
    ...READ_ON_RETURN,
    enabled: api.hasToken(),
    // /withdraw and /profile/all-wallet start it with their code; the screen shows that answer.
    // A transfer reads it again (invalidated), as do the money checks (`staleTime: 0`).
    staleTime: OPENING_FRESH_MS,
  });
}

/** "GET player/daga/balance with bearer, only when a token exists." */
export function getDagaBalanceQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.dagaBalance(),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'getDagaBalance',
        dagaBalance,
        api.client.GET('/player/daga/balance', { signal }),
      ),
    ...READ_ON_RETURN,
    enabled: api.hasToken(),
  });
}
