import { within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { pasteAmount, refusedPastes } from '../../../test/amounts';
import { openPage, requestsTo } from '../../../test/render';
import { server } from '../../../test/setup';
import { amountField, ledger, pasteEachRefused, stubGameTab } from '../../../test/play-game';

/** Page tests with many steps: room for a machine that runs suites side by side. */
const SLOW = 45_000;

const DEPOSIT = 'POST /api/player/daga/deposit';
const DAGA_DECIMALS = 'Giá trị thập phân không được chấp nhận';
const INSUFFICIENT =
  'Tài khoản của bạn không đủ số dư để chuyển điểm vào trò chơi. Vui lòng nạp tiền vào tài khoản.';

/** Home as `as`, with the strip's Da Ga chip ('Đá gà', its category's vn name) chosen. */
async function openDaga(as: string = SEED.players.approved.phone) {
  const page = await openPage('/', { as });
  const strip = await page.screen.findByRole('region', { name: 'Trò chơi' });
  await page.user.click(await within(strip).findByRole('button', { name: 'Đá gà' }));
  return page;
}

async function openDagaDialog() {
  const page = await openDaga();
  const panel = await page.screen.findByRole('region', { name: 'Đá gà' });
  await within(panel).findByText('10 điểm');
  await page.user.click(within(panel).getByRole('button', { name: 'Chơi ngay' }));
  const dialog = within(await page.screen.findByRole('dialog', { name: 'Đá gà' }));
  return { ...page, dialog, amount: await amountField(dialog) };
}

describe('the Da Ga panel and Da Ga transfers (001 §2 "The Da Ga account panel shows when no game list is given", §5, §9)', () => {
  it(
    'decimals, then a non-multiple of 30, then 60 K: one POST /player/daga/deposit and /game-links, no new tab',
    async () => {
      const { open } = stubGameTab();
      const { dialog, amount, user, router } = await openDagaDialog();
      expect(dialog.getByText(/Tối thiểu:/).textContent).toBe('Tối thiểu: 30K');
      await user.type(amount, '60.5');
      // "Da Ga with a decimal point gives 'Giá trị thập phân không được chấp nhận'."
      expect(await dialog.findByText('Giá trị thập phân không được chấp nhận')).toBeTruthy();
      await user.clear(amount);
      await user.type(amount, '45');
      expect(
        await dialog.findByText('Số điểm không hợp lệ, vui lòng nhập số chia hết cho 30.'),
      ).toBeTruthy();
      await user.type(amount, '{Enter}');
      expect(requestsTo(DEPOSIT)).toBe(0);
      await user.clear(amount);
      await user.type(amount, '60');
      await user.dblClick(dialog.getByRole('button', { name: 'Chơi ngay' }));
      await expect.poll(() => router.state.location.pathname).toBe('/game-links');
      expect(requestsTo(DEPOSIT)).toBe(1);
      expect(await ledger()).toEqual([
        expect.objectContaining({ operation: 'POST /player/daga/deposit', amount: 60 }),
      ]);
      expect(open).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    "issue 24: pasted '150.5', '1,5', '-500', '1234567890' stay as pasted with their message and send nothing; ' 60 ' sends 60",
    async () => {
      stubGameTab();
      const { dialog, amount, user, router } = await openDagaDialog();
      const play = dialog.getByRole('button', { name: 'Chơi ngay' });
      // "Da Ga with a decimal point gives 'Giá trị thập phân không được chấp nhận'."
      await pasteEachRefused(
        { dialog, user, amount, play },
        refusedPastes(DAGA_DECIMALS, INSUFFICIENT),
      );
      expect(requestsTo(DEPOSIT)).toBe(0);
      await pasteAmount(user, amount, ' 60 ');
      expect(amount).toHaveProperty('value', '60');
      expect(dialog.queryAllByRole('alert')).toEqual([]);
      await user.click(play);
      await expect.poll(() => router.state.location.pathname).toBe('/game-links');
      expect(requestsTo(DEPOSIT)).toBe(1);
      expect(await ledger()).toEqual([expect.objectContaining({ amount: 60 })]);
    },
    SLOW,
  );

  it(
    '"Chuyển tất cả điểm" fills the main balance truncated to a multiple of 30 (5000 → 4980); Enter sends it once',
    async () => {
      stubGameTab();
      const { dialog, amount, user, router } = await openDagaDialog();
      await user.click(dialog.getByRole('button', { name: 'Chuyển tất cả điểm' }));
      expect((amount as HTMLInputElement).value).toBe('4980');
      await user.type(amount, '{Enter}{Enter}');
      await expect.poll(() => router.state.location.pathname).toBe('/game-links');
      expect(requestsTo(DEPOSIT)).toBe(1);
    },
    SLOW,
  );

  it(
    'a blank amount with Da Ga points (10) goes to /game-links without a request',
    async () => {
      stubGameTab();
      const { dialog, user, router } = await openDagaDialog();
      await user.click(dialog.getByRole('button', { name: 'Chơi ngay' }));
      await expect.poll(() => router.state.location.pathname).toBe('/game-links');
      expect(requestsTo(DEPOSIT)).toBe(0);
      expect(await ledger()).toEqual([]);
    },
    SLOW,
  );

  it(
    'a player without a game account sees the deposit-to-activate prompt in place of the panel',
    async () => {
      const { screen } = await openDaga(SEED.players.fresh.phone);
      const section = await screen.findByRole('region', { name: 'Trò chơi' });
      const link = await within(section).findByRole('link', { name: 'Nạp Tiền' });
      expect(link.getAttribute('href')).toBe('/deposit?initial=1');
    },
    SLOW,
  );
});

/** When each Da Ga balance request left the client (ms since the epoch). */
function dagaReads() {
  const times: number[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === '/api/player/daga/balance') times.push(Date.now());
  };
  server.events.on('request:start', listener);
  return { times, stop: () => server.events.removeListener('request:start', listener) };
}

describe('001 §4 "The Da Ga balance is fetched after a 1-second delay", like the wallets screen (issue 24 §7)', () => {
  it(
    'the home Da Ga panel, then the play-game dialog: each asks for the points a second after it shows',
    async () => {
      const reads = dagaReads();
      try {
        const page = await openPage('/', { as: SEED.players.approved.phone });
        const strip = await page.screen.findByRole('region', { name: 'Trò chơi' });
        const chip = await within(strip).findByRole('button', { name: 'Đá gà' });
        const panelAsked = Date.now();
        await page.user.click(chip);
        const panel = await page.screen.findByRole('region', { name: 'Đá gà' });
        await within(panel).findByText('10 điểm');
        expect(reads.times).toHaveLength(1);
        expect(reads.times[0]! - panelAsked).toBeGreaterThanOrEqual(1000);

        // Past the rate limiter's second, so only the dialog's own wait can hold its read back.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const dialogAsked = Date.now();
        await page.user.click(within(panel).getByRole('button', { name: 'Chơi ngay' }));
        const dialog = within(await page.screen.findByRole('dialog', { name: 'Đá gà' }));
        await expect.poll(() => reads.times.length, { timeout: 3000 }).toBe(2);
        expect(reads.times[1]! - dialogAsked).toBeGreaterThanOrEqual(1000);
        expect(await dialog.findAllByText('10 điểm')).not.toHaveLength(0);
      } finally {
        reads.stop();
      }
    },
    SLOW,
  );
});
