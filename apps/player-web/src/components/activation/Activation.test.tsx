import { act } from '@testing-library/react';
import { ACTIVATION_POLL_MS, ACTIVATION_WAIT, STORAGE_KEYS } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage, requestsTo } from '../../test/render';

const CHECK = 'GET /api/player/check/approval';
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
});
