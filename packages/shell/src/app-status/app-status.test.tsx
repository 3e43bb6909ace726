import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiConfigFromEnv, createApi, createQueryClient, getBannersQuery } from '@wallet/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletProvider } from '../provider/WalletProvider';
import { AppUpdatePrompt, offerAppUpdate, resetAppUpdate } from './AppUpdatePrompt';
import { ConnectionBanner } from './ConnectionBanner';

afterEach(() => {
  cleanup();
  resetAppUpdate();
  vi.restoreAllMocks();
});

const OFFLINE = 'Không có kết nối mạng. Vui lòng kiểm tra mạng và thử lại.';

/** The banner under a client whose every call gets what `answer` gives (a Response, or a throw). */
function renderBanner(answer: () => Promise<Response> = () => Promise.resolve(ok())) {
  const api = createApi({
    ...apiConfigFromEnv({ VITE_API_BASE: 'http://localhost:4010/api' }),
    fetch: answer,
  });
  render(
    <WalletProvider api={api} queryClient={createQueryClient()}>
      <ConnectionBanner />
    </WalletProvider>,
  );
  const banners = getBannersQuery(api).queryFn as (ctx: {
    signal: AbortSignal;
  }) => Promise<unknown>;
  return {
    call: () => act(() => banners({ signal: new AbortController().signal }).catch(() => undefined)),
  };
}

const ok = () => Response.json({ status: true, data: [] });

// Issue 15: "a Vietnamese offline screen when the network is gone".
describe('ConnectionBanner', () => {
  it('appears when the browser goes offline and leaves when it is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderBanner();
    expect(screen.queryByText(/Không có kết nối mạng/)).toBeNull();

    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);

    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(/Không có kết nối mạng/)).toBeNull();
  });

  // Issue 25 §6: "the offline notice should also believe the network errors the site itself just
  // met, not one browser's flag alone".
  it('believes a call that found no network while the browser still says online, until an answer or the browser says online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    let answer = (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'));
    const { call } = renderBanner(() => answer());

    await call();
    expect(screen.getByRole('alert').textContent).toBe(OFFLINE);

    // An HTTP error is an answer: the network is there.
    answer = () => Promise.resolve(Response.json({ status: false }, { status: 500 }));
    await call();
    expect(screen.queryByText(OFFLINE)).toBeNull();

    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await call();
    expect(screen.getByText(OFFLINE)).toBeDefined();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE)).toBeNull();
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
