import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BANK_APPS, bankAppLink, VIETQR_APP_LINK_BASE } from '@wallet/domain';
import { BankAppChooser, DESKTOP_TEXT, FILLS_IN_TEXT, noFillText } from './BankAppChooser';

const TRANSFER = {
  bankCode: 'vcb',
  accountNumber: '10043645678',
  amount: 600_000,
  content: 'DP1001',
  accountName: 'CONG TY WALLET',
  returnUrl: 'https://wallet.example.vn/transections/12',
};

const meta = {
  title: 'Content/BankAppChooser',
  component: BankAppChooser,
  args: {
    apps: BANK_APPS,
    phone: true,
    content: TRANSFER.content,
    open: fn(),
    linkFor: (app) => bankAppLink(VIETQR_APP_LINK_BASE, app.id, TRANSFER),
  },
} satisfies Meta<typeof BankAppChooser>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The chooser opened on a phone: the most used apps first. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
    const dialog = await page.findByRole('dialog', { name: 'Chọn ứng dụng ngân hàng' });
    const first = within(dialog).getAllByRole('link')[0]!;
    await expect(first).toHaveTextContent('MB Bank');
  },
};

/** An app that fills in the transfer (OCB OMNI, one of the five VietQR's changelog names). */
export const FillingApp: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
    await userEvent.type(await page.findByRole('searchbox', { name: 'Tìm ngân hàng' }), 'OCB');
    const app = page.getByRole('link', { name: /OCB OMNI/ });
    await expect(app).toHaveTextContent(FILLS_IN_TEXT);
    await expect(app).toHaveAttribute(
      'href',
      'https://dl.vietqr.io/pay?app=ocb&am=600000&tn=DP1001&ba=10043645678@vcb&bn=CONG+TY+WALLET&url=https://wallet.example.vn/transections/12',
    );
  },
};

/** An app that only opens: the chooser says that a tap copies the transfer content first. */
export const NonFillingApp: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Mở ứng dụng ngân hàng' }));
    await userEvent.type(await page.findByRole('searchbox', { name: 'Tìm ngân hàng' }), 'vietcom');
    await expect(page.getByRole('link', { name: /Vietcombank/ })).toHaveTextContent(
      noFillText(TRANSFER.content),
    );
  },
};

/** The app opened last on this device, offered as one button, with the chooser beside it. */
export const LastApp: Story = {
  args: { lastAppId: 'mb' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mở MB Bank' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chọn ứng dụng khác' })).toBeVisible();
  },
};

/** A desktop browser: nothing to open; the QR is scanned with the phone. */
export const Desktop: Story = {
  args: { phone: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(DESKTOP_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
