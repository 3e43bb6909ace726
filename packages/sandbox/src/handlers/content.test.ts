import { describe, expect, it } from 'vitest';
import { SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';

const t = useSandbox();

describe('content', () => {
  it('lists 3 banners with the security header, with images the sandbox serves', async () => {
    const r = await t.call('GET', '/image-slider/list?device=mobile', { security: true });
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(3);
    const image = await fetch(r.body.data[0].image_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toContain('Chào mừng');
  });

  it('answers 403 FORBIDDEN without or with a wrong security header', async () => {
    expect(await t.call('GET', '/image-slider/list?device=mobile')).toMatchObject({
      status: 403,
      body: { status: false, message: 'FORBIDDEN' },
    });
    const wrong = await t.call('GET', '/marquee/list?device=mobile', {
      headers: { [SEED.securityHeader.name]: 'nope' },
    });
    expect(wrong.status).toBe(403);
    expect((await t.call('GET', '/player/announcements?device_type=mobile')).status).toBe(403);
  });

  it('lists announcements, one with HTML content that holds an <img>', async () => {
    const r = await t.call('GET', '/player/announcements?device_type=mobile', { security: true });
    expect(r.status).toBe(200);
    const withImage = r.body.data.find((a: { image_url: string | null }) => a.image_url);
    expect(withImage.content).toMatch(
      /<img src="http:\/\/localhost:4010\/__sandbox\/assets\/banners\/[^"]+\.svg"/,
    );
    expect(withImage.is_redirect).toBe(1);
    expect(r.body.data.some((a: { image_url: string | null }) => a.image_url === null)).toBe(true);
  });

  it('lists marquee items and website links', async () => {
    const marquee = await t.call('GET', '/marquee/list?device=mobile', { security: true });
    expect(marquee.body.data.length).toBeGreaterThanOrEqual(2);
    const links = await t.call('GET', '/website/links');
    expect(links.status).toBe(200);
    expect(links.body.data).toHaveLength(3);
    expect(links.body.data[0].value).toMatch(/^https:\/\//);
  });

  it('lists categories whose names are JSON strings with vn and en', async () => {
    const r = await t.call('GET', '/categories');
    expect(r.status).toBe(200);
    const names = r.body.data.map((c: { name: string }) => JSON.parse(c.name));
    expect(names).toContainEqual({ vn: 'Bắn cá', en: 'Fishing' });
    for (const c of r.body.data) expect(c.game_items.length).toBeGreaterThanOrEqual(2);
    const slot = r.body.data[0].game_items[0];
    expect(JSON.parse(slot.name).vn).toBe('Kho báu Aztec');
    expect(slot.rates).toEqual({ min_amount: 10, max_amount: null, division_rate: 1 });
  });

  it('lists 3 promotions with or without a token, one long-term (end_date null)', async () => {
    const visitor = await t.call('GET', '/get_all_promotions');
    expect(visitor.status).toBe(200);
    expect(visitor.body.response).toHaveLength(3);
    expect(
      visitor.body.response.filter((p: { end_date: string | null }) => p.end_date === null),
    ).toHaveLength(1);
    expect(visitor.body.response[0].start_date).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    const token = await t.login();
    expect((await t.call('GET', '/get_all_promotions', { token })).body.response).toEqual(
      visitor.body.response,
    );
    // An unknown token is ignored on this optional-bearer call rather than logging the visitor out.
    expect((await t.call('GET', '/get_all_promotions', { token: 'stale' })).status).toBe(200);
  });
});

describe('tracker', () => {
  it('answers the API origin for a site code', async () => {
    const r = await t.call('GET', '/tracker?site_code=sandbox');
    expect(r).toMatchObject({ status: 200, body: { url: 'http://localhost:4010' } });
  });

  it('answers 400 without a site code', async () => {
    expect((await t.call('GET', '/tracker')).status).toBe(400);
  });
});
