import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileTile } from './ProfileTile';
import { TileGrid } from '../tile-grid/TileGrid';
import {
  BankIcon,
  DepositIcon,
  GiftIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  WalletIcon,
  WithdrawIcon,
} from '../icons/Icons';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/ProfileTile',
  component: ProfileTile,
  args: { label: 'Nạp Tiền', icon: <DepositIcon />, href: '/deposit' },
} satisfies Meta<typeof ProfileTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinkTile: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Nạp Tiền' })).toHaveAttribute(
      'href',
      '/deposit',
    );
  },
};
export const ButtonTile: Story = {
  args: { label: 'Đăng xuất', icon: <LogoutIcon />, href: undefined, onClick: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đăng xuất' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const WalletTile: Story = {
  args: { label: 'Ví', detail: '5.000K', href: undefined, onClick: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Ví\s*5\.000K/ })).toBeVisible();
  },
};
export const WalletTileNoBalance: Story = {
  args: { label: 'Ví', detail: '-', href: undefined, onClick: fn() },
};
export const Grid: Story = {
  render: () => (
    <TileGrid>
      {(
        [
          ['Nạp Tiền', '/deposit', <DepositIcon />],
          ['Rút Tiền', '/withdraw', <WithdrawIcon />],
          ['Quản lý ngân hàng', '/profile/bank-account-management', <BankIcon />],
          ['Giao dịch', '/transections', <ListIcon />],
          ['Khuyến mãi', '/promotions', <GiftIcon />],
          ['Tất cả ví', '/profile/all-wallet', <WalletIcon />],
        ] as const
      ).map(([label, href, icon]) => (
        <ProfileTile key={href} label={label} href={href} icon={icon} />
      ))}
      <ProfileTile label="Đổi mật khẩu" onClick={() => undefined} icon={<LockIcon />} />
      <ProfileTile label="Đăng xuất" onClick={() => undefined} icon={<LogoutIcon />} />
    </TileGrid>
  ),
};

export const LongLabel: Story = {
  args: { label: UNBROKEN, detail: UNBROKEN, href: undefined, onClick: fn() },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
