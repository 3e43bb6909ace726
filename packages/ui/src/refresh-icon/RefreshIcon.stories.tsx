import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefreshIcon } from './RefreshIcon';

const meta = {
  title: 'Content/RefreshIcon',
  component: RefreshIcon,
  args: { onRefresh: fn() },
} satisfies Meta<typeof RefreshIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Làm mới số dư' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Spinning: Story = {
  args: { spinning: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Làm mới số dư' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
