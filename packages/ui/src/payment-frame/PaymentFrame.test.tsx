import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentFrame, PAYMENT_FRAME_SANDBOX } from './PaymentFrame';

describe('PaymentFrame', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('"A loader hides after the frame loads or after 15 seconds": the 15 s limit', () => {
    vi.useFakeTimers();
    // Everything below runs without yielding, so the frame's own load event cannot come first. A
    // sync act flushes its updates before it returns: its thenable is not awaited, on purpose
    // (awaiting it would yield).
    render(<PaymentFrame src="data:text/html,<p>x</p>" onClose={() => undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('LOADING...');
    void act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByRole('status')).not.toBeNull();
    void act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides the loader when the frame loads', async () => {
    render(<PaymentFrame src="data:text/html,<p>x</p>" onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('sandboxes the provider page', () => {
    render(<PaymentFrame src="data:text/html,<p>x</p>" onClose={() => undefined} />);
    const frame = screen.getByTitle('Trang thanh toán');
    expect(frame.getAttribute('sandbox')).toBe(PAYMENT_FRAME_SANDBOX);
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation ');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
  });
});
