import { act } from '@testing-library/react';
import { ACTIVATION_POLL_MS, ACTIVATION_WAIT, STORAGE_KEYS } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage, requestsTo } from '../../test/render';
import { control } from '../../test/sandbox';

const CHECK = 'GET /api/player/check/approval';
const USER = 'GET /api/user';
const { phone } = SEED.players.fresh;

function hideTab(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
}

/** Lets the 20 s timer tick once and the check it starts reach the sandbox. */
async function tick() {
  await act(async () => {
    vi.advanceTimersByTime(ACTIVATION_POLL_MS);
    await vi.waitFor(() => undefined);
  });
}

afterEach(() => hideTab(false));

describe('the activation wait polls only while it is shown and the tab is seen', () => {
  it('000 §4 "when the initialDeposit marker is present, a check runs every 20 seconds": not while the tab is hidden, and not after the page is left', async () => {
    // Only the interval is faked: the requests and React's own scheduling keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    localStorage.setItem(STORAGE_KEYS.initialDeposit, String(Date.now()));
    const { screen, router } = await openPage('/game-links', { as: phone });
    expect(await screen.findByText(ACTIVATION_WAIT)).toBeDefined();
    // The user info the page just read is the first answer: the first check is 20 s later.
    expect(requestsTo(CHECK)).toBe(0);

    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(1));

    hideTab(true);
    await tick();
    await tick();
    expect(requestsTo(CHECK)).toBe(1);

    hideTab(false);
    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(2));

    await act(() => router.navigate('/promotions'));
    await tick();
    await tick();
    expect(requestsTo(CHECK)).toBe(2);
  });

  it('"is_approved 1 refreshes the user info …, clears the timer and the marker": the block goes and nothing more is asked', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    localStorage.setItem(STORAGE_KEYS.initialDeposit, String(Date.now()));
    // Home: no poll of its own reads the user info, so a new read is the activation's.
    const { screen } = await openPage('/', { as: phone });
    expect(await screen.findByText(ACTIVATION_WAIT)).toBeDefined();

    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(1));
    const usersBefore = requestsTo(USER);

    // The house approves the first deposit: the game account appears with it.
    await control.patchPlayer(phone, { is_approved: 1, user_name: 'gm0977', user_id: 77 });
    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(2));
    await vi.waitFor(() => expect(screen.queryByText(ACTIVATION_WAIT)).toBeNull());
    expect(requestsTo(USER)).toBeGreaterThan(usersBefore);
    expect(localStorage.getItem(STORAGE_KEYS.initialDeposit)).toBeNull();

    await tick();
    await tick();
    expect(requestsTo(CHECK)).toBe(2);
  });
});
