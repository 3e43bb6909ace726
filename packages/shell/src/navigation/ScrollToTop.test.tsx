import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

// Which navigations open a screen at its top. That it is then drawn at its top is the browser
// tests' (apps/player-web/e2e/scroll-top.spec.ts).
let navigate: NavigateFunction;
function Navigator() {
  const to = useNavigate();
  useEffect(() => {
    navigate = to;
  }, [to]);
  return null;
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  render(
    <MemoryRouter initialEntries={['/deposit']}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
  scrollTo.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('ScrollToTop (issue 46 §1 "A screen reached by a tap or a new step opens at its top")', () => {
  it('a new entry opens at the top, even on the same path (the deposit step 2)', async () => {
    await act(() => navigate('/deposit', { state: { step: 2 } }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    await act(() => navigate('/profile'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a redirect to another path opens at the top; a screen replaced in place stays where it is', async () => {
    await act(() => navigate('/deposit?tab=2', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => navigate('/login', { replace: true }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('back and forward are left to the browser', async () => {
    await act(() => navigate('/profile'));
    scrollTo.mockClear();
    await act(() => navigate(-1));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
