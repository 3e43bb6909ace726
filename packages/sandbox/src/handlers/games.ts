import { http } from 'msw';
import { SEED } from '../seed/constants.js';
import { DAGA_GAME, DAGA_RATES } from '../seed/games.js';
import { recordMoney } from '../state/ledger.js';
import { formatK, kToVnd } from '../state/money.js';
import type { Game, LedgerEntry, LedgerOperation, Player } from '../state/types.js';
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
} from './context.js';
import { category, gameItem } from './views.js';

const TOO_MANY = 'Too many requests. Only 1 request per second allowed.';
const round = (n: number) => Math.round(n * 10_000) / 10_000;
const activated = (p: Player) => p.user_name !== null && p.user_id !== null;

/** Main-wallet K -> game points at the game's rate (rates null: 1 to 1). */
export function toPoints(game: Pick<Game, 'rates'>, amountK: number): number {
  const r = game.rates;
  if (r?.division_rate) return round(amountK / r.division_rate);
  if (r?.multiply_rate) return round(amountK * r.multiply_rate);
  return amountK;
}

/** Game points -> main-wallet K. */
export function toK(game: Pick<Game, 'rates'>, points: number): number {
  const r = game.rates;
  if (r?.division_rate) return round(points * r.division_rate);
  if (r?.multiply_rate) return round(points / r.multiply_rate);
  return points;
}

export function gameHandlers(ctx: Ctx) {
  const { state, opts } = ctx;
  const games = () => state.gameCategories.flatMap((c) => c.games);
  const findGame = (id: string) => games().find((g) => String(g.game_id) === id);
  const dagaCategory = () => ({
    id: 9,
    name: JSON.stringify(DAGA_GAME.name),
    icon_image: ctx.site('/__sandbox/assets/categories/daga.svg'),
    icon_active: ctx.site('/__sandbox/assets/categories/daga-active.svg'),
    game_items: [
      {
        id: 91,
        game_id: DAGA_GAME.game_id,
        game_platform_id: DAGA_GAME.game_platform_id,
        game_category_id: 9,
        name: JSON.stringify(DAGA_GAME.name),
        icon: ctx.site('/__sandbox/assets/games/daga.svg'),
        icon_square: ctx.site('/__sandbox/assets/games/daga-square.svg'),
        icon_rectangle: ctx.site('/__sandbox/assets/games/daga-rect.svg'),
        rates: { ...DAGA_RATES },
      },
    ],
  });

  /**
   * One answered call per player and path per second (docs/decisions.md: per player and
   * path), so a second login does not get around it. A refused call does not move the clock.
   */
  function limited(player: Player, request: Request): boolean {
    const path = new URL(request.url).pathname;
    const key = `${player.phone} ${path}`;
    const now = opts.now();
    const last = state.rateClock.get(key);
    const refused = last !== undefined && now - last < SEED.rateLimitMs;
    state.balanceCalls.push({ phone: player.phone, path, at: now, limited: refused });
    if (refused) return true;
    state.rateClock.set(key, now);
    return false;
  }

  const gameLink = (id: string | number, token: string) =>
    ctx.site(`/__sandbox/game/${id}?t=${token}`);
  const pendingDeposit = (p: Player) =>
    state.transactions.some(
      (t) => t.phone === p.phone && t.purpose === 'deposit' && t.is_approved === 0,
    );

  /** Game points back to the main wallet; shared by the single and the transfer-all calls. */
  function withdrawPoints(
    player: Player,
    game: Game | undefined,
    amount: number,
  ): { ok: boolean; message: string; status: number } {
    if (!game) return { ok: false, message: 'NOT_FOUND', status: 404 };
    if (game.provider !== 'ok') return { ok: false, message: 'NETWORK_ERROR', status: 400 };
    const points = player.gamePoints[game.game_id] ?? 0;
    if (points <= 0) return { ok: false, message: 'INSUFFICIENT_BALANCE', status: 400 };
    if (amount > points) return { ok: false, message: 'LACK_FUND', status: 400 };
    player.gamePoints[game.game_id] = round(points - amount);
    player.balanceVnd += kToVnd(toK(game, amount));
    return { ok: true, message: 'POINTS_TRANSFERRED_SUCCESSFULLY', status: 200 };
  }

  /** Into a game the request names main-wallet thousands; out of one, points. */
  const record = (
    operation: LedgerOperation,
    player: Player,
    amount: number,
    ref: number | string,
    items?: LedgerEntry['items'],
  ) =>
    recordMoney(state, opts.now(), {
      operation,
      phone: player.phone,
      amount,
      unit: operation.includes('/withdraw/') ? 'points' : 'k',
      ref: String(ref),
      ...(items ? { items } : {}),
    });

  const moved = (result: { ok: boolean; message: string; status: number }) =>
    result.ok
      ? json({ status: true, message: result.message })
      : fail(result.status, result.message);

  return [
    http.get(
      ctx.api('/player/game_categories'),
      withPlayer(ctx, () =>
        json({ status: true, data: state.gameCategories.map((c) => category(ctx, c)) }),
      ),
    ),

    http.get(
      ctx.api('/player/daga/game_categories'),
      withPlayer(ctx, () => json({ status: true, data: [dagaCategory()] })),
    ),

    http.get(
      ctx.api('/player/game_categories_items'),
      withPlayer(ctx, (player) =>
        json({
          status: true,
          data: state.gameCategories.map((c) =>
            category(
              ctx,
              c,
              c.games.map((g) => ({
                ...gameItem(ctx, g),
                balance:
                  g.provider === 'network_error' ? 'LỖI MẠNG' : (player.gamePoints[g.game_id] ?? 0),
              })),
            ),
          ),
        }),
      ),
    ),

    http.get(
      ctx.api('/player/game/:id/balance'),
      withPlayer(ctx, (player, info) => {
        if (limited(player, info.request)) return fail(429, TOO_MANY);
        const game = findGame(param(info, 'id'));
        if (!game) return fail(404, 'NOT_FOUND');
        if (game.provider === 'not_supported')
          return json({ status: false, error: 'GAME_PROVIDER_NOT_SUPPORTED' });
        if (game.provider === 'network_error')
          return json({ status: false, error: 'BALANCE_NETWORK_ERROR' });
        if (!activated(player)) return json({ status: false, error: 'ACCOUNT_DOESNT_EXIST' });
        return json({ status: true, result: player.gamePoints[game.game_id] ?? 0 });
      }),
    ),

    http.get(
      ctx.api('/player/get_balance_game_categories-item/:gameId/:platformId'),
      withPlayer(ctx, (player, info) => {
        if (limited(player, info.request)) return fail(429, TOO_MANY);
        const game = findGame(param(info, 'gameId'));
        if (!game || String(game.game_platform_id) !== param(info, 'platformId'))
          return fail(404, 'NOT_FOUND');
        if (game.provider === 'not_supported')
          return json({ status: false, balance: 'GAME_PROVIDER_NOT_SUPPORTED' });
        if (game.provider === 'network_error') return json({ status: false, balance: 'LỖI MẠNG' });
        if (!activated(player)) return json({ status: false, balance: 'ACCOUNT_DOESNT_EXIST' });
        return json({ status: true, balance: player.gamePoints[game.game_id] ?? 0 });
      }),
    ),

    http.get(
      ctx.api('/player/daga/balance'),
      withPlayer(ctx, (player, info) => {
        if (limited(player, info.request)) return fail(429, TOO_MANY);
        if (!activated(player)) return json({ status: false, error: 'FORBIDDEN' });
        return json({ status: true, result: player.dagaPoints });
      }),
    ),

    http.get(
      ctx.api('/player/daga/game'),
      withPlayer(ctx, () =>
        json({
          status: true,
          daga_game: {
            id: DAGA_GAME.id,
            name: DAGA_GAME.name.vn,
            icon: ctx.site('/__sandbox/assets/games/daga.svg'),
          },
          daga_rate: { ...DAGA_RATES },
        }),
      ),
    ),

    http.post(
      ctx.api('/player/game/login'),
      withPlayer(ctx, async (player, { request, token }) => {
        const body = await readBody(request);
        const game = findGame(text(body.game_id));
        if (!game) return fail(404, 'NOT_FOUND');
        const amount = text(body.amount) === '' ? 0 : num(body.amount);
        if (!Number.isFinite(amount) || amount < 0 || round(amount * 100) % 1 !== 0) {
          return invalid({ amount: ['The amount must be a number with at most two decimals.'] });
        }
        if (!activated(player)) return fail(400, 'REGISTRATION_NETWORK_ERROR');
        if (game.provider === 'not_supported') return fail(400, 'LOGIN_NETWORK_ERROR');
        const link = gameLink(game.game_id, token);
        // These two carry the link: the client offers a button to open the game anyway.
        if (pendingDeposit(player))
          return json({ status: false, message: 'PENDING_DEPOSIT', link }, 400);
        const points = player.gamePoints[game.game_id] ?? 0;
        if (amount === 0 && points <= 0)
          return json({ status: false, message: 'PLEASE_DEPOSIT', link }, 400);
        if (amount > 0) {
          if (game.provider === 'network_error') return fail(400, 'DEPOSIT_NETWORK_ERROR');
          if (kToVnd(amount) > player.balanceVnd)
            return json({ status: false, message: 'PLEASE_DEPOSIT', link }, 400);
          const r = game.rates;
          if (r && (amount < r.min_amount || (r.max_amount !== null && amount > r.max_amount))) {
            return fail(400, 'AMOUNT_NOT_ACCEPTED');
          }
          player.balanceVnd -= kToVnd(amount);
          player.gamePoints[game.game_id] = round(points + toPoints(game, amount));
          record('POST /player/game/login', player, amount, game.game_id);
        }
        return json({
          status: true,
          link,
          player_balance: formatK(player.balanceVnd),
          message: 'SUCCESS',
        });
      }),
    ),

    http.post(
      ctx.api('/player/daga/deposit'),
      withPlayer(ctx, async (player, { request, token }) => {
        const body = await readBody(request);
        const amount = num(body.amount);
        if (!activated(player)) return fail(400, 'PLEASE_DEPOSIT');
        const rate = DAGA_RATES.division_rate!;
        const inRange = amount >= DAGA_RATES.min_amount && amount <= DAGA_RATES.max_amount!;
        // Whole multiples of the rate only, so Da Ga points stay whole.
        if (!Number.isInteger(amount) || !inRange || amount % rate !== 0)
          return fail(400, 'AMOUNT_NOT_ACCEPTED');
        if (pendingDeposit(player)) return fail(400, 'PENDING_DEPOSIT');
        if (kToVnd(amount) > player.balanceVnd) return fail(400, 'PLEASE_DEPOSIT');
        player.balanceVnd -= kToVnd(amount);
        player.dagaPoints += amount / rate;
        record('POST /player/daga/deposit', player, amount, DAGA_GAME.game_id);
        return json({
          status: true,
          link: gameLink('daga', token),
          player_balance: formatK(player.balanceVnd),
          message: 'SUCCESS',
        });
      }),
    ),

    http.post(
      ctx.api('/player/points/withdraw/game/:id'),
      withPlayer(ctx, async (player, info) => {
        const body = await readBody(info.request);
        const amount = num(body.amount);
        if (!(amount > 0))
          return invalid({ amount: ['The amount must be a positive number of points.'] });
        const game = findGame(param(info, 'id'));
        const result = withdrawPoints(player, game, amount);
        if (result.ok)
          record('POST /player/points/withdraw/game/{id}', player, amount, game!.game_id);
        return moved(result);
      }),
    ),

    http.post(
      ctx.api('/player/points/withdraw/all'),
      withPlayer(ctx, async (player, { request }) => {
        const body = await readBody(request);
        const items = body.game_items;
        const wellFormed =
          Array.isArray(items) &&
          items.every(
            (i) =>
              i &&
              typeof i === 'object' &&
              Number.isFinite(num((i as Record<string, unknown>).game_id)) &&
              Number.isFinite(num((i as Record<string, unknown>).amount)),
          );
        if (!wellFormed) return fail(400, 'INVALID_GAME_ITEMS');
        const transferred: { game_id: number; amount: number }[] = [];
        const results = (items as Record<string, unknown>[]).map((item) => {
          const gameId = num(item.game_id);
          const amount = num(item.amount);
          if (!(amount > 0))
            return {
              game_id: gameId,
              status: false,
              message: 'LACK_FUND',
              balance: formatK(player.balanceVnd),
            };
          const result = withdrawPoints(player, findGame(String(gameId)), amount);
          if (result.ok) transferred.push({ game_id: gameId, amount });
          return {
            game_id: gameId,
            status: result.ok,
            message: result.message,
            balance: formatK(player.balanceVnd),
          };
        });
        // One entry per request: the points of several games, listed in `items`.
        if (transferred.length) {
          const total = round(transferred.reduce((sum, i) => sum + i.amount, 0));
          const ref = transferred.map((i) => i.game_id).join(',');
          record('POST /player/points/withdraw/all', player, total, ref, transferred);
        }
        return json(results);
      }),
    ),

    http.post(
      ctx.api('/player/points/withdraw/daga'),
      withPlayer(ctx, async (player, { request }) => {
        const body = await readBody(request);
        const amount = num(body.amount);
        if (!Number.isInteger(amount) || amount <= 0)
          return invalid({ amount: ['The amount must be a positive whole number.'] });
        if (player.dagaPoints <= 0) return fail(400, 'INSUFFICIENT_BALANCE');
        if (amount > player.dagaPoints) return fail(400, 'LACK_FUND');
        player.dagaPoints -= amount;
        player.balanceVnd += kToVnd(amount * DAGA_RATES.division_rate!);
        record('POST /player/points/withdraw/daga', player, amount, DAGA_GAME.game_id);
        return json({ status: true, message: 'POINTS_TRANSFERRED_SUCCESSFULLY' });
      }),
    ),
  ];
}
