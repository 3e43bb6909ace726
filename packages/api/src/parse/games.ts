import type { Schema } from '../contract';
import { categoryFields, gameItemFields, rates, type Category, type GameItem } from './content';
import {
  boolean,
  integer,
  list,
  literal,
  number,
  object,
  oneOf,
  string,
  withDefault,
  type Decoder,
  type With,
} from './decode';
import { decimal, done, image, link, ok } from './fields';

export { categories as gameCategories } from './content';

/** Cosmetic: balance: a bad one reads 'LỖI MẠNG', as a balance the upstream could not get does. */
export type GameItemWithBalance = GameItem & { balance: number | 'LỖI MẠNG' };
export type CategoryWithBalances = With<Category, { game_items: GameItemWithBalance[] }>;
const withBalance: Decoder<CategoryWithBalances> = object({
  ...categoryFields,
  game_items: list(
    // 'LỖI MẠNG' itself, or anything that is not a number.
    object({ ...gameItemFields, balance: withDefault(number, 'LỖI MẠNG') }),
  ),
});
export const gameCategoryItems = object({ data: list(withBalance) });

// A balance answer carries `result` when `status` is true and `error` when false (still HTTP 200).
// @__NO_SIDE_EFFECTS__
function balanceOf<const E extends readonly [string, ...string[]]>(errors: E) {
  return oneOf(
    object({ status: literal(true), result: number }),
    object({ status: literal(false), error: literal(...errors) }),
  );
}
export const gameBalance = balanceOf([
  'GAME_PROVIDER_NOT_SUPPORTED',
  'ACCOUNT_DOESNT_EXIST',
  'BALANCE_NETWORK_ERROR',
]);
export const dagaBalance = balanceOf(['FORBIDDEN', 'NETWORK_ERROR']);
export const itemBalance = object({ status: boolean, balance: oneOf(number, string) });

/** Identity: id, name. Cosmetic: icon (null). */
export type DagaGame = With<Schema<'DagaGame'>, { icon: string | null }>;
export const dagaGame = object({
  status: ok,
  daga_game: object({ id: integer, name: string, icon: image }) satisfies Decoder<DagaGame>,
  daga_rate: rates,
});

export const pointsWithdrawn = done;

/** One result per game; identity: all of it (the game and the balance after it). */
export const withdrawAllResults = list(
  object({ game_id: integer, status: boolean, message: string, balance: decimal }),
);

/**
 * A transfer into a game. Cosmetic: link (null when not safe to open: the money has moved, so the
 * answer stands and the game is not opened).
 */
export type TransferResult = With<Schema<'TransferResult'>, { link: string | null }>;
export const transferResult: Decoder<TransferResult> = object({
  status: ok,
  link,
  player_balance: decimal,
  message: string,
});
