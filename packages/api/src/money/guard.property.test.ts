import fc from 'fast-check';
import { MONEY_ANSWER_WAIT_MS, MONEY_UNKNOWN_MEMORY_MS } from '@wallet/domain';
import type { FaultInput } from '@wallet/sandbox';
import { openSockets } from '@wallet/sandbox/node';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { control, startSandbox } from '../test/harness';
import { EVIDENCE_PATHS, MONEY_OPS, MoneyWorld, pathOf } from '../test/money-model';
// Loaded before the first tap: the client's lazy import of the guard then resolves at once, so a
// tap starts in the step it was made in.
import './guard';

// "Money is never sent twice", shown over random interleavings rather than only the cases we
// thought of: two or three tabs of one browser (each its own client and guard on one
// localStorage, one set of Web Locks or none) tap the nine money calls with any amount, press
// Enter again, make one tab's call in another, reload, open and close, look at the history or
// the balances, and wait (the 30 s answer wait, the guard's day), while the sandbox's fault
// injector loses, delays and refuses their calls and the evidence reads. After every step the
// sandbox's ledger is the oracle (test/money-model.ts says each rule); at the end, with every
// delay past, nothing is left locked.
//
// `pnpm test` runs 200 sequences of up to 30 steps, from a new seed each time (it is in the
// test's name, and printed with the time it took). More, or one seed again:
//   MONEY_RUNS=10000 pnpm --filter @wallet/api test:money-property
//   MONEY_SEED=<seed> pnpm --filter @wallet/api test:money-property
// A failure prints its seed, its path and the shrunk sequence with its replayPath; that sequence
// alone, at once: MONEY_SEED=<seed> MONEY_PATH=<path> MONEY_REPLAY=<replayPath>.
// The memory in use every <n> sequences (after a full GC with NODE_OPTIONS=--expose-gc):
//   MONEY_MEMORY=1000 NODE_OPTIONS=--expose-gc MONEY_RUNS=10000 pnpm ... test:money-property

const RUNS = Number(process.env.MONEY_RUNS ?? 200);
const SEED = Number(process.env.MONEY_SEED ?? Math.floor(Math.random() * 0x7fffffff));
const PATH = process.env.MONEY_PATH;
const MEMORY_EVERY = Number(process.env.MONEY_MEMORY ?? 0);

const { server, sandbox } = startSandbox();
beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  // Node's fetch (undici) times its connections on one timer of its own, made by the first request
  // that needs it and refreshed ever after. Made under a sequence's fake clock, it would never fire
  // once the clock is real again, and every later request's timers would stay listed (4.5 KB a
  // sequence, issue 49): a request on the real clock makes it first.
  await control.clearFaults();
});
afterAll(() => server.close());

/** Which tabs are open, and which have a form filled in. */
interface Model {
  open: boolean[];
  filled: boolean[];
}
type Step = fc.AsyncCommand<Model, MoneyWorld>;
const TABS = 3;

/**
 * Lets what the last step started run until it waits for time to pass or for the player. The
 * sandbox answers in-process, so a few turns of the event loop with nothing new means it waits.
 */
async function settle(world: MoneyWorld): Promise<void> {
  const seen = () => `${world.browser.events()} ${sandbox.state.ledger.length}`;
  let last = seen();
  for (let calm = 0, turns = 0; calm < 5; turns += 1) {
    if (turns > 10_000) throw new Error('the simulated browser never came to rest');
    await new Promise((resolve) => setImmediate(resolve));
    const now = seen();
    calm = now === last ? calm + 1 : 0;
    last = now;
  }
}

/** Time passes: each timer due fires in its turn, and what it starts runs before the next. */
async function wait(world: MoneyWorld, ms: number): Promise<void> {
  let reached = false;
  setTimeout(() => (reached = true), ms);
  await settle(world);
  while (!reached) {
    vi.advanceTimersToNextTimer();
    await settle(world);
  }
}

type PostFault = Omit<FaultInput, 'path' | 'method' | 'times'>;
const describeFault = (f: Omit<FaultInput, 'path'>) =>
  [f.kind, f.status, f.delayMs && `${f.delayMs / 1000}s`, f.times && `x${f.times}`]
    .filter(Boolean)
    .join(' ');

/** One thing the player does (or time, or the upstream); then the rules are checked. */
function act(
  name: string,
  check: (m: Readonly<Model>) => boolean,
  run: (m: Model, world: MoneyWorld) => void | Promise<void>,
): Step {
  return {
    check,
    async run(m, world) {
      await run(m, world);
      await settle(world);
      world.check();
    },
    toString: () => name,
  };
}

const inTab = (slot: number) => (m: Readonly<Model>) => m.open[slot]!;

/** The player types an amount into a money form and taps (the upstream may spoil that call). */
function tap(slot: number, opIndex: number, amount: 0 | 1, fault: PostFault | null): Step {
  const op = MONEY_OPS[opIndex]!;
  const spoiled = fault ? `, ${describeFault(fault)}` : '';
  return act(
    `tap(tab ${slot}, ${op.name} ${op.amounts[amount]}${spoiled})`,
    inTab(slot),
    async (m, world) => {
      m.filled[slot] = true;
      if (fault) {
        await control.injectFault({ method: 'POST', path: pathOf(op), ...fault });
        world.note(`the upstream will ${describeFault(fault)} the next POST ${pathOf(op)}`);
      }
      world.type(slot, op, op.amounts[amount]);
    },
  );
}

const enter = (slot: number) =>
  act(
    `enter(tab ${slot})`,
    (m) => m.open[slot]! && m.filled[slot]!,
    (_m, world) => void world.submit(slot),
  );
/** The player makes in one tab the call last made in another: the same amount, typed again. */
const again = (slot: number, from: number) =>
  act(
    `again(tab ${slot}, as tab ${from})`,
    (m) => m.open[slot]! && m.open[from]! && m.filled[from]! && slot !== from,
    (m, world) => {
      m.filled[slot] = true;
      const { op, amount } = world.tabs[from]!.form!;
      world.type(slot, op, amount);
    },
  );
const look = (slot: number, what: 'history' | 'balances') =>
  act(`look(tab ${slot}, ${what})`, inTab(slot), (_m, world) => world.look(slot, what));
const reload = (slot: number) =>
  act(`reload(tab ${slot})`, inTab(slot), (_m, world) => world.reloadTab(slot));
const close = (slot: number) =>
  act(
    `close(tab ${slot})`,
    (m) => m.open[slot]! && m.open.filter(Boolean).length > 1,
    (m, world) => {
      m.open[slot] = false;
      m.filled[slot] = false;
      world.closeTab(slot);
    },
  );
const open = () =>
  act(
    'open(a new tab)',
    (m) => m.open.some((isOpen) => !isOpen),
    (m, world) => {
      const slot = m.open.indexOf(false);
      m.open[slot] = true;
      world.openTab(slot);
    },
  );
const clock = (ms: number) =>
  act(
    `wait(${ms >= 3_600_000 ? `${ms / 3_600_000} h` : `${ms / 1000} s`})`,
    () => true,
    async (_m, world) => {
      world.note(`${ms / 1000} s pass`);
      await wait(world, ms);
    },
  );
const evidenceFault = (path: string, fault: Omit<FaultInput, 'path' | 'method'>) =>
  act(
    `fault(GET ${path}, ${describeFault(fault)})`,
    () => true,
    async (_m, world) => {
      await control.injectFault({ method: 'GET', path, ...fault });
      world.note(`the upstream will ${describeFault(fault)} GET ${path}`);
    },
  );

const slot = fc.integer({ min: 0, max: TABS - 1 });
const postFault: fc.Arbitrary<PostFault | null> = fc.oneof(
  fc.constant(null),
  fc.constantFrom<PostFault>(
    { kind: 'status', status: 500 },
    { kind: 'status', status: 429 },
    { kind: 'status', status: 401 },
    { kind: 'drop' },
    { kind: 'drop-after' },
    { kind: 'delay', delayMs: 2_000 },
    { kind: 'delay', delayMs: 40_000 },
    { kind: 'delay-after', delayMs: 2_000 },
    { kind: 'delay-after', delayMs: 40_000 },
  ),
);
const taps = fc
  .tuple(slot, fc.nat(MONEY_OPS.length - 1), fc.constantFrom<0 | 1>(0, 1), postFault)
  .map(([s, op, amount, fault]) => tap(s, op, amount, fault));
const evidenceFaults = fc
  .tuple(
    fc.constantFrom(...EVIDENCE_PATHS),
    fc.oneof(
      fc.record({ kind: fc.constant('status' as const), status: fc.constant(500) }),
      fc.record({ kind: fc.constant('drop' as const) }),
      fc.record({ kind: fc.constant('delay' as const), delayMs: fc.constant(2_000) }),
    ),
    fc.integer({ min: 1, max: 3 }),
  )
  .map(([path, fault, times]) => evidenceFault(path, { ...fault, times }));

const steps = fc.commands<Model, MoneyWorld, false>(
  [
    taps,
    taps,
    taps,
    slot.map(enter),
    slot.map(enter),
    fc.tuple(slot, slot).map(([s, from]) => again(s, from)),
    fc.tuple(slot, slot).map(([s, from]) => again(s, from)),
    fc
      .tuple(slot, fc.constantFrom('history' as const, 'balances' as const))
      .map(([s, what]) => look(s, what)),
    slot.map(reload),
    slot.map(close),
    fc.constant(open()),
    fc.constantFrom(1_000, 5_000, MONEY_ANSWER_WAIT_MS, MONEY_UNKNOWN_MEMORY_MS + 1_000).map(clock),
    fc.constantFrom(1_000, MONEY_ANSWER_WAIT_MS).map(clock),
    evidenceFaults,
  ],
  {
    maxCommands: 30,
    size: 'max',
    ...(process.env.MONEY_REPLAY ? { replayPath: process.env.MONEY_REPLAY } : {}),
  },
);

/**
 * With every delay past, no fault left and one look: nothing is on its way, and every call made in
 * the sequence goes out again from that tab (an intent is never locked for good).
 */
async function nothingLockedForGood(world: MoneyWorld): Promise<void> {
  await control.clearFaults();
  await wait(world, 2 * 60_000);
  world.check();
  const waiting = world.stillWaiting();
  if (waiting.length) world.fail(`still on its way with every delay past: ${waiting.join('; ')}`);
  const slot = world.tabs.findIndex(Boolean);
  world.look(slot, 'history');
  await wait(world, 10_000);
  if (!world.lastLookShown()) world.fail('the history could not be shown, with no fault left');
  for (const { op, amount } of world.callsMade()) {
    const tap = world.type(slot, op, amount);
    await wait(world, 5_000);
    world.check();
    const answered =
      tap.told?.kind === 'not done' || (tap.told?.kind === 'done' && tap.told.by === 'answer');
    if (!tap.post || !answered)
      world.fail(
        `after every answer and a look, tap #${tap.id} (${tap.key}) did not go out from the tab: ` +
          JSON.stringify(tap.told),
      );
  }
}

async function sequence(webLocks: boolean, commands: Iterable<Step>): Promise<void> {
  vi.useFakeTimers({
    now: new Date('2026-03-02T02:00:00Z'),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  // The browser's navigator.locks is the simulated one a tab is given, or none at all: never the
  // one Node has (shared by every sequence of this process).
  vi.stubGlobal('navigator', {});
  try {
    sandbox.reset();
    const world = new MoneyWorld(sandbox, webLocks);
    world.note(webLocks ? 'a browser with Web Locks' : 'a browser without Web Locks');
    await world.login();
    world.openTab(1);
    await settle(world);
    await fc.asyncModelRun(
      () => ({ model: { open: [true, true, false], filled: [false, false, false] }, real: world }),
      commands,
    );
    await nothingLockedForGood(world);
    if (process.env.MONEY_TRACE) console.log(world.trace());
  } finally {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  }
}

const op = (name: string) => MONEY_OPS.findIndex((o) => o.name === name);
const delay = (kind: 'delay' | 'delay-after', s: number) => ({ kind, delayMs: s * 1000 });

// Counter-examples it found in the guard, as it shrank them (the guard's own tests in
// guard.test.ts keep each as the guard sees it). `false`: a browser without Web Locks.
const FOUND: Array<[string, boolean, Step[]]> = [
  [
    'the memory held one intent: a call made after a lost one freed it',
    false,
    [
      tap(1, op('createWithdraw'), 1, delay('delay-after', 40)),
      tap(0, op('createDeposit'), 0, { kind: 'status', status: 500 }),
      tap(0, op('createWithdraw'), 1, null),
    ],
  ],
  [
    'the intent was remembered only once read: a second tab sent it too',
    false,
    [
      evidenceFault(EVIDENCE_PATHS[1]!, { ...delay('delay', 2), times: 1 }),
      tap(0, op('gameLogin'), 1, null),
      tap(1, op('gameLogin'), 1, null),
      clock(1_000),
    ],
  ],
  [
    'the lock went at the loss, before the re-read: another call went out meanwhile',
    false,
    [tap(0, op('depositDaga'), 0, { kind: 'drop' }), tap(0, op('createDeposit'), 0, null)],
  ],
  [
    'a re-read compared with figures another call had moved since',
    true,
    [
      tap(0, op('withdrawAllPoints'), 1, { kind: 'drop' }),
      tap(0, op('withdrawGamePoints'), 0, { kind: 'drop-after' }),
      tap(0, op('withdrawAllPoints'), 1, null),
    ],
  ],
  [
    "a call on its way judged by another tab's move of the same points",
    false,
    [
      tap(0, op('depositDaga'), 0, delay('delay', 40)),
      tap(1, op('depositDaga'), 1, null),
      clock(1_000),
    ],
  ],
  [
    'the answer to a call forgot the same call sent since from a tab where the player looked',
    false,
    [
      open(),
      tap(0, op('gameLogin'), 1, delay('delay-after', 40)),
      look(2, 'history'),
      clock(30_000),
      tap(2, op('gameLogin'), 1, delay('delay-after', 40)),
      look(0, 'history'),
    ],
  ],
  [
    "a tab reading the points again took another tab's move, made meanwhile, for its own",
    false,
    [
      tap(1, op('withdrawGamePoints'), 0, delay('delay', 40)),
      reload(1),
      evidenceFault(EVIDENCE_PATHS[1]!, { kind: 'status', status: 500, times: 1 }),
      enter(1),
      tap(0, op('withdrawAllPoints'), 0, null),
      clock(1_000),
    ],
  ],
  [
    'the answer to the same call sent from another tab left a call on its way judged by its reading',
    false,
    [
      tap(0, op('createWithdraw'), 0, delay('delay', 40)),
      tap(0, op('createDeposit'), 0, delay('delay', 40)),
      again(1, 0),
      reload(0),
      look(0, 'history'),
      enter(0),
    ],
  ],
];

it.each(FOUND)('found and fixed: %s', (_found, webLocks, found) => sequence(webLocks, found));

// What a sequence opens it closes: msw 3 kept every socket it had answered on open for the rest of
// the process, with the client and the request on it, and 10,000 sequences ran out of memory
// (issue 49). A count of open handles, not of memory: it does not wait on the GC.
it('a sequence leaves no socket open behind it: after 20 more, as many are open as after one', async () => {
  const [first, ...more] = fc.sample(fc.tuple(fc.boolean(), steps), { numRuns: 21, seed: 49 });
  await sequence(...first!);
  const afterOne = await openSockets();
  for (const [webLocks, commands] of more) await sequence(webLocks, commands);
  expect(await openSockets()).toBe(afterOne);
});

/** The heap in use (after a full GC when it can be asked for) and the sockets open, in a line. */
async function memoryFigure(sequences: number): Promise<string> {
  (globalThis as { gc?: () => void }).gc?.();
  const heap = (process.memoryUsage().heapUsed / 2 ** 20).toFixed(1);
  return `money guard property: after ${sequences} sequences, heap ${heap} MB, ${await openSockets()} sockets open`;
}

it(
  `the money guard keeps its rules over ${RUNS} random sequences of taps, tabs, faults and time (seed ${SEED})`,
  async () => {
    const started = performance.now();
    let ran = 0;
    await fc.assert(
      fc.asyncProperty(fc.boolean(), steps, async (webLocks, commands) => {
        await sequence(webLocks, commands);
        ran += 1;
        if (MEMORY_EVERY && ran % MEMORY_EVERY === 0) console.log(await memoryFigure(ran));
      }),
      { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH } : {}) },
    );
    console.log(
      `money guard property: ${RUNS} sequences, seed ${SEED}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  },
  Math.max(300_000, RUNS * 1_000),
);
