import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { toFormData } from '../form';
import { OPENING_FRESH_MS } from '../freshness';
import { moneyCall } from '../money/call';
import { intentKey } from '../money/intent-key';
import { callDecoded } from '../parse/decode';
import { permission } from '../parse/fields';
import {
  activeBanks,
  bankAdded,
  bankCodes,
  bankDeleted,
  phoneCheck,
  publicUserBanks,
  publicWithdraw,
  withdrawLimits,
  withdrawn,
} from '../parse/withdraw';
import { shareInFlight } from '../single-flight';
import { PHONE_LOOKUP } from '../phone-lookup';
import { defineRead } from '../read';
import type { RequestBody } from '../types';

export function createPublicWithdrawMutation(api: Api) {
  return defineMutation({
    mutationKey: ['createPublicWithdraw'],
    mutationFn: (body: RequestBody<'/public/withdraw', 'post'>) =>
      moneyCall(
        api,
        undefined,
        { operation: 'createPublicWithdraw', sent: body, evidence: { visitor: true } },
        () =>
          callDecoded(
            api,
            'createPublicWithdraw',
            publicWithdraw,
            api.client.POST('/public/withdraw', { body }),
          ),
      ),
  });
}

/** The visitor withdraw modal's bank lookup: "at exactly 10 characters a bank lookup runs". */
export const getPublicUserBanksQuery = defineRead(
  'getPublicUserBanks',
  '/public/bank/user/{phone}',
  {
    owner: 'public',
    decoder: publicUserBanks,
    ...PHONE_LOOKUP,
  },
);

export const checkPhoneQuery = defineRead('checkPhone', '/check_phone/{phone}', {
  owner: 'public',
  decoder: phoneCheck,
  ...PHONE_LOOKUP,
});

export const getWithdrawLimitsQuery = defineRead(
  'getWithdrawLimits',
  '/public/get/withdraw_limits',
  { owner: 'public', decoder: withdrawLimits, staleTime: OPENING_FRESH_MS },
);

export const checkAllowWithdrawQuery = defineRead(
  'checkAllowWithdraw',
  '/player/check/allow/withdraw',
  {
    owner: 'player',
    decoder: permission,
    pick: (answer) => answer.status,
    staleTime: OPENING_FRESH_MS,
  },
);

/** `transaction_amount` is whole VND: the typed points times 30000 (see @wallet/domain). */
export function createWithdrawMutation(api: Api) {
  return defineMutation({
    mutationKey: ['createWithdraw'],
    mutationFn: (body: RequestBody<'/account/withdraw', 'post'>, context) =>
      moneyCall(
        api,
        context,
        {
          operation: 'createWithdraw',
          sent: body,
          evidence: { history: 'withdraw', amountVnd: Number(body.transaction_amount) },
        },
        () =>
          callDecoded(
            api,
            'createWithdraw',
            withdrawn,
            api.client.POST('/account/withdraw', { body, bodySerializer: toFormData }),
          ),
      ),
  });
}

export const getActiveBanksQuery = defineRead('getActiveBanks', '/player/active/banks', {
  owner: 'player',
  decoder: activeBanks,
  staleTime: OPENING_FRESH_MS,
});

export const getBankCodesQuery = defineRead('getBankCodes', '/bankcodes/all', {
  owner: 'public',
  decoder: bankCodes,
});

export function addUserBankMutation(api: Api) {
  return defineMutation({
    mutationKey: ['addUserBank'],
    mutationFn: (body: RequestBody<'/bank/add_user_bank', 'post'>) =>
      shareInFlight(api, intentKey('addUserBank', body), () =>
        callDecoded(
          api,
          'addUserBank',
          bankAdded,
          api.client.POST('/bank/add_user_bank', { body, bodySerializer: toFormData }),
        ),
      ),
  });
}

export function deleteUserBankMutation(api: Api) {
  return defineMutation({
    mutationKey: ['deleteUserBank'],
    mutationFn: async (id: number) =>
      callDecoded(
        api,
        'deleteUserBank',
        bankDeleted,
        api.client.DELETE('/bank/delete_user_bank/{id}', { params: { path: { id } } }),
      ),
  });
}
