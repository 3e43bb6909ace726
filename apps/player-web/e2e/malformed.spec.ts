import type { APIRequestContext, Page } from '@playwright/test';
import { announcementsSeen, expect, PLAYERS, SANDBOX, test, type Sandbox } from './fixtures';

// Issue 10 §3: one malformed item in an upstream list degrades that row, never the page; and §7:
// an upstream link that is not http(s) or relative never becomes a link.

const SECURITY = { 'X-Security-Code': 'sandbox-security-code' };
type Body = Record<string, unknown> & { data: Record<string, unknown>[] };

/**
 * The sandbox's real answer to `path`, changed by `edit`, is what the page gets next (`times`
 * calls): every other item stays as the upstream sent it.
 */
async function answerWith(
  request: APIRequestContext,
  sandbox: Sandbox,
  path: string,
  edit: (body: Body) => void,
  headers: Record<string, string> = SECURITY,
) {
  const real = (await (await request.get(`${SANDBOX}/api${path}`, { headers })).json()) as Body;
  edit(real);
  await sandbox.injectFault({
    method: 'GET',
    path: `/api${path.split('?')[0]}`,
    times: 5,
    kind: 'status',
    status: 200,
    body: real,
  });
}

const noErrorScreen = async (page: Page) =>
  expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

test.describe('one malformed item degrades one row (issue 10 §3)', () => {
  test('banners: an item without an image is dropped, a javascript: link is not a link, the rest rotate', async ({
    page,
    sandbox,
    request,
  }) => {
    await announcementsSeen(page);
    await answerWith(request, sandbox, '/image-slider/list?device=mobile', (body) => {
      body.data[0]!.url = 'javascript:alert(1)';
      body.data.push({ id: 'x', url: '/promotions', image_url: null });
    });
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Banner' });
    await expect(slider.getByRole('button', { name: /^Banner \d$/ })).toHaveCount(3);
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    await noErrorScreen(page);
  });

  test('marquee: a notice that is not text is dropped, the others scroll', async ({
    page,
    sandbox,
    request,
  }) => {
    await announcementsSeen(page);
    await answerWith(request, sandbox, '/marquee/list?device=mobile', (body) => {
      body.data.splice(1, 0, { id: 99, content: { html: 'not text' } });
    });
    await page.goto('/');
    const marquee = page.getByRole('marquee', { name: 'Thông báo' });
    await expect(marquee).toContainText('Chào mừng bạn đến với Sao Việt!');
    await expect(marquee).toContainText('Hệ thống bảo trì ngân hàng ACB');
    await expect(marquee).not.toContainText('[object Object]');
    await noErrorScreen(page);
  });

  test('announcements: one without content is dropped; a javascript: link on an image is not a link', async ({
    page,
    sandbox,
    request,
  }) => {
    await answerWith(request, sandbox, '/player/announcements?device_type=mobile', (body) => {
      body.data[0]!.url = 'javascript:alert(1)';
      body.data.splice(1, 0, { id: 7, title: 'Hỏng', content: null });
    });
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Thông báo' });
    await expect(popup.getByRole('heading', { name: 'Thông báo bảo trì' })).toBeVisible();
    await expect(popup.getByRole('img', { name: 'Thông báo bảo trì' })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Thông báo bảo trì' })).toHaveCount(0);
    await popup.getByRole('button', { name: 'Đóng' }).click();
    await expect(popup.getByRole('heading', { name: 'Ưu đãi cuối tuần' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Hỏng' })).toHaveCount(0);
  });

  test('categories and games: a game without an id and a category without a name are dropped, the rest listed', async ({
    page,
    sandbox,
    request,
  }) => {
    await announcementsSeen(page);
    const real = (await (await request.get(`${SANDBOX}/api/categories`)).json()) as Body;
    const games = (real.data[0]!.game_items as Record<string, unknown>[]).length;
    await answerWith(
      request,
      sandbox,
      '/categories',
      (body) => {
        (body.data[0]!.game_items as Record<string, unknown>[])[0]!.game_id = 'abc';
        body.data.push({
          id: 77,
          name: null,
          icon_image: '',
          icon_active: '',
          game_items: [],
        });
      },
      {},
    );
    await page.goto('/');
    const strip = page.getByRole('navigation', { name: 'Danh mục trò chơi' });
    await expect(strip.getByRole('button')).toHaveCount(real.data.length + 1); // 'all' + each
    await strip.getByRole('button').nth(1).click();
    await expect(
      page.getByRole('list', { name: 'Danh sách trò chơi' }).getByRole('listitem'),
    ).toHaveCount(games - 1);
    await noErrorScreen(page);
  });

  test('promotions: one without an image is dropped, the others open', async ({
    page,
    sandbox,
    request,
  }) => {
    await answerWith(
      request,
      sandbox,
      '/get_all_promotions',
      (body) => {
        const list = body.response as Record<string, unknown>[];
        list.splice(1, 0, { id: 50, image: null, title: 'Hỏng', body: '', start_date: 'x' });
      },
      {},
    );
    await page.goto('/promotions');
    await expect(page.getByRole('button', { name: /Thưởng nạp đầu 100%/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Hỏng/ })).toHaveCount(0);
    await page.getByRole('button', { name: /Hoàn trả hằng ngày/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('notifications: an empty created_at keeps its row without a time (it used to break the page); one without a title is dropped', async ({
    page,
    sandbox,
    request,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    const token = await sandbox.tokenFor(PLAYERS.approved);
    await answerWith(
      request,
      sandbox,
      '/player/notifications',
      (body) => {
        body.data[0]!.created_at = '';
        body.data.push({ id: 91, message: 'no title', read: 0, created_at: '2026-11-20 10:00:00' });
      },
      { Authorization: `Bearer ${token}` },
    );
    await page.goto('/notifications');
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(page.getByText('no title')).toHaveCount(0);
    await noErrorScreen(page);
  });

  test('website links: a javascript: link is dropped, the others are numbered links', async ({
    page,
    sandbox,
    request,
    loginAs,
  }) => {
    await loginAs(PLAYERS.approved);
    await answerWith(
      request,
      sandbox,
      '/website/links',
      (body) => {
        const list =
          (body.data as unknown as { data: Record<string, unknown>[] }).data ?? body.data;
        list.splice(1, 0, { id: 9, value: 'javascript:alert(1)' });
      },
      {},
    );
    await page.goto('/game-links');
    const links = page.getByRole('list', { name: 'Link vào game' }).getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
  });
});
