import { act, within } from '@testing-library/react';
import {
  ACTIVATION_DEPOSIT_PROMPT,
  ACTIVATION_NOT_ACTIVATED,
  ACTIVATION_POLL_MS,
  ACTIVATION_WAIT,
  STORAGE_KEYS,
} from '@wallet/domain';
import { pageDepositBody, SEED } from '@wallet/sandbox';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/wallet';
import { pageClock } from '../../test/page-clock';
import { openPage, requestsTo } from '../../test/render';
import { approveInConsole, control } from '../../test/sandbox';

/** vi.waitFor's own 1 s is too short on a busy machine (a fresh-clone run failed on it): Testing Library's 10 s. */
const BUSY = { timeout: 10_000 };

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
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(1), BUSY);

    hideTab(true);
    await tick();
    await tick();
    expect(requestsTo(CHECK)).toBe(1);

    hideTab(false);
    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(2), BUSY);

    await act(() => router.navigate('/promotions'));
    // A page's code loads in a transition: until it is there, the page left is still the one shown,
    // and its poll rightly goes on (a busy machine once ticked it then). Leaving is when the block goes.
    await vi.waitFor(() => expect(screen.queryByText(ACTIVATION_WAIT)).toBeNull(), BUSY);
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
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(1), BUSY);
    const usersBefore = requestsTo(USER);

    // The house approves the first deposit: the game account appears with it.
    await control.patchPlayer(phone, { is_approved: 1, user_name: 'gm0977', user_id: 77 });
    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(2), BUSY);
    await vi.waitFor(() => expect(screen.queryByText(ACTIVATION_WAIT)).toBeNull(), BUSY);
    expect(requestsTo(USER)).toBeGreaterThan(usersBefore);
    expect(localStorage.getItem(STORAGE_KEYS.initialDeposit)).toBeNull();

    await tick();
    await tick();
    expect(requestsTo(CHECK)).toBe(2);
  });
});

const MINUTE = 60_000;

/** The fresh player opens `path` with a first-deposit marker set `age` ms ago. */
async function openWithMarker(path: string, age: number) {
  localStorage.setItem(STORAGE_KEYS.initialDeposit, String(Date.now() - age));
  return openPage(path, { as: phone });
}

describe('initial-deposit activation (000 §4, 001 §4)', () => {
  it('"is_approved 1 refreshes the user info … clears the timer and the marker": the wait turns into an approved account when the sandbox approves the deposit', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    // Home: the only user-info load is the page's own, so what changes is the activation check's doing.
    sessionStorage.setItem('announcementsSeen', '1');
    const { screen, router } = await openWithMarker('/', 0);
    // The fresh player made a first deposit (the deposit page wrote the marker).
    const deposit = await api.client.POST('/account/deposit', {
      body: pageDepositBody(SEED.payment.bankTransfer, 500_000) as never,
      bodySerializer: (body: Record<string, unknown>) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(body)) form.append(key, String(value));
        return form;
      },
    });
    const { transaction_id } = deposit.data as unknown as { transaction_id: string };

    // "A marker younger than 10 minutes (600000 ms) shows a spinner with 'Vui lòng chờ cấp tài khoản trong giây lát…'."
    const wait = await screen.findByText(ACTIVATION_WAIT);
    expect(wait.closest('[role="status"]')).not.toBeNull();
    const wallet = () =>
      within(screen.getByRole('region', { name: 'Truy cập nhanh' })).getByRole('button', {
        name: /Số dư/,
      });
    await vi.waitFor(() => expect(wallet().textContent).toContain('0K'), BUSY);

    await approveInConsole(transaction_id);
    await tick();
    await vi.waitFor(() => expect(screen.queryByText(ACTIVATION_WAIT)).toBeNull(), BUSY);
    await vi.waitFor(() => expect(wallet().textContent).toContain('500K'), BUSY);
    expect(localStorage.getItem(STORAGE_KEYS.initialDeposit)).toBeNull();
    // The account details are there.
    await act(() => router.navigate('/game-links'));
    await vi.waitFor(
      () =>
        expect(screen.getByRole('region', { name: 'Tài khoản trò chơi' }).textContent).toContain(
          'vn0987654321',
        ),
      BUSY,
    );
  });

  it('issue 37 §3 "the activation wait (10 minutes) show[s] … for how long": the spec\'s words and spinner, with how much of the 10 minutes has gone, in words and a progress bar', async () => {
    pageClock();
    const { screen } = await openWithMarker('/game-links', 2 * MINUTE);
    const bar = await screen.findByRole('progressbar', { name: ACTIVATION_WAIT });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual([
      '120',
      '600',
    ]);
    expect(screen.getByText('Đã chờ 2 phút (tối đa 10 phút)')).toBeDefined();
    expect(screen.getByText(ACTIVATION_WAIT)).toBeDefined();

    await tick();
    expect(bar.getAttribute('aria-valuetext')).toBe('Đã chờ 2 phút 20 giây (tối đa 10 phút)');
    expect(screen.getByText('Đã chờ 2 phút 20 giây (tối đa 10 phút)')).toBeDefined();
  });

  it('"An older marker shows the not-activated message"', async () => {
    const { screen } = await openWithMarker('/game-links', 11 * MINUTE);
    expect(await screen.findByText(ACTIVATION_NOT_ACTIVATED)).toBeDefined();
    expect(screen.queryByText(ACTIVATION_WAIT)).toBeNull();
  });

  it('is_approved 2 inside the 10-minute window: "A marker younger than 10 minutes (600000 ms) shows a spinner" and the wait goes on', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { screen } = await openWithMarker('/game-links', 0);
    expect(await screen.findByText(ACTIVATION_WAIT)).toBeDefined();
    // Nothing was paid: the upstream answers is_approved 2. Inside the window that is "not yet".
    await tick();
    await vi.waitFor(() => expect(requestsTo(CHECK)).toBe(1), BUSY);
    await act(async () => {});
    expect(screen.getByText(ACTIVATION_WAIT)).toBeDefined();
    expect(localStorage.getItem(STORAGE_KEYS.initialDeposit)).not.toBeNull();
  });

  it('"is_approved 2 shows the message that the account is not activated …, then stops and clears the marker" — once the 10-minute wait is over', async () => {
    // The page's clock moves only with the test: the next check falls after the 10-minute window.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { screen } = await openWithMarker('/game-links', 590_000);
    expect(await screen.findByText(ACTIVATION_WAIT)).toBeDefined();
    await tick();
    expect(await screen.findByText(ACTIVATION_NOT_ACTIVATED)).toBeDefined();
    await vi.waitFor(
      () => expect(localStorage.getItem(STORAGE_KEYS.initialDeposit)).toBeNull(),
      BUSY,
    );
    await tick();
    expect(requestsTo(CHECK)).toBe(1);
  });

  it('"With no user_name, no user_id and no marker, the player is asked to deposit to activate, with a \'Nạp Tiền\' link"; home shows the same prompt', async () => {
    sessionStorage.setItem('announcementsSeen', '1');
    const { screen, router, user } = await openPage('/game-links', { as: phone });
    expect(await screen.findByText(ACTIVATION_DEPOSIT_PROMPT)).toBeDefined();
    const link = () => within(screen.getByRole('main')).getByRole('link', { name: 'Nạp Tiền' });
    expect(link().getAttribute('href')).toBe('/deposit?initial=1');
    await act(() => router.navigate('/'));
    await vi.waitFor(() => expect(screen.getByText(ACTIVATION_DEPOSIT_PROMPT)).toBeDefined(), BUSY);
    await user.click(link());
    await vi.waitFor(
      () =>
        expect(router.state.location.pathname + router.state.location.search).toBe(
          '/deposit?initial=1',
        ),
      BUSY,
    );
  });
});
