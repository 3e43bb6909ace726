import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveChatButton } from './LiveChatButton';

const meta = {
  title: 'Layout/LiveChatButton',
  component: LiveChatButton,
  args: { href: 'https://chat.example.test/' },
} satisfies Meta<typeof LiveChatButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Chăm sóc khách hàng' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
