import { OPENING_FRESH_MS, READ_ON_RETURN } from '../freshness';
import { dagaBalance, gameCategoryItems } from '../parse/games';
import { latestTransaction } from '../parse/transactions';
import { defineRead } from '../read';

// The reads a money call's outcome is judged from (money/reconcile.ts reads them before a call and
// after a lost answer) and that screens show: below both the money guard and the operations that
// call through it, so neither imports the other back (issue 38 §2). The operations export them.

export const getLatestTransactionQuery = defineRead(
  'getLatestTransaction',
  '/account/latest_transaction',
  { owner: 'player', decoder: latestTransaction, pick: (answer) => answer.data },
);

export const getGameCategoryItemsQuery = defineRead(
  'getGameCategoryItems',
  '/player/game_categories_items',
  {
    owner: 'player',
    decoder: gameCategoryItems,
    pick: (answer) => answer.data,
    ...READ_ON_RETURN,
    // /withdraw and /profile/all-wallet start it with their code; the screen shows that answer.
    // A transfer reads it again (invalidated), as do the money checks (`staleTime: 0`).
    staleTime: OPENING_FRESH_MS,
  },
);

/** "GET player/daga/balance with bearer, only when a token exists." */
export const getDagaBalanceQuery = defineRead('getDagaBalance', '/player/daga/balance', {
  owner: 'player',
  decoder: dagaBalance,
  ...READ_ON_RETURN,
});
