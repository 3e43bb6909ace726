import type { Api } from '../client';
import { defineMutation } from '../mutation';
import type { RequestBody } from '../types';
import { addUserBankMutation, getActiveBanksQuery } from './withdraw';

// Its own module: the withdraw page loads withdraw.ts, and only the add-bank form needs this.

/**
 * The add-bank form's one call (001 §7 "POST /bank/add_user_bank"): the add, and when its answer is
 * lost on the way (none, a 5xx, an unreadable one, or 'taken' for a retry of a save that went
 * through) the saved accounts, read again, decide: holding this bank and number, the add went
 * through and it resolves; otherwise (or when that read fails too) the add's own failure is thrown.
 * Resolves with the saved accounts' answer when it had to look, else the add's.
 */
export function addBankAccountMutation(api: Api) {
  const add = addUserBankMutation(api);
  return defineMutation({
    mutationKey: ['addBankAccount'],
    mutationFn: async (body: RequestBody<'/bank/add_user_bank', 'post'>, context) => {
      try {
        return await add.mutationFn(body, context);
      } catch (error) {
        const saved = await context.client
          .fetchQuery({ ...getActiveBanksQuery(api), staleTime: 0 })
          .catch(() => null);
        const there = saved?.response.some(
          (b) => b.bank_name === body.bank_name && b.account_number === body.account_number,
        );
        if (!saved || !there) throw error;
        return saved;
      }
    },
  });
}
