import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RouteErrorBlock } from './RouteErrorBlock';

const meta = {
  title: 'Layout/RouteErrorBlock',
  component: RouteErrorBlock,
  args: { detail: 'Failed to fetch dynamically imported module', onReload: fn() },
} satisfies Meta<typeof RouteErrorBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(c.getByText('Failed to fetch dynamically imported module')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    await userEvent.click(c.getByRole('button', { name: 'Tải lại trang' }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};
