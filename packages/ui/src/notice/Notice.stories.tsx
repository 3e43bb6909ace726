import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './Notice';

const meta = {
  title: 'Content/Notice',
  component: Notice,
  args: { children: 'Thông báo' },
} satisfies Meta<typeof Notice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Error: Story = { args: { tone: 'error', children: 'Lỗi mạng' } };
export const Success: Story = {
  args: { tone: 'success', children: 'Mật khẩu đã được đặt lại thành công!' },
};
