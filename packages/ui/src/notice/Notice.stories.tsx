import type { Meta, StoryObj } from '@storybook/react-vite';
import {} from 'storybook/test';
import { Notice } from './Notice';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

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

export const LongText: Story = {
  args: { children: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
