import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { READ_ON_RETURN } from '../freshness';
export { getDagaBalanceQuery, getGameCategoryItemsQuery } from '../reads/evidence';
import { moneyCall } from '../money/call';
import { callDecoded } from '../parse/decode';
import {
  dagaGame,
  gameBalance,
  gameCategories,
  itemBalance,
  pointsWithdrawn,
  transferResult,
  withdrawAllResults,
} from '../parse/games';
import { defineRead } from '../read';
import type { RequestBody } from '../types';

export const getGameCategoriesQuery = defineRead('getGameCategories', '/player/game_categories', {
  owner: 'player',
  decoder: gameCategories,
  pick: (answer) => answer.data,
});

/** Sent with the normal bearer header (the original's misnamed header option is not copied). */
export const getDagaGameCategoriesQuery = defineRead(
  'getDagaGameCategories',
  '/player/daga/game_categories',
  { owner: 'player', decoder: gameCategories, pick: (answer) => answer.data },
);

// Balance calls: the client spaces them at least one second apart per path (see the rate-limit
// middleware); a `status: false` answer is data (its `error` names what to show), not a failure.

export const getGameBalanceQuery = defineRead('getGameBalance', '/player/game/{id}/balance', {
  owner: 'player',
  request: (id: number) => ({ params: { path: { id } } }),
  decoder: gameBalance,
  ...READ_ON_RETURN,
});

export const getGameItemBalanceQuery = defineRead(
  'getGameItemBalance',
  '/player/get_balance_game_categories-item/{gameId}/{platformId}',
  {
    owner: 'player',
    request: (gameId: number, platformId: number) => ({ params: { path: { gameId, platformId } } }),
    decoder: itemBalance,
  },
);

export const getDagaGameQuery = defineRead('getDagaGame', '/player/daga/game', {
  owner: 'player',
  decoder: dagaGame,
});

// Points transfers move money between the main wallet and a game: each goes through moneyCall (one
// request per intent, never aborted or retried); after no answer, the points of the games it moves,
// read just before it left and again after, tell whether it went through.

export function withdrawGamePointsMutation(api: Api) {
  return defineMutation({
    mutationKey: ['withdrawGamePoints'],
    mutationFn: ({ id, amount }: { id: number; amount: number }, context) =>
      moneyCall(
        api,
        context,
        {
          operation: 'withdrawGamePoints',
          sent: { id, amount },
          evidence: { points: [id], moves: 'out' },
        },
        () =>
          callDecoded(
            api,
            'withdrawGamePoints',
            pointsWithdrawn,
            api.client.POST('/player/points/withdraw/game/{id}', {
              params: { path: { id } },
              body: { amount },
            }),
          ),
      ),
  });
}

export function withdrawAllPointsMutation(api: Api) {
  return defineMutation({
    mutationKey: ['withdrawAllPoints'],
    mutationFn: (body: RequestBody<'/player/points/withdraw/all', 'post'>, context) =>
      moneyCall(
        api,
        context,
        {
          operation: 'withdrawAllPoints',
          sent: body,
          evidence: { points: body.game_items.map((i) => i.game_id), moves: 'out' },
        },
        () =>
          callDecoded(
            api,
            'withdrawAllPoints',
            withdrawAllResults,
            api.client.POST('/player/points/withdraw/all', { body }),
          ),
      ),
  });
}

export function withdrawDagaPointsMutation(api: Api) {
  return defineMutation({
    mutationKey: ['withdrawDagaPoints'],
    mutationFn: (body: RequestBody<'/player/points/withdraw/daga', 'post'>, context) =>
      moneyCall(
        api,
        context,
        {
          operation: 'withdrawDagaPoints',
          sent: body,
          evidence: { points: ['daga'], moves: 'out' },
        },
        () =>
          callDecoded(
            api,
            'withdrawDagaPoints',
            pointsWithdrawn,
            api.client.POST('/player/points/withdraw/daga', { body }),
          ),
      ),
  });
}

export function depositDagaMutation(api: Api) {
  return defineMutation({
    mutationKey: ['depositDaga'],
    mutationFn: (body: RequestBody<'/player/daga/deposit', 'post'>, context) =>
      moneyCall(
        api,
        context,
        { operation: 'depositDaga', sent: body, evidence: { points: ['daga'], moves: 'in' } },
        () =>
          callDecoded(
            api,
            'depositDaga',
            transferResult,
            api.client.POST('/player/daga/deposit', { body }),
          ),
      ),
  });
}

/** Moves `amount` from the main wallet into the game and answers the game's link. */
export function gameLoginMutation(api: Api) {
  return defineMutation({
    mutationKey: ['gameLogin'],
    mutationFn: (body: RequestBody<'/player/game/login', 'post'>, context) =>
      moneyCall(
        api,
        context,
        {
          operation: 'gameLogin',
          sent: body,
          evidence: { points: [Number(body.game_id)], moves: 'in' },
        },
        () =>
          callDecoded(
            api,
            'gameLogin',
            transferResult,
            api.client.POST('/player/game/login', { body }),
          ),
      ),
  });
}
