import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call, type Api } from '../client';
import { queryKeys } from '../keys';
import { singleFlight } from '../single-flight';
import type { RequestBody } from '../types';

export function getGameCategoriesQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.gameCategories(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/player/game_categories', { signal }))).data,
    enabled: api.hasToken(),
  });
}

/** Sent with the normal bearer header (the original's misnamed header option is not copied). */
export function getDagaGameCategoriesQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.dagaGameCategories(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/player/daga/game_categories', { signal }))).data,
    enabled: api.hasToken(),
  });
}

export function getGameCategoryItemsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.gameCategoryItems(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/player/game_categories_items', { signal }))).data,
    enabled: api.hasToken(),
  });
}

// Balance calls: the client spaces them at least one second apart per path (see the rate-limit
// middleware); a `status: false` answer is data (its `error` names what to show), not a failure.

export function getGameBalanceQuery(api: Api, id: number) {
  return queryOptions({
    queryKey: queryKeys.gameBalance(id),
    queryFn: async ({ signal }) =>
      call(api.client.GET('/player/game/{id}/balance', { params: { path: { id } }, signal })),
    enabled: api.hasToken(),
  });
}

export function getGameItemBalanceQuery(api: Api, gameId: number, platformId: number) {
  return queryOptions({
    queryKey: queryKeys.gameItemBalance(gameId, platformId),
    queryFn: async ({ signal }) =>
      call(
        api.client.GET('/player/get_balance_game_categories-item/{gameId}/{platformId}', {
          params: { path: { gameId, platformId } },
          signal,
        }),
      ),
    enabled: api.hasToken(),
  });
}

/** "GET player/daga/balance with bearer, only when a token exists." */
export function getDagaBalanceQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.dagaBalance(),
    queryFn: async ({ signal }) => call(api.client.GET('/player/daga/balance', { signal })),
    enabled: api.hasToken(),
  });
}

export function getDagaGameQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.dagaGame(),
    queryFn: async ({ signal }) => call(api.client.GET('/player/daga/game', { signal })),
    enabled: api.hasToken(),
  });
}

export function withdrawGamePointsMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['withdrawGamePoints'],
    mutationFn: ({ id, amount }: { id: number; amount: number }) =>
      singleFlight(api, `points-out-${id}`, () =>
        call(
          api.client.POST('/player/points/withdraw/game/{id}', {
            params: { path: { id } },
            body: { amount },
          }),
        ),
      ),
  });
}

export function withdrawAllPointsMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['withdrawAllPoints'],
    mutationFn: (body: RequestBody<'/player/points/withdraw/all', 'post'>) =>
      singleFlight(api, 'points-out-all', () =>
        call(api.client.POST('/player/points/withdraw/all', { body })),
      ),
  });
}

export function withdrawDagaPointsMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['withdrawDagaPoints'],
    mutationFn: (body: RequestBody<'/player/points/withdraw/daga', 'post'>) =>
      singleFlight(api, 'points-out-daga', () =>
        call(api.client.POST('/player/points/withdraw/daga', { body })),
      ),
  });
}

export function depositDagaMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['depositDaga'],
    mutationFn: (body: RequestBody<'/player/daga/deposit', 'post'>) =>
      singleFlight(api, 'points-in', () => call(api.client.POST('/player/daga/deposit', { body }))),
  });
}

/** Moves `amount` from the main wallet into the game and answers the game's link. */
export function gameLoginMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['gameLogin'],
    mutationFn: (body: RequestBody<'/player/game/login', 'post'>) =>
      singleFlight(api, 'points-in', () => call(api.client.POST('/player/game/login', { body }))),
  });
}
