import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RenderLink } from '../shared/link';
import '../tokens.css';
import { Button } from './Button';

afterEach(cleanup);

describe('Button as a button', () => {
  it('is a plain button that does not submit its form unless told', async () => {
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const tap = vi.fn();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent)}>
        <Button onClick={tap}>Đóng</Button>
        <Button type="submit">Gửi</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(tap).toHaveBeenCalledTimes(1);
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('while pending is busy, says so and takes no tap', async () => {
    const tap = vi.fn();
    render(
      <Button pending onClick={tap}>
        Rút Tiền
      </Button>,
    );
    const button = screen.getByRole('button', { name: /^Rút Tiền\s*, Đang xử lý$/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(tap).not.toHaveBeenCalled();
  });

  it('asks the player to wait once pending lasts slowAfterMs', async () => {
    render(
      <Button pending slowAfterMs={20}>
        Rút Tiền
      </Button>,
    );
    expect(await screen.findByRole('button', { name: 'Đang xử lý, vui lòng chờ…' })).toBeDisabled();
  });

  it('a block button takes the row, a ghost one is not filled', () => {
    render(
      <div style={{ width: 300 }}>
        <Button block>Đăng nhập</Button>
        <Button variant="ghost">Hủy</Button>
      </div>,
    );
    expect(screen.getByRole('button', { name: 'Đăng nhập' }).getBoundingClientRect().width).toBe(
      300,
    );
    const ghost = screen.getByRole('button', { name: 'Hủy' });
    expect(ghost.getBoundingClientRect().width).toBeLessThan(300);
    expect(getComputedStyle(ghost).backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('an icon button is at least a tap target and is named by its label', () => {
    render(
      <Button variant="icon" aria-label="Chuyển về ví chính">
        <svg width="18" height="18" aria-hidden="true" />
      </Button>,
    );
    const box = screen.getByRole('button', { name: 'Chuyển về ví chính' }).getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
});

describe('Button with href', () => {
  it('is a link drawn by the shell’s router link', async () => {
    const tap = vi.fn();
    const routerLink: RenderLink = ({ href, children, ...rest }) => (
      <a href={`#router${href}`} data-router="" {...rest}>
        {children}
      </a>
    );
    render(
      <Button href="/deposit" renderLink={routerLink} onClick={tap}>
        Nạp Tiền
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Nạp Tiền' });
    expect(link).toHaveAttribute('href', '#router/deposit');
    expect(link).toHaveAttribute('data-router');
    await userEvent.click(link);
    expect(tap).toHaveBeenCalledTimes(1);
  });

  it('without a router link is a plain anchor', () => {
    render(<Button href="/">Trang chủ</Button>);
    expect(screen.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
  });

  it('opening a new tab, cuts the opened page off from this one', () => {
    render(
      <Button href="https://example.com/app.apk" target="_blank" variant="ghost">
        Tải về
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Tải về' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('a file to save is a plain anchor with download, never the router link', () => {
    const routerLink = vi.fn(() => null);
    render(
      <Button href="/files/wallet.apk" download renderLink={routerLink}>
        Tải tệp
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Tải tệp' })).toHaveAttribute('download');
    expect(routerLink).not.toHaveBeenCalled();
  });
});
