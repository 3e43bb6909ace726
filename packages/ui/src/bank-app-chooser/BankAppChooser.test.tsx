import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { BANK_APPS, type BankApp } from '@wallet/domain';
import '../tokens.css';
import { SAMPLE_QR_PNG } from '../shared/sample-qr';
import { BankAppChooser, DESKTOP_TEXT, noFillText } from './BankAppChooser';
import { copiedText, copyFailedText } from './useOpenApp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const linkFor = (app: BankApp) => `https://dl.vietqr.io/pay?app=${app.id}`;

async function openChooser() {
  render(<BankAppChooser apps={BANK_APPS} linkFor={linkFor} phone content="DP1001" />);
  await userEvent.click(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
  return screen.findByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' });
}

describe('BankAppChooser (issue 37 §1)', () => {
  it('"a chooser of Vietnamese bank apps (name and logo; the most used first; a search box)"', async () => {
    const dialog = await openChooser();
    const names = within(dialog)
      .getAllByRole('link')
      .map((link) => link.querySelector('.ui-bank-apps__name')?.textContent);
    expect(names.slice(0, 3)).toEqual(['MB Bank', 'Vietcombank', 'Agribank E-Mobile Banking']);
    expect(names).toHaveLength(BANK_APPS.length);

    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Tìm ngân hàng' }),
      'ngoai thuong',
    );
    const found = within(dialog).getAllByRole('link');
    expect(found).toHaveLength(1);
    expect(found[0]!.getAttribute('href')).toBe('https://dl.vietqr.io/pay?app=vcb');
    // "Where an app does not fill in the fields, the chooser says so", and what a tap copies.
    expect(found[0]!.textContent).toContain(noFillText('DP1001'));
  });

  it('a search that finds nothing says so in words', async () => {
    const dialog = await openChooser();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'zzz');
    expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    expect(within(dialog).getByText('Không tìm thấy ứng dụng ngân hàng nào.')).toBeTruthy();
  });

  it("the app's logo, asked for without telling its host where from; its initials where the picture cannot be had", async () => {
    const app = (id: string, name: string, logo: string): BankApp => ({
      id,
      name,
      bankName: name,
      logo,
      monthlyInstalls: 0,
      autofill: false,
    });
    render(
      <BankAppChooser
        apps={[
          app('ok', 'Good Bank', SAMPLE_QR_PNG),
          app('bad', 'Broken Bank', 'data:image/png;base64,AAAA'),
        ]}
        linkFor={linkFor}
        phone
        content="DP1001"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
    const [good, broken] = within(await screen.findByRole('dialog')).getAllByRole('link');
    expect(good!.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    await waitFor(() => expect(broken!.querySelector('img')).toBeNull());
    expect(broken!.querySelector('.ui-bank-apps__logo')?.textContent).toBe('BR');
  });

  it('"On a desktop browser the chooser is not offered (the QR is scanned by the phone instead)"', () => {
    render(<BankAppChooser apps={BANK_APPS} linkFor={linkFor} phone={false} content="DP1001" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(DESKTOP_TEXT)).toBeTruthy();
  });

  describe('issue 47 §1', () => {
    /**
     * Whether a tap's default (following the link) was left to the browser, read after React's own
     * handlers; the test page itself is kept from leaving.
     */
    function followLinks() {
      const followed = vi.fn((event: MouseEvent) => {
        const left = event.defaultPrevented;
        event.preventDefault();
        return left;
      });
      document.addEventListener('click', followed);
      onTestFinished(() => document.removeEventListener('click', followed));
      return followed;
    }

    function chooser(options: { lastAppId?: string; onOpened?: (app: BankApp) => void } = {}) {
      const open = vi.fn<(href: string) => void>();
      render(
        <BankAppChooser
          apps={BANK_APPS}
          linkFor={linkFor}
          phone
          content="DP1001"
          open={open}
          {...options}
        />,
      );
      return open;
    }

    it('"tapping [an app that does not fill in] copies the transfer content … before opening the app, and says so"', async () => {
      const user = userEvent.setup();
      const onOpened = vi.fn();
      const open = chooser({ onOpened });
      await user.click(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('searchbox'), 'vietcom');
      await user.click(within(dialog).getByRole('link', { name: /Vietcombank/ }));
      await waitFor(() => expect(open).toHaveBeenCalledWith('https://dl.vietqr.io/pay?app=vcb'));
      expect(await navigator.clipboard.readText()).toBe('DP1001');
      expect(within(dialog).getByRole('status').textContent).toBe(copiedText('DP1001'));
      expect(onOpened).toHaveBeenCalledWith(expect.objectContaining({ id: 'vcb' }));
    });

    it('a refused copy opens nothing until the player has read the content; a second tap opens', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      vi.spyOn(document, 'execCommand').mockReturnValue(false);
      const open = chooser();
      await user.click(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByRole('searchbox'), 'vietcom');
      const app = within(dialog).getByRole('link', { name: /Vietcombank/ });
      await user.click(app);
      await waitFor(() =>
        expect(within(dialog).getByRole('status').textContent).toBe(copyFailedText('DP1001')),
      );
      expect(open).not.toHaveBeenCalled();
      // The second tap follows the link itself: nothing intercepts it.
      const followed = followLinks();
      await user.click(app);
      expect(followed).toHaveReturnedWith(false);
      expect(open).not.toHaveBeenCalled();
    });

    it('an app that fills in opens through its own link, with nothing copied', async () => {
      const user = userEvent.setup();
      const write = vi.spyOn(navigator.clipboard, 'writeText');
      const open = chooser();
      await user.click(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
      const dialog = await screen.findByRole('dialog');
      const mb = within(dialog).getByRole('link', { name: /^MB Bank/ });
      const followed = followLinks();
      await user.click(mb);
      expect(followed).toHaveReturnedWith(false);
      expect(write).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
    });

    it('"The app the player chose last is offered on step 2 as one button (\'Mở MB Bank\'), with the chooser beside it for another"', async () => {
      const user = userEvent.setup();
      chooser({ lastAppId: 'mb' });
      expect(screen.getByRole('link', { name: 'Mở MB Bank' }).getAttribute('href')).toBe(
        'https://dl.vietqr.io/pay?app=mb',
      );
      expect(screen.queryByRole('button', { name: 'Mở ứng dụng ngân hàng' })).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Chọn ứng dụng khác' }));
      expect(await screen.findByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' })).toBeTruthy();
    });

    it('a remembered app no longer in the list is not offered', () => {
      chooser({ lastAppId: 'gone' });
      expect(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Chọn ứng dụng khác' })).toBeNull();
    });
  });
});
