import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotFoundBlock } from './NotFoundBlock';

const meta = {
  title: 'Content/NotFoundBlock',
  component: NotFoundBlock,
  args: { onHome: fn(), supportUrl: 'https://chat.example.test/' },
} satisfies Meta<typeof NotFoundBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(
      c.getByRole('heading', { name: 'Trang mà bạn đang tìm kiếm không tồn tại.' }),
    ).toBeVisible();
    await expect(c.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(c.getByRole('link', { name: 'Chăm sóc khách hàng' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await userEvent.click(c.getByRole('button', { name: 'Về trang chủ' }));
    await expect(args.onHome).toHaveBeenCalled();
  },
};
