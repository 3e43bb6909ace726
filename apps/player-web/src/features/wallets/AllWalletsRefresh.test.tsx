import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo } from '../../test/render';
import { injectFault } from '../../test/sandbox';
import { server } from '../../test/setup';
import { dagaSection, openWallets, row, rowText, waitForDaga, waitUntil } from '../../test/wallets';

const AZTEC_BALANCE = 'GET /api/player/get_balance_game_categories-item/101/1';
const DAGA_BALANCE = 'GET /api/player/daga/balance';
const TOO_MANY = 'Too many requests. Only 1 request per second allowed.';

/** When each request to `path` left the client (ms). */
function departures(path: string) {
  const times: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === path) times.push(Date.now());
  };
  server.events.on('request:start', listener);
  return { times, stop: () => server.events.removeListener('request:start', listener) };
}

describe('balance refresh on the all-wallets screen (001 §4, §9 "limited to 1 request per second")', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('ten quick taps on a refresh icon: at most one balance request a second leaves, and the sandbox never refuses one', async () => {
    const { user } = await openWallets();
    const seen = departures('/api/player/get_balance_game_categories-item/101/1');
    stop = seen.stop;
    const refresh = screen.getByRole('button', { name: 'Làm mới số dư Aztec Treasure' });
    const tapsStart = Date.now();
    for (let tap = 0; tap < 10; tap += 1) await user.click(refresh);
    const tapsTook = Date.now() - tapsStart;
    // The first read went; a next one waits a second behind it, the other taps met a spinning icon.
    expect(requestsTo(AZTEC_BALANCE)).toBeGreaterThanOrEqual(1);
    await waitUntil(
      () => within(row('Aztec Treasure')).queryByRole('status') === null && seen.times.length >= 1,
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    // One read, plus at most one per further second the taps lasted (they take well under one).
    expect(requestsTo(AZTEC_BALANCE)).toBeLessThanOrEqual(2 + Math.floor(tapsTook / 1000));
    seen.times.forEach((time, i) => {
      if (i > 0) expect(time - seen.times[i - 1]!).toBeGreaterThanOrEqual(990);
    });
    expect(screen.queryByText(TOO_MANY)).toBeNull();
    expect(rowText('Aztec Treasure')).toContain('120');
  });

  it('"Balance endpoint 429 …: … \'Too many requests. Only 1 request per second allowed.\' in a popup", whatever the body says (issue 24); the figure shown stays', async () => {
    const { user } = await openWallets();
    await injectFault({
      method: 'GET',
      path: '/player/get_balance_game_categories-item/*',
      kind: 'status',
      status: 429,
      body: { status: false, message: 'Bạn thao tác quá nhanh, vui lòng chờ.' },
    });
    await user.click(screen.getByRole('button', { name: 'Làm mới số dư Baccarat' }));
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText(TOO_MANY)).toBeDefined();
    expect(rowText('Baccarat')).toContain('800');
  });

  it("a 429 without a readable text: 'Too many requests. Only 1 request per second allowed.'", async () => {
    const { user } = await openWallets();
    await injectFault({
      method: 'GET',
      path: '/player/get_balance_game_categories-item/*',
      kind: 'status',
      status: 429,
      body: { status: false, message: 'HTTP_429' },
    });
    await user.click(screen.getByRole('button', { name: 'Làm mới số dư Baccarat' }));
    expect(within(await screen.findByRole('alertdialog')).getByText(TOO_MANY)).toBeDefined();
  });

  it("Da Ga: \"fetched after a 1-second delay\", kept in shared state; a failed read gives 'An unexpected error occured while fetching balance.'; 'Tải lại ví' reads it again", async () => {
    await injectFault({ method: 'GET', path: '/player/daga/balance', kind: 'status', status: 500 });
    const started = Date.now();
    const seen = departures('/api/player/daga/balance');
    stop = seen.stop;
    const { user } = await openWallets();
    expect(seen.times[0]! - started).toBeGreaterThanOrEqual(1000);
    const popup = await screen.findByRole('alertdialog');
    expect(
      within(popup).getByText('An unexpected error occured while fetching balance.'),
    ).toBeDefined();
    await user.click(within(popup).getByRole('button', { name: 'Đóng' }));
    await user.click(within(dagaSection()).getByRole('button', { name: 'Tải lại ví' }));
    await waitForDaga();
    expect(await within(dagaSection()).findByText('10 điểm')).toBeDefined();
    expect(requestsTo(DAGA_BALANCE)).toBe(2);
  });

  it('Da Ga: another failure shows the server message', async () => {
    await injectFault({
      method: 'GET',
      path: '/player/daga/balance',
      kind: 'status',
      status: 400,
      body: { status: false, message: 'Đá gà đang bảo trì, vui lòng quay lại sau.' },
    });
    await openWallets();
    const popup = await screen.findByRole('alertdialog');
    expect(within(popup).getByText('Đá gà đang bảo trì, vui lòng quay lại sau.')).toBeDefined();
  });

  it.each([['HTTP_429'], ['Too Many Attempts.']])(
    "Da Ga: a 429 (%s) gives 'Too many requests. Only 1 request per second allowed.' in a popup, never the server's own text (issue 24)",
    async (message) => {
      await injectFault({
        method: 'GET',
        path: '/player/daga/balance',
        kind: 'status',
        status: 429,
        body: { status: false, message },
      });
      await openWallets();
      expect(within(await screen.findByRole('alertdialog')).getByText(TOO_MANY)).toBeDefined();
      expect(screen.queryByText('Too Many Attempts.')).toBeNull();
    },
  );
});
