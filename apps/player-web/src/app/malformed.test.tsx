import { waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS_SEEN_KEY } from '../features/home/Announcements';
import { openPage, tokenFor } from '../test/render';
import { answerWith } from '../test/sandbox';

// Issue 10 §3: one malformed item in an upstream list degrades that row, never the page; and §7:
// an upstream link that is not http(s) or relative never becomes a link.

type Item = Record<string, unknown>;
const PLAYER = SEED.players.approved.phone;

/** The item at `index` of a list the sandbox is known to fill. */
const at = (list: Item[], index: number): Item => list[index] ?? {};

const noErrorScreen = (screen: Awaited<ReturnType<typeof openPage>>['screen']) =>
  expect(screen.queryByText('Unexpected Application Error!')).toBeNull();

describe('one malformed item degrades one row (issue 10 §3)', () => {
  beforeEach(() => sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1'));

  it('banners: an item without an image is dropped, a javascript: link is not a link, the rest rotate', async () => {
    await answerWith('/image-slider/list?device=mobile', (body) => {
      at(body.data, 0).url = 'javascript:alert(1)';
      body.data.push({ id: 'x', url: '/promotions', image_url: null });
    });
    const { screen } = await openPage('/');
    // The region is asked for again each time: its loading placeholder is another element.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Banner' })).getAllByRole('button', {
          name: /^Banner \d$/,
        }),
      ).toHaveLength(3),
    );
    expect(document.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
    noErrorScreen(screen);
  });

  it('marquee: a notice that is not text is dropped, the others scroll', async () => {
    await answerWith('/marquee/list?device=mobile', (body) => {
      body.data.splice(1, 0, { id: 99, content: { html: 'not text' } });
    });
    const { screen } = await openPage('/');
    const marquee = await screen.findByRole('marquee', { name: 'Thông báo' });
    await waitFor(() => expect(marquee.textContent).toContain('Chào mừng bạn đến với Sao Việt!'));
    expect(marquee.textContent).toContain('Hệ thống bảo trì ngân hàng ACB');
    expect(marquee.textContent).not.toContain('[object Object]');
    noErrorScreen(screen);
  });

  it('announcements: one without content is dropped; a javascript: link on an image is not a link', async () => {
    sessionStorage.clear();
    await answerWith('/player/announcements?device_type=mobile', (body) => {
      at(body.data, 0).url = 'javascript:alert(1)';
      body.data.splice(1, 0, { id: 7, title: 'Hỏng', content: null });
    });
    const { screen, user } = await openPage('/');
    const popup = within(await screen.findByRole('dialog', { name: 'Thông báo' }));
    expect(await popup.findByRole('heading', { name: 'Thông báo bảo trì' })).toBeDefined();
    expect(popup.getByRole('img', { name: 'Thông báo bảo trì' })).toBeDefined();
    expect(popup.queryByRole('link', { name: 'Thông báo bảo trì' })).toBeNull();
    await user.click(popup.getByRole('button', { name: 'Đóng' }));
    expect(await screen.findByRole('heading', { name: 'Ưu đãi cuối tuần' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Hỏng' })).toBeNull();
  });

  it('categories and games: a game without an id and a category without a name are dropped, the rest listed', async () => {
    const real = await answerWith(
      '/categories',
      (body) => {
        at((at(body.data, 0).game_items as Item[]) ?? [], 0).game_id = 'abc';
        body.data.push({ id: 77, name: null, icon_image: '', icon_active: '', game_items: [] });
      },
      {},
    );
    const games = ((at(real.data, 0).game_items as Item[]) ?? []).length;
    const { screen, user } = await openPage('/');
    const strip = within(await screen.findByRole('navigation', { name: 'Danh mục trò chơi' }));
    // 'all' + each category the upstream named.
    await waitFor(() => expect(strip.getAllByRole('button')).toHaveLength(real.data.length + 1));
    await user.click(strip.getAllByRole('button')[1] as HTMLElement);
    const list = within(screen.getByRole('list', { name: 'Danh sách trò chơi' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(games - 1));
    noErrorScreen(screen);
  });

  it('promotions: one without an image is dropped, the others open', async () => {
    await answerWith(
      '/get_all_promotions',
      (body) => {
        const list = body.response as Item[];
        list.splice(1, 0, { id: 50, image: null, title: 'Hỏng', body: '', start_date: 'x' });
      },
      {},
    );
    const { screen, user } = await openPage('/promotions');
    expect(await screen.findByRole('button', { name: /Thưởng nạp đầu 100%/ })).toBeDefined();
    expect(screen.queryByRole('button', { name: /Hỏng/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Hoàn trả hằng ngày/ }));
    expect(await screen.findByRole('dialog')).toBeDefined();
  });

  it('notifications: an empty created_at keeps its row without a time (it used to break the page); one without a title is dropped', async () => {
    const token = await tokenFor(PLAYER);
    await answerWith(
      '/player/notifications',
      (body) => {
        at(body.data, 0).created_at = '';
        body.data.push({ id: 91, message: 'no title', read: 0, created_at: '2026-11-20 10:00:00' });
      },
      { Authorization: `Bearer ${token}` },
    );
    const { screen } = await openPage('/notifications', { as: PLAYER });
    const main = within(await screen.findByRole('main'));
    await waitFor(() => expect(main.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByText('no title')).toBeNull();
    noErrorScreen(screen);
  });

  it('website links: a javascript: link is dropped, the others are numbered links', async () => {
    await answerWith(
      '/website/links',
      (body) => {
        const list = (body.data as unknown as { data?: Item[] }).data ?? body.data;
        list.splice(1, 0, { id: 9, value: 'javascript:alert(1)' });
      },
      {},
    );
    const { screen } = await openPage('/game-links', { as: PLAYER });
    const list = within(await screen.findByRole('list', { name: 'Link vào game' }));
    await waitFor(() => expect(list.getAllByRole('link')).toHaveLength(3));
    expect(document.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
  });
});
