import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionDetailList } from './TransactionDetailList';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/TransactionDetailList',
  component: TransactionDetailList,
  args: {
    items: [
      { label: 'Mã giao dịch', value: 'TX20261122001', copyText: 'TX20261122001' },
      { label: 'Số tiền', value: '1.500.000' },
      { label: 'Ngân hàng', value: 'Vietcombank' },
      { label: 'Ngày', value: '22/11/2026 10:15' },
      { label: 'Trạng thái', value: 'Đã phê duyệt' },
    ],
  },
} satisfies Meta<typeof TransactionDetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Vietcombank')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Sao chép mã giao dịch' })).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    items: [
      { label: 'Mã giao dịch', value: UNBROKEN, copyText: UNBROKEN },
      { label: UNBROKEN, value: UNBROKEN },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
