import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../client';
import { READ_ON_RETURN } from '../freshness';
import { queryKeys } from '../keys';
import { approvalAnswer, userAnswer } from '../parse/account';
import { callDecoded } from '../parse/decode';

/** "On load, if an auth token is stored, the user info is fetched." */
export function getUserQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.user(),
    queryFn: async ({ signal }) =>
      (await callDecoded(api, 'getUser', userAnswer, api.client.GET('/user', { signal }))).data,
    ...READ_ON_RETURN,
    enabled: api.hasToken(),
  });
}

export function checkApprovalQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.approval(),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'checkApproval',
        approvalAnswer,
        api.client.GET('/player/check/approval', { signal }),
      ),
    ...READ_ON_RETURN,
    enabled: api.hasToken(),
  });
}
