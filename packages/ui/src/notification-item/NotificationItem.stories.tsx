import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MoneyMask } from '../money-mask/MoneyMask';
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

/**
 * Issue 27 §4 "masks every balance and amount of the player's own money on every screen": the
 * amounts the upstream wrote into a notification are hidden with the rest; its other words stay.
 */
export const MoneyHidden: Story = {
  args: {
    title: 'Rút 2.000.000 VND thành công',
    message: 'Tài khoản của bạn đã được cộng 500.000 lúc 14:05 ngày 26/11/2026.',
  },
  decorators: [
    (Story) => (
      <MoneyMask hidden>
        <Story />
      </MoneyMask>
    ),
  ],
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('article');
    await expect(item).not.toHaveTextContent(/2\.000\.000|500\.000/);
    await expect(within(item).getByRole('heading')).toHaveTextContent(
      'Chưa đọc: Rút ******Đã ẩn thành công',
    );
    await expect(item).toHaveTextContent('lúc 14:05 ngày 26/11/2026.');
    await expect(within(item).getAllByText('Đã ẩn')).toHaveLength(2);
  },
};
