import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigateAndWait } from './navigation';

afterEach(cleanup);

/** A page whose code arrives when the test says, as a slow network would bring it. */
function slowPage() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Page = lazy(async () => {
    await arrived;
    return { default: () => <h1>Trang chủ</h1> };
  });
  return { Page, arrive };
}

describe('useNavigateAndWait', () => {
  it('resolves once the next page is shown, not while its code loads (a form awaiting it stays locked)', async () => {
    const { Page, arrive } = slowPage();
    let shown = false;
    function DepositPage() {
      const navigate = useNavigateAndWait();
      return (
        <button type="button" onClick={() => void navigate('/').then(() => (shown = true))}>
          Nạp
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/deposit']}>
        <Suspense fallback={<p>LOADING...</p>}>
          <Routes>
            <Route path="/deposit" element={<DepositPage />} />
            <Route path="/" element={<Page />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await act(async () => screen.getByRole('button', { name: 'Nạp' }).click());
    // The deposit page stays on screen while home's code loads, and the promise waits.
    expect(screen.getByRole('button', { name: 'Nạp' })).toBeDefined();
    expect(shown).toBe(false);
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Trang chủ' })).toBeDefined();
    expect(shown).toBe(true);
  });
});
