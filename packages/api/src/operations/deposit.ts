import { defineMutation } from '../mutation';
import type { Api } from '../client';
import { toFormData } from '../form';
import { OPENING_FRESH_MS } from '../freshness';
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
import { PHONE_LOOKUP } from '../phone-lookup';
import { defineRead } from '../read';
import type { RequestBody } from '../types';

/** The visitor deposit modal: "Payment methods are fetched only when it is opened". */
export const getPublicPaymentMethodsQuery = defineRead(
  'getPublicPaymentMethods',
  '/public/get/payment_methods',
  { owner: 'public', decoder: publicPaymentMethods, pick: (answer) => answer.data },
);

/** "At exactly 10 characters a check runs." */
export const checkDepositPhoneQuery = defineRead(
  'checkDepositPhone',
  '/public/check/deposit/{phone}',
  {
    owner: 'public',
    decoder: depositPhone,
    ...PHONE_LOOKUP,
  },
);

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

export const getPaymentCategoriesQuery = defineRead(
  'getPaymentCategories',
  '/bank/get_payment_category_details',
  {
    owner: 'player',
    decoder: paymentCategories,
    pick: (answer) => answer.data,
    staleTime: OPENING_FRESH_MS,
  },
);

export const checkAllowDepositQuery = defineRead(
  'checkAllowDeposit',
  '/player/check/allow/deposit',
  {
    owner: 'player',
    decoder: permission,
    pick: (answer) => answer.status,
    staleTime: OPENING_FRESH_MS,
  },
);

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
