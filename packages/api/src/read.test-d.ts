// Checked by the package's typecheck (`tsc --noEmit`), never run: a read's operationId, path,
// parameters and arguments are checked against the contract at compile time. Each
// `@ts-expect-error` fails the typecheck the day the line under it compiles.
import type { QueryKey } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import type { Api } from './client';
import type { TransactionDetail, UserInfo } from './types';
import { getGameBalanceQuery, getTransactionQuery, getUserQuery } from './index';
import { userAnswer } from './parse/account';
import { callDecoded } from './parse/decode';
import { transactionAnswer } from './parse/transactions';
import { defineRead } from './read';

declare const api: Api;
const user = { owner: 'player', decoder: userAnswer } as const;

// The operationId and its path, as the contract has them.
defineRead('getUser', '/user', user);

// @ts-expect-error a path the contract does not have
defineRead('getUser', '/usr', user);

// @ts-expect-error an operationId the contract does not have
defineRead('getUsr', '/user', user);

// @ts-expect-error another operation's path
defineRead('getUser', '/player/check/approval', user);

// @ts-expect-error a write is no read
defineRead('loginUser', '/login_user', user);

defineRead('getTransaction', '/account/transaction/{id}', {
  owner: 'player',
  // @ts-expect-error the path's parameter is the contract's: `id` is a number there
  request: (id: string) => ({ params: { path: { id } } }),
  decoder: transactionAnswer,
});

defineRead('getTransaction', '/account/transaction/{id}', {
  owner: 'player',
  // @ts-expect-error a path with a parameter needs it
  request: () => ({}),
  decoder: transactionAnswer,
});

// What a screen gets: the arguments `request` takes, the data `pick` chose, a key.
expectTypeOf(getGameBalanceQuery).parameters.toEqualTypeOf<[Api, number]>();
expectTypeOf(
  getTransactionQuery(api, 1).queryFn,
).returns.resolves.toEqualTypeOf<TransactionDetail>();
expectTypeOf(getUserQuery(api).queryFn).returns.resolves.toEqualTypeOf<UserInfo>();
expectTypeOf(getUserQuery(api).queryKey).toExtend<QueryKey>();

// @ts-expect-error the balance's game is required
getGameBalanceQuery(api);

// A write names its operation too, by the contract's operationIds.
// @ts-expect-error an operationId the contract does not have
void callDecoded(api, 'logInUser', userAnswer, api.client.GET('/user'));
