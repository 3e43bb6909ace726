import { http } from 'msw';
import { isoUtc } from '../state/time.js';
import { type Ctx, json, withPlayer } from './context.js';

export function notificationHandlers(ctx: Ctx) {
  const { opts } = ctx;
  return [
    http.get(
      ctx.api('/player/notifications'),
      withPlayer(ctx, (player) =>
        json({
          status: true,
          data: [...player.notifications]
            .sort((a, b) => b.created_at - a.created_at)
            .map((n) => ({
              ...n,
              created_at: isoUtc(n.created_at),
              updated_at: isoUtc(n.updated_at),
            })),
        }),
      ),
    ),

    http.put(
      ctx.api('/player/notifications/mark_as_read'),
      withPlayer(ctx, (player) => {
        const now = opts.now();
        for (const n of player.notifications) {
          if (n.read === 0) {
            n.read = 1;
            n.updated_at = now;
          }
        }
        return json({ status: true });
      }),
    ),

    // PUT with an empty body, as the upstream defines it, although it only reads.
    http.put(
      ctx.api('/player/notifications/get_count'),
      withPlayer(ctx, (player) =>
        json({ status: true, count: player.notifications.filter((n) => n.read === 0).length }),
      ),
    ),
  ];
}
