import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();
const P = SEED.players;
const login = (phone: string, password: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/login_user', { json: { phone, password, ...extra } });

describe('login_user', () => {
  it('logs in and the token reads the user info', async () => {
    const r = await login(P.approved.phone, P.approved.password, {
      captcha_token: SEED.captchaToken,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('SUCCESS');
    expect(typeof r.body.token).toBe('string');
    const user = await t.call('GET', '/user', { token: r.body.token });
    expect(user.body).toEqual({
      status: true,
      data: {
        name: P.approved.phone,
        balance: '5000.00',
        user_id: 1001,
        user_name: 'vn0912345678',
        raw_string: 'Gm7x2Kq9',
        is_approved: 1,
      },
    });
  });

  it('gives each login its own opaque token', async () => {
    const a = await t.login();
    const b = await t.login();
    expect(a).not.toBe(b);
    expect(a).not.toContain(P.approved.phone);
  });

  it('answers REQUIRE_RESET_PASSWORD with a usable token', async () => {
    const r = await login(P.mustReset.phone, P.mustReset.password);
    expect(r.body.message).toBe('REQUIRE_RESET_PASSWORD');
    expect((await t.call('GET', '/user', { token: r.body.token })).status).toBe(200);
  });

  it('answers the upstream error codes, never 401', async () => {
    expect(await login(P.approved.phone, 'Sai12345')).toMatchObject({
      status: 400,
      body: { status: false, message: 'PASSWORD_INCORRECT' },
    });
    expect(await login(P.loginLocked.phone, P.loginLocked.password)).toMatchObject({
      status: 403,
      body: { message: 'PLAYER_NOT_ALLOWED_LOGIN' },
    });
    expect(await login('0900000000', 'Matkhau1')).toMatchObject({
      status: 404,
      body: { message: 'USER_NOT_FOUND' },
    });
    expect(
      await login(P.approved.phone, P.approved.password, { captcha_token: 'bad' }),
    ).toMatchObject({ status: 400, body: { message: 'CAPTCHA_FAILED' } });
  });

  it('locks after 5 wrong passwords in a row (429 even with the right one) until the lockout ends', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(P.approved.phone, 'Wrong123')).status).toBe(400);
    expect(await login(P.approved.phone, P.approved.password)).toMatchObject({
      status: 429,
      body: { message: 'TOO_MANY_ATTEMPTS' },
    });
    t.clock.advance(SEED.lockoutMs);
    expect((await login(P.approved.phone, P.approved.password)).status).toBe(200);
  });

  it('counts only wrong passwords in a row: a success resets the count', async () => {
    for (let i = 0; i < 4; i++) await login(P.approved.phone, 'Wrong123');
    expect((await login(P.approved.phone, P.approved.password)).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(P.approved.phone, 'Wrong123')).status).toBe(400);
    expect((await login(P.approved.phone, P.approved.password)).status).toBe(200);
  });
});

describe('register_user and agent codes', () => {
  it('registers a new, not activated player with the agent id', async () => {
    const code = await t.call('GET', '/get_agent_code/AG001');
    expect(code.body).toEqual({ status: true, reference_agent_id: '1001' });
    const r = await t.call('POST', '/register_user', {
      json: {
        phone: '0900000001',
        password: 'Matkhau9',
        agent_id: code.body.reference_agent_id,
        fp_data: 'fp',
        captcha_token: SEED.captchaToken,
      },
    });
    expect(r.status).toBe(200);
    expect(r.body.status).toBe(true);
    const user = await t.call('GET', '/user', { token: r.body.token });
    expect(user.body.data).toEqual({
      name: '0900000001',
      balance: '0.00',
      user_id: null,
      user_name: null,
      raw_string: null,
      is_approved: 2,
    });
    expect(t.sandbox.state.players.get('0900000001')?.agent_id).toBe('1001');
    expect((await t.call('GET', '/player/check/approval', { token: r.body.token })).body).toEqual({
      status: true,
      is_approved: 2,
    });
  });

  it('answers 404 for an unknown agent code', async () => {
    expect(await t.call('GET', '/get_agent_code/NOPE')).toMatchObject({
      status: 404,
      body: { message: 'NOT_FOUND' },
    });
  });

  it('answers PHONE_ALREADY_REGISTERED, CAPTCHA_FAILED, REGISTRATION_FORBIDDEN and 422', async () => {
    const base = { phone: P.approved.phone, password: 'Matkhau9', agent_id: null, fp_data: 'fp' };
    expect(await t.call('POST', '/register_user', { json: base })).toMatchObject({
      status: 400,
      body: { message: 'PHONE_ALREADY_REGISTERED' },
    });
    expect(
      await t.call('POST', '/register_user', {
        json: { ...base, phone: '0900000002', captcha_token: 'x' },
      }),
    ).toMatchObject({ status: 400, body: { message: 'CAPTCHA_FAILED' } });
    expect(
      await t.call('POST', '/register_user', {
        json: { ...base, phone: '0900000002', fp_data: SEED.blockedFingerprint },
      }),
    ).toMatchObject({
      status: 403,
      body: { message: 'REGISTRATION_FORBIDDEN' },
    });
    const bad = await t.call('POST', '/register_user', {
      json: { ...base, phone: '12345', password: 'weak' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['password', 'phone']);
  });
});

describe('password change (signed in)', () => {
  it('changes the password; the old one stops working', async () => {
    const token = await t.login();
    const r = await t.call('POST', '/player/password/reset', {
      token,
      json: { password: SEED.password, new_password: 'Moi12345' },
    });
    expect(r.body).toEqual({ status: true, message: 'PASSWORD_RESET_SUCCESS' });
    expect((await login(P.approved.phone, SEED.password)).status).toBe(400);
    expect((await login(P.approved.phone, 'Moi12345')).status).toBe(200);
  });

  it('answers PASSWORD_INCORRECT, 422 and 401', async () => {
    const token = await t.login();
    expect(
      await t.call('POST', '/player/password/reset', {
        token,
        json: { password: 'Khac1234', new_password: 'Moi12345' },
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'PASSWORD_INCORRECT' },
    });
    expect(
      (
        await t.call('POST', '/player/password/reset', {
          token,
          json: { password: SEED.password, new_password: 'short' },
        })
      ).status,
    ).toBe(422);
    expect(
      await t.call('POST', '/player/password/reset', {
        json: { password: 'a', new_password: 'b' },
      }),
    ).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
  });

  it('clears the forced reset: the next login answers SUCCESS', async () => {
    const token = await t.login(P.mustReset.phone);
    await t.call('POST', '/player/password/reset', {
      token,
      json: { password: SEED.password, new_password: 'Moi12345' },
    });
    expect((await login(P.mustReset.phone, 'Moi12345')).body.message).toBe('SUCCESS');
  });
});

describe('forgotten password by OTP', () => {
  it('sends, logs and verifies an OTP, then sets the new password', async () => {
    const phone = P.approved.phone;
    expect(
      (await t.call('POST', '/generate-otp', { form: { phone, phone_country_code: '84' } })).body,
    ).toEqual({ status: true, message: 'OTP_SENT' });
    const { body } = await t.control('GET', `/otp/${phone}`);
    expect(body.otp).toMatch(/^\d{6}$/);
    expect(t.logs.some((l) => l.includes(body.otp) && l.includes(phone))).toBe(true);
    const verified = await t.call('POST', '/verify-otp', { form: { phone, otp: body.otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('OTP_VERIFIED');
    // Below 6 characters is a validation error and keeps the token usable.
    const short = await t.call('POST', '/forgot-password', {
      form: { token: verified.body.token, phone, password: 'abc' },
    });
    expect(short.status).toBe(422);
    const changed = await t.call('POST', '/forgot-password', {
      form: { token: verified.body.token, phone, password: 'abc123' },
    });
    expect(changed.body).toEqual({ status: true, message: 'PASSWORD_CHANGED' });

    expect((await login(phone, 'abc123')).status).toBe(200);
    // The reset token works once.
    expect(
      (
        await t.call('POST', '/forgot-password', {
          form: { token: verified.body.token, phone, password: 'xyz789' },
        })
      ).status,
    ).toBe(400);
  });

  it('also unlocks an account locked by wrong passwords', async () => {
    for (let i = 0; i < 6; i++) await login(P.approved.phone, 'Wrong123');
    await t.call('POST', '/generate-otp', {
      form: { phone: P.approved.phone, phone_country_code: '84' },
    });
    const { body } = await t.control('GET', `/otp/${P.approved.phone}`);
    const verified = await t.call('POST', '/verify-otp', {
      form: { phone: P.approved.phone, otp: body.otp },
    });
    await t.call('POST', '/forgot-password', {
      form: { token: verified.body.token, phone: P.approved.phone, password: 'abc123' },
    });
    expect((await login(P.approved.phone, 'abc123')).status).toBe(200);
  });

  it('answers PHONE_NOT_FOUND, OTP_INCORRECT (wrong or expired) and INVALID_TOKEN', async () => {
    expect(
      await t.call('POST', '/generate-otp', {
        form: { phone: '0900000000', phone_country_code: '84' },
      }),
    ).toMatchObject({
      status: 400,
      body: { status: false, message: 'PHONE_NOT_FOUND' },
    });
    const phone = P.approved.phone;
    await t.call('POST', '/generate-otp', { form: { phone, phone_country_code: '84' } });
    const { body } = await t.control('GET', `/otp/${phone}`);
    const wrong = body.otp === '000000' ? '111111' : '000000';
    expect(await t.call('POST', '/verify-otp', { form: { phone, otp: wrong } })).toMatchObject({
      status: 400,
      body: { message: 'OTP_INCORRECT' },
    });
    t.clock.advance(SEED.otpTtlMs + 1);
    expect((await t.call('POST', '/verify-otp', { form: { phone, otp: body.otp } })).status).toBe(
      400,
    );
    expect(
      await t.call('POST', '/forgot-password', {
        form: { token: 'nope', phone, password: 'abc123' },
      }),
    ).toMatchObject({
      status: 400,
      body: { status: false, message: 'INVALID_TOKEN' },
    });
  });
});

describe('user info and approval', () => {
  it('answers 401 Unauthenticated. without a valid token', async () => {
    expect(await t.call('GET', '/user')).toMatchObject({
      status: 401,
      body: { message: 'Unauthenticated.' },
    });
    expect((await t.call('GET', '/user', { token: 'made-up' })).status).toBe(401);
    expect((await t.call('GET', '/player/check/approval')).status).toBe(401);
  });

  it('reports is_approved 1 for an approved player', async () => {
    const token = await t.login();
    expect((await t.call('GET', '/player/check/approval', { token })).body).toEqual({
      status: true,
      is_approved: 1,
    });
  });
});

describe('passwords are compared and stored as sent, never trimmed', () => {
  it('answers PASSWORD_INCORRECT for the seed password with a space added', async () => {
    for (const password of [`${SEED.password} `, ` ${SEED.password}`]) {
      expect(await login(P.approved.phone, password)).toMatchObject({
        status: 400,
        body: { message: 'PASSWORD_INCORRECT' },
      });
    }
    expect((await login(P.approved.phone, SEED.password)).status).toBe(200);
  });

  it('refuses a registration password with a trailing space (letters and digits only) instead of storing it trimmed', async () => {
    const r = await t.call('POST', '/register_user', {
      json: { phone: '0900000003', password: 'Matkhau9 ', agent_id: null, fp_data: 'fp' },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors)).toEqual(['password']);
    expect(t.sandbox.state.players.has('0900000003')).toBe(false);
  });

  it('stores a forgotten-password reset with its spaces: only the exact password logs in', async () => {
    const phone = P.approved.phone;
    await t.call('POST', '/generate-otp', { form: { phone, phone_country_code: '84' } });
    const { body } = await t.control('GET', `/otp/${phone}`);
    const verified = await t.call('POST', '/verify-otp', { form: { phone, otp: body.otp } });
    await t.call('POST', '/forgot-password', {
      form: { token: verified.body.token, phone, password: 'Matkhau2 ' },
    });
    expect((await login(phone, 'Matkhau2')).status).toBe(400);
    expect((await login(phone, 'Matkhau2 ')).status).toBe(200);
  });

  it('checks the old password as sent and refuses a new one with a space', async () => {
    const token = await t.login();
    const change = (password: string, new_password: string) =>
      t.call('POST', '/player/password/reset', { token, json: { password, new_password } });
    expect((await change(`${SEED.password} `, 'Moi12345')).body.message).toBe('PASSWORD_INCORRECT');
    expect((await change(SEED.password, 'Moi12345 ')).status).toBe(422);
    expect((await login(P.approved.phone, SEED.password)).status).toBe(200);
  });
});
