import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LogoutConfirm } from './LogoutConfirm';

const meta = {
  title: 'Dialogs/LogoutConfirm',
  component: LogoutConfirm,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof LogoutConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = within(canvasElement).getByRole('alertdialog', { name: 'Đăng xuất' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Không, ở lại' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vâng, rời đi' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
