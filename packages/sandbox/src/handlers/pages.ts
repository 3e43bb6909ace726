import { http, HttpResponse } from 'msw';
import { DAGA_GAME } from '../seed/games.js';
import { consolePage } from '../pages/console.js';
import { svgAsset } from '../pages/assets.js';
import { gamePage } from '../pages/game.js';
import { liveChatPage } from '../pages/live-chat.js';
import { notFoundPage, payPage } from '../pages/pay.js';
import { findTransaction } from '../state/store.js';
import { bad, type Ctx, param } from './context.js';

const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });

/**
 * What the sandbox serves people rather than the client: the console (HTML), the stand-in payment
 * page, live chat and game window, the Android package and the pictures of banks and payments.
 */
export function pageHandlers(ctx: Ctx) {
  const { state, opts } = ctx;
  const at = (path: string) => ctx.site(`/__sandbox${path}`);

  return [
    http.get(at(''), () => html(consolePage(opts.apiBase))),
    http.get(at('/'), () => html(consolePage(opts.apiBase))),

    http.get(at('/pay/:id'), (info) => {
      const txn = findTransaction(state, param(info, 'id'));
      return txn ? html(payPage(txn)) : html(notFoundPage('Giao dịch không tồn tại.'), 404);
    }),

    http.get(at('/live-chat'), () => html(liveChatPage())),

    // The app package the Android guide's download link points at on the sandbox
    // (VITE_ANDROID_APP_URL unset): a stand-in file, saved rather than shown.
    http.get(at('/downloads/wallet.apk'), () => {
      const body = 'Sandbox stand-in for the Android app package (wallet.apk).\n';
      return new HttpResponse(body, {
        headers: {
          'Content-Type': 'application/vnd.android.package-archive',
          'Content-Disposition': 'attachment; filename="wallet.apk"',
          'Access-Control-Allow-Origin': '*',
        },
      });
    }),

    http.get(at('/game/:id'), ({ request, params }) => {
      const id = String(params.id);
      const game = state.gameCategories
        .flatMap((c) => c.games)
        .find((g) => String(g.game_id) === id);
      const isDaga = id === DAGA_GAME.slug || id === String(DAGA_GAME.game_id);
      if (!game && !isDaga) return html(notFoundPage('Trò chơi không tồn tại.'), 404);
      const phone = state.tokens.get(new URL(request.url).searchParams.get('t') ?? '') ?? null;
      const player = phone ? state.players.get(phone) : undefined;
      const points = player
        ? isDaga
          ? player.dagaPoints
          : (player.gamePoints[game!.game_id] ?? 0)
        : null;
      return html(gamePage(isDaga ? DAGA_GAME.name.vn : game!.name.vn, points, phone));
    }),

    http.get(at('/assets/:kind/:file'), (info) => {
      const body = svgAsset(state, param(info, 'kind'), param(info, 'file'));
      if (!body) return bad(404, 'NOT_FOUND');
      return new HttpResponse(body, {
        headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'no-cache' },
      });
    }),
  ];
}
