import { act, waitFor, within } from '@testing-library/react';
import { formatBalanceK } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/render';
import { stayThenLeave } from '../../test/logout';
import { api } from '../../lib/wallet';

const { phone } = SEED.players.approved;

async function openProfile() {
  const page = await openPage('/profile', { as: phone });
  await page.screen.findByRole('heading', { level: 1, name: 'Tài khoản' });
  const field = (id: string) => page.screen.getByTestId(id);
  return { ...page, field, main: within(page.screen.getByRole('main')) };
}

describe('/profile (001 §2 Profile)', () => {
  it('"titled \'Tài khoản\'", "Shows the phone and the balance" with K, as the sandbox holds them; its own bar leads home', async () => {
    const { field, screen, user, router } = await openProfile();
    await waitFor(() => expect(field('profile-phone').textContent).toBe(phone));
    // What the upstream answers for this player, asked apart from the page.
    const data = (await api.client.GET('/user')).data!.data as { name: string; balance: string };
    expect(data.name).toBe(phone);
    expect(field('profile-balance').textContent).toBe(formatBalanceK(Number(data.balance)));
    expect(field('profile-balance').textContent).toMatch(/K$/);
    // The layout hides its header on paths ending /profile: the page's own bar leads home.
    expect(screen.queryByRole('banner')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'QUAY LẠI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('eight tiles: "deposit (/deposit), withdraw (/withdraw), bank management (/profile/bank-account-management), transactions (/transections), promotions (/promotions), all wallets (/profile/all-wallet), reset password, logout"', async () => {
    const { main, screen, user, router } = await openProfile();
    const links = {
      'Nạp tiền': '/deposit',
      'Rút tiền': '/withdraw',
      'Quản lý ngân hàng': '/profile/bank-account-management',
      'Lịch sử giao dịch': '/transections',
      'Khuyến mãi': '/promotions',
      'Tất cả ví': '/profile/all-wallet',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(main.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(main.getByRole('button', { name: 'Đăng xuất' })).toBeDefined();
    expect(document.querySelectorAll('.ui-profile-tile')).toHaveLength(8);

    // A tap takes the player there.
    await user.click(main.getByRole('link', { name: 'Tất cả ví' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/all-wallet'));
    await act(() => router.navigate(-1));
    // Reset password opens the change-password modal.
    await user.click(await screen.findByRole('button', { name: 'Đổi mật khẩu' }));
    expect(await screen.findByRole('dialog', { name: 'Đổi mật khẩu' })).toBeDefined();
  });

  it('"A floating chat image opens the live chat" in a new window', async () => {
    const { screen } = await openProfile();
    const chat = screen.getByRole('link', { name: 'Chăm sóc khách hàng' });
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toMatch(/noopener/);
    expect(chat.getAttribute('href')).toMatch(/live-chat/);
  });
});

describe('logout from the profile tile (001 §2 "logout (confirmation modal)")', () => {
  it("'Không, ở lại' keeps the player; 'Vâng, rời đi' clears auth_token and initialDeposit and goes to /login", async () => {
    const { main, user, router, field } = await openProfile();
    await waitFor(() => expect(field('profile-phone').textContent).toBe(phone));
    await stayThenLeave(user, router, () => main.getByRole('button', { name: 'Đăng xuất' }));
  });
});
