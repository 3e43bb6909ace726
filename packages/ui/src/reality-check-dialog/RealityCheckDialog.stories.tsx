import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyMask } from '../money-mask/MoneyMask';
import { expectFitsViewport } from '../shared/fits';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  title: 'Dialogs/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    duration: '1 giờ 5 phút',
    since: '26/11/2026 14:05',
    figures: { state: 'read', deposited: 1_500_000, withdrawn: 300_000 },
    historyHref: '/transections',
    onLogout: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('alertdialog', { name: 'Nhắc nhở thời gian chơi' }));

/**
 * Issue 27 §5 "a reminder says how long the session has lasted and what was deposited and
 * withdrawn in it, with links to the history and to log out".
 */
export const Read: Story = {
  play: async ({ args, canvasElement }) => {
    const d = dialogIn(canvasElement);
    await expect(d.getByText('Bạn đã chơi 1 giờ 5 phút (từ 26/11/2026 14:05).')).toBeVisible();
    await expect(d.getByText('Đã nạp trong phiên này').nextElementSibling).toHaveTextContent(
      '1,500,000 VND',
    );
    await expect(d.getByText('Đã rút trong phiên này').nextElementSibling).toHaveTextContent(
      '300,000 VND',
    );
    await expect(d.getByRole('link', { name: 'Xem lịch sử giao dịch' })).toHaveAttribute(
      'href',
      '/transections',
    );
    await userEvent.click(d.getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(d.getByRole('button', { name: 'Tiếp tục chơi' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Reading: Story = {
  args: { figures: { state: 'reading' } },
  play: async ({ canvasElement }) => {
    const d = dialogIn(canvasElement);
    await expect(d.getByRole('status')).toHaveTextContent('Đang đọc lịch sử giao dịch…');
    await expect(d.queryByText(/VND/)).toBeNull();
  },
};

/** "a failed read must say the figures could not be read, never show 0". */
export const Unread: Story = {
  args: { figures: { state: 'unread', onRetry: fn() } },
  play: async ({ args, canvasElement }) => {
    const d = dialogIn(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent(
      'Không đọc được số tiền nạp và rút của phiên này.',
    );
    await expect(d.queryByText(/\b0 VND/)).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Thử lại' }));
    if (args.figures.state === 'unread') await expect(args.figures.onRetry).toHaveBeenCalled();
  },
};

/** Issue 27 §4: the player's money is hidden here too. */
export const MoneyHidden: Story = {
  render: (args) => (
    <MoneyMask hidden>
      <RealityCheckDialog {...args} />
    </MoneyMask>
  ),
  play: async ({ canvasElement }) => {
    const d = dialogIn(canvasElement);
    await expect(d.getAllByText('Đã ẩn')).toHaveLength(2);
    await expect(canvasElement.ownerDocument.body).not.toHaveTextContent(/1,500,000|300,000/);
  },
};

export const FitsAPhone: Story = {
  args: {
    duration: '12 giờ 59 phút',
    figures: { state: 'read', deposited: 123_456_789_000, withdrawn: 98_765_432_100 },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog');
    await expectFitsViewport(dialog);
  },
};
