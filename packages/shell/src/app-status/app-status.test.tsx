import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppUpdatePrompt, offerAppUpdate, resetAppUpdate } from './AppUpdatePrompt';
import { ConnectionBanner } from './ConnectionBanner';

afterEach(() => {
  cleanup();
  resetAppUpdate();
  vi.restoreAllMocks();
});

// Issue 15: "a Vietnamese offline screen when the network is gone".
describe('ConnectionBanner', () => {
  it('appears when the browser goes offline and leaves when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<ConnectionBanner />);
    expect(screen.queryByText(/Không có kết nối mạng/)).toBeNull();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert').textContent).toBe(
      'Không có kết nối mạng. Vui lòng kiểm tra mạng và thử lại.',
    );

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/Không có kết nối mạng/)).toBeNull();
  });
});

// Issue 15: "an update prompt when a new build is deployed, never a silent reload in the middle of
// a money flow".
describe('AppUpdatePrompt', () => {
  it('offers a waiting build and applies it only when the player taps it', async () => {
    const apply = vi.fn();
    render(<AppUpdatePrompt />);
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();

    act(() => offerAppUpdate(apply));
    expect(screen.getByRole('status').textContent).toBe('Đã có phiên bản mới');
    expect(apply).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cập nhật' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();
  });

  it('waits while held (a money flow is open) and shows once the player has left it', () => {
    const apply = vi.fn();
    const { rerender } = render(<AppUpdatePrompt hold />);
    act(() => offerAppUpdate(apply));
    expect(screen.queryByText('Đã có phiên bản mới')).toBeNull();

    rerender(<AppUpdatePrompt hold={false} />);
    expect(screen.getByRole('button', { name: 'Cập nhật' })).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
  });
});
