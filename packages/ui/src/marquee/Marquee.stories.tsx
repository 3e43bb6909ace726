import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Marquee } from './Marquee';

const meta = {
  title: 'Content/Marquee',
  component: Marquee,
  args: {
    items: [
      'Chào mừng bạn đến với trang của chúng tôi!',
      'Nạp lần đầu nhận thưởng 50%.',
      'Hệ thống bảo trì lúc 02:00 - 04:00.',
    ],
  },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('marquee', { name: 'Thông báo' }),
    ).toHaveTextContent('Nạp lần đầu');
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    // The line is there, empty and busy, so the page below it does not move when notices arrive.
    const line = within(canvasElement).getByRole('marquee', { name: 'Thông báo' });
    await expect(line).toHaveAttribute('aria-busy', 'true');
    await expect(line.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
  },
};
