import { http } from 'msw';
import { SEED } from '../seed/constants.js';
import { issueToken, randomToken } from '../state/store.js';
import { newPlayer } from '../seed/players.js';
import {
  type Ctx,
  fail,
  invalid,
  json,
  param,
  readBody,
  text,
  untrimmed,
  withPlayer,
} from './context.js';
import { userInfo } from './views.js';

const PHONE = /^0\d{9}$/;
/** Register and change-password rule of the spec: 8 to 12 letters and digits, with upper, lower and a digit. */
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,12}$/;

function sixDigits(): string {
  const buf = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buf);
  return String(buf[0]! % 1_000_000).padStart(6, '0');
}

/** A captcha token is optional, but when one is sent it must be the sandbox's valid token. */
const badCaptcha = (body: Record<string, unknown>) =>
  body.captcha_token !== undefined &&
  body.captcha_token !== null &&
  body.captcha_token !== '' &&
  body.captcha_token !== SEED.captchaToken;

export function authHandlers(ctx: Ctx) {
  const { state, opts } = ctx;

  return [
    http.post(ctx.api('/login_user'), async ({ request }) => {
      const body = await readBody(request);
      if (badCaptcha(body)) return fail(400, 'CAPTCHA_FAILED');
      const player = state.players.get(text(body.phone));
      if (!player) return fail(404, 'USER_NOT_FOUND');
      if (!player.allow_login) return fail(403, 'PLAYER_NOT_ALLOWED_LOGIN');
      const now = opts.now();
      if (player.lockedUntil !== null && now < player.lockedUntil)
        return fail(429, 'TOO_MANY_ATTEMPTS');
      player.lockedUntil = null;
      if (untrimmed(body.password) !== player.password) {
        player.failedLogins += 1;
        // The 5th wrong password in a row locks the account; the next attempt answers 429.
        if (player.failedLogins >= SEED.maxWrongPasswords) {
          player.failedLogins = 0;
          player.lockedUntil = now + SEED.lockoutMs;
        }
        return fail(400, 'PASSWORD_INCORRECT');
      }
      player.failedLogins = 0;
      const token = issueToken(state, player.phone);
      return json({ message: player.require_reset ? 'REQUIRE_RESET_PASSWORD' : 'SUCCESS', token });
    }),

    http.post(ctx.api('/register_user'), async ({ request }) => {
      const body = await readBody(request);
      if (badCaptcha(body)) return fail(400, 'CAPTCHA_FAILED');
      if (text(body.fp_data) === SEED.blockedFingerprint)
        return fail(403, 'REGISTRATION_FORBIDDEN');
      const phone = text(body.phone);
      const password = untrimmed(body.password);
      const errors: Record<string, string[]> = {};
      if (!PHONE.test(phone)) errors.phone = ['The phone must be 10 digits starting with 0.'];
      if (!STRONG.test(password))
        errors.password = [
          'The password must be 8 to 12 letters and digits with upper case, lower case and a digit.',
        ];
      if (!text(body.fp_data)) errors.fp_data = ['The fp data field is required.'];
      if (Object.keys(errors).length) return invalid(errors);
      if (state.players.has(phone)) return fail(400, 'PHONE_ALREADY_REGISTERED');
      const agentId = text(body.agent_id) || null;
      state.players.set(phone, newPlayer(phone, { password, agent_id: agentId }));
      opts.log(`registered ${phone}${agentId ? ` (agent ${agentId})` : ''}`);
      return json({ status: true, token: issueToken(state, phone) });
    }),

    http.get(ctx.api('/get_agent_code/:id'), (info) => {
      const ref = SEED.agentCodes[param(info, 'id')];
      return ref ? json({ status: true, reference_agent_id: ref }) : fail(404, 'NOT_FOUND');
    }),

    http.post(
      ctx.api('/player/password/reset'),
      withPlayer(ctx, async (player, { request }) => {
        const body = await readBody(request);
        if (untrimmed(body.password) !== player.password) return fail(400, 'PASSWORD_INCORRECT');
        const next = untrimmed(body.new_password);
        if (!STRONG.test(next)) {
          return invalid({
            new_password: [
              'The new password must be 8 to 12 letters and digits with upper case, lower case and a digit.',
            ],
          });
        }
        player.password = next;
        player.require_reset = false;
        return json({ status: true, message: 'PASSWORD_RESET_SUCCESS' });
      }),
    ),

    http.post(ctx.api('/generate-otp'), async ({ request }) => {
      const body = await readBody(request);
      const phone = text(body.phone);
      if (!state.players.has(phone)) return fail(400, 'PHONE_NOT_FOUND');
      const code = sixDigits();
      state.otps.set(phone, { code, createdAt: opts.now() });
      const country = text(body.phone_country_code) || '84';
      const line = `OTP for +${country} ${phone}: ${code}`;
      opts.log(line);
      if (opts.otpToConsole) console.info(`[sandbox] ${line}`);
      return json({ status: true, message: 'OTP_SENT' });
    }),

    http.post(ctx.api('/verify-otp'), async ({ request }) => {
      const body = await readBody(request);
      const phone = text(body.phone);
      const otp = state.otps.get(phone);
      const fresh = otp && opts.now() - otp.createdAt <= SEED.otpTtlMs;
      if (!otp || !fresh || otp.code !== text(body.otp)) return fail(400, 'OTP_INCORRECT');
      state.otps.delete(phone);
      const token = randomToken();
      state.resetTokens.set(token, phone);
      return json({ status: true, message: 'OTP_VERIFIED', token });
    }),

    http.post(ctx.api('/forgot-password'), async ({ request }) => {
      const body = await readBody(request);
      const token = text(body.token);
      const phone = text(body.phone);
      const player = state.players.get(phone);
      if (!player || state.resetTokens.get(token) !== phone) return fail(400, 'INVALID_TOKEN');
      const password = untrimmed(body.password);
      if (password.length < 6)
        return invalid({ password: ['The password must be at least 6 characters.'] });
      state.resetTokens.delete(token);
      player.password = password;
      player.require_reset = false;
      player.failedLogins = 0;
      player.lockedUntil = null;
      return json({ status: true, message: 'PASSWORD_CHANGED' });
    }),

    http.get(
      ctx.api('/user'),
      withPlayer(ctx, (player) => json({ status: true, data: userInfo(player) })),
    ),

    http.get(
      ctx.api('/player/check/approval'),
      withPlayer(ctx, (player) => json({ status: true, is_approved: player.is_approved })),
    ),
  ];
}
