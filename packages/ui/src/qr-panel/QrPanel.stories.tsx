import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { QrPanel } from './QrPanel';
import { SAMPLE_QR_PNG } from '../shared/sample-qr';
import { UNBROKEN, expectFitsViewport, linesOf } from '../shared/fits';
import { inWidth, PHONE_COLUMN } from '../shared/in-width';

const meta = {
  title: 'Content/QrPanel',
  component: QrPanel,
  args: {
    qrImage: SAMPLE_QR_PNG,
    bankName: 'Vietcombank',
    accountNumber: '0011004455667',
    accountHolder: 'CONG TY ABC',
    amount: 500000,
    transferContent: 'NAP 0987654321',
  },
} satisfies Meta<typeof QrPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const name of [
      'Sao chép số tài khoản',
      'Sao chép số tiền',
      'Sao chép nội dung chuyển khoản',
    ]) {
      await expect(c.getByRole('button', { name })).toBeVisible();
    }
    await userEvent.click(c.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    await waitFor(() =>
      expect(c.getAllByRole('status').some((s) => s.textContent !== '')).toBe(true),
    );
    await expect(c.getByRole('note')).toHaveTextContent('nội dung chuyển khoản');
    // Issue 27 §1: the QR can be saved (its code loads once a QR is shown).
    await expect(await c.findByRole('button', { name: 'Lưu mã QR' })).toBeVisible();
  },
};
export const WithoutQr: Story = {
  args: { qrImage: null },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Sao chép số tài khoản' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Lưu mã QR' })).toBeNull();
  },
};

export const LongTexts: Story = {
  args: {
    bankName: UNBROKEN,
    accountNumber: '1'.repeat(500),
    accountHolder: UNBROKEN,
    transferContent: UNBROKEN,
    amount: 123456789012,
  },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};

/**
 * Issue 46 §1: on a 360 px phone (a 328 px column) the transfer content, the one text a player
 * must type exactly, was broken in two ('DP202611290' / '00016'). Codes and numbers stay whole.
 */
export const CodesWholeOnAPhone: Story = {
  args: { transferContent: 'DP20261129000016', accountNumber: '1234567890123456' },
  decorators: [inWidth(PHONE_COLUMN)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const text of ['DP20261129000016', '1234567890123456', '500,000 VND']) {
      await expect(linesOf(c.getByText(text)), text).toBe(1);
    }
    await expectFitsViewport(canvasElement.querySelector('.ui-qr')!);
  },
};
