import { useEffect, useId, useRef, useState } from 'react';
import { ChatIcon, GiftIcon, HomeIcon, UserIcon, WalletIcon } from '../icons/Icons';
import { cx } from '../shared/cx';
import { plainLink, type RenderLink } from '../shared/link';
import './BottomNav.css';

export type BottomNavItem = 'home' | 'promotions' | 'account';
export type MoneyAction = 'deposit' | 'withdraw';

export interface BottomNavProps {
  /** The highlighted (cyan) item. */
  active?: BottomNavItem | null;
  /** The external live-chat address behind 'Hỗ Trợ'. */
  supportUrl: string;
  loggedIn: boolean;
  /** A visitor's choice in the 'Nạp rút' menu opens a modal instead of navigating. */
  onVisitorAction?: (action: MoneyAction) => void;
  renderLink?: RenderLink;
}

const ITEMS = {
  home: { href: '/', label: 'Trang chủ', Icon: HomeIcon },
  promotions: { href: '/promotions', label: 'Khuyến mãi', Icon: GiftIcon },
  account: { href: '/profile', label: 'Tài khoản', Icon: UserIcon },
} as const;

const MENU: Array<{ action: MoneyAction; href: string; label: string }> = [
  { action: 'deposit', href: '/deposit', label: 'NẠP TIỀN' },
  { action: 'withdraw', href: '/withdraw', label: 'RÚT TIỀN' },
];

/** Four items and the centre 'Nạp rút' button with its 'NẠP TIỀN' / 'RÚT TIỀN' menu. */
export function BottomNav({
  active,
  supportUrl,
  loggedIn,
  onVisitorAction,
  renderLink = plainLink,
}: BottomNavProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  const navItem = (key: BottomNavItem) => {
    const { href, label, Icon } = ITEMS[key];
    const isActive = active === key;
    return (
      <li key={key}>
        {renderLink({
          href,
          className: cx('ui-bottom-nav__item', isActive && 'is-active'),
          'aria-current': isActive ? 'page' : undefined,
          children: (
            <>
              <Icon filled={isActive} />
              <span>{label}</span>
            </>
          ),
        })}
      </li>
    );
  };

  return (
    <>
      {/* The bar is fixed over the page: this keeps the page's last control (a submit at the end of
          a long form) scrollable to above it, centre button included. */}
      <div className="ui-bottom-nav__spacer" aria-hidden="true" />
      <nav className="ui-bottom-nav" aria-label="Điều hướng chính" ref={rootRef}>
        <ul className="ui-bottom-nav__list">
          {navItem('home')}
          {navItem('promotions')}
          <li className="ui-bottom-nav__centre">
            <button
              type="button"
              className={cx('ui-bottom-nav__money', menuOpen && 'is-open')}
              aria-haspopup="true"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <WalletIcon size={26} />
              <span>Nạp rút</span>
            </button>
            {menuOpen ? (
              <ul className="ui-bottom-nav__menu" id={menuId}>
                {MENU.map(({ action, href, label }) => (
                  <li key={action}>
                    {loggedIn ? (
                      renderLink({
                        href,
                        className: 'ui-bottom-nav__menu-item',
                        onClick: () => setMenuOpen(false),
                        children: label,
                      })
                    ) : (
                      <button
                        type="button"
                        className="ui-bottom-nav__menu-item"
                        onClick={() => {
                          setMenuOpen(false);
                          onVisitorAction?.(action);
                        }}
                      >
                        {label}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          <li>
            <a
              className="ui-bottom-nav__item"
              href={supportUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ChatIcon />
              <span>Hỗ Trợ</span>
            </a>
          </li>
          {navItem('account')}
        </ul>
      </nav>
    </>
  );
}
