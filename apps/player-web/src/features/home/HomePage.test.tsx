import { act, cleanup, waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { ANNOUNCEMENTS_SEEN_KEY } from './Announcements';

const PLAYER = SEED.players.approved.phone;
const ICON = `${new URL(SEED.apiBase).origin}/__sandbox/assets/banners/chao-mung.svg`;

type Screen = Awaited<ReturnType<typeof openPage>>['screen'];
const region = async (screen: Screen, name: string) =>
  within(await screen.findByRole('region', { name }));
const quickLinks = (screen: Screen) => region(screen, 'Truy cập nhanh');
const games = (screen: Screen) => region(screen, 'Trò chơi');

/** A category list answer of the contract (CategoryList) with the given categories. */
function categoryList(categories: { id: number; vn: string; games: string[] }[]) {
  return {
    status: true,
    data: categories.map((c) => ({
      id: c.id,
      name: JSON.stringify({ vn: c.vn, en: c.vn }),
      icon_image: ICON,
      icon_active: ICON,
      game_items: c.games.map((name, i) => ({
        id: c.id * 100 + i,
        game_id: c.id * 100 + i,
        game_platform_id: 1,
        game_category_id: c.id,
        name: JSON.stringify({ vn: name, en: name }),
        icon: ICON,
        icon_square: ICON,
        icon_rectangle: ICON,
        rates: null,
      })),
    })),
  };
}

describe('home (000 §2), the announcements already seen', () => {
  beforeEach(() => sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1'));

  it('shows a banner and "Scrolling marquee notices"', async () => {
    const { screen } = await openPage('/');
    expect(await screen.findByRole('img', { name: /Banner 1\// })).toBeDefined();
    expect((await screen.findByRole('marquee')).textContent).toContain(
      'Chào mừng bạn đến với Sao Việt! Nạp tiền nhanh chóng, rút tiền trong 5 phút.',
    );
  });

  describe('with the page clock', () => {
    afterEach(() => vi.useRealTimers());
    it('"A banner slider that advances every 5 seconds"', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { screen } = await openPage('/');
      expect(await screen.findByRole('img', { name: 'Banner 1/3' })).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(await screen.findByRole('img', { name: 'Banner 2/3' })).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(await screen.findByRole('img', { name: 'Banner 3/3' })).toBeDefined();
    });
  });

  it('"A category strip with an \'all\' option and per-game icons" filters the game list', async () => {
    const { screen, user } = await openPage('/');
    const section = await games(screen);
    const strip = within(section.getByRole('navigation', { name: 'Danh mục trò chơi' }));
    const list = () => within(section.getByRole('list', { name: 'Danh sách trò chơi' }));
    await section.findByRole('list', { name: 'Danh sách trò chơi' });
    // 'all' first: every category's games.
    expect(strip.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
    expect(await list().findByRole('button', { name: 'Aztec Treasure' })).toBeDefined();
    expect(list().getByRole('button', { name: 'Dragon Fishing' })).toBeDefined();
    // The names are JSON strings with a vn key; the strip shows the vn text, the games their 'en' name (001 §3).
    await user.click(strip.getByRole('button', { name: 'Bắn cá' }));
    expect(strip.getByRole('button', { name: 'Bắn cá' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() =>
      expect(
        list()
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Dragon Fishing', 'Fishing King']),
    );
    await user.click(strip.getByRole('button', { name: 'Tất cả' }));
    expect(await list().findByRole('button', { name: 'Aztec Treasure' })).toBeDefined();
  });

  it('"An empty list shows \'Không tìm thấy trò chơi nào\'"', async () => {
    await injectFault({
      path: '/categories',
      times: 1,
      kind: 'status',
      status: 200,
      body: categoryList([
        { id: 1, vn: 'Nổ hũ', games: ['Kho báu Aztec'] },
        { id: 2, vn: 'Xổ số', games: [] },
      ]),
    });
    const { screen, user } = await openPage('/');
    const section = await games(screen);
    expect(await section.findByRole('button', { name: 'Kho báu Aztec' })).toBeDefined();
    expect(section.queryByText('Không tìm thấy trò chơi nào')).toBeNull();
    await user.click(section.getByRole('button', { name: 'Xổ số' }));
    expect(await section.findByText('Không tìm thấy trò chơi nào')).toBeDefined();
  });

  describe('as a visitor', () => {
    it('"Clicking a game while logged out goes to /login"', async () => {
      const { screen, user, router } = await openPage('/');
      await user.click(
        await (await games(screen)).findByRole('button', { name: 'Aztec Treasure' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });

    it('"A visitor sees a \'Đăng nhập\' tile to /login", no wallet and no invite tile', async () => {
      const { screen, user, router } = await openPage('/');
      const links = await quickLinks(screen);
      await links.findByRole('link', { name: 'Đăng nhập' });
      expect(links.queryByRole('button', { name: /Số dư/ })).toBeNull();
      expect(links.queryByRole('button', { name: 'Invite' })).toBeNull();
      await user.click(links.getByRole('link', { name: 'Đăng nhập' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });

    it('"For a visitor, the deposit and withdraw tiles open modals"; \'Đại Lý\' goes to /agent/register', async () => {
      const { screen, user, router } = await openPage('/');
      const links = await quickLinks(screen);
      expect(links.getByRole('link', { name: 'Đại Lý' }).getAttribute('href')).toBe(
        '/agent/register',
      );
      for (const label of ['NẠP TIỀN', 'RÚT TIỀN']) {
        await user.click(links.getByRole('button', { name: label }));
        const dialog = await screen.findByRole('dialog', { name: label });
        expect(router.state.location.pathname).toBe('/');
        await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: label })).toBeNull());
      }
    });
  });

  describe('as a player', () => {
    it('"The wallet tile shows the balance … and opens the all-wallets popup when logged in"', async () => {
      const { screen, user } = await openPage('/', { as: PLAYER });
      // The approved player's main balance is 5000 K.
      const wallet = await screen.findByRole('button', { name: /Số dư/ });
      await waitFor(() => expect(wallet.textContent).toContain('5,000K'));
      expect((await quickLinks(screen)).queryByRole('link', { name: 'Đăng nhập' })).toBeNull();
      await user.click(wallet);
      // 001 §2 "The same content appears as an all-wallets popup": the page's content, framed.
      const popup = within(await screen.findByRole('dialog', { name: 'Tất cả ví' }));
      expect(await popup.findByRole('heading', { name: 'Tổng số dư' })).toBeDefined();
      expect(await popup.findByRole('region', { name: 'Nổ hũ' })).toBeDefined();
      expect(
        popup.getByRole('button', { name: 'Chuyển mọi thứ vào tài khoản chính' }),
      ).toBeDefined();
    });

    it('"when logged in, an \'Invite\' tile": with a share sheet the register link with the referral id is shared', async () => {
      const share = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      try {
        const { screen, user } = await openPage('/', { as: PLAYER });
        await user.click(await screen.findByRole('button', { name: 'Invite' }));
        expect(await screen.findByText('Đã chia sẻ link mời bạn bè.')).toBeDefined();
        expect(share.mock.calls).toEqual([[{ url: `${location.origin}/register?ag_id=1001` }]]);
      } finally {
        Reflect.deleteProperty(navigator, 'share');
      }
    });

    it.each([
      ['NẠP TIỀN', '/deposit'],
      ['RÚT TIỀN', '/withdraw'],
    ])(
      '"Then tiles NẠP TIỀN (/deposit), RÚT TIỀN (/withdraw)": %s takes a player to %s',
      async (label, path) => {
        const { screen, user, router } = await openPage('/', { as: PLAYER });
        await user.click((await quickLinks(screen)).getByRole('link', { name: label }));
        await waitFor(() => expect(router.state.location.pathname).toBe(path));
      },
    );

    it("a player's game tap opens the play-game dialog (001 §2)", async () => {
      const { screen, user } = await openPage('/', { as: PLAYER });
      await user.click(
        await (await games(screen)).findByRole('button', { name: 'Aztec Treasure' }),
      );
      expect(await screen.findByRole('dialog', { name: 'Aztec Treasure' })).toBeDefined();
    });
  });
});

describe('finding a game (issue 27 §2 "Find a game")', () => {
  beforeEach(() => sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1'));

  /** The games section, its search box, and the names the list shows now. */
  async function findGames(as?: string) {
    const page = await openPage('/', as ? { as } : {});
    const section = await games(page.screen);
    await section.findByRole('button', { name: 'Aztec Treasure' });
    const box = section.getByRole('searchbox', { name: 'Tìm trò chơi' });
    const shown = () =>
      within(section.getByRole('list', { name: 'Danh sách trò chơi' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    return { ...page, section, box, shown };
  }
  const ALL = [
    'Aztec Treasure',
    'Mahjong Ways',
    'God of Wealth',
    'Dragon Fishing',
    'Fishing King',
    'Baccarat',
    'Dragon Tiger',
    'Sic Bo',
    'SABA Sports',
    'Virtual Sports',
  ];

  it("\"with or without diacritics ('ca rong' finds 'Cá rồng')\": the Vietnamese name 'Bắn cá rồng' is found, shown by its English name", async () => {
    const { user, box, shown } = await findGames();
    expect(shown()).toEqual(ALL);
    await user.type(box, 'ca rong');
    await waitFor(() => expect(shown()).toEqual(['Dragon Fishing']));
    await user.clear(box);
    await user.type(box, 'CÁ RỒNG');
    await waitFor(() => expect(shown()).toEqual(['Dragon Fishing']));
  });

  it('"\'đ\' and \'d\' alike", "by any part of its name, in Vietnamese or English"', async () => {
    const { user, box, shown } = await findGames();
    await user.type(box, 'duong');
    await waitFor(() => expect(shown()).toEqual(['Mahjong Ways']));
    await user.clear(box);
    await user.type(box, 'đường');
    await waitFor(() => expect(shown()).toEqual(['Mahjong Ways']));
    await user.clear(box);
    await user.type(box, 'ishin');
    await waitFor(() => expect(shown()).toEqual(['Dragon Fishing', 'Fishing King']));
    await user.clear(box);
    await user.type(box, 'tai');
    // 'Thần tài' and 'Tài xỉu' by their Vietnamese names.
    await waitFor(() => expect(shown()).toEqual(['God of Wealth', 'Sic Bo']));
  });

  it('"across categories": a search begins in every category, whichever chip was chosen; a chip then narrows it', async () => {
    const { user, section, box, shown } = await findGames();
    const strip = within(section.getByRole('navigation', { name: 'Danh mục trò chơi' }));
    await user.click(strip.getByRole('button', { name: 'Nổ hũ' }));
    await waitFor(() =>
      expect(shown()).toEqual(['Aztec Treasure', 'Mahjong Ways', 'God of Wealth']),
    );
    await user.type(box, 'rong');
    // 'Bắn cá rồng' (Bắn cá) and 'Rồng hổ' (Casino trực tuyến).
    await waitFor(() => expect(shown()).toEqual(['Dragon Fishing', 'Dragon Tiger']));
    expect(strip.getByRole('button', { name: 'Tất cả' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(strip.getByRole('button', { name: 'Casino trực tuyến' }));
    await waitFor(() => expect(shown()).toEqual(['Dragon Tiger']));
  });

  it('"with the empty state in words"; clearing the box brings every game back; "it works on the list already loaded" (no request)', async () => {
    const { user, section, box, shown } = await findGames();
    await user.type(box, 'xo so');
    expect(await section.findByText('Không tìm thấy trò chơi nào khớp với “xo so”.')).toBeDefined();
    expect(section.getByRole('status').textContent).toBe('Tìm thấy 0 trò chơi');
    await user.click(section.getByRole('button', { name: 'Xoá tìm kiếm' }));
    await waitFor(() => expect(shown()).toEqual(ALL));
    expect((box as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(box);
    // Only spaces is no search.
    await user.type(box, '   ');
    expect(shown()).toEqual(ALL);
    expect(section.queryByRole('button', { name: 'Xoá tìm kiếm' })).not.toBeNull();
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(requestsTo('GET /api/categories')).toBe(1);
  });

  it('a found game plays as any other: a visitor goes to /login, a player opens the play-game dialog', async () => {
    const visitor = await findGames();
    await visitor.user.type(visitor.box, 'aztec');
    await visitor.user.click(
      await visitor.section.findByRole('button', { name: 'Aztec Treasure' }),
    );
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    cleanup();

    const player = await findGames(PLAYER);
    await player.user.type(player.box, 'kho bau');
    await player.user.click(await player.section.findByRole('button', { name: 'Aztec Treasure' }));
    expect(await player.screen.findByRole('dialog', { name: 'Aztec Treasure' })).toBeDefined();
  });
});

describe('the announcement popup (000 §2)', () => {
  it('"titled \'Thông báo\' with title, HTML content and an optional image"; the image link opens a new tab with noopener; once per visit', async () => {
    const { screen, user, router } = await openPage('/');
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    const popup = within(dialog);
    expect(await popup.findByRole('heading', { name: 'Thông báo bảo trì' })).toBeDefined();
    expect(dialog.textContent).toContain('Ngân hàng ACB đang bảo trì.');
    expect(popup.getByText('ACB').tagName).toBe('B');
    // "The image opens its url in a new tab when is_redirect equals 1."
    expect(popup.getByRole('img', { name: 'Thông báo bảo trì' }).getAttribute('height')).toBe(
      '173',
    );
    const link = popup.getByRole('link', { name: 'Thông báo bảo trì' });
    expect(link.getAttribute('href')).toBe('https://example.com/bao-tri');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The next announcement follows; it has no image, so nothing to open.
    await user.click(popup.getByRole('button', { name: 'Đóng' }));
    const heading = await screen.findByRole('heading', { name: 'Ưu đãi cuối tuần' });
    const next = within(heading.closest('dialog') ?? document.body);
    expect(next.queryByRole('img')).toBeNull();
    await user.click(next.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Thông báo' })).toBeNull());
    // Once per visit: coming back to home in the same tab does not show it again.
    await act(() => router.navigate('/promotions'));
    await act(() => router.navigate('/'));
    expect(await screen.findByRole('img', { name: /Banner 1\// })).toBeDefined();
    // A reload in the same tab: the same session storage.
    cleanup();
    await openPage('/');
    expect(await screen.findByRole('img', { name: /Banner 1\// })).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByRole('dialog', { name: 'Thông báo' })).toBeNull();
  });

  it('markup in an announcement is cleaned: no script, handler, frame or javascript: link reaches the page; the title is text', async () => {
    await injectFault({
      path: '/player/announcements',
      times: 1,
      kind: 'status',
      status: 200,
      body: {
        status: true,
        data: [
          {
            id: 9,
            title: 'Tin mới <img src=x onerror="alert(1)">',
            content:
              '<p>Nội dung an toàn</p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">bấm vào đây</a><svg onload="alert(4)"></svg><iframe src="javascript:alert(5)"></iframe>',
            image_url: null,
            url: null,
            is_redirect: 0,
          },
        ],
      },
    });
    const { screen } = await openPage('/');
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(await within(dialog).findByText('Nội dung an toàn')).toBeDefined();
    expect(within(dialog).getByRole('heading', { level: 3 }).textContent).toBe(
      'Tin mới <img src=x onerror="alert(1)">',
    );
    expect(
      dialog.querySelectorAll('[onerror], [onload], script, iframe, a[href^="javascript:"]'),
    ).toHaveLength(0);
  });
});

describe('home errors (000 §8 "Home and loading")', () => {
  beforeEach(() => sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1'));

  const modal = (screen: Awaited<ReturnType<typeof openPage>>['screen']) =>
    screen.findByRole('alertdialog', { name: 'Thông báo' });

  it('"\'Too many requests. Only 1 request per second allowed.\' … shown in a modal"; the rest of home stays', async () => {
    // A 429 is not retried (issue 10): one answer is enough.
    await injectFault({ path: '/marquee/list', times: 1, kind: 'status', status: 429 });
    const { screen, user } = await openPage('/');
    const dialog = await modal(screen);
    await waitFor(() =>
      expect(dialog.textContent).toContain('Too many requests. Only 1 request per second allowed.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByRole('img', { name: /Banner \d\// })).toBeDefined();
  });

  it('"\'forbidden\' [is] shown in a modal"', async () => {
    await injectFault({
      path: '/image-slider/list',
      times: 5,
      kind: 'status',
      status: 403,
      body: { status: false, message: 'FORBIDDEN' },
    });
    const { screen, user } = await openPage('/');
    const dialog = await modal(screen);
    await waitFor(() => expect(dialog.textContent).toContain('forbidden'));
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('"Generic load error: \'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng\'" (announcements)', async () => {
    sessionStorage.clear();
    await injectFault({ path: '/player/announcements', times: 4, kind: 'status', status: 500 });
    const { screen, user } = await openPage('/');
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Thông báo' },
      { timeout: 20_000 },
    );
    await waitFor(() =>
      expect(dialog.textContent).toContain('Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }, 30_000);
});

describe('the forced password reset (000 §2 "A forced password-reset popup when the route state asks for it")', () => {
  it('cannot be dismissed before the password has changed; once changed and closed, home does not ask again', async () => {
    sessionStorage.setItem(ANNOUNCEMENTS_SEEN_KEY, '1');
    const { screen, user, router } = await openPage('/', {
      as: SEED.players.mustReset.phone,
      state: { resetPassword: true },
    });
    const popup = within(await screen.findByRole('dialog', { name: 'Đổi mật khẩu' }));
    expect(popup.queryByRole('button', { name: 'Đóng' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Đổi mật khẩu' })).toBeDefined();

    await user.type(popup.getByLabelText('Mật khẩu cũ', { exact: true }), SEED.password);
    await user.type(popup.getByLabelText('Mật khẩu mới', { exact: true }), 'Moimatkhau2');
    await user.type(popup.getByLabelText('Xác nhận mật khẩu mới', { exact: true }), 'Moimatkhau2');
    await user.click(popup.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await popup.findByText('Mật khẩu đã được đặt lại thành công!')).toBeDefined();
    await user.click(popup.getAllByRole('button', { name: 'Đóng' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Đổi mật khẩu' })).toBeNull());
    // The route state was cleared: going back to this entry does not ask again.
    expect(router.state.location.state).toBeNull();
  });
});
