import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Layout/Header',
  component: Header,
  args: { onLogout: fn(), onBack: fn() },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Đăng Nhập' })).toHaveAttribute('href', '/login');
    await expect(c.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
    await expect(c.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
  },
};

export const LoggedIn: Story = {
  args: { user: { name: 'nguyenvana' }, unreadCount: 3 },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /Thông báo\s*3\s*tin chưa đọc/ })).toBeVisible();
    await expect(c.getByText('nguyenvana')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const LoggedInWithoutName: Story = {
  args: { user: { name: null }, unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-')).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: { title: 'Nạp Tiền', user: { name: 'nguyenvana' }, unreadCount: 120 },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'QUAY LẠI' }));
    await expect(args.onBack).toHaveBeenCalled();
    await expect(c.getByRole('heading', { name: 'Nạp Tiền' })).toBeVisible();
  },
};

/** A 500-character name and title never widen the page. */
export const LongNameAndTitle: Story = {
  args: { title: UNBROKEN, user: { name: UNBROKEN }, unreadCount: 3 },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
    await expect(within(canvasElement).getByRole('button', { name: 'Đăng xuất' })).toBeVisible();
  },
};
