import { queryOptions } from '@tanstack/react-query';
import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { toFormData } from '../form';
import { OPENING_FRESH_MS } from '../freshness';
import { queryKeys } from '../keys';
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
export function getPublicUserBanksQuery(api: Api, phone: string) {
  return queryOptions({
    queryKey: queryKeys.publicUserBanks(phone),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'getPublicUserBanks',
        publicUserBanks,
        api.client.GET('/public/bank/user/{phone}', { params: { path: { phone } }, signal }),
      ),
    enabled: phone.length === 10,
  });
}

export function checkPhoneQuery(api: Api, phone: string) {
  return queryOptions({
    queryKey: queryKeys.checkPhone(phone),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'checkPhone',
        phoneCheck,
        api.client.GET('/check_phone/{phone}', { params: { path: { phone } }, signal }),
      ),
    enabled: phone.length === 10,
  });
}

export function getWithdrawLimitsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.withdrawLimits(),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'getWithdrawLimits',
        withdrawLimits,
        api.client.GET('/public/get/withdraw_limits', { signal }),
      ),
    staleTime: OPENING_FRESH_MS,
  });
}

export function checkAllowWithdrawQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.allowWithdraw(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'checkAllowWithdraw',
          permission,
          api.client.GET('/player/check/allow/withdraw', { signal }),
        )
      ).status,
    enabled: api.hasToken(),
    staleTime: OPENING_FRESH_MS,
  });
}

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

export function getActiveBanksQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.activeBanks(),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'getActiveBanks',
        activeBanks,
        api.client.GET('/player/active/banks', { signal }),
      ),
    enabled: api.hasToken(),
    staleTime: OPENING_FRESH_MS,
  });
}

export function getBankCodesQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.bankCodes(),
    queryFn: async ({ signal }) =>
      callDecoded(api, 'getBankCodes', bankCodes, api.client.GET('/bankcodes/all', { signal })),
  });
}

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
