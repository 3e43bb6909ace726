import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './first-screen';

// Issue 48 §2: "long tasks are split or yielded (`scheduler.yield` where the browser has it)".
describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("yields with the browser's scheduler.yield where it has one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('elsewhere goes on in a task of its own, after a 0 ms timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let after = false;
    const next = nextTask().then(() => {
      after = true;
    });
    await Promise.resolve();
    expect(after).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    await next;
    expect(after).toBe(true);
  });
});
