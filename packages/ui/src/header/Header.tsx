import type { ReactNode } from 'react';
import { BackIcon, BellIcon, LogoutIcon } from '../icons/Icons';
import { BalanceToggle } from '../balance-toggle/BalanceToggle';
import { plainLink, type RenderLink } from '../shared/link';
import './Header.css';

export interface HeaderUser {
  /** The player's name; a dash when missing. */
  name?: string | null;
}

export interface HeaderProps {
  /** With a title: the title and the back control 'QUAY LẠI'. Without: the logo to /. */
  title?: string;
  onBack?: () => void;
  /** The site's logo (an <img> whose alt names the home link); a text mark without one. */
  logo?: ReactNode;
  /** The logo link's accessible name. */
  homeLabel?: string;
  /** A logged-in player; null or undefined for a visitor. */
  user?: HeaderUser | null;
  unreadCount?: number;
  onLogout?: () => void;
  /** Issue 27 §4: with it, a logged-in player's eye toggle hides or shows their money. */
  onToggleMoney?: () => void;
  moneyHidden?: boolean;
  renderLink?: RenderLink;
}

/**
 * The top bar: logo or title with back control; the money toggle, bell, name and logout, or the
 * visitor's two links.
 */
export function Header({
  title,
  onBack,
  logo,
  homeLabel = 'Trang chủ',
  user,
  unreadCount = 0,
  onLogout,
  onToggleMoney,
  moneyHidden = false,
  renderLink = plainLink,
}: HeaderProps) {
  return (
    <header className="ui-header">
      <div className="ui-header__start">
        {title ? (
          <>
            <button type="button" className="ui-header__back" onClick={onBack}>
              <BackIcon size={20} />
              <span>QUAY LẠI</span>
            </button>
            <h1 className="ui-header__title">{title}</h1>
          </>
        ) : (
          renderLink({
            href: '/',
            className: 'ui-header__logo',
            children: logo ?? (
              <>
                <span aria-hidden="true">WALLET</span>
                <span className="visually-hidden">{homeLabel}</span>
              </>
            ),
          })
        )}
      </div>
      <div className={user ? 'ui-header__end ui-header__end--player' : 'ui-header__end'}>
        {user ? (
          <>
            {onToggleMoney ? <BalanceToggle hidden={moneyHidden} onToggle={onToggleMoney} /> : null}
            {renderLink({
              href: '/notifications',
              className: 'ui-icon-btn ui-header__bell',
              children: (
                <>
                  <BellIcon />
                  <span className="visually-hidden">Thông báo</span>
                  {unreadCount > 0 ? (
                    <>
                      <span className="ui-header__badge">
                        {unreadCount > 99 ? '99+' : unreadCount}
                      </span>
                      <span className="visually-hidden"> tin chưa đọc</span>
                    </>
                  ) : null}
                </>
              ),
            })}
            <HeaderName name={user.name} />
            <button type="button" className="ui-icon-btn" aria-label="Đăng xuất" onClick={onLogout}>
              <LogoutIcon />
            </button>
          </>
        ) : (
          <>
            {renderLink({
              href: '/login',
              className: 'ui-btn ui-btn--ghost ui-header__auth',
              children: 'Đăng Nhập',
            })}
            {renderLink({
              href: '/register',
              className: 'ui-btn ui-btn--primary ui-header__auth',
              children: 'Đăng ký',
            })}
          </>
        )}
      </div>
    </header>
  );
}

/** A name that is a phone number (digits only, as the upstream names most players). */
const PHONE_NAME = /^\+?\d{7,}$/;

/**
 * The player's name, a dash when missing. A phone number shows its last four digits ('…5678'),
 * which fit beside the bell and logout on a 360 px phone, and is read out whole; a name of words
 * wraps between them (issue 46 §1, docs/decisions.md).
 */
function HeaderName({ name }: { name?: string | null }) {
  const full = name?.trim() || '-';
  if (!PHONE_NAME.test(full)) return <span className="ui-header__name">{full}</span>;
  return (
    <span className="ui-header__name ui-header__name--phone">
      <span aria-hidden="true">{`…${full.slice(-4)}`}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}
