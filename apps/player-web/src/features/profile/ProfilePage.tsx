import { useState } from 'react';
import { Link } from 'react-router';
import { BACK_LABEL, PROFILE_TITLE } from '@wallet/domain';
import { BackIcon, BalanceToggle, LiveChatButton } from '@wallet/ui';
import { href } from '../../lib/paths';
import { ChangePasswordModal } from '../../components/change-password/ChangePasswordModal';
import { siteConfig } from '../../config';
import { toggleMoneyHidden, useMoneyHiddenPref } from '../../lib/device-prefs';
import { AccountSummary } from './AccountSummary';
import { ProfileTiles } from './ProfileTiles';
import { RealityCheckSetting } from './RealityCheckSetting';
import './ProfilePage.css';

/**
 * 001 §2 Profile (/profile): "titled 'Tài khoản'", the phone and the balance with K, eight tiles
 * and a floating chat image that opens the live chat. The layout hides its header on paths ending
 * /profile (000 §2), so the page draws its own title bar with a way back home, and the money toggle
 * the header would have carried (issue 27 §4). Below the tiles, the reality check's interval (§5).
 */
export default function ProfilePage() {
  const [changingPassword, setChangingPassword] = useState(false);
  const moneyHidden = useMoneyHiddenPref();
  return (
    <main className="profile-page">
      <div className="profile-page__bar">
        <Link to={href('/')} className="profile-page__back">
          <BackIcon size={20} />
          <span>{BACK_LABEL}</span>
        </Link>
        <h1 className="profile-page__title">{PROFILE_TITLE}</h1>
        <BalanceToggle
          className="profile-page__money"
          hidden={moneyHidden}
          onToggle={toggleMoneyHidden}
        />
      </div>
      <AccountSummary />
      <ProfileTiles onChangePassword={() => setChangingPassword(true)} />
      <RealityCheckSetting />
      <LiveChatButton href={siteConfig.liveChatUrl} />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </main>
  );
}
