import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BACK_LABEL, PROFILE_TITLE } from '@wallet/domain';
import { BackIcon, LiveChatButton } from '@wallet/ui';
import { href } from '../../lib/paths';
import { ChangePasswordModal } from '../../components/change-password/ChangePasswordModal';
import { siteConfig } from '../../config';
import { AccountSummary } from './AccountSummary';
import { ProfileTiles } from './ProfileTiles';
import './ProfilePage.css';

/**
 * 001 §2 Profile (/profile): "titled 'Tài khoản'", the phone and the balance with K, eight tiles
 * and a floating chat image that opens the live chat. The layout hides its header on paths ending
 * /profile (000 §2), so the page draws its own title bar with a way back home.
 */
export default function ProfilePage() {
  const [changingPassword, setChangingPassword] = useState(false);
  return (
    <main className="profile-page">
      <div className="profile-page__bar">
        <Link to={href('/')} className="profile-page__back">
          <BackIcon size={20} />
          <span>{BACK_LABEL}</span>
        </Link>
        <h1 className="profile-page__title">{PROFILE_TITLE}</h1>
      </div>
      <AccountSummary />
      <ProfileTiles onChangePassword={() => setChangingPassword(true)} />
      <LiveChatButton href={siteConfig.liveChatUrl} />
      <ChangePasswordModal open={changingPassword} onClose={() => setChangingPassword(false)} />
    </main>
  );
}
