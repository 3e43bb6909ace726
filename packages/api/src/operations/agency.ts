import { queryOptions } from '@tanstack/react-query';
import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { queryKeys } from '../keys';
import { agentPhone, agentRegistered } from '../parse/agency';
import { callDecoded } from '../parse/decode';
import type { RequestBody } from '../types';

export function registerAgentMutation(api: Api) {
  return defineMutation({
    mutationKey: ['registerAgent'],
    mutationFn: async (body: RequestBody<'/register_agent', 'post'>) =>
      callDecoded(
        api,
        'registerAgent',
        agentRegistered,
        api.client.POST('/register_agent', { body }),
      ),
  });
}

/** "status false means the phone is free". */
export function checkAgentPhoneQuery(api: Api, phone: string) {
  return queryOptions({
    queryKey: queryKeys.agentPhone(phone),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'checkAgentPhone',
        agentPhone,
        api.client.GET('/agent/check_phone/{phone}', { params: { path: { phone } }, signal }),
      ),
    enabled: phone !== '',
  });
}
