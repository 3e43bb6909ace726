import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner';

const meta = {
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { offline: true },
} satisfies Meta<typeof OfflineBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Không có kết nối mạng. Vui lòng kiểm tra mạng và thử lại.',
    );
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Không có kết nối mạng/)).toBeNull();
  },
};
