import { queryOptions } from '@tanstack/react-query';
import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { toFormData } from '../form';
import { OPENING_FRESH_MS } from '../freshness';
import { queryKeys } from '../keys';
import { moneyCall } from '../money/call';
import { callDecoded } from '../parse/decode';
import { permission } from '../parse/fields';
import {
  depositPhone,
  depositResult,
  paymentCategories,
  publicDeposit,
  publicPaymentMethods,
} from '../parse/deposit';
import type { RequestBody } from '../types';

/** The visitor deposit modal: "Payment methods are fetched only when it is opened". */
export function getPublicPaymentMethodsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.publicPaymentMethods(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getPublicPaymentMethods',
          publicPaymentMethods,
          api.client.GET('/public/get/payment_methods', { signal }),
        )
      ).data,
  });
}

/** "At exactly 10 characters a check runs." */
export function checkDepositPhoneQuery(api: Api, phone: string) {
  return queryOptions({
    queryKey: queryKeys.depositPhone(phone),
    queryFn: async ({ signal }) =>
      callDecoded(
        api,
        'checkDepositPhone',
        depositPhone,
        api.client.GET('/public/check/deposit/{phone}', { params: { path: { phone } }, signal }),
      ),
    enabled: phone.length === 10,
  });
}

/** A visitor's deposit: one request per intent (api.money), never aborted or retried. */
export function createPublicDepositMutation(api: Api) {
  return defineMutation({
    mutationKey: ['createPublicDeposit'],
    mutationFn: (body: RequestBody<'/public/deposit', 'post'>) =>
      moneyCall(
        api,
        undefined,
        { operation: 'createPublicDeposit', sent: body, evidence: { visitor: true } },
        () =>
          callDecoded(
            api,
            'createPublicDeposit',
            publicDeposit,
            api.client.POST('/public/deposit', { body }),
          ),
      ),
  });
}

export function getPaymentCategoriesQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.paymentCategories(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'getPaymentCategories',
          paymentCategories,
          api.client.GET('/bank/get_payment_category_details', { signal }),
        )
      ).data,
    enabled: api.hasToken(),
    staleTime: OPENING_FRESH_MS,
  });
}

export function checkAllowDepositQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.allowDeposit(),
    queryFn: async ({ signal }) =>
      (
        await callDecoded(
          api,
          'checkAllowDeposit',
          permission,
          api.client.GET('/player/check/allow/deposit', { signal }),
        )
      ).status,
    enabled: api.hasToken(),
    staleTime: OPENING_FRESH_MS,
  });
}

/** `transaction_amount` is whole VND: the typed thousands times 1000 (see @wallet/domain). */
export function createDepositMutation(api: Api) {
  return defineMutation({
    mutationKey: ['createDeposit'],
    mutationFn: (body: RequestBody<'/account/deposit', 'post'>, context) =>
      moneyCall(
        api,
        context,
        {
          operation: 'createDeposit',
          sent: body,
          evidence: { history: 'deposit', amountVnd: Number(body.transaction_amount) },
        },
        () =>
          callDecoded(
            api,
            'createDeposit',
            depositResult,
            api.client.POST('/account/deposit', { body, bodySerializer: toFormData }),
          ),
      ),
  });
}
