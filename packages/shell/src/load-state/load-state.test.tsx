import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useLoadState } from './load-state';

function Probe({ fail }: { fail: () => never }) {
  const state = useLoadState(useQuery({ queryKey: ['probe'], queryFn: fail, retry: false }));
  return <p>{state.failure ? `failed: ${state.failure.code}` : 'loading'}</p>;
}

const wrap = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

describe('useLoadState', () => {
  it('a query that throws something other than an ApiError (a bug) shows as a failure, without looping', async () => {
    render(
      wrap(
        <Probe
          fail={() => {
            throw new TypeError('a bug in a decoder');
          }}
        />,
      ),
    );
    expect(await screen.findByText('failed: NETWORK_ERROR')).toBeDefined();
  });
});
