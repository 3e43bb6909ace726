import type { ReactNode } from 'react';
import { plainLink, type RenderLink } from '../shared/link';
import './ProfileTile.css';

export interface ProfileTileProps {
  label: string;
  icon?: ReactNode;
  /** A second line, e.g. the home wallet tile's balance or '-'. */
  detail?: ReactNode;
  /** A link tile (deposit, transactions…); without it a button (reset password, logout). */
  href?: string;
  onClick?: () => void;
  renderLink?: RenderLink;
}

/** A tile of the account page. */
export function ProfileTile({
  label,
  icon,
  detail,
  href,
  onClick,
  renderLink = plainLink,
}: ProfileTileProps) {
  const inner = (
    <>
      <span className="ui-profile-tile__icon" aria-hidden="true">
        {icon}
      </span>
      <span>{label}</span>
      {detail !== undefined ? <span className="ui-profile-tile__detail">{detail}</span> : null}
    </>
  );
  return href ? (
    renderLink({ href, className: 'ui-profile-tile', children: inner })
  ) : (
    <button type="button" className="ui-profile-tile" onClick={onClick}>
      {inner}
    </button>
  );
}
