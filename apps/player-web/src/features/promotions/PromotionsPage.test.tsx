import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/render';
import { injectFault } from '../../test/sandbox';

const EMPTY = 'Không tìm thấy khuyến mãi nào';

/** The sandbox's promotions start at Vietnamese midnight of the seed day, offset by whole days. */
function vnDate(offsetDays: number): string {
  const day = new Date(Date.now() + 7 * 3_600_000);
  day.setUTCDate(day.getUTCDate() + offsetDays);
  const dd = String(day.getUTCDate()).padStart(2, '0');
  const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${day.getUTCFullYear()}`;
}

describe('promotions (000 §2 "Promotions (/promotions)")', () => {
  it('"a card list of promotion images. Tapping one opens a popup with image, title, date range and HTML body"', async () => {
    const { screen, user } = await openPage('/promotions');
    const main = within(await screen.findByRole('main'));
    await main.findByRole('button', { name: /Thưởng nạp đầu 100%/ });
    const cards = main.getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Thưởng nạp đầu 100%',
      'Hoàn trả hằng ngày 1.5%',
      'Đá gà: thưởng chuỗi thắng',
    ]);
    const first = cards[0] as HTMLElement;
    expect(first.querySelector('img')?.getAttribute('src')).toMatch(/promotions\/nap-dau\.svg$/);
    // Issue 26: the first picture is the screen's largest paint, asked for at once; the rest wait.
    expect(cards.map((card) => card.querySelector('img')?.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Thưởng nạp đầu 100%' });
    const popup = within(dialog);
    expect(dialog.querySelector('img')?.getAttribute('src')).toMatch(/promotions\/nap-dau\.svg$/);
    // "dates in the Vietnamese locale": from 30 days ago to 30 days ahead.
    expect(popup.getByText(`${vnDate(-30)} - ${vnDate(30)}`)).toBeDefined();
    expect(popup.getByText(/Nạp lần đầu tối thiểu/)).toBeDefined();
    expect(popup.getByText('500K').tagName).toBe('B');
    await user.click(popup.getByRole('button', { name: 'Đóng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"An empty list shows \'Không tìm thấy khuyến mãi nào\'"', async () => {
    await injectFault({
      path: '/get_all_promotions',
      times: 1,
      kind: 'status',
      status: 200,
      body: { status: true, response: [] },
    });
    const { screen } = await openPage('/promotions');
    expect(await screen.findByText(EMPTY)).toBeDefined();
  });
});

// A failed load says why, 'Thử lại' brings it, never the empty text: src/app/load-failures.test.tsx.
describe('the promotion popup (000 §2 "a popup with image, title, date range and HTML body")', () => {
  it('"A promotion with no end date shows \'Dài hạn\' (long term)": beside its start date, not instead of it (issue 24 §7)', async () => {
    const { screen, user } = await openPage('/promotions');
    await user.click(await screen.findByRole('button', { name: /Hoàn trả hằng ngày 1.5%/ }));
    const popup = within(await screen.findByRole('dialog', { name: 'Hoàn trả hằng ngày 1.5%' }));
    expect(popup.getByText(/^\d{2}\/\d{2}\/\d{4} - Dài hạn$/)).toBeDefined();
    expect(popup.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Nổ hũ',
      'Bắn cá',
    ]);
  });
});
