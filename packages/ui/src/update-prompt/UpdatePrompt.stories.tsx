import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from './UpdatePrompt';

const meta = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  args: { open: true, onUpdate: fn() },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Đã có phiên bản mới')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Cập nhật' }));
    await expect(args.onUpdate).toHaveBeenCalled();
  },
};

export const Held: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Đã có phiên bản mới')).toBeNull();
  },
};
