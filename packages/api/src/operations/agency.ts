import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { agentPhone, agentRegistered } from '../parse/agency';
import { callDecoded } from '../parse/decode';
import { defineRead } from '../read';
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
export const checkAgentPhoneQuery = defineRead('checkAgentPhone', '/agent/check_phone/{phone}', {
  owner: 'public',
  request: (phone: string) => ({ params: { path: { phone } } }),
  decoder: agentPhone,
  enabled: (phone) => phone !== '',
});
