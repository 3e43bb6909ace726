import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BalanceToggle } from './BalanceToggle';

const meta = {
  title: 'Layout/BalanceToggle',
  component: BalanceToggle,
  args: { hidden: false, onToggle: fn() },
} satisfies Meta<typeof BalanceToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 27 §4 "An eye toggle … Screen readers hear that it is hidden": one name, its pressed state. */
export const Shown: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Ẩn số dư', pressed: false });
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Ẩn số dư', pressed: true }),
    ).toBeVisible();
  },
};
