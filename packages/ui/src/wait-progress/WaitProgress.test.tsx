import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../tokens.css';
import { useNow } from './useNow';
import { WaitProgress } from './WaitProgress';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => screen.getByRole('progressbar');

describe('WaitProgress (issue 37 §3 "show that something is going on and for how long")', () => {
  it('a wait with an end: the label, a progress bar up to it in seconds, and the same words the player reads', () => {
    render(
      <WaitProgress
        label="Đang chờ phản hồi cho giao dịch này"
        waitedMs={12_000}
        totalMs={30_000}
      />,
    );
    expect(
      within(screen.getByRole('status')).getByText('Đang chờ phản hồi cho giao dịch này'),
    ).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Đang chờ phản hồi cho giao dịch này' })).toBe(
      bar(),
    );
    expect(bar()).toHaveAttribute('aria-valuemin', '0');
    expect(bar()).toHaveAttribute('aria-valuemax', '30');
    expect(bar()).toHaveAttribute('aria-valuenow', '12');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Đã chờ 12 giây (tối đa 30 giây)');
    expect(screen.getByText('Đã chờ 12 giây (tối đa 30 giây)')).toBeVisible();
  });

  it('past its end it stays full: never more than the end', () => {
    render(<WaitProgress label="Đang chờ" waitedMs={31_500} totalMs={30_000} />);
    expect(bar()).toHaveAttribute('aria-valuenow', '30');
    expect(bar()).toHaveAttribute('aria-valuetext', 'Đã chờ 30 giây (tối đa 30 giây)');
  });

  it('a polled wait: how long so far and when the next check is; while a check is on its way, says so', () => {
    const { rerender } = render(
      <WaitProgress
        label="Đang chờ xác nhận thanh toán"
        waitedMs={80_000}
        check={{ everyMs: 10_000, nextInMs: 6_000 }}
      />,
    );
    expect(bar()).toHaveAttribute('aria-valuemax', '10');
    expect(bar()).toHaveAttribute('aria-valuenow', '4');
    expect(bar()).toHaveAttribute(
      'aria-valuetext',
      'Đã chờ 1 phút 20 giây · kiểm tra lại sau 6 giây',
    );
    rerender(
      <WaitProgress
        label="Đang chờ xác nhận thanh toán"
        waitedMs={84_000}
        check={{ everyMs: 10_000, nextInMs: null }}
      />,
    );
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('Đã chờ 1 phút 24 giây · đang kiểm tra…')).toBeVisible();
  });

  it('the words under the bar are not read twice: the bar carries them, and nothing announces every second', () => {
    render(<WaitProgress label="Đang chờ" waitedMs={5_000} totalMs={30_000} />);
    expect(screen.getByText('Đã chờ 5 giây (tối đa 30 giây)')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('the bar fills by the share waited', () => {
    render(<WaitProgress label="Đang chờ" waitedMs={15_000} totalMs={30_000} />);
    const fill = bar().firstElementChild as HTMLElement;
    expect(fill.getBoundingClientRect().width).toBeCloseTo(
      bar().getBoundingClientRect().width / 2,
      0,
    );
  });
});

function Clock() {
  const now = useNow();
  return <p>{now}</p>;
}

describe('useNow', () => {
  it('moves once a second with one interval, stopped once unmounted', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const start = Date.now();
    const { unmount } = render(<Clock />);
    expect(screen.getByText(String(start))).toBeDefined();
    // A sync act flushes its updates before it returns; its thenable is not awaited, on purpose.
    void act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(String(start + 1000))).toBeDefined();
    void act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText(String(start + 4000))).toBeDefined();
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
