import type { ReactNode } from 'react';
import { BackIcon } from '../icons/Icons';
import { plainLink, type RenderLink } from '../shared/link';
import './AuthScreen.css';

export interface AuthScreenProps {
  /** The screen's heading (h1): 'Đăng Nhập', 'Đăng ký', 'ĐẠI LÝ', … */
  title: string;
  /** Where the back arrow goes: a route ('/') or another site's address ('https://…'). */
  backHref?: string;
  /** The back arrow's words. */
  backLabel?: string;
  /** The shell's router link for a route; an absolute address is always a plain anchor. */
  renderLink?: RenderLink;
  /** The links under the form (to login, to register, …), in a navigation named `linksLabel`. */
  links?: ReactNode;
  linksLabel?: string;
  /** The forms and whatever the screen shows between the title and the links. */
  children: ReactNode;
}

/**
 * True for an address outside the site's router: one with a scheme ('https:', 'mailto:') or '//'.
 * A shell leaves for it with a page load, not a route change.
 */
export function isOtherSiteHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * The one layout of the account screens (login, register, password reset, agency signup): the back
 * arrow, the title, the body in a column, and the links to the other account screens. The site's
 * header is hidden on these pages (000 §2), so the screen brings its own way back.
 */
export function AuthScreen({
  title,
  backHref = '/',
  backLabel = 'Trang chủ',
  renderLink = plainLink,
  links,
  linksLabel = 'Tài khoản',
  children,
}: AuthScreenProps) {
  const link = isOtherSiteHref(backHref) ? plainLink : renderLink;
  return (
    <main className="ui-auth-screen">
      {link({
        href: backHref,
        className: 'ui-auth-screen__back',
        children: (
          <>
            <BackIcon size={20} />
            <span>{backLabel}</span>
          </>
        ),
      })}
      <h1 className="ui-auth-screen__title">{title}</h1>
      {children}
      {links ? (
        <nav className="ui-auth-screen__links" aria-label={linksLabel}>
          {links}
        </nav>
      ) : null}
    </main>
  );
}
