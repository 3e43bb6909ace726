import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render as renderInPage, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlider } from './BannerSlider';

/**
 * These tests run in a real Chromium, whose cursor stays where another test file's click left it.
 * When a slider is drawn under it, Chromium sends it a real pointerenter, and the slider pauses as
 * it should (it did, at random, on a busy machine). The real cursor cannot reach the slider here;
 * the tests' own events (fireEvent) still do.
 */
function OutOfTheCursorsReach({ children }: { children: ReactNode }) {
  return <div style={{ pointerEvents: 'none' }}>{children}</div>;
}
const render = (ui: ReactNode) => renderInPage(ui, { wrapper: OutOfTheCursorsReach });

const banners = [
  { id: 1, image_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#a' },
  { id: 2, image_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#b' },
  { id: 3, image_url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=#c' },
];
const shown = () => screen.getByRole('img').getAttribute('src');

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('BannerSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    // Back to the document's own property.
    delete (document as { visibilityState?: string }).visibilityState;
  });

  it('"A banner slider that advances every 5 seconds."', async () => {
    render(<BannerSlider banners={banners} />);
    expect(shown()).toBe(banners[0]!.image_url);
    await act(() => vi.advanceTimersByTime(4999));
    expect(shown()).toBe(banners[0]!.image_url);
    await act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe(banners[1]!.image_url);
  });

  it('pauses while the page is hidden and resumes when it is visible again', async () => {
    render(<BannerSlider banners={banners} />);
    act(() => {
      setVisibility('hidden');
    });
    await act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(banners[0]!.image_url);
    act(() => {
      setVisibility('visible');
    });
    await act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(banners[1]!.image_url);
  });

  it('follows a swipe left and right', () => {
    render(<BannerSlider banners={banners} />);
    const region = screen.getByRole('region', { name: 'Banner' });
    fireEvent.pointerDown(region, { clientX: 300 });
    fireEvent.pointerUp(region, { clientX: 200 });
    expect(shown()).toBe(banners[1]!.image_url);
    fireEvent.pointerDown(region, { clientX: 100 });
    fireEvent.pointerUp(region, { clientX: 220 });
    expect(shown()).toBe(banners[0]!.image_url);
    // A small move is a tap, not a swipe.
    fireEvent.pointerDown(region, { clientX: 100 });
    fireEvent.pointerUp(region, { clientX: 120 });
    expect(shown()).toBe(banners[0]!.image_url);
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<BannerSlider banners={[]} />);
    // Inside the test's wrapper, the slider draws nothing.
    expect(container.firstElementChild!.innerHTML).toBe('');
  });

  it('WCAG 2.2.2: the visible pause stops it; its name says what a tap does', async () => {
    render(<BannerSlider banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng' }));
    await act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(banners[0]!.image_url);
    // Focus stays on the toggle; a tap on "auto" still starts the rotation at once.
    const play = screen.getByRole('button', { name: 'Tự động chuyển' });
    play.focus();
    fireEvent.click(play);
    await act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(banners[1]!.image_url);
    expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeVisible();
  });

  it('stops while a pointer is over it', async () => {
    render(<BannerSlider banners={banners} />);
    const region = screen.getByRole('region', { name: 'Banner' });
    fireEvent.pointerEnter(region);
    await act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(banners[0]!.image_url);
    fireEvent.pointerLeave(region);
    await act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(banners[1]!.image_url);
  });

  it('stops while focus is inside', async () => {
    render(<BannerSlider banners={banners} />);
    const dot = screen.getByRole('button', { name: 'Banner 2' });
    act(() => {
      dot.focus();
    });
    await act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toBe(banners[0]!.image_url);
    act(() => {
      dot.blur();
    });
    await act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toBe(banners[1]!.image_url);
  });

  it('with reduced motion it never moves on its own; dots and swipe still work', async () => {
    render(<BannerSlider banners={banners} reducedMotion />);
    await act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe(banners[0]!.image_url);
    expect(screen.queryByRole('button', { name: 'Tạm dừng' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Banner 3' }));
    expect(shown()).toBe(banners[2]!.image_url);
    const region = screen.getByRole('region', { name: 'Banner' });
    fireEvent.pointerDown(region, { clientX: 100 });
    fireEvent.pointerUp(region, { clientX: 220 });
    expect(shown()).toBe(banners[1]!.image_url);
    await act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe(banners[1]!.image_url);
  });

  it('reads reduced motion from the system setting when not told', async () => {
    const media = { matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() };
    const spy = vi.spyOn(window, 'matchMedia').mockReturnValue(media as unknown as MediaQueryList);
    render(<BannerSlider banners={banners} />);
    await act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toBe(banners[0]!.image_url);
    expect(spy).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    spy.mockRestore();
  });
});
