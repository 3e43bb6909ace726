import { http } from 'msw';
import { type Ctx, fail, invalid, json, param, readBody, text, untrimmed } from './context.js';

export function agencyHandlers(ctx: Ctx) {
  const { state, opts } = ctx;
  const registered = (phone: string) => state.agents.some((a) => a.phone === phone);
  return [
    http.post(ctx.api('/register_agent'), async ({ request }) => {
      const body = await readBody(request);
      const name = text(body.name);
      const phone = text(body.phone);
      const password = untrimmed(body.password);
      const errors: Record<string, string[]> = {};
      if (!name) errors.name = ['The name field is required.'];
      if (!/^0\d{9}$/.test(phone)) errors.phone = ['The phone must be 10 digits starting with 0.'];
      if (password.length < 8 || password.length > 13)
        errors.password = ['The password must be 8 to 13 characters.'];
      if (Object.keys(errors).length) return invalid(errors);
      if (registered(phone)) return fail(400, 'PHONE_ALREADY_REGISTERED');
      state.agents.push({ name, phone, password });
      opts.log(`agent application ${phone} (${name})`);
      return json({ status: true, message: 'SUCCESS' });
    }),

    // status true = the phone already has an agent application; false = free.
    http.get(ctx.api('/agent/check_phone/:phone'), (info) =>
      json({ status: registered(param(info, 'phone')) }),
    ),
  ];
}
