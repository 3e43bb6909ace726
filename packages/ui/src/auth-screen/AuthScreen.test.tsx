import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinkProps, RenderLink } from '../shared/link';
import '../tokens.css';
import { AuthScreen, isOtherSiteHref } from './AuthScreen';

afterEach(cleanup);

/** A stand-in for the shell's router link: marks the links it drew. */
function routerSpy() {
  const drawn: string[] = [];
  const renderLink: RenderLink = ({ href, children, ...rest }: LinkProps) => {
    drawn.push(href);
    return (
      <a href={href} data-router="" {...rest}>
        {children}
      </a>
    );
  };
  return { renderLink, drawn };
}

describe('AuthScreen', () => {
  it('shows the way back, the title as the page heading, the body and the links', () => {
    const { renderLink, drawn } = routerSpy();
    render(
      <AuthScreen title="Đăng ký" renderLink={renderLink} links={<a href="/login">Đăng Nhập</a>}>
        <form aria-label="Đăng ký" />
      </AuthScreen>,
    );
    const back = screen.getByRole('link', { name: 'Trang chủ' });
    expect(back).toHaveAttribute('href', '/');
    expect(drawn).toEqual(['/']);
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Đăng ký' }),
    );
    expect(screen.getByRole('form', { name: 'Đăng ký' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Tài khoản' })).toContainElement(
      screen.getByRole('link', { name: 'Đăng Nhập' }),
    );
  });

  it("goes back to another site's address with a plain anchor, not the router", () => {
    const { renderLink, drawn } = routerSpy();
    render(
      <AuthScreen title="ĐẠI LÝ" backHref="https://wallet.example.vn/" renderLink={renderLink}>
        <p>Đăng ký Đại lý</p>
      </AuthScreen>,
    );
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
      'href',
      'https://wallet.example.vn/',
    );
    expect(drawn).toEqual([]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('takes its own words for the way back', () => {
    render(
      <AuthScreen title="ĐẠI LÝ" backLabel="Về trang chính">
        <p />
      </AuthScreen>,
    );
    expect(screen.getByRole('link', { name: 'Về trang chính' })).toHaveAttribute('href', '/');
  });

  it("tells a route from another site's address", () => {
    expect(
      ['/', '/agent/register', 'https://wallet.example.vn', '//cdn.example.vn/a'].map(
        isOtherSiteHref,
      ),
    ).toEqual([false, false, true, true]);
  });
});
