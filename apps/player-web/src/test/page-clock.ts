import { act } from '@testing-library/react';
import { vi } from 'vitest';

// The page's clock for the tests of a wait's progress (issue 37 §3): its seconds move only when the
// test says, while requests and React keep real time.

/** From here on the page's Date and intervals (the progress's clock, a poll's timer) are the test's. */
export const pageClock = () =>
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

/** The page's clock moves `n` seconds on, and what it moved is drawn. */
export const seconds = (n: number) =>
  act(async () => {
    vi.advanceTimersByTime(n * 1000);
  });

/**
 * The client's retries (1, 2 and 4 s apart, under fake timeouts) until `check` holds: the clock
 * moves a second at a time, because each answer comes back over the sandbox's socket (msw 3)
 * between the retries, so one long jump can end before the last retry's timer is even set.
 */
export const stepUntil = (check: () => void) =>
  vi.waitFor(
    async () => {
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      check();
    },
    { timeout: 10_000 },
  );
