import { act, render, screen } from '@testing-library/react';
import { createApi, createQueryClient } from '@wallet/api';
import { WalletProvider } from '@wallet/shell';
import { Suspense } from 'react';
import { MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiConfig } from '../config';
import { toRouteObjects } from './routes';

// A route's prefetch takes the client and the cache of the provider it is drawn in (not the
// site's wallet module), and starts while the page's code is still on its way, once.
describe("a page's data starts with its code", () => {
  it("the prefetch gets the provider's client and cache while the code loads, once", async () => {
    const api = createApi(apiConfig);
    const queryClient = createQueryClient();
    let arrive: (page: { default: () => string }) => void = () => undefined;
    const code = new Promise<{ default: () => string }>((resolve) => (arrive = resolve));
    const page = vi.fn(() => code);
    const prefetch = vi.fn(() => Promise.resolve());
    const pages = toRouteObjects([{ path: '/help', access: 'public', page, prefetch }]);
    function Routes() {
      return useRoutes(pages);
    }
    const app = () => (
      <MemoryRouter initialEntries={['/help']}>
        <WalletProvider api={api} queryClient={queryClient}>
          <Suspense fallback="waiting for the code">
            <Routes />
          </Suspense>
        </WalletProvider>
      </MemoryRouter>
    );
    const { rerender } = render(app());

    expect(await screen.findByText('waiting for the code')).toBeDefined();
    expect(page).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledExactlyOnceWith(queryClient, api);

    await act(async () => arrive({ default: () => 'the help page' }));
    expect(await screen.findByText('the help page')).toBeDefined();
    rerender(app());
    expect(prefetch).toHaveBeenCalledOnce();
  });
});
