import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();

describe('agency', () => {
  it('registers an agent; the phone check then says taken', async () => {
    expect((await t.call('GET', '/agent/check_phone/0966666666')).body).toEqual({ status: false });
    const r = await t.call('POST', '/register_agent', {
      json: { name: 'Ngô Thị Em', phone: '0966666666', password: 'Matkhau1' },
    });
    expect(r.body).toEqual({ status: true, message: 'SUCCESS' });
    expect((await t.call('GET', '/agent/check_phone/0966666666')).body).toEqual({ status: true });
  });

  it('stores the password as sent, spaces included', async () => {
    await t.call('POST', '/register_agent', {
      json: { name: 'Lê Văn Phú', phone: '0977777777', password: ' Daily123 ' },
    });
    const agent = t.sandbox.state.agents.find((a) => a.phone === '0977777777');
    expect(agent?.password).toBe(' Daily123 ');
  });

  it('answers PHONE_ALREADY_REGISTERED for a known agent phone', async () => {
    expect((await t.call('GET', `/agent/check_phone/${SEED.agentPhone}`)).body).toEqual({
      status: true,
    });
    const r = await t.call('POST', '/register_agent', {
      json: { name: 'X', phone: SEED.agentPhone, password: 'Matkhau1' },
    });
    expect(r).toMatchObject({
      status: 400,
      body: { status: false, message: 'PHONE_ALREADY_REGISTERED' },
    });
  });

  it('answers 422 for a missing name, a bad phone or a password outside 8..13', async () => {
    const r = await t.call('POST', '/register_agent', {
      json: { name: '', phone: '123', password: 'short' },
    });
    expect(r.status).toBe(422);
    expect(Object.keys(r.body.errors).sort()).toEqual(['name', 'password', 'phone']);
  });
});
