import { useMemo } from 'react';
import type { UserInfo } from '@wallet/api';
import {
  depositAgainLabel,
  formatAmountLabel,
  formatBalanceK,
  HOME_AGENT_TILE,
  HOME_DEPOSIT_TILE,
  HOME_LOGIN_TILE,
  HOME_WALLET_TILE,
  HOME_WITHDRAW_TILE,
  LAST_DEPOSIT_KEY,
  parseLastDeposit,
} from '@wallet/domain';
import { Money, ProfileTile, SwapIcon, TileGrid, UserIcon, WalletIcon } from '@wallet/ui';
import { routerLink } from '@wallet/shell';
import { useDevicePref } from '../../lib/device-prefs';
import { href } from '../../lib/paths';
import { openMoneyModal, openWalletPopup } from '../../lib/ui-store';
import { InviteTile } from './InviteTile';

/** "The wallet tile shows the balance or '-'": the main balance in thousands with K. */
export function balanceText(user: UserInfo | undefined): string {
  const thousands = Number(user?.balance);
  return user && user.balance !== '' && Number.isFinite(thousands)
    ? formatBalanceK(thousands)
    : '-';
}

/**
 * 000 §2 "A quick-links block. The wallet tile shows the balance or '-' and opens the all-wallets
 * popup when logged in. A visitor sees a 'Đăng nhập' tile to /login. Then tiles NẠP TIỀN (/deposit),
 * RÚT TIỀN (/withdraw), Đại Lý (/agent/register) and, when logged in, an 'Invite' tile. For a
 * visitor, the deposit and withdraw tiles open modals."
 */
export function QuickLinks({ loggedIn, user }: { loggedIn: boolean; user: UserInfo | undefined }) {
  const balance = balanceText(user);
  // Issue 47 §4: the deposit this device made last, offered again filled in (a first deposit has none).
  const kept = useDevicePref(LAST_DEPOSIT_KEY, (raw) => raw);
  const player = loggedIn ? user?.name : undefined;
  const again = useMemo(() => parseLastDeposit(kept, player), [kept, player]);
  return (
    <section className="home__quick" aria-label="Truy cập nhanh">
      <TileGrid columns="fit">
        {loggedIn ? (
          <ProfileTile
            label={HOME_WALLET_TILE}
            detail={balance === '-' ? balance : <Money>{balance}</Money>}
            icon={<WalletIcon />}
            onClick={openWalletPopup}
          />
        ) : (
          <ProfileTile
            label={HOME_LOGIN_TILE}
            href={href('/login')}
            icon={<UserIcon />}
            renderLink={routerLink}
          />
        )}
        {loggedIn ? (
          <ProfileTile
            label={HOME_DEPOSIT_TILE}
            href={href('/deposit')}
            icon={<WalletIcon />}
            renderLink={routerLink}
          />
        ) : (
          <ProfileTile
            label={HOME_DEPOSIT_TILE}
            icon={<WalletIcon />}
            onClick={() => openMoneyModal('deposit')}
          />
        )}
        {again ? (
          <ProfileTile
            label={depositAgainLabel(formatAmountLabel(again.amount))}
            href={`${href('/deposit')}?again`}
            icon={<WalletIcon />}
            renderLink={routerLink}
          />
        ) : null}
        {loggedIn ? (
          <ProfileTile
            label={HOME_WITHDRAW_TILE}
            href={href('/withdraw')}
            icon={<SwapIcon />}
            renderLink={routerLink}
          />
        ) : (
          <ProfileTile
            label={HOME_WITHDRAW_TILE}
            icon={<SwapIcon />}
            onClick={() => openMoneyModal('withdraw')}
          />
        )}
        <ProfileTile
          label={HOME_AGENT_TILE}
          href={href('/agent/register')}
          icon={<UserIcon />}
          renderLink={routerLink}
        />
        {loggedIn ? <InviteTile userId={user?.user_id ?? null} /> : null}
      </TileGrid>
    </section>
  );
}
