import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotificationItem } from './NotificationItem';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/NotificationItem',
  component: NotificationItem,
  args: {
    title: 'Nạp tiền thành công',
    message: 'Tài khoản của bạn đã được cộng 500.000.',
    time: '5 phút trước',
    read: false,
  },
} satisfies Meta<typeof NotificationItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent(
      'Chưa đọc: Nạp tiền thành công',
    );
  },
};
export const Read: Story = { args: { read: true, time: '2 ngày trước' } };

export const LongText: Story = {
  args: { title: UNBROKEN, message: UNBROKEN, time: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
