import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DepositIcon, LockIcon, UserIcon, WalletIcon, WithdrawIcon } from '../icons/Icons';
import { ProfileTile } from '../profile-tile/ProfileTile';
import { TileGrid } from './TileGrid';

const meta = { title: 'Layout/TileGrid', component: TileGrid } satisfies Meta<typeof TileGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const tiles = [
  <ProfileTile key="deposit" label="Nạp Tiền" href="/deposit" icon={<DepositIcon />} />,
  <ProfileTile key="withdraw" label="Rút Tiền" href="/withdraw" icon={<WithdrawIcon />} />,
  <ProfileTile key="wallets" label="Tất cả ví" href="/profile/all-wallet" icon={<WalletIcon />} />,
  <ProfileTile key="password" label="Đổi mật khẩu" onClick={() => undefined} icon={<LockIcon />} />,
];

/** The account page: three columns. */
export const ThreeColumns: Story = {
  args: { children: tiles },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Home's quick links: as many as fit a row. */
export const Fit: Story = {
  args: {
    columns: 'fit',
    'aria-label': 'Truy cập nhanh',
    children: [
      <ProfileTile key="login" label="Đăng nhập" href="/login" icon={<UserIcon />} />,
      ...tiles,
    ],
  },
};
