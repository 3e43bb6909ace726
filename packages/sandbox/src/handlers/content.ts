import { http } from 'msw';
import { vnDateTime, vnMidnight } from '../state/time.js';
import { type Ctx, json, withSecurity } from './context.js';
import { category } from './views.js';

const DAY = 24 * 60 * 60_000;

export function contentHandlers(ctx: Ctx) {
  const { state } = ctx;
  return [
    http.get(
      ctx.api('/image-slider/list'),
      withSecurity(ctx, () =>
        json({
          status: true,
          data: state.content.banners.map((b) => ({
            id: b.id,
            url: b.url,
            image_url: ctx.site(`/__sandbox/assets/banners/${b.slug}.svg`),
          })),
        }),
      ),
    ),

    http.get(
      ctx.api('/player/announcements'),
      withSecurity(ctx, () =>
        json({
          status: true,
          data: state.content.announcements.map((a) => ({
            id: a.id,
            title: a.title,
            content: a.content.replaceAll('{origin}', ctx.opts.origin),
            image_url: a.image ? ctx.site(a.image) : null,
            url: a.url,
            is_redirect: a.is_redirect,
          })),
        }),
      ),
    ),

    http.get(
      ctx.api('/marquee/list'),
      withSecurity(ctx, () =>
        json({
          status: true,
          data: state.content.marquee.map((m) => ({ id: m.id, content: m.content })),
        }),
      ),
    ),

    http.get(ctx.api('/website/links'), () =>
      json({ data: state.content.links.map((l) => ({ ...l })) }),
    ),

    http.get(ctx.api('/categories'), () =>
      json({ status: true, data: state.gameCategories.map((c) => category(ctx, c)) }),
    ),

    // Bearer is optional here: an unknown token is ignored rather than answered with 401, because a
    // 401 would log the visitor out of a page that does not need a session.
    http.get(ctx.api('/get_all_promotions'), () => {
      const start = vnMidnight(state.seededAt);
      return json({
        status: true,
        response: state.content.promotions.map((p) => ({
          id: p.id,
          image: ctx.site(`/__sandbox/assets/promotions/${p.slug}.svg`),
          title: p.title,
          body: p.body,
          start_date: vnDateTime(start + p.startOffsetDays * DAY),
          end_date: p.endOffsetDays === null ? null : vnDateTime(start + p.endOffsetDays * DAY),
        })),
      });
    }),
  ];
}
