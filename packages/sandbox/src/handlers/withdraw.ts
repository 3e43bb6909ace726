import { http } from 'msw';
import { SEED } from '../seed/constants.js';
import { recordTransaction } from '../state/ledger.js';
import { reject } from '../state/money.js';
import { addTransaction } from '../state/store.js';
import type { LedgerOperation, Player, UserBank } from '../state/types.js';
import {
  type Ctx,
  fail,
  invalid,
  json,
  num,
  param,
  readBody,
  text,
  withPlayer,
  withSecurity,
} from './context.js';

export function withdrawHandlers(ctx: Ctx) {
  const { state, opts } = ctx;

  const pendingWithdrawals = (p: Player) =>
    state.transactions.filter(
      (t) => t.phone === p.phone && t.purpose === 'withdraw' && t.is_approved === 0,
    );

  const findBank = (p: Player, body: Record<string, unknown>): UserBank | undefined => {
    const id = text(body.bank_id);
    const account = text(body.bank_account_number);
    return p.banks.find(
      (b) => String(b.id) === id && (account === '' || b.account_number === account),
    );
  };

  /** The amount is held (debited) when the request is created; a rejection refunds it once. */
  function hold(operation: LedgerOperation, player: Player, bank: UserBank, amount: number) {
    player.balanceVnd -= amount;
    const txn = addTransaction(state, {
      phone: player.phone,
      purpose: 'withdraw',
      amount,
      created: opts.now(),
      is_approved: 0,
      is_redirect: 0,
      payment_url: null,
      payment_qr: null,
      bank_name: bank.bank_name,
      bank_account_name: bank.User_name,
      bank_account_number: bank.account_number,
      note: null,
      payment_method: 'Rút tiền',
      credited: false,
      refunded: false,
    });
    recordTransaction(state, operation, txn);
    opts.log(
      `withdraw ${txn.transaction_id} ${player.phone} ${amount} VND to ${bank.bank_name} ${bank.account_number}`,
    );
    return txn;
  }

  const badAmount = (amount: number) =>
    !Number.isInteger(amount) || amount <= 0
      ? invalid({
          transaction_amount: ['The transaction amount must be a positive whole number of VND.'],
        })
      : null;

  return [
    http.post(
      ctx.api('/public/withdraw'),
      withSecurity(ctx, async ({ request }) => {
        const body = await readBody(request);
        const player = state.players.get(text(body.phone));
        if (!player || !player.allow_withdraw) return fail(403, 'PLAYER_NOT_ALLOWED_TO_WITHDRAW');
        const amount = num(body.transaction_amount);
        const error = badAmount(amount);
        if (error) return error;
        const bank = findBank(player, body);
        if (!bank) return fail(400, 'BANK_NOT_AVAILABLE');
        if (pendingWithdrawals(player).length) return fail(400, 'YOU_HAVE_PENDING_TRANSACTION');
        if (amount > player.balanceVnd) return fail(400, 'INSUFFICIENT_BALANCE');
        hold('POST /public/withdraw', player, bank, amount);
        return json({ status: true, data: { message: 'SUCCESS' } });
      }),
    ),

    // Always 200: the outcome is in `message`.
    http.get(
      ctx.api('/public/bank/user/:phone'),
      withSecurity(ctx, (info) => {
        const phone = param(info, 'phone');
        if (!/^\d{10}$/.test(phone)) return json({ message: 'INVALID_PHONE_NUMBER', response: [] });
        const player = state.players.get(phone);
        if (!player) return json({ message: 'NUMBER_OR_USER_ID_NOT_VALID', response: [] });
        if (!player.banks.length) return json({ message: 'BANK_NOT_AVAILABLE', response: [] });
        return json({
          message: 'SUCCESS',
          response: player.banks.map((b) => ({
            id: b.id,
            bank_name: b.bank_name,
            account_number: b.account_number,
          })),
        });
      }),
    ),

    http.get(ctx.api('/check_phone/:phone'), (info) =>
      json({ status: true, data: { registered: state.players.has(param(info, 'phone')) } }),
    ),

    http.get(
      ctx.api('/public/get/withdraw_limits'),
      withSecurity(ctx, () => json({ ...SEED.withdrawLimits })),
    ),

    http.get(
      ctx.api('/player/check/allow/withdraw'),
      withPlayer(ctx, (player) => json({ status: player.allow_withdraw })),
    ),

    http.post(
      ctx.api('/account/withdraw'),
      withPlayer(ctx, async (player, { request }) => {
        const body = await readBody(request);
        if (!player.allow_withdraw) return fail(400, 'PLAYER_NOT_ALLOWED_TO_WITHDRAW');
        const deposited = state.transactions.some(
          (t) => t.phone === player.phone && t.purpose === 'deposit' && t.is_approved === 1,
        );
        // 401 with a message of its own: the client must not read it as an expired session.
        if (!deposited) return json({ message: 'DEPOSIT_REQUIRED' }, 401);
        if (player.is_approved !== 1) return fail(400, 'Account Not Activated');
        const amount = num(body.transaction_amount);
        const error = badAmount(amount);
        if (error) return error;
        const bank = findBank(player, body);
        if (!bank) return fail(400, 'BANK_NOT_AVAILABLE');
        const pending = pendingWithdrawals(player);
        const replace = ['1', 'true'].includes(text(body.reject_previous));
        if (pending.length && !replace) return fail(403, 'YOU_HAVE_PENDING_TRANSACTION');
        if (amount < SEED.withdrawMinimumVnd) return fail(400, 'LESS_THEN_MINIMUM_LIMIT');
        // Check against what the balance will be after the refund, before changing anything.
        const released = replace ? pending.reduce((sum, t) => sum + t.amount, 0) : 0;
        if (amount > player.balanceVnd + released) return fail(400, 'INSUFFICIENT_BALANCE');
        const now = opts.now();
        for (const t of pending) reject(state, t, now, 'Đã hủy để tạo yêu cầu mới');
        hold('POST /account/withdraw', player, bank, amount);
        return json({ status: true, message: 'SUCCESS' });
      }),
    ),
  ];
}
