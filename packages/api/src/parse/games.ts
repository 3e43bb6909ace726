import * as z from 'zod/mini';
import type { Schema } from '../types';
import { category, gameItem, rates, type Category, type GameItem } from './content';
import {
  decimal,
  done,
  image,
  int,
  link,
  num,
  ok,
  rows,
  text,
  type Decoder,
  type With,
} from './decode';

export { categories as gameCategories } from './content';

/** Cosmetic: balance: a bad one reads 'LỖI MẠNG', as a balance the upstream could not get does. */
export type GameItemWithBalance = GameItem & { balance: number | 'LỖI MẠNG' };
export type CategoryWithBalances = With<Category, { game_items: GameItemWithBalance[] }>;
const withBalance: Decoder<CategoryWithBalances> = z.extend(category, {
  game_items: rows(
    z.extend(gameItem, {
      balance: z.catch(z.union([num, z.literal('LỖI MẠNG')]), 'LỖI MẠNG'),
    }),
  ),
});
export const gameCategoryItems = z.object({ data: rows(withBalance) });

// A balance answer carries `result` when `status` is true and `error` when false (still HTTP 200).
// @__NO_SIDE_EFFECTS__
function balanceOf<const E extends readonly [string, ...string[]]>(errors: E) {
  return z.union([
    z.object({ status: z.literal(true), result: num }),
    z.object({ status: z.literal(false), error: z.enum(errors) }),
  ]);
}
export const gameBalance = balanceOf([
  'GAME_PROVIDER_NOT_SUPPORTED',
  'ACCOUNT_DOESNT_EXIST',
  'BALANCE_NETWORK_ERROR',
]);
export const dagaBalance = balanceOf(['FORBIDDEN', 'NETWORK_ERROR']);
export const itemBalance = z.object({ status: z.boolean(), balance: z.union([num, text]) });

/** Identity: id, name. Cosmetic: icon (null). */
export type DagaGame = With<Schema<'DagaGame'>, { icon: string | null }>;
export const dagaGame = z.object({
  status: ok,
  daga_game: z.object({ id: int, name: text, icon: image }) satisfies Decoder<DagaGame>,
  daga_rate: rates,
});

export const pointsWithdrawn = done('POINTS_TRANSFERRED_SUCCESSFULLY');

/** One result per game; identity: all of it (the game and the balance after it). */
export const withdrawAllResults = rows(
  z.object({ game_id: int, status: z.boolean(), message: text, balance: decimal }),
);

/**
 * A transfer into a game. Cosmetic: link (null when not safe to open: the money has moved, so the
 * answer stands and the game is not opened).
 */
export type TransferResult = With<Schema<'TransferResult'>, { link: string | null }>;
export const transferResult: Decoder<TransferResult> = z.object({
  status: ok,
  link,
  player_balance: decimal,
  message: text,
});
