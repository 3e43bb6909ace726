import { MONEY_ANSWER_WAIT_MS } from '@wallet/domain';
import { describe, expect, it, vi } from 'vitest';
import { createMoneyGuard, type GuardMemory } from './guard';
import { lazyMoneyGuard } from './lazy-guard';

/** A money call the test answers by hand. */
function pending<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

/** The guard's code, arriving when the test says. */
function slowCode() {
  const code = pending<{ createMoneyGuard: typeof createMoneyGuard }>();
  const load = vi.fn(() => code.promise);
  return { load, arrive: () => code.resolve({ createMoneyGuard }) };
}

describe("the money guard's code loads with the first money call (not in a page's first load)", () => {
  it('"Money is never sent twice": a double tap while the code loads is one request, one answer', async () => {
    const code = slowCode();
    const guard = lazyMoneyGuard({}, code.load);
    const send = vi.fn(async () => 'ok');
    const intent = { key: 'deposit 500000', send, reconcile: vi.fn() };
    const first = guard.run(intent);
    const second = guard.run({ ...intent });
    code.arrive();
    expect(await Promise.all([first, second])).toEqual(['ok', 'ok']);
    expect(send).toHaveBeenCalledTimes(1);
    expect(code.load).toHaveBeenCalledTimes(1);
  });

  it('another call asked while the code loads is refused in words, as one asked during a call', async () => {
    const code = slowCode();
    const guard = lazyMoneyGuard({}, code.load);
    const answer = pending<string>();
    const first = guard.run({ key: 'game 101', send: () => answer.promise, reconcile: vi.fn() });
    const other = vi.fn(async () => 'other');
    const second = guard.run({ key: 'game 201', send: other, reconcile: vi.fn() });
    code.arrive();
    await expect(second).rejects.toMatchObject({ status: 0, code: 'MONEY_CALL_IN_PROGRESS' });
    answer.resolve('ok');
    await expect(first).resolves.toBe('ok');
    expect(other).not.toHaveBeenCalled();
  });

  it('idle(): at once while no money call was asked (the code is not loaded for it); after the call while one is on its way', async () => {
    const code = slowCode();
    const guard = lazyMoneyGuard({}, code.load);
    await guard.idle();
    expect(code.load).not.toHaveBeenCalled();

    const answer = pending<string>();
    const call = guard.run({ key: 'withdraw', send: () => answer.promise, reconcile: vi.fn() });
    let idle = false;
    void guard.idle().then(() => (idle = true));
    code.arrive();
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(idle).toBe(false);
    answer.resolve('ok');
    await call;
    await vi.waitFor(() => expect(idle).toBe(true));
  });

  it('code that cannot load (offline): the call fails as a network error before anything was sent; the next call loads it again and goes out', async () => {
    const load = vi
      .fn<() => Promise<{ createMoneyGuard: typeof createMoneyGuard }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createMoneyGuard });
    const guard = lazyMoneyGuard({}, load);
    const send = vi.fn(async () => 'ok');
    await expect(guard.run({ key: 'deposit', send, reconcile: vi.fn() })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
    expect(send).not.toHaveBeenCalled();
    await expect(guard.idle()).resolves.toBeUndefined();
    await expect(guard.run({ key: 'deposit', send, reconcile: vi.fn() })).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('after a reload, the history looked at before any money call (an acknowledgement first): the guard loads for it, and the same call may go out from this page', async () => {
    const items = new Map<string, string>();
    const kept: GuardMemory = {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    };
    const found = { status: 'done', where: 'history' } as const;
    const intent = {
      key: 'deposit 500',
      send: () => new Promise<string>(() => {}),
      reconcile: async () => found,
    };
    void createMoneyGuard({ memory: kept }).run(intent); // the page is reloaded meanwhile
    const load = vi.fn(async () => ({ createMoneyGuard }));
    const after = lazyMoneyGuard({ memory: kept }, load);
    after.acknowledgeUnknownOutcome();
    expect(load).toHaveBeenCalledTimes(1);
    const send = vi.fn(async () => 'again');
    await expect(after.run({ ...intent, send })).resolves.toBe('again');
    // Loaded now: the guard itself answers, no second load.
    await expect(after.idle()).resolves.toBeUndefined();
    after.acknowledgeUnknownOutcome();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says how long a caller waits before it is told 'not known yet' (a screen's progress counts to it) without loading the code", () => {
    const load = vi.fn(async () => ({ createMoneyGuard }));
    expect(lazyMoneyGuard({}, load).answerWaitMs).toBe(MONEY_ANSWER_WAIT_MS);
    expect(lazyMoneyGuard({ answerWaitMs: 45_000 }, load).answerWaitMs).toBe(45_000);
    expect(createMoneyGuard({ answerWaitMs: 45_000 }).answerWaitMs).toBe(45_000);
    expect(load).not.toHaveBeenCalled();
  });
});
