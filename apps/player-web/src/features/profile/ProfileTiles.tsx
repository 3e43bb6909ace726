import {
  PROFILE_TILE_BANKS,
  PROFILE_TILE_DEPOSIT,
  PROFILE_TILE_LOGOUT,
  PROFILE_TILE_PASSWORD,
  PROFILE_TILE_PROMOTIONS,
  PROFILE_TILE_TRANSACTIONS,
  PROFILE_TILE_WALLETS,
  PROFILE_TILE_WITHDRAW,
} from '@wallet/domain';
import {
  BankIcon,
  DepositIcon,
  GiftIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  ProfileTile,
  TileGrid,
  WalletIcon,
  WithdrawIcon,
} from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { href } from '../../lib/paths';
import { askLogout } from '../../lib/ui-store';

/**
 * 001 §2 Profile's eight tiles: deposit (/deposit), withdraw (/withdraw), bank management
 * (/profile/bank-account-management), transactions (/transections), promotions (/promotions), all
 * wallets (/profile/all-wallet), reset password (the change-password modal) and logout (the
 * layout's confirmation).
 */
export function ProfileTiles({ onChangePassword }: { onChangePassword: () => void }) {
  const links = [
    { label: PROFILE_TILE_DEPOSIT, href: href('/deposit'), icon: <DepositIcon /> },
    { label: PROFILE_TILE_WITHDRAW, href: href('/withdraw'), icon: <WithdrawIcon /> },
    {
      label: PROFILE_TILE_BANKS,
      href: href('/profile/bank-account-management'),
      icon: <BankIcon />,
    },
    { label: PROFILE_TILE_TRANSACTIONS, href: href('/transections'), icon: <ListIcon /> },
    { label: PROFILE_TILE_PROMOTIONS, href: href('/promotions'), icon: <GiftIcon /> },
    { label: PROFILE_TILE_WALLETS, href: href('/profile/all-wallet'), icon: <WalletIcon /> },
  ];
  return (
    <TileGrid>
      {links.map((tile) => (
        <ProfileTile key={tile.href} {...tile} renderLink={routerLink} />
      ))}
      <ProfileTile label={PROFILE_TILE_PASSWORD} icon={<LockIcon />} onClick={onChangePassword} />
      <ProfileTile label={PROFILE_TILE_LOGOUT} icon={<LogoutIcon />} onClick={askLogout} />
    </TileGrid>
  );
}
