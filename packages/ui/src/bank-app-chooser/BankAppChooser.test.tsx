import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BANK_APPS, type BankApp } from '@wallet/domain';
import '../tokens.css';
import { SAMPLE_QR_PNG } from '../shared/sample-qr';
import { BankAppChooser, DESKTOP_TEXT, NO_FILL_TEXT } from './BankAppChooser';

afterEach(cleanup);

const linkFor = (app: BankApp) => `https://dl.vietqr.io/pay?app=${app.id}`;

async function openChooser() {
  render(<BankAppChooser apps={BANK_APPS} linkFor={linkFor} phone />);
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
    // "Where an app does not fill in the fields, the chooser says so".
    expect(found[0]!.textContent).toContain(NO_FILL_TEXT);
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
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
    const [good, broken] = within(await screen.findByRole('dialog')).getAllByRole('link');
    expect(good!.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    await waitFor(() => expect(broken!.querySelector('img')).toBeNull());
    expect(broken!.querySelector('.ui-bank-apps__logo')?.textContent).toBe('BR');
  });

  it('"On a desktop browser the chooser is not offered (the QR is scanned by the phone instead)"', () => {
    render(<BankAppChooser apps={BANK_APPS} linkFor={linkFor} phone={false} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(DESKTOP_TEXT)).toBeTruthy();
  });
});
