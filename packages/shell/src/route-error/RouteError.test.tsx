import { act, cleanup, render, screen } from '@testing-library/react';
import { UNEXPECTED_APPLICATION_ERROR } from '@wallet/domain';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureTelemetry, setReporter, type ErrorReport } from '../telemetry/telemetry';
import { RouteErrorBoundary } from './RouteError';

afterEach(() => {
  cleanup();
  setReporter();
});

const phone = '0912345678';
const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIwOTEyMzQ1Njc4In0.c2lnbmF0dXJl';
const amount = '5.000.000';

/** A page that fails while drawing, with a player's phone, token and amount in its message. */
function FailingDepositPage(): never {
  throw new Error(`deposit of ${amount} đ for ${phone} failed (Bearer ${token})`);
}

/** The failing page inside the boundary, with a link outside it to a page that works. */
async function openFailingDeposit(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/promotions">Khuyến mãi</Link>
      </nav>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/deposit" element={<FailingDepositPage />} />
          <Route path="/promotions" element={<h1>Khuyến mãi</h1>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: UNEXPECTED_APPLICATION_ERROR })).toBeDefined();
}

describe('a route error reaches the error seam (issue 15 "A test proves a thrown page error reaches the seam without personal data")', () => {
  it('000 §8 the page shows "Unexpected Application Error!", and the report has no phone, token or amount', async () => {
    const error = vi.fn<(report: ErrorReport) => void>();
    await configureTelemetry({ reporter: { error } }).ready;
    // React prints what a route throws; the report, not the console, is under test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openFailingDeposit(`/deposit?phone=${phone}&amount=5000000`);
    expect(error).toHaveBeenCalledOnce();
    const [report] = error.mock.calls[0]!;
    expect(report).toMatchObject({
      kind: 'route',
      name: 'Error',
      message: 'deposit of [digits] đ for [digits] failed (Bearer [token])',
    });
    const sent = JSON.stringify(report);
    for (const secret of [phone, token, amount, '5000000']) expect(sent).not.toContain(secret);
    vi.mocked(console.error).mockRestore();
  });

  it('the next page is drawn again: the error stays on the page that failed, and the header around it stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await openFailingDeposit('/deposit');
    await act(async () => screen.getByRole('link', { name: 'Khuyến mãi' }).click());
    expect(await screen.findByRole('heading', { name: 'Khuyến mãi' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: UNEXPECTED_APPLICATION_ERROR })).toBeNull();
    vi.mocked(console.error).mockRestore();
  });
});
