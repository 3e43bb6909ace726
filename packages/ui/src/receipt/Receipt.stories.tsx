import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFitsViewport } from '../shared/fits';
import { Receipt } from './Receipt';

const meta = {
  title: 'Content/Receipt',
  component: Receipt,
  args: {
    title: 'Nạp tiền thành công',
    amount: '600,000 VND',
    items: [
      { label: 'Thời gian', value: '29/11/2026 15:42' },
      { label: 'Mã giao dịch', value: 'DP20261129000012', copyText: 'DP20261129000012' },
      { label: 'Số dư ví chính sau giao dịch', value: '1,350,000 VND' },
    ],
  },
} satisfies Meta<typeof Receipt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A deposit just approved: what, how much, when, which, and the balance after it. */
export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Nạp tiền thành công' })).toBeVisible();
    await expect(canvas.getByText('600,000 VND')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sao chép mã giao dịch' })).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};

/** A withdrawal, from the history's detail. */
export const Withdrawal: Story = {
  args: {
    title: 'Rút tiền thành công',
    amount: '15,000,000 VND',
    items: [
      { label: 'Thời gian', value: '28/11/2026 09:05' },
      { label: 'Mã giao dịch', value: 'WD20261128000003', copyText: 'WD20261128000003' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('15,000,000 VND')).toBeVisible();
    await expectFitsViewport(canvasElement);
  },
};
