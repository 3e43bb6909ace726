import { formatK } from '../state/money.js';
import { vnDateTime } from '../state/time.js';
import type { Game, GameCategory, Player, Transaction, UserBank } from '../state/types.js';
import type { Ctx } from './context.js';

/** Turn memory records into the exact response shapes of the contract. */

export function userInfo(p: Player) {
  return {
    name: p.phone,
    balance: formatK(p.balanceVnd),
    user_id: p.user_id,
    user_name: p.user_name,
    raw_string: p.raw_string,
    is_approved: p.is_approved,
  };
}

export const userBank = (b: UserBank) => ({
  id: b.id,
  bank_name: b.bank_name,
  account_number: b.account_number,
  User_name: b.User_name,
});

export function gameItem(ctx: Ctx, g: Game) {
  const icon = (suffix: string) => ctx.site(`/__sandbox/assets/games/${g.slug}${suffix}.svg`);
  return {
    id: g.id,
    game_id: g.game_id,
    game_platform_id: g.game_platform_id,
    game_category_id: g.game_category_id,
    name: JSON.stringify(g.name),
    icon: icon(''),
    icon_square: icon('-square'),
    icon_rectangle: icon('-rect'),
    rates: g.rates ? { ...g.rates } : null,
  };
}

export function category(ctx: Ctx, c: GameCategory, items = c.games.map((g) => gameItem(ctx, g))) {
  return {
    id: c.id,
    name: JSON.stringify(c.name),
    icon_image: ctx.site(`/__sandbox/assets/categories/${c.slug}.svg`),
    icon_active: ctx.site(`/__sandbox/assets/categories/${c.slug}-active.svg`),
    game_items: items,
  };
}

export const transactionRow = (t: Transaction) => ({
  id: t.id,
  transaction_purpose: t.purpose,
  transaction_amount: t.amount,
  created_at: vnDateTime(t.created),
  is_approved: t.is_approved,
});

export const transactionDetail = (t: Transaction) => ({
  id: t.id,
  transaction_id: t.transaction_id,
  transaction_purpose: t.purpose,
  amount: t.amount,
  transaction_created_time: vnDateTime(t.created),
  is_approved: t.is_approved,
  is_redirect: t.is_redirect,
  payment_url: t.payment_url,
  payment_qr: t.payment_qr,
  bank_name: t.bank_name,
  bank_account_name: t.bank_account_name,
  bank_account_number: t.bank_account_number,
  note: t.note,
});
