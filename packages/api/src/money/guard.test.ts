import { describe, expect, it, vi } from 'vitest';
import type { MoneyFinding } from '@wallet/domain';
import { ApiError } from '../errors';
import { createMoneyGuard, type GuardMemory } from './guard';
import { intentKey } from './intent-key';

function memory(): GuardMemory & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

/** A money call the test answers by hand. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const found = { status: 'done', where: 'history' } as const;

describe('the money guard ("Money is never sent twice")', () => {
  it('an identical call while one is on its way shares its request and its answer', async () => {
    const guard = createMoneyGuard();
    const answer = pending<string>();
    const send = vi.fn(() => answer.promise);
    const intent = { key: intentKey('deposit', { amount: 500 }), send, reconcile: vi.fn() };
    const first = guard.run(intent);
    const second = guard.run({ ...intent, key: intentKey('deposit', { amount: 500 }) });
    answer.resolve('ok');
    expect(await Promise.all([first, second])).toEqual(['ok', 'ok']);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a different call meanwhile is refused in words, not merged and not reported as done', async () => {
    const guard = createMoneyGuard();
    const answer = pending<string>();
    const first = guard.run({ key: 'game 101', send: () => answer.promise, reconcile: vi.fn() });
    const other = vi.fn(async () => 'other');
    await expect(
      guard.run({ key: 'game 201', send: other, reconcile: vi.fn() }),
    ).rejects.toMatchObject({ status: 0, code: 'MONEY_CALL_IN_PROGRESS' });
    expect(other).not.toHaveBeenCalled();
    answer.resolve('ok');
    await expect(first).resolves.toBe('ok');
    // Once the first is answered, the other goes out.
    await expect(guard.run({ key: 'game 201', send: other, reconcile: vi.fn() })).resolves.toBe(
      'other',
    );
  });

  it('idle() (issue 27 §5 "never interrupts a money call on its way") resolves at once without a call, and only once the call on its way has its answer', async () => {
    const guard = createMoneyGuard();
    await expect(guard.idle()).resolves.toBeUndefined();
    const answer = pending<string>();
    const call = guard.run({ key: 'deposit 500', send: () => answer.promise, reconcile: vi.fn() });
    let settled = false;
    const idle = guard.idle().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer.resolve('ok');
    await call;
    await idle;
    expect(settled).toBe(true);
  });

  it('a call the upstream answered, even with an error, may be sent again by the player', async () => {
    const guard = createMoneyGuard();
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'HTTP_500'))
      .mockResolvedValueOnce('ok');
    const intent = { key: 'withdraw 300', send, reconcile: vi.fn() };
    await expect(guard.run(intent)).rejects.toMatchObject({ status: 500 });
    await expect(guard.run(intent)).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['no answer', new ApiError(0, 'NETWORK_ERROR')],
    ['a gateway that gave up', new ApiError(504, 'HTTP_504')],
    ['a bad gateway', new ApiError(502, 'HTTP_502')],
    ['a success answer that cannot be read', new ApiError(200, 'MALFORMED_RESPONSE')],
  ])(
    '%s: the outcome is unknown, the upstream is read again, and the same call is not re-sent by the next tap',
    async (_case, error) => {
      const guard = createMoneyGuard();
      const send = vi.fn(() => Promise.reject(error));
      const reconcile = vi.fn(async () => found);
      const intent = { key: 'deposit 500', send, reconcile };
      await expect(guard.run(intent)).rejects.toMatchObject({
        status: 0,
        code: 'MONEY_OUTCOME_UNKNOWN',
        body: found,
      });
      await expect(guard.run(intent)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
      expect(send).toHaveBeenCalledTimes(1);
      // Found made the first time: the next tap is told so from that evidence, without a re-read.
      expect(reconcile).toHaveBeenCalledTimes(1);
    },
  );

  it('after the player acknowledges the unknown outcome, the same call goes out again', async () => {
    const guard = createMoneyGuard();
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR'))
      .mockResolvedValueOnce('ok');
    const intent = { key: 'deposit 500', send, reconcile: async () => found };
    await expect(guard.run(intent)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    guard.acknowledgeUnknownOutcome();
    await expect(guard.run(intent)).resolves.toBe('ok');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a double tap while the upstream is being read again shares that reading', async () => {
    const guard = createMoneyGuard();
    const reading = pending<typeof found>();
    const reconcile = vi.fn(() => reading.promise);
    const intent = {
      key: 'deposit 500',
      send: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR')),
      reconcile,
    };
    const first = guard.run(intent);
    await Promise.resolve();
    const second = guard.run(intent);
    reading.resolve(found);
    await expect(first).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    await expect(second).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(reconcile).toHaveBeenCalledTimes(1);
  });

  it('a reading that fails too says "unknown, check the history"', async () => {
    const guard = createMoneyGuard();
    const intent = {
      key: 'deposit 500',
      send: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR')),
      reconcile: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR')),
    };
    await expect(guard.run(intent)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'unknown', where: 'history' },
    });
  });

  it('a reload in the middle of a call cannot re-send it blind: the next page reads first', async () => {
    // (The reloaded page's lock is gone with it; without Web Locks here, the memory alone guards.)
    const kept = memory();
    const before = createMoneyGuard({ memory: kept });
    const intent = {
      key: 'deposit 500',
      send: () => new Promise<string>(() => {}),
      reconcile: async () => found,
    };
    void before.run(intent); // the page is reloaded while this call is on its way
    const send = vi.fn(async () => 'again');
    const after = createMoneyGuard({ memory: kept });
    await expect(after.run({ ...intent, send })).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: found,
    });
    expect(send).not.toHaveBeenCalled();
    // Looked at on the reloaded page, it may go out from there.
    after.acknowledgeUnknownOutcome();
    await expect(after.run({ ...intent, send })).resolves.toBe('again');
    expect(kept.items.size).toBe(0);
  });

  it('a definite answer forgets the call, so the next page starts clean', async () => {
    const kept = memory();
    await createMoneyGuard({ memory: kept }).run({
      key: 'deposit 500',
      send: async () => 'ok',
      reconcile: vi.fn(),
    });
    expect(kept.items.size).toBe(0);
  });

  it('storage that refuses to write (private mode) still guards this page', async () => {
    const refusing: GuardMemory = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const guard = createMoneyGuard({ memory: refusing });
    const send = vi.fn(() => Promise.reject(new ApiError(0, 'NETWORK_ERROR')));
    const intent = { key: 'k', send, reconcile: async () => found };
    await expect(guard.run(intent)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    await expect(guard.run(intent)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(send).toHaveBeenCalledTimes(1);
    guard.acknowledgeUnknownOutcome();
  });
  it('"a deploy while an outcome is unknown still recognises that intent": the one intent an earlier guard remembered is still read and told, not sent', async () => {
    const kept = memory();
    kept.items.set(
      'wallet.moneyOutcomeUnknown',
      JSON.stringify({ key: 'deposit 500', before: { latest: 'T-41' }, at: Date.now() }),
    );
    const reconcile = vi.fn(async () => found);
    const send = vi.fn(async () => 'sent twice');
    await expect(
      createMoneyGuard({ memory: kept }).run({ key: 'deposit 500', send, reconcile }),
    ).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN', body: found });
    expect(send).not.toHaveBeenCalled();
    expect(reconcile).toHaveBeenCalledWith({ latest: 'T-41' });
  });
  it('"an outcome is told only from evidence of that very move": the same call sent again (the player looked) while the first\'s outcome is unknown is not judged by its reading, since the first could still land', async () => {
    const guard = createMoneyGuard({ memory: memory(), locks: navigator.locks });
    const reconcile = vi.fn(async (_before: unknown) => found);
    const deposit = {
      key: 'deposit 500',
      moves: ['history'],
      before: async () => ({ latest: 'T-41' }),
      send: () => Promise.reject(new ApiError(504, 'HTTP_504')),
      reconcile,
    };
    await expect(guard.run(deposit)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(reconcile).toHaveBeenLastCalledWith({ latest: 'T-41' });
    guard.acknowledgeUnknownOutcome();
    await expect(guard.run(deposit)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(reconcile).toHaveBeenLastCalledWith(undefined);
  });
});

describe('intentKey', () => {
  it('is the same for the same operation and body whatever the key order, and differs otherwise', () => {
    expect(intentKey('op', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      intentKey('op', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(intentKey('op', { a: 1 })).not.toBe(intentKey('op', { a: 2 }));
    expect(intentKey('op', { a: 1 })).not.toBe(intentKey('other', { a: 1 }));
    expect(intentKey('op', { a: 1, b: undefined })).toBe(intentKey('op', { a: 1 }));
    expect(intentKey('op', undefined)).toBe('op null');
  });

  it("is written as the guard's memory stored it before (a deploy while an outcome is unknown still knows that intent)", () => {
    expect(intentKey('createDeposit', { transaction_amount: 600_000, bank_id: 1 })).toBe(
      'createDeposit {"bank_id":1,"transaction_amount":600000}',
    );
  });
});

describe('one money call in the whole browser: every tab, every window, every reload', () => {
  // Two tabs of the site: two guards (one per page load) sharing the browser's localStorage and
  // its Web Locks (Node's navigator.locks is the same API).
  const tabs = (options: { answerWaitMs?: number } = {}) => {
    const shared = memory();
    const open = () => createMoneyGuard({ memory: shared, locks: navigator.locks, ...options });
    return { shared, first: open(), second: open() };
  };

  it("while one tab's call is on its way, another tab's call, the same or another, is refused in words and not sent", async () => {
    const { first, second } = tabs();
    const answer = pending<string>();
    const call = first.run({ key: 'deposit 500', send: () => answer.promise, reconcile: vi.fn() });
    await vi.waitFor(() => expect(navigator.locks.query()).resolves.toMatchObject({ held: [{}] }));
    const send = vi.fn(async () => 'sent twice');
    for (const key of ['deposit 500', 'withdraw 150']) {
      await expect(second.run({ key, send, reconcile: vi.fn() })).rejects.toMatchObject({
        code: 'MONEY_CALL_IN_PROGRESS',
      });
    }
    expect(send).not.toHaveBeenCalled();
    answer.resolve('ok');
    await expect(call).resolves.toBe('ok');
    // Answered: the other tab may now send (another intent, or the same one again on purpose).
    await expect(second.run({ key: 'withdraw 150', send, reconcile: vi.fn() })).resolves.toBe(
      'sent twice',
    );
  });

  it('after a lost answer, a new tab does not send the same call: it reads again, against what was read before the first left', async () => {
    const { first, second } = tabs();
    const before = vi.fn(async () => ({ latest: 'T-41' }));
    await expect(
      first.run({
        key: 'deposit 600000',
        before,
        send: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR')),
        reconcile: async (): Promise<MoneyFinding> => ({ status: 'unknown', where: 'history' }),
      }),
    ).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    const send = vi.fn(async () => 'credited twice');
    const reconcile = vi.fn(async () => found);
    await expect(
      second.run({ key: 'deposit 600000', before, send, reconcile }),
    ).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN', body: found });
    expect(send).not.toHaveBeenCalled();
    expect(reconcile).toHaveBeenCalledWith({ latest: 'T-41' });
    expect(before).toHaveBeenCalledTimes(1);
    // The player looked in the second tab: from there it may go out again; the first tab, whose
    // figures may be older, still reads again and tells.
    second.acknowledgeUnknownOutcome();
    await expect(first.run({ key: 'deposit 600000', send, reconcile })).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    expect(send).not.toHaveBeenCalled();
    await expect(second.run({ key: 'deposit 600000', send, reconcile })).resolves.toBe(
      'credited twice',
    );
  });

  it('issue 47 §2 "After the player was told a move happened, a reload or a second tab does not say \'not known yet\' of that same move"', async () => {
    const { shared, first, second } = tabs();
    const made = { status: 'done', where: 'history', transactionId: 'DP-42' } as const;
    const lost = {
      key: 'deposit 600000',
      before: async () => ({ latest: 'T-41' }),
      send: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR')),
      reconcile: async () => made,
    };
    await expect(first.run(lost)).rejects.toMatchObject({ body: made });
    // Since then the history moved on (the deposit approved, a withdrawal after it): read again,
    // the figures could no longer show that deposit as the latest.
    const send = vi.fn(async () => 'credited twice');
    const reconcile = vi.fn(async (): Promise<MoneyFinding> => ({
      status: 'unknown',
      where: 'history',
    }));
    await expect(second.run({ ...lost, send, reconcile })).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: made,
    });
    // And after a reload of the first tab.
    const reloaded = createMoneyGuard({ memory: shared, locks: navigator.locks });
    await expect(reloaded.run({ ...lost, send, reconcile })).rejects.toMatchObject({ body: made });
    expect(send).not.toHaveBeenCalled();
    expect(reconcile).not.toHaveBeenCalled();
  });

  it('an answer that does not come in time: the caller is told it is not known yet, the call goes on, no tab can send meanwhile, and the late answer lands', async () => {
    const { shared, first, second } = tabs({ answerWaitMs: 30 });
    const answer = pending<string>();
    const onLateAnswer = vi.fn();
    const reconcile = vi.fn(async () => ({ status: 'unknown', where: 'history' }) as const);
    const intent = { key: 'withdraw 150', send: () => answer.promise, reconcile, onLateAnswer };
    await expect(first.run(intent)).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'unknown', where: 'history' },
    });
    // Still on its way: this tab's next tap tells again, another tab is refused.
    await expect(first.run(intent)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    await expect(
      second.run({ key: 'deposit 500', send: vi.fn(), reconcile: vi.fn() }),
    ).rejects.toMatchObject({ code: 'MONEY_CALL_IN_PROGRESS' });
    answer.resolve('ok');
    await vi.waitFor(() => expect(onLateAnswer).toHaveBeenCalledTimes(1));
    expect(shared.items.size).toBe(0);
    await vi.waitFor(() => expect(navigator.locks.query()).resolves.toMatchObject({ held: [] }));
    await expect(
      second.run({ key: 'deposit 500', send: async () => 'ok', reconcile }),
    ).resolves.toBe('ok');
  });

  it('an answer in time is not held back by the wait', async () => {
    const { first } = tabs({ answerWaitMs: 60_000 });
    const started = Date.now();
    await expect(
      first.run({ key: 'deposit 500', send: async () => 'ok', reconcile: vi.fn() }),
    ).resolves.toBe('ok');
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('an unknown outcome is remembered for a day: after that the same call is a new intent', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { first, second } = tabs();
      const intent = {
        key: 'deposit 500',
        send: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR')),
        reconcile: async () => found,
      };
      await expect(first.run(intent)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
      vi.setSystemTime(Date.now() + 23 * 3600_000);
      const send = vi.fn(async () => 'ok');
      await expect(second.run({ ...intent, send })).rejects.toMatchObject({
        code: 'MONEY_OUTCOME_UNKNOWN',
      });
      vi.setSystemTime(Date.now() + 2 * 3600_000);
      await expect(second.run({ ...intent, send })).resolves.toBe('ok');
    } finally {
      vi.useRealTimers();
    }
  });
});

// Counter-examples the property test (guard.property.test.ts) found in the guard, each shrunk to
// the few steps below and kept here as the guard sees them.
describe('found over random interleavings (guard.property.test.ts)', () => {
  const lost = () => Promise.reject(new ApiError(0, 'NETWORK_ERROR'));
  const unknown = { status: 'unknown', where: 'balance' } as const;
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  it('"the same intent is not sent again … until the player acknowledges": a call made and answered after it does not free it (a deposit on its way, a withdrawal answered in another tab, a reload, Enter)', async () => {
    // Shrunk: tap(tab 2, createDeposit 200000, delay-after 40s), tap(tab 0, createWithdraw
    // 150000), reload(tab 2), enter(tab 2), in a browser without Web Locks. The memory held one
    // intent: the withdrawal took the deposit's place, and its answer emptied it.
    const shared = memory();
    const deposit = { key: 'deposit 200000', reconcile: async () => found };
    void createMoneyGuard({ memory: shared }).run({ ...deposit, send: () => pending().promise });
    await flush();
    const other = createMoneyGuard({ memory: shared });
    await expect(
      other.run({ key: 'withdraw 150000', send: async () => 'ok', reconcile: vi.fn() }),
    ).resolves.toBe('ok');
    const send = vi.fn(async () => 'credited twice');
    const reloaded = createMoneyGuard({ memory: shared });
    await expect(reloaded.run({ ...deposit, send })).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: found,
    });
    // With Web Locks, one after the other in one tab: the same.
    const tab = createMoneyGuard({ memory: memory(), locks: navigator.locks });
    await expect(tab.run({ ...deposit, send: lost })).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    await tab.run({ key: 'withdraw 150000', send: async () => 'ok', reconcile: vi.fn() });
    await expect(tab.run({ ...deposit, send })).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
    });
    expect(send).not.toHaveBeenCalled();
  });
  it('"one request per intent" without Web Locks: the same call from a second tab, while the first still reads before sending, is told, not sent too', async () => {
    // Shrunk: fault(GET /player/game_categories_items, delay 2s x1), tap(tab 1,
    // withdrawAllPoints 45), tap(tab 0, withdrawAllPoints 45), wait(1 s). The intent was
    // remembered only once its reading was in, so the second tab found nothing and sent it too.
    const shared = memory();
    const reading = pending<unknown>();
    const firstSend = vi.fn(async () => 'ok');
    const intent = { key: 'withdrawAll 45', reconcile: async () => unknown };
    const first = createMoneyGuard({ memory: shared }).run({
      ...intent,
      before: () => reading.promise,
      send: firstSend,
    });
    await flush();
    const secondSend = vi.fn(async () => 'moved twice');
    await expect(
      createMoneyGuard({ memory: shared }).run({
        ...intent,
        before: async () => ({ 101: 120 }),
        send: secondSend,
      }),
    ).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    reading.resolve({ 101: 120 });
    await expect(first).resolves.toBe('ok');
    expect(firstSend).toHaveBeenCalledTimes(1);
    expect(secondSend).not.toHaveBeenCalled();
  });
  it('"any other money call meanwhile … is refused" until a lost answer has been told: the lock and the tab\'s own call are held while the upstream is read again', async () => {
    // Shrunk: tap(tab 0, depositDaga 300, drop), tap(tab 0, createDeposit 200000). The lock and
    // the tab's call went at the loss, before the re-read (the Da Ga balance waits 1 s after the
    // previous read): the deposit went out while the player still waited to hear of the first.
    const shared = memory();
    const first = createMoneyGuard({ memory: shared, locks: navigator.locks });
    const second = createMoneyGuard({ memory: shared, locks: navigator.locks });
    const reading = pending<MoneyFinding>();
    const reconcile = vi.fn(() => reading.promise);
    const told = first.run({ key: 'withdrawDaga 3', send: lost, reconcile });
    await vi.waitFor(() => expect(reconcile).toHaveBeenCalled());
    const send = vi.fn(async () => 'ok');
    const other = { key: 'withdrawDaga 5', send, reconcile: vi.fn() };
    for (const tab of [first, second])
      await expect(tab.run(other)).rejects.toMatchObject({ code: 'MONEY_CALL_IN_PROGRESS' });
    expect(send).not.toHaveBeenCalled();
    reading.resolve(unknown);
    await expect(told).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    await vi.waitFor(() => expect(navigator.locks.query()).resolves.toMatchObject({ held: [] }));
    await expect(second.run(other)).resolves.toBe('ok');
  });
  it('"an outcome is told only from evidence of that very move": once another call has moved the same figures, a lost call is no longer judged by what was read before it', async () => {
    // Shrunk: tap(tab 0, withdrawAllPoints 45, drop), tap(tab 0, withdrawGamePoints 20,
    // drop-after), tap(tab 0, withdrawAllPoints 45). The third tap compared the game's points
    // with those read before the first, saw them 20 lower and told "done": nothing had moved 45.
    const guard = createMoneyGuard({ memory: memory(), locks: navigator.locks });
    const reconcile = vi.fn(async (_before: unknown) => unknown);
    const all = { key: 'withdrawAll 45', moves: ['points:101'], send: lost, reconcile };
    await expect(guard.run({ ...all, before: async () => ({ 101: 120 }) })).rejects.toThrow();
    expect(reconcile).toHaveBeenLastCalledWith({ 101: 120 });
    // A deposit moves other figures: the first is still judged by its reading.
    await guard.run({ key: 'deposit', moves: ['history'], send: async () => 'ok', reconcile });
    await expect(guard.run(all)).rejects.toThrow();
    expect(reconcile).toHaveBeenLastCalledWith({ 101: 120 });
    // A move of the same game's points: neither is judged by a reading any more.
    const one = { key: 'withdrawGame 20', moves: ['points:101'], send: lost, reconcile };
    await expect(guard.run({ ...one, before: async () => ({ 101: 120 }) })).rejects.toThrow();
    expect(reconcile).toHaveBeenLastCalledWith(undefined);
    await expect(guard.run(all)).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(reconcile).toHaveBeenLastCalledWith(undefined);
  });
  it('without Web Locks, a call on its way is not judged by figures another tab moved meanwhile', async () => {
    // Shrunk: tap(tab 0, depositDaga 300, delay 40s), tap(tab 1, depositDaga 330), wait(1 s).
    // After the 30 s wait the first compared with its reading, found the Da Ga points higher (the
    // second tab's move) and told "done" ten seconds before it took effect.
    const shared = memory();
    const reconcile = vi.fn(async (_before: unknown) => unknown);
    const daga = { moves: ['points:daga'], before: async () => ({ daga: 10 }) };
    const slow = createMoneyGuard({ memory: shared, answerWaitMs: 30 }).run({
      ...daga,
      key: 'depositDaga 300',
      send: () => pending<string>().promise,
      reconcile,
    });
    await flush();
    await createMoneyGuard({ memory: shared }).run({
      ...daga,
      key: 'depositDaga 330',
      send: async () => 'ok',
      reconcile: vi.fn(),
    });
    await expect(slow).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(reconcile).toHaveBeenCalledWith(undefined);
  });

  it('"not sent again … until the player acknowledges": without Web Locks, the answer to a call forgets that call only, not the same call sent since from a tab where the player looked', async () => {
    // Shrunk: open(a new tab), tap(tab 0, gameLogin 150, delay-after 40s), look(tab 2, history),
    // wait(30 s), tap(tab 2, gameLogin 150, delay-after 40s), look(tab 0, history). The first
    // call's answer cleared the memory of the second, still on its way: once lost, it was not kept
    // from going out again.
    const shared = memory();
    const reconcile = vi.fn(async (_before: unknown) => unknown);
    const intent = {
      key: 'gameLogin 150',
      moves: ['points:101'],
      before: async () => ({ 101: 120 }),
      reconcile,
    };
    const firstAnswer = pending<string>();
    const first = createMoneyGuard({ memory: shared }).run({
      ...intent,
      send: () => firstAnswer.promise,
    });
    await flush();
    const looked = createMoneyGuard({ memory: shared });
    looked.acknowledgeUnknownOutcome();
    const secondAnswer = pending<string>();
    const second = looked.run({ ...intent, send: () => secondAnswer.promise });
    await flush();
    firstAnswer.resolve('ok');
    await expect(first).resolves.toBe('ok');
    secondAnswer.reject(new ApiError(0, 'NETWORK_ERROR'));
    await expect(second).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    // Sent while the first could still land, it is judged by nothing: either could move the points.
    expect(reconcile).toHaveBeenLastCalledWith(undefined);
    const send = vi.fn(async () => 'moved twice');
    await expect(
      createMoneyGuard({ memory: shared }).run({ ...intent, send }),
    ).rejects.toMatchObject({ code: 'MONEY_OUTCOME_UNKNOWN' });
    expect(send).not.toHaveBeenCalled();
  });

  it('without Web Locks, a call read again while another tab moves the same figures is not told "done" from that move', async () => {
    // Shrunk: tap(tab 1, withdrawGamePoints 20, delay 40s), reload(tab 1), fault(GET
    // /player/game_categories_items, status 500 x1), enter(tab 1), tap(tab 0, withdrawAllPoints
    // 20), wait(1 s). The reloaded tab read the points again (retried a second later), found
    // them 20 lower from the other tab's transfer, and told "done" of a transfer still on its way.
    const shared = memory();
    const transfer = { key: 'withdrawGame 20', moves: ['points:101'] };
    void createMoneyGuard({ memory: shared }).run({
      ...transfer,
      before: async () => ({ 101: 120 }),
      send: () => pending<string>().promise,
      reconcile: vi.fn(),
    });
    await flush();
    const reading = pending<MoneyFinding>();
    const reconcile = vi.fn((_before: unknown) => reading.promise);
    const reloaded = createMoneyGuard({ memory: shared }).run({
      ...transfer,
      send: lost,
      reconcile,
    });
    await vi.waitFor(() => expect(reconcile).toHaveBeenCalledWith({ 101: 120 }));
    await createMoneyGuard({ memory: shared }).run({
      key: 'withdrawAll 20',
      moves: ['points:101'],
      before: async () => ({ 101: 120 }),
      send: async () => 'ok',
      reconcile: vi.fn(),
    });
    reading.resolve({ status: 'done', where: 'balance' });
    await expect(reloaded).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'unknown', where: 'balance' },
    });
  });

  it('without Web Locks, a call on its way is not judged by its reading once the same call has been sent from another tab', async () => {
    // Shrunk: tap(tab 0, createWithdraw 150000, delay 40s), tap(tab 0, createDeposit 200000,
    // delay 40s), again(tab 1, as tab 0), reload(tab 0), look(tab 0, history), enter(tab 0). The
    // reloaded tab, where the player had looked, sent the deposit again and was answered; after
    // the 30 s wait the second tab's deposit, still on its way, compared with its reading, found
    // that new deposit on top of the history and told "done".
    const shared = memory();
    // As the real one: "done" needs a reading to compare with.
    const reconcile = vi.fn(async (before: unknown) =>
      before ? found : ({ status: 'unknown', where: 'history' } as const),
    );
    const deposit = { key: 'deposit 200000', moves: ['history'], reconcile };
    const onItsWay = createMoneyGuard({ memory: shared, answerWaitMs: 30 }).run({
      ...deposit,
      before: async () => ({ latest: 'T-41' }),
      send: () => pending<string>().promise,
    });
    await flush();
    const looked = createMoneyGuard({ memory: shared });
    looked.acknowledgeUnknownOutcome();
    await expect(
      looked.run({ ...deposit, before: async () => ({ latest: 'T-41' }), send: async () => 'ok' }),
    ).resolves.toBe('ok');
    await expect(onItsWay).rejects.toMatchObject({
      code: 'MONEY_OUTCOME_UNKNOWN',
      body: { status: 'unknown' },
    });
    expect(reconcile).toHaveBeenCalledWith(undefined);
  });
});
