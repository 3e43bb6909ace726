import { http } from 'msw';
import { type Ctx, fail, json } from './context.js';

export function trackerHandlers(ctx: Ctx) {
  const { opts } = ctx;
  // The tracker gives the base; the client appends /api.
  const base = opts.apiBase.replace(/\/api$/, '');
  return [
    http.get(`${opts.trackerBase}/tracker`, ({ request }) => {
      const site = new URL(request.url).searchParams.get('site_code');
      if (!site) return fail(400, 'SITE_CODE_REQUIRED');
      return json({ url: base });
    }),
  ];
}
