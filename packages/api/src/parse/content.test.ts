import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed, game } from '../test/decode';
import { announcements, banners, categories, marquee, promotions, websiteLinks } from './content';

const banner = (id: unknown, more = {}) => ({
  id,
  url: '/promotions',
  image_url: '/b.png',
  ...more,
});

describe('banners', () => {
  it('one bad item drops one row: a banner without a usable id or a safe image is dropped, the rest kept', () => {
    const { value, dropped, reports } = decodeWith(banners, {
      status: true,
      data: [
        banner(1),
        banner('x'),
        banner(3, { image_url: 'javascript:alert(1)' }),
        banner(4, { url: ' JAVASCRIPT:alert(1)' }),
      ],
    });
    expect(value.data).toEqual([banner(1), banner(4, { url: null })]);
    expect(dropped).toBe(2);
    expect(reports).toEqual([
      { operation: 'testOperation', dropped: 2, issues: expect.any(Array) },
    ]);
  });

  it('numbers given as strings coerce: "12" → 12', () => {
    expect(decodeWith(banners, { data: [banner('12')] }).value.data[0]?.id).toBe(12);
  });

  it.each([
    ['a list that is not a list', { data: { 0: banner(1) } }],
    ['a missing data', { status: true }],
    ['no body at all', undefined],
  ])('envelope wrong → one clear failure: %s', (_case, body) => {
    expectMalformed(banners, body);
  });
});

describe('announcements', () => {
  const good = {
    id: 1,
    title: 'Khuyến mãi',
    content: '<p>Nạp lần đầu</p>',
    image_url: null,
    url: null,
    is_redirect: 0,
  };

  it('the content is the row: without it the row goes; a bad title, image, url or flag is neutral', () => {
    const { value, dropped } = decodeWith(announcements, {
      data: [
        good,
        { ...good, id: 2, content: null },
        {
          ...good,
          id: 3,
          title: 7,
          image_url: 'data:text/html,<script>alert(1)</script>',
          url: 'vbscript:msgbox(1)',
          is_redirect: 'yes',
        },
        { ...good, id: '4', is_redirect: '1', url: 'https://ok.vn' },
      ],
    });
    expect(value.data).toEqual([
      good,
      { ...good, id: 3, title: '', image_url: null, url: null, is_redirect: 0 },
      { ...good, id: 4, is_redirect: 1, url: 'https://ok.vn' },
    ]);
    expect(dropped).toBe(1);
  });
});

describe('marquee', () => {
  it('an item without an id or text is dropped, the rest kept', () => {
    const { value, dropped } = decodeWith(marquee, {
      data: [{ id: 1, content: 'Chào mừng' }, { content: 'no id' }, { id: 3 }],
    });
    expect(value.data).toEqual([{ id: 1, content: 'Chào mừng' }]);
    expect(dropped).toBe(2);
  });
});

describe('website links', () => {
  it('the link is the row: an unsafe link drops it', () => {
    const { value, dropped } = decodeWith(websiteLinks, {
      data: [
        { id: 1, value: 'https://game1.vn' },
        { id: 2, value: 'javascript:alert(1)' },
        { id: 3, value: 'data:text/html,x' },
        { id: '4', value: '/play' },
      ],
    });
    expect(value.data).toEqual([
      { id: 1, value: 'https://game1.vn' },
      { id: 4, value: '/play' },
    ]);
    expect(dropped).toBe(2);
  });
});

describe('categories and their games', () => {
  const category = (id: unknown, items: unknown) => ({
    id,
    name: '{"vn":"Nổ hũ","en":"Slots"}',
    icon_image: '/c.png',
    icon_active: '/ca.png',
    game_items: items,
  });

  it('one bad game drops one game; bad rates drop it too, since null rates mean 1:1 without bounds', () => {
    const { value, dropped } = decodeWith(categories, {
      status: true,
      data: [
        category(1, [
          game(1),
          game(2, { icon_rectangle: 'javascript:alert(1)' }),
          game(3, { rates: { min_amount: 'ten', max_amount: null } }),
          game(4, { rates: null }),
        ]),
      ],
    });
    expect(value.data[0]?.game_items.map((g) => g.id)).toEqual([1, 4]);
    expect(value.data[0]?.game_items[1]?.rates).toBeNull();
    expect(dropped).toBe(2);
  });

  it('a category whose games are not a list is dropped; bad icons are null', () => {
    const { value, dropped } = decodeWith(categories, {
      data: [
        category(1, 'none'),
        { ...category(2, []), icon_image: 'javascript:x', icon_active: 5 },
      ],
    });
    expect(value.data).toEqual([{ ...category(2, []), icon_image: null, icon_active: null }]);
    expect(dropped).toBe(1);
  });

  it('numbers given as strings coerce, in ids and rates', () => {
    const { value } = decodeWith(categories, {
      data: [
        category('1', [
          game('7', { game_id: '101', rates: { min_amount: '10', max_amount: '5000.5' } }),
        ]),
      ],
    });
    expect(value.data[0]?.id).toBe(1);
    expect(value.data[0]?.game_items[0]).toMatchObject({
      id: 7,
      game_id: 101,
      rates: { min_amount: 10, max_amount: 5000.5 },
    });
  });

  it('a non-numeric string where a number is required is bad', () => {
    const { value, dropped } = decodeWith(categories, { data: [category('1a', [])] });
    expect(value.data).toEqual([]);
    expect(dropped).toBe(1);
  });
});

describe('promotions', () => {
  const promotion = (id: unknown, more = {}) => ({
    id,
    image: '/p.png',
    title: 'Thưởng nạp',
    body: '<p>x</p>',
    start_date: '2026-11-01 00:00:00',
    end_date: '2026-12-01 00:00:00',
    ...more,
  });

  it("a bad start_date is null; a bad end_date drops the row (null would read 'Dài hạn'); null stays long term", () => {
    const { value, dropped } = decodeWith(promotions, {
      status: true,
      response: [
        promotion(1),
        promotion(2, { start_date: 'hôm qua' }),
        promotion(3, { end_date: '' }),
        promotion(4, { end_date: null }),
        promotion(5, { image: 'javascript:alert(1)' }),
      ],
    });
    expect(value.response).toEqual([
      promotion(1),
      promotion(2, { start_date: null }),
      promotion(4, { end_date: null }),
    ]);
    expect(dropped).toBe(2);
  });

  it('envelope wrong → one clear failure: a response that is not a list', () => {
    expectMalformed(promotions, { status: true, response: null });
  });
});
