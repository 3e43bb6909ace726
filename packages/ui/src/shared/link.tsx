import type { ReactNode } from 'react';

/** What the kit hands to a router link: the shell decides how a path becomes a link. */
export interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  onClick?: () => void;
}

/** The shell passes its router's link (react-router's Link wrapped to take href) or nothing. */
export type RenderLink = (props: LinkProps) => ReactNode;

/** Without a router: a plain anchor, so stories and static shells work. */
export const plainLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
