import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SwapIcon } from '../icons/Icons';
import { Button } from './Button';

const meta = {
  title: 'Form/Button',
  component: Button,
  args: { children: 'Nạp Tiền', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nạp Tiền' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Ghost: Story = { args: { variant: 'ghost', children: 'Hủy' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Đăng xuất' } };

export const Block: Story = { args: { block: true } };

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Nạp Tiền\s*, Đang xử lý$/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Icon: Story = {
  args: { variant: 'icon', 'aria-label': 'Chuyển về ví chính', children: <SwapIcon size={18} /> },
};

export const Link: Story = {
  args: { href: '/deposit', children: 'Nạp Tiền' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Nạp Tiền' })).toHaveAttribute(
      'href',
      '/deposit',
    );
  },
};

export const NewTab: Story = {
  args: { href: 'https://example.com', target: '_blank', variant: 'ghost', children: 'Mở' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Mở' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
