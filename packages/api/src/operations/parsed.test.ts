import { SEED } from '@wallet/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MalformedReport } from '../config';
import { control, loginAs, makeApi, memoryStorage, startSandbox } from '../test/harness';
import { getUserQuery } from './account';
import {
  getAnnouncementsQuery,
  getBannersQuery,
  getCategoriesQuery,
  getMarqueeQuery,
  getPromotionsQuery,
  getWebsiteLinksQuery,
} from './content';
import { getNotificationCountQuery, getNotificationsQuery } from './notifications';

// Answers are parsed (README): the real client against the sandbox, made to answer a given body.

const { server, sandbox } = startSandbox();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

type Query = { queryFn?: unknown };
const read = <T>(options: Query) =>
  (options.queryFn as (ctx: { signal: AbortSignal }) => Promise<T>)({
    signal: new AbortController().signal,
  });

/** A logged-in player's client whose `onMalformed` reports are kept. */
async function player() {
  const reports: MalformedReport[] = [];
  const storage = memoryStorage();
  const api = makeApi({ storage, onMalformed: (report) => void reports.push(report) });
  storage.setItem('auth_token', await loginAs(api, SEED.players.approved.phone));
  return { api, reports };
}

const lists = [
  {
    operation: 'getBanners',
    query: getBannersQuery,
    path: '/image-slider/list',
    key: 'data',
    bad: { id: 99, url: '/', image_url: 'javascript:alert(1)' },
  },
  {
    operation: 'getAnnouncements',
    query: getAnnouncementsQuery,
    path: '/player/announcements',
    key: 'data',
    bad: { id: 99, title: 'Không có nội dung' },
  },
  {
    operation: 'getMarquee',
    query: getMarqueeQuery,
    path: '/marquee/list',
    key: 'data',
    bad: { id: 'chín', content: 'x' },
  },
  {
    operation: 'getWebsiteLinks',
    query: getWebsiteLinksQuery,
    path: '/website/links',
    key: 'data',
    bad: { id: 99, value: 'javascript:alert(1)' },
  },
  {
    operation: 'getCategories',
    query: getCategoriesQuery,
    path: '/categories',
    key: 'data',
    bad: { id: 99, name: '{"vn":"Hỏng"}', game_items: 'none' },
  },
  {
    operation: 'getPromotions',
    query: getPromotionsQuery,
    path: '/get_all_promotions',
    key: 'response',
    bad: { id: 99, image: '/p.png', title: 'x', body: '', start_date: null, end_date: 'sắp' },
  },
  {
    operation: 'getNotifications',
    query: getNotificationsQuery,
    path: '/player/notifications',
    key: 'data',
    bad: { title: 'Không có id', message: 'x', read: 0 },
  },
] as const;

describe('one bad item degrades one row, through the real client', () => {
  it.each(lists)(
    '$operation: an answer with one malformed item returns the others, and onMalformed hears of it',
    async ({ operation, query, path, key, bad }) => {
      const { api, reports } = await player();
      const good = await read<unknown[]>(query(api));
      expect(good.length).toBeGreaterThan(1);
      const items = [good[0], bad, ...good.slice(1)];
      await control.injectFault({
        path,
        times: 1,
        kind: 'status',
        status: 200,
        body: { status: true, [key]: items },
      });

      expect(await read(query(api))).toEqual(good);
      expect(reports).toEqual([{ operation, dropped: 1, issues: expect.any(Array) }]);
    },
  );

  it('a notification with an empty created_at keeps its title and message, without a time', async () => {
    const { api, reports } = await player();
    const [first] = await read<{ title: string; message: string }[]>(getNotificationsQuery(api));
    await control.injectFault({
      path: '/player/notifications',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, data: [{ ...first, created_at: '' }] },
    });
    expect(await read(getNotificationsQuery(api))).toEqual([{ ...first, created_at: null }]);
    expect(reports).toEqual([]);
  });

  it('envelope wrong → one clear failure: a list that is not a list is MALFORMED_RESPONSE, not an empty list', async () => {
    const { api, reports } = await player();
    await control.injectFault({
      path: '/image-slider/list',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, data: { banners: [] } },
    });
    await expect(read(getBannersQuery(api))).rejects.toMatchObject({
      status: 200,
      code: 'MALFORMED_RESPONSE',
    });
    expect(reports).toEqual([]);
  });
});

describe('the user and the unread count', () => {
  it('getUser: numbers given as strings coerce, a number balance becomes its decimal string', async () => {
    const { api } = await player();
    const user = await read<Record<string, unknown>>(getUserQuery(api));
    await control.injectFault({
      path: '/user',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, data: { ...user, user_id: '1001', is_approved: '1', balance: 5000 } },
    });
    expect(await read(getUserQuery(api))).toEqual({
      ...user,
      user_id: 1001,
      is_approved: 1,
      balance: '5000',
    });
  });

  it('getUser: a user without name is MALFORMED_RESPONSE, and no row is reported dropped', async () => {
    const { api, reports } = await player();
    const nameless = {
      ...(await read<Record<string, unknown>>(getUserQuery(api))),
      name: undefined,
    };
    await control.injectFault({
      path: '/user',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, data: nameless },
    });
    await expect(read(getUserQuery(api))).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
    expect(reports).toEqual([]);
  });

  it('getNotificationCount: "2" → 2; a count that is not a number is MALFORMED_RESPONSE', async () => {
    const { api } = await player();
    const count = { path: '/player/notifications/get_count', times: 1, kind: 'status' } as const;
    await control.injectFault({ ...count, status: 200, body: { status: true, count: '2' } });
    expect(await read(getNotificationCountQuery(api))).toBe(2);
    await control.injectFault({ ...count, status: 200, body: { status: true, count: 'hai' } });
    await expect(read(getNotificationCountQuery(api))).rejects.toMatchObject({
      code: 'MALFORMED_RESPONSE',
    });
  });
});
