import { http } from 'msw';
import { BANK_NAMES } from '../seed/banks.js';
import { type Ctx, fail, invalid, json, param, readBody, text, withPlayer } from './context.js';
import { userBank } from './views.js';

export function bankHandlers(ctx: Ctx) {
  const { state } = ctx;
  return [
    http.get(
      ctx.api('/player/active/banks'),
      withPlayer(ctx, (player) =>
        json({
          status: true,
          response: player.banks.map(userBank),
          max_account_count: player.max_account_count,
        }),
      ),
    ),

    http.get(ctx.api('/bankcodes/all'), () => json([...BANK_NAMES])),

    http.post(
      ctx.api('/bank/add_user_bank'),
      withPlayer(ctx, async (player, { request }) => {
        const body = await readBody(request);
        const bankName = text(body.bank_name);
        const account = text(body.account_number);
        const holder = text(body.User_name);
        const errors: Record<string, string[]> = {};
        if (!BANK_NAMES.includes(bankName))
          errors.bank_name = ['The selected bank name is invalid.'];
        if (!/^\d{3,30}$/.test(account))
          errors.account_number = ['The account number must be 3 to 30 digits.'];
        if (!/^[A-Z]+( [A-Z]+)*$/.test(holder))
          errors.User_name = ['The account name must be upper-case letters without accents.'];
        const taken = [...state.players.values()].some((p) =>
          p.banks.some((b) => b.account_number === account),
        );
        if (!errors.account_number && taken)
          errors.account_number = ['The account number has already been taken.'];
        if (Object.keys(errors).length) return invalid(errors);
        if (player.banks.length >= player.max_account_count)
          return fail(400, 'MAX_ACCOUNT_REACHED');
        player.banks.push({
          id: ++state.seq.bank,
          bank_name: bankName,
          account_number: account,
          User_name: holder,
        });
        return json({ status: true, message: 'SUCCESS', response: player.banks.map(userBank) });
      }),
    ),

    http.delete(
      ctx.api('/bank/delete_user_bank/:id'),
      withPlayer(ctx, (player, info) => {
        const index = player.banks.findIndex((b) => String(b.id) === param(info, 'id'));
        if (index < 0) return fail(404, 'NOT_FOUND');
        player.banks.splice(index, 1);
        return json({ status: true, response: player.banks.map(userBank) });
      }),
    ),
  ];
}
