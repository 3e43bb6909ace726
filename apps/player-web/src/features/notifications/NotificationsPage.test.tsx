import { act, screen, waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
import { control, injectFault } from '../../test/sandbox';

// A failed load says why, 'Thử lại' brings it, never the empty text: src/app/load-failures.test.tsx.
const { phone } = SEED.players.approved;
/** The header's bell, by its accessible name: 'Thông báo', and '… 2 tin chưa đọc' with a count. */
const bell = (name: string | RegExp = /^Thông báo/) => screen.getByRole('link', { name });

async function openInbox() {
  const page = await openPage('/notifications', { as: phone });
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  const item = (title: string) =>
    screen.getAllByRole('article').find((article) => article.textContent?.includes(title))!;
  return { ...page, item };
}

describe('/notifications (001 §2, §7, §8, §9)', () => {
  it('"a list with title, relative time and message; unread and read items are styled differently"', async () => {
    const { item } = await openInbox();
    // "Notification times are shown as UTC relative distance from now" (seeded 1 hour, 2, 10, 20 days ago).
    expect(item('Yêu cầu rút tiền').textContent).toContain(
      'Yêu cầu rút 900.000 VND đang được xử lý.',
    );
    expect(item('Yêu cầu rút tiền').textContent).toContain('khoảng 1 giờ trước');
    expect(item('Khuyến mãi mới').textContent).toContain(
      'Hoàn trả 1.5% mỗi ngày cho mọi trò chơi.',
    );
    expect(item('Khuyến mãi mới').textContent).toContain('2 ngày trước');
    expect(item('Nạp tiền thành công').textContent).toContain('10 ngày trước');
    expect(item('Chào mừng').textContent).toContain('Chào mừng bạn đến với Sao Việt!');
    expect(item('Chào mừng').textContent).toContain('20 ngày trước');

    // Unread ones are marked for sight (class) and for screen readers ('Chưa đọc: ' in the title).
    for (const title of ['Yêu cầu rút tiền', 'Khuyến mãi mới']) {
      expect(item(title).classList.contains('is-unread')).toBe(true);
      expect(
        screen.getByRole('heading', { name: new RegExp(`^Chưa đọc:\\s*${title}$`) }),
      ).toBeDefined();
    }
    for (const title of ['Nạp tiền thành công', 'Chào mừng']) {
      expect(item(title).classList.contains('is-unread')).toBe(false);
      expect(screen.getByRole('heading', { name: title })).toBeDefined();
    }
  });

  it('"notifications are marked as read upon opening the inbox": the header bell\'s count goes from 2 to none', async () => {
    const { user, router } = await openPage('/promotions', { as: phone });
    await waitFor(() => expect(bell(/tin chưa đọc/).textContent).toMatch(/2/));

    await user.click(bell());
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await waitFor(() => expect(requestsTo('PUT /api/player/notifications/mark_as_read')).toBe(1));
    // The list keeps the state it was fetched with.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('article')
          .find((a) => a.textContent?.includes('Khuyến mãi mới'))
          ?.classList.contains('is-unread'),
      ).toBe(true),
    );
    await waitFor(() => expect(bell('Thông báo')).toBeDefined());

    // Away and back: no badge, and every item now reads as read.
    await act(() => router.navigate('/promotions'));
    await waitFor(() => expect(bell('Thông báo')).toBeDefined());
    expect(bell().textContent).not.toMatch(/\d/);
    await user.click(bell());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    await waitFor(() => expect(document.querySelectorAll('.is-unread')).toHaveLength(0));
    expect((await control.player(phone)).unread).toBe(0);
  });

  it('"The empty state is \'no new messages\'"', async () => {
    await injectFault({
      path: '/player/notifications',
      method: 'GET',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, data: [] },
    });
    await openPage('/notifications', { as: phone });
    expect(await screen.findByText('no new messages')).toBeDefined();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
