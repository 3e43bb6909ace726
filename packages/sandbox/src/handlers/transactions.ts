import { http } from 'msw';
import { findTransaction, playerTransactions } from '../state/store.js';
import { type Ctx, fail, json, param, withPlayer } from './context.js';
import { transactionDetail, transactionRow } from './views.js';

export function transactionHandlers(ctx: Ctx) {
  const { state } = ctx;
  /** `{id}` may be the numeric id or the transaction_id string; another player's id is NOT_FOUND. */
  const own = (phone: string, ref: string) => {
    const t = findTransaction(state, ref);
    return t && t.phone === phone ? t : undefined;
  };
  return [
    http.get(
      ctx.api('/account/user_transaction'),
      withPlayer(ctx, (player) =>
        json({
          status: true,
          response: playerTransactions(state, player.phone).map(transactionRow),
        }),
      ),
    ),

    http.get(
      ctx.api('/account/transaction/status/check/:id'),
      withPlayer(ctx, (player, info) => {
        const t = own(player.phone, param(info, 'id'));
        if (!t) return fail(404, 'NOT_FOUND');
        return json({ status: t.is_approved !== 0, is_approved: t.is_approved });
      }),
    ),

    http.get(
      ctx.api('/account/transaction/:id'),
      withPlayer(ctx, (player, info) => {
        const t = own(player.phone, param(info, 'id'));
        return t ? json({ status: true, data: transactionDetail(t) }) : fail(404, 'NOT_FOUND');
      }),
    ),

    http.get(
      ctx.api('/account/latest_transaction'),
      withPlayer(ctx, (player) => {
        const latest = playerTransactions(state, player.phone)[0];
        return json({ status: true, data: latest ? transactionDetail(latest) : null });
      }),
    ),
  ];
}
