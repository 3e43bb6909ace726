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
