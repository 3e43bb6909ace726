import { screen, waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPage, requestsTo } from '../test/render';

// Issue 37 §4 "The installed app tells what is new". The seeded approved player has 2 unread
// notifications.

const { approved } = SEED.players;
const SITE_TITLE = 'Ví trò chơi';
const bell = () => screen.getByRole('link', { name: /^Thông báo/ });

/**
 * The Badging API of an installed app, where the browser has one (jsdom has none): what the page
 * asked of it, each call answered by `answer`. Plain functions, not vi.fn: a spy handles the
 * promises it returns, which would hide a refusal the page left unhandled.
 */
function badgingApi(answer: () => Promise<void> = () => Promise.resolve()) {
  const asked: Array<number | 'clear'> = [];
  Object.assign(navigator, {
    setAppBadge: (count: number) => {
      asked.push(count);
      return answer();
    },
    clearAppBadge: () => {
      asked.push('clear');
      return answer();
    },
  });
  return asked;
}

beforeEach(() => {
  // What index.html's <title> says before anything runs.
  document.title = SITE_TITLE;
});
afterEach(() => {
  const nav = navigator as unknown as Record<string, unknown>;
  delete nav.setAppBadge;
  delete nav.clearAppBadge;
});

describe('the unread count in the tab title and on the app badge (issue 37 §4)', () => {
  it("'(2) …' in the title and 2 on the badge; both cleared once the notifications are read in the inbox", async () => {
    const badge = badgingApi();
    const { user, router } = await openPage('/promotions', { as: approved.phone });
    await waitFor(() => expect(document.title).toBe(`(2) ${SITE_TITLE}`));
    expect(badge.at(-1)).toBe(2);

    await user.click(bell());
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await waitFor(() => expect(requestsTo('PUT /api/player/notifications/mark_as_read')).toBe(1));
    await waitFor(() => expect(document.title).toBe(SITE_TITLE));
    expect(badge.at(-1)).toBe('clear');
    expect(badge.filter((asked) => asked === 2)).toHaveLength(1);
  });

  it('a title written by anything else keeps the count in front of it', async () => {
    badgingApi();
    await openPage('/promotions', { as: approved.phone });
    await waitFor(() => expect(document.title).toBe(`(2) ${SITE_TITLE}`));
    document.title = 'Khuyến mãi';
    await waitFor(() => expect(document.title).toBe('(2) Khuyến mãi'));
  });

  it('cleared at logout', async () => {
    const badge = badgingApi();
    const { user, router } = await openPage('/promotions', { as: approved.phone });
    await waitFor(() => expect(document.title).toBe(`(2) ${SITE_TITLE}`));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Đăng xuất' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Đăng xuất' })).getByRole('button', {
        name: 'Vâng, rời đi',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(document.title).toBe(SITE_TITLE));
    expect(badge.at(-1)).toBe('clear');
  });

  it("a visitor has nothing unread: the title is the site's own", async () => {
    await openPage('/promotions');
    await screen.findByRole('banner');
    expect(document.title).toBe(SITE_TITLE);
  });

  it('where the browser has no Badging API, the title alone tells and nothing is thrown', async () => {
    await openPage('/promotions', { as: approved.phone });
    await waitFor(() => expect(document.title).toBe(`(2) ${SITE_TITLE}`));
  });

  it('a badge the browser refuses (the app is not installed) is not an error: the title still tells', async () => {
    const badge = badgingApi(() =>
      Promise.reject(new DOMException('Not allowed', 'NotAllowedError')),
    );
    await openPage('/promotions', { as: approved.phone });
    await waitFor(() => expect(document.title).toBe(`(2) ${SITE_TITLE}`));
    expect(badge).toContain(2);
  });
});
