import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call, type Api } from '../client';
import { queryKeys } from '../keys';
import type { RequestBody } from '../types';

export function registerAgentMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['registerAgent'],
    mutationFn: async (body: RequestBody<'/register_agent', 'post'>) =>
      call(api.client.POST('/register_agent', { body })),
  });
}

/** "status false means the phone is free". */
export function checkAgentPhoneQuery(api: Api, phone: string) {
  return queryOptions({
    queryKey: queryKeys.agentPhone(phone),
    queryFn: async ({ signal }) =>
      call(api.client.GET('/agent/check_phone/{phone}', { params: { path: { phone } }, signal })),
    enabled: phone !== '',
  });
}
