import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { call, type Api } from '../client';
import { toFormData } from '../form';
import { queryKeys } from '../keys';
import { intentKey } from '../money/intent-key';
import { findInHistory, visitorFinding } from '../money/reconcile';
import type { RequestBody } from '../types';

/** The visitor deposit modal: "Payment methods are fetched only when it is opened". */
export function getPublicPaymentMethodsQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.publicPaymentMethods(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/public/get/payment_methods', { signal }))).data,
  });
}

/** "At exactly 10 characters a check runs." */
export function checkDepositPhoneQuery(api: Api, phone: string) {
  return queryOptions({
    queryKey: queryKeys.depositPhone(phone),
    queryFn: async ({ signal }) =>
      call(
        api.client.GET('/public/check/deposit/{phone}', { params: { path: { phone } }, signal }),
      ),
    enabled: phone.length === 10,
  });
}

/** A visitor's deposit: one request per intent (api.money), never aborted or retried. */
export function createPublicDepositMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['createPublicDeposit'],
    mutationFn: (body: RequestBody<'/public/deposit', 'post'>) =>
      api.money.run({
        key: intentKey('createPublicDeposit', body),
        send: () => call(api.client.POST('/public/deposit', { body })),
        reconcile: visitorFinding,
      }),
  });
}

export function getPaymentCategoriesQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.paymentCategories(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/bank/get_payment_category_details', { signal }))).data,
    enabled: api.hasToken(),
  });
}

export function checkAllowDepositQuery(api: Api) {
  return queryOptions({
    queryKey: queryKeys.allowDeposit(),
    queryFn: async ({ signal }) =>
      (await call(api.client.GET('/player/check/allow/deposit', { signal }))).status,
    enabled: api.hasToken(),
  });
}

/** `transaction_amount` is whole VND: the typed thousands times 1000 (see @wallet/domain). */
export function createDepositMutation(api: Api) {
  return mutationOptions({
    mutationKey: ['createDeposit'],
    mutationFn: (body: RequestBody<'/account/deposit', 'post'>, context) =>
      api.money.run({
        key: intentKey('createDeposit', body),
        send: () => call(api.client.POST('/account/deposit', { body, bodySerializer: toFormData })),
        reconcile: () =>
          findInHistory(api, context?.client, 'deposit', Number(body.transaction_amount)),
      }),
  });
}
