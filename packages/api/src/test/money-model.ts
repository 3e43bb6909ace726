import { MutationObserver, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  MONEY_CALL_IN_PROGRESS,
  MONEY_OUTCOME_UNKNOWN,
  MONEY_UNKNOWN_MEMORY_MS,
  STORAGE_KEYS,
  type MoneyFinding,
} from '@wallet/domain';
import {
  pageDepositBody,
  SEED,
  type LedgerEntry,
  type LedgerOperation,
  type Sandbox,
} from '@wallet/sandbox';
import type { Api } from '../client';
import { ApiError } from '../errors';
import { getUserQuery } from '../operations/account';
import { createDepositMutation, createPublicDepositMutation } from '../operations/deposit';
import {
  depositDagaMutation,
  gameLoginMutation,
  withdrawAllPointsMutation,
  withdrawDagaPointsMutation,
  withdrawGamePointsMutation,
} from '../operations/games';
import { getUserTransactionsQuery } from '../operations/transactions';
import { createPublicWithdrawMutation, createWithdrawMutation } from '../operations/withdraw';
import { createQueryClient } from '../query-client';
import { getDagaBalanceQuery, getGameCategoryItemsQuery } from '../reads/evidence';
import { simulatedBrowser, type Page, type Sent, type SimulatedBrowser } from './browser';
import { makeApi } from './harness';

// The money guard's rules as a player sees them, checked against the sandbox's ledger (the
// upstream's own record of every money request it acted on) while simulated tabs of one browser
// tap, reload, close and look. Used by money/guard.property.test.ts.

const PLAYER = SEED.players.approved.phone;
/** A visitor's deposits are for this phone, its withdrawals from that one (each may do that). */
const VISITOR_DEPOSITS = SEED.players.withdrawLocked.phone;
const VISITOR_WITHDRAWS = SEED.players.depositLocked.phone;
const GAME = SEED.games.slot;

const HISTORY = '/api/account/latest_transaction';
const GAME_POINTS = '/api/player/game_categories_items';
const DAGA_POINTS = '/api/player/daga/balance';

/** One of the nine money calls, as a screen makes it, and what the ledger records for it. */
export interface MoneyOp {
  name: string;
  /** The ledger's name for it: its POST and the contract's path. */
  operation: LedgerOperation;
  /** The amounts a player types (two, so that the same call is often made again). */
  amounts: readonly [number, number];
  mutation: (api: Api) => MutationOptions<unknown, ApiError, never>;
  body: (sandbox: Sandbox, amount: number) => unknown;
  /** Whose money it moves (the logged-in player unless a visitor's call says otherwise). */
  phone?: string;
  /** The game it moves points of: the ledger's `ref`. */
  game?: number;
  /** The upstream's evidence of it after a lost answer (the GET the guard reads), or none. */
  evidence: string | null;
}

const bankOf = (sandbox: Sandbox, phone: string) => sandbox.state.players.get(phone)!.banks[0]!;
const mutation = (options: (api: Api) => unknown) =>
  options as (api: Api) => MutationOptions<unknown, ApiError, never>;

export const MONEY_OPS: readonly MoneyOp[] = [
  {
    name: 'createDeposit',
    operation: 'POST /account/deposit',
    amounts: [200_000, 300_000],
    mutation: mutation(createDepositMutation),
    // A card deposit is approved at once: no waiting deposit holds the games' transfers back.
    body: (_, amount) => pageDepositBody(SEED.payment.card, amount),
    evidence: HISTORY,
  },
  {
    name: 'createWithdraw',
    operation: 'POST /account/withdraw',
    amounts: [150_000, 180_000],
    mutation: mutation(createWithdrawMutation),
    // Replacing the waiting one (the seed has one): each withdrawal can be made.
    body: (sandbox, amount) => ({
      bank_id: bankOf(sandbox, PLAYER).id,
      bank_account_number: bankOf(sandbox, PLAYER).account_number,
      transaction_amount: amount,
      reject_previous: '1',
    }),
    evidence: HISTORY,
  },
  {
    name: 'createPublicDeposit',
    operation: 'POST /public/deposit',
    amounts: [200_000, 300_000],
    mutation: mutation(createPublicDepositMutation),
    // An e-wallet (a payment page, no QR to draw): the sandbox answers without real I/O.
    body: (_, amount) => {
      const { bank_id, payment_method, payment_method_code } = pageDepositBody(
        SEED.payment.ewallet,
        amount,
      );
      const phone = VISITOR_DEPOSITS;
      return { bank_id, transaction_amount: amount, phone, payment_method, payment_method_code };
    },
    phone: VISITOR_DEPOSITS,
    evidence: null,
  },
  {
    name: 'createPublicWithdraw',
    operation: 'POST /public/withdraw',
    amounts: [150_000, 180_000],
    mutation: mutation(createPublicWithdrawMutation),
    body: (sandbox, amount) => ({
      bank_id: bankOf(sandbox, VISITOR_WITHDRAWS).id,
      bank_account_number: bankOf(sandbox, VISITOR_WITHDRAWS).account_number,
      transaction_amount: amount,
      phone: VISITOR_WITHDRAWS,
    }),
    phone: VISITOR_WITHDRAWS,
    evidence: null,
  },
  {
    name: 'gameLogin',
    operation: 'POST /player/game/login',
    amounts: [100, 150],
    mutation: mutation(gameLoginMutation),
    body: (_, amount) => ({ game_id: GAME, amount }),
    game: GAME,
    evidence: GAME_POINTS,
  },
  {
    name: 'withdrawGamePoints',
    operation: 'POST /player/points/withdraw/game/{id}',
    amounts: [20, 30],
    mutation: mutation(withdrawGamePointsMutation),
    body: (_, amount) => ({ id: GAME, amount }),
    game: GAME,
    evidence: GAME_POINTS,
  },
  {
    name: 'withdrawAllPoints',
    operation: 'POST /player/points/withdraw/all',
    amounts: [20, 45],
    mutation: mutation(withdrawAllPointsMutation),
    body: (_, amount) => ({ game_items: [{ game_id: GAME, amount }] }),
    game: GAME,
    evidence: GAME_POINTS,
  },
  {
    name: 'depositDaga',
    operation: 'POST /player/daga/deposit',
    amounts: [300, 330],
    mutation: mutation(depositDagaMutation),
    body: (_, amount) => ({ amount }),
    evidence: DAGA_POINTS,
  },
  {
    name: 'withdrawDagaPoints',
    operation: 'POST /player/points/withdraw/daga',
    amounts: [3, 5],
    mutation: mutation(withdrawDagaPointsMutation),
    body: (_, amount) => ({ amount }),
    evidence: DAGA_POINTS,
  },
];

/** The path of `op`'s POST, relative to the API base. */
export const pathOf = (op: MoneyOp) =>
  op.operation.slice('POST '.length).replace('{id}', String(op.game));

/** The GETs the guard reads its evidence from: the faults a test may put on them. */
export const EVIDENCE_PATHS = [HISTORY, GAME_POINTS, DAGA_POINTS].map((p) =>
  p.slice('/api'.length),
);

const opOfPath = new Map(MONEY_OPS.map((op) => [`/api${pathOf(op)}`, op]));

/** What a player decided once: one amount of one call. A new decision is a new intent. */
interface Intent {
  id: number;
  key: string;
  open: boolean;
  effects: LedgerEntry[];
}

/** What the screen was told. */
export type Told =
  | { kind: 'done'; by: 'answer' | 'finding' }
  | { kind: 'not done'; code: string }
  | { kind: 'not known yet'; where: MoneyFinding['where'] }
  | { kind: 'refused' };

export interface Tap {
  id: number;
  page: Page;
  op: MoneyOp;
  amount: number;
  key: string;
  intent: Intent;
  submittedAt: number;
  /** Fake time it was made. */
  at: number;
  /** The open tabs that had another money call on its way when this tap was made. */
  callsOnTheirWay: Set<Page>;
  told?: Told;
  toldAt?: number;
  /** The request this tap's call sent, if it sent one (a shared or refused tap sends none). */
  post?: Post;
  /** The tap whose call on its way in the same tab this one shares (the same call). */
  shares?: Tap;
}

interface Post {
  tap: Tap;
  key: string;
  intent: Intent;
  sent: Sent;
  /** Fake time it left (the guard's memory counts its day from about then). */
  at: number;
  effect?: LedgerEntry;
  /** The browser event at which the upstream acted on it. */
  effectSeenAt?: number;
  /** The browser event at which an answer of the upstream to it reached an open tab. */
  answeredAt?: number;
}

/** A tab of the browser: a page load of the site, with the form the player last filled in. */
export interface Tab {
  slot: number;
  page: Page;
  api: Api;
  client: QueryClient;
  form?: { op: MoneyOp; amount: number };
}

/** A rule of the money guard broken: the test fails with what happened. */
export class Broken extends Error {
  override readonly name = 'Broken';
}

/**
 * The browser, its tabs and what every tab was told, with the sandbox's ledger as the oracle.
 * Each event (a request leaving or answered, a tap told, a look shown) is checked as it happens;
 * a broken rule is thrown by the next `check()`.
 */
export class MoneyWorld {
  readonly browser: SimulatedBrowser;
  readonly tabs: Array<Tab | undefined> = [];
  private readonly intents = new Map<string, Intent>();
  private readonly taps: Tap[] = [];
  private readonly posts: Post[] = [];
  private readonly looks: Array<{ page: Page; acknowledged?: boolean }> = [];
  private decisions = 0;
  private token = '';
  /** What happened, for the report of a broken rule. */
  private readonly log: string[] = [];
  private broken: Broken | undefined;

  constructor(
    private readonly sandbox: Sandbox,
    webLocks: boolean,
  ) {
    this.browser = simulatedBrowser({
      webLocks,
      onRequest: (sent, phase) => this.guarded(() => this.onRequest(sent, phase)),
    });
    this.watchLedger();
  }

  /** Opens tab 0 and logs the player in (the token is in the storage every tab shares). */
  async login(): Promise<void> {
    const tab = this.openTab(0);
    const { data } = await tab.api.client.POST('/login_user', {
      body: { phone: PLAYER, password: SEED.password },
    });
    this.token = data!.token;
    this.browser.storage.setItem(STORAGE_KEYS.authToken, this.token);
  }

  openTab(slot: number): Tab {
    const page = this.browser.openPage();
    const api = makeApi({
      storage: page.storage,
      moneyMemory: page.storage,
      ...(this.browser.webLocks ? { locks: page.locks } : {}),
      fetch: page.fetch,
    });
    const tab: Tab = { slot, page, api, client: createQueryClient() };
    this.tabs[slot] = tab;
    this.note(`${page.id} opens in tab ${slot}`);
    return tab;
  }

  closeTab(slot: number): void {
    const tab = this.tabs[slot]!;
    this.browser.closePage(tab.page);
    this.tabs[slot] = undefined;
    this.note(`${tab.page.id} is closed`);
  }

  /** A new page load in the tab; the browser keeps what the form held. */
  reloadTab(slot: number): void {
    const form = this.tabs[slot]!.form;
    this.closeTab(slot);
    this.openTab(slot).form = form;
  }

  /** The player types `amount` into `op`'s form in tab `slot` and sends it. */
  type(slot: number, op: MoneyOp, amount: number): Tap {
    this.tabs[slot]!.form = { op, amount };
    return this.submit(slot);
  }

  /**
   * The player sends the form of tab `slot` as it is (Enter, another tap). It is the same intent
   * as before unless the player has been told how that one ended (a new decision).
   */
  submit(slot: number): Tap {
    const tab = this.tabs[slot]!;
    const { op, amount } = tab.form!;
    this.loggedIn();
    const key = `${op.name} ${amount}`;
    let intent = this.intents.get(key);
    if (!intent || !this.stillOpen(intent)) {
      intent = { id: ++this.decisions, key, open: true, effects: [] };
      this.intents.set(key, intent);
    }
    const tap: Tap = {
      id: this.taps.length + 1,
      page: tab.page,
      op,
      amount,
      key,
      intent,
      submittedAt: this.browser.tick(),
      at: Date.now(),
      callsOnTheirWay: new Set(),
    };
    tap.callsOnTheirWay = this.callsOnTheirWay(tap);
    tap.shares = this.taps.find(
      (t) =>
        t.page === tab.page && t.key === key && (!t.told || t.post?.sent.endedAt === undefined),
    );
    this.taps.push(tap);
    this.note(`${tab.page.id}: tap #${tap.id} ${key} (intent ${intent.id})`);
    new MutationObserver(tab.client, op.mutation(tab.api))
      .mutate(op.body(this.sandbox, amount) as never)
      .then(
        (answer) => this.guarded(() => this.told(tap, answered(answer))),
        (error: unknown) => this.guarded(() => this.told(tap, failed(error))),
      );
    return tap;
  }

  /**
   * The player looks at the upstream's figures on tab `slot`, the history or the balances, read
   * afresh; once they are on screen the page acknowledges to the guard, as the site's pages do.
   */
  look(slot: number, what: 'history' | 'balances'): void {
    const { api, client, page } = this.tabs[slot]!;
    this.loggedIn();
    const look: { page: Page; acknowledged?: boolean } = { page };
    this.looks.push(look);
    const fresh = { staleTime: 0 } as const;
    const shown =
      what === 'history'
        ? client.fetchQuery({ ...getUserTransactionsQuery(api), ...fresh })
        : Promise.all([
            client.fetchQuery({ ...getUserQuery(api), ...fresh }),
            client.fetchQuery({ ...getGameCategoryItemsQuery(api), ...fresh }).catch(() => {}),
            client.fetchQuery({ ...getDagaBalanceQuery(api), ...fresh }).catch(() => {}),
          ]);
    this.note(`${page.id}: looks at the ${what}`);
    shown.then(
      () => {
        look.acknowledged = page.open;
        if (!page.open) return;
        api.money.acknowledgeUnknownOutcome();
        this.note(`${page.id}: the ${what} shown, the player has looked`);
        // The player has seen what the upstream shows: what they send next is a new decision.
        for (const intent of this.intents.values()) intent.open = false;
      },
      () => {
        look.acknowledged = false;
        this.note(`${page.id}: the ${what} could not be shown`);
      },
    );
  }

  /** Throws the first rule an event broke since the sequence began. */
  check(): void {
    if (this.broken) throw this.broken;
  }

  /** Taps, looks and requests of open tabs still waiting (none, once every delay has passed). */
  stillWaiting(): string[] {
    return [
      ...this.taps
        .filter((t) => t.page.open && !t.told)
        .map((t) => `tap #${t.id} ${t.key} on ${t.page.id}`),
      ...this.looks
        .filter((l) => l.page.open && l.acknowledged === undefined)
        .map((l) => `a look on ${l.page.id}`),
      ...this.posts
        .filter((p) => p.sent.endedAt === undefined)
        .map((p) => `the request of tap #${p.tap.id}`),
    ];
  }

  /** Whether the last look asked for was shown (and acknowledged). */
  lastLookShown(): boolean {
    return this.looks.at(-1)?.acknowledged === true;
  }

  /** Every call the player made in the sequence, once each. */
  callsMade(): Array<{ op: MoneyOp; amount: number }> {
    const seen = new Map<string, { op: MoneyOp; amount: number }>();
    for (const tap of this.taps) seen.set(tap.key, { op: tap.op, amount: tap.amount });
    return [...seen.values()];
  }

  /** What happened so far. */
  trace(): string {
    return this.log.join('\n');
  }

  /** A line for the report of a broken rule. */
  note(line: string): void {
    this.log.push(`${new Date().toISOString().slice(5, 19)} ${line}`);
  }

  /** Breaks the sequence with `message` and what happened (the first broken rule is kept). */
  fail(message: string): never {
    this.broken ??= new Broken(`${message}\n--- what happened ---\n${this.log.join('\n')}`);
    throw this.broken;
  }

  /** Runs an event's checks: a broken rule is kept for `check()`, not thrown into the client. */
  private guarded(handle: () => void): void {
    try {
      handle();
    } catch (error) {
      if (!(error instanceof Broken)) this.fail(`the test itself failed: ${String(error)}`);
    }
  }

  /** The player logs in again if a 401 ended the session (the sandbox's session is still open). */
  private loggedIn(): void {
    if (!this.browser.storage.getItem(STORAGE_KEYS.authToken))
      this.browser.storage.setItem(STORAGE_KEYS.authToken, this.token);
  }

  /**
   * Whether the player still does not know how `intent` ended. A call remembered for longer than
   * the guard's day is over too: the same amount the next day is a new decision (docs/decisions.md).
   */
  private stillOpen(intent: Intent): boolean {
    const last = this.posts.filter((p) => p.key === intent.key).at(-1);
    if (intent.open && last && Date.now() - last.at > MONEY_UNKNOWN_MEMORY_MS) intent.open = false;
    return intent.open;
  }

  /**
   * The open tabs with a money call on its way (a tap not yet told, a request not yet answered, or
   * the reading that follows its loss), other than the call `tap` would share (its tab's same call).
   */
  private callsOnTheirWay(tap: Tap): Set<Page> {
    const other = (page: Page, key: string) => page.open && !(page === tap.page && key === tap.key);
    return new Set([
      ...this.taps.filter((t) => !t.told && other(t.page, t.key)).map((t) => t.page),
      ...this.posts
        .filter((p) => p.sent.endedAt === undefined && other(p.tap.page, p.key))
        .map((p) => p.tap.page),
    ]);
  }

  private onRequest(sent: Sent, phase: 'start' | 'end'): void {
    const op = sent.method === 'POST' ? opOfPath.get(sent.path) : undefined;
    if (!op) return;
    if (phase === 'start') this.posted(op, sent);
    else this.postAnswered(sent);
  }

  /** A money request left a page: it is the call that page's guard is making for a tap. */
  private posted(op: MoneyOp, sent: Sent): void {
    const tap = this.taps.find((t) => t.page.id === sent.page && !t.told && !t.post && t.op === op);
    if (!tap) this.fail(`${sent.page} sent POST ${sent.path}, which no waiting tap asked for`);
    const post: Post = { tap, key: tap.key, intent: tap.intent, sent, at: Date.now() };
    tap.post ??= post;
    this.posts.push(post);
    this.note(`${sent.page}: POST ${sent.path} leaves for tap #${tap.id}`);
  }

  private postAnswered(sent: Sent): void {
    const post = this.posts.find((p) => p.sent === sent)!;
    const { page } = post.tap;
    this.note(
      `${page.id}: ${sent.status ? `answer ${sent.status}` : 'no answer'} to tap #${post.tap.id}` +
        (page.open ? '' : ' (its page is gone)'),
    );
    if (!page.open || !definite(sent.status!)) return;
    post.answeredAt = sent.endedAt;
    // An answer from the upstream reached an open tab: its screens now show the upstream's figures.
    if (this.intents.get(post.key) === post.intent) post.intent.open = false;
  }

  /**
   * Hears each entry the moment the sandbox writes it to its ledger, with the request the
   * upstream was acting on: every effect is the effect of one request of this browser.
   */
  private watchLedger(): void {
    const { ledger } = this.sandbox.state;
    const push = ledger.push.bind(ledger);
    ledger.push = (...entries: LedgerEntry[]) => {
      const length = push(...entries);
      const sent = this.browser.actingOn();
      for (const entry of entries) this.guarded(() => this.tookEffect(entry, sent));
      return length;
    };
  }

  private tookEffect(entry: LedgerEntry, sent: Sent | undefined): void {
    const post = this.posts.find((p) => p.sent === sent);
    if (!post) this.fail(`the ledger shows ${describe(entry)}, which no tab's request made`);
    if (keyOf(entry) !== post.key)
      this.fail(`tap #${post.tap.id} (${post.key}) made ${describe(entry)}`);
    post.effect = entry;
    post.effectSeenAt = this.browser.tick();
    post.intent.effects.push(entry);
    this.note(`ledger: ${describe(entry)}, by tap #${post.tap.id} (intent ${post.intent.id})`);
    if (post.intent.effects.length > 1)
      this.fail(
        `"Money is never sent twice": intent ${post.intent.id} (${post.key}) took effect ` +
          `${post.intent.effects.length} times`,
      );
  }

  private told(tap: Tap, told: Told): void {
    tap.told = told;
    tap.toldAt = this.browser.tick();
    if (!tap.page.open) return;
    this.note(`${tap.page.id}: tap #${tap.id} told ${describeTold(told)}`);
    const last = this.postOf(tap);
    // "Another transaction is being processed" exactly while one is: in any tab of a browser with
    // Web Locks, in this tab without them.
    const busy = this.browser.webLocks
      ? tap.callsOnTheirWay.size > 0
      : tap.callsOnTheirWay.has(tap.page);
    if (busy && told.kind !== 'refused')
      this.fail(
        `tap #${tap.id} (${tap.key}) went ahead while another money call was on its way ` +
          `(${[...tap.callsOnTheirWay].map((p) => p.id).join(', ')}); it was told ${describeTold(told)}`,
      );
    switch (told.kind) {
      case 'done':
        if (!last?.effect)
          this.fail(`tap #${tap.id} (${tap.key}) was told "done"; the ledger does not show it`);
        if (told.by === 'answer') tap.intent.open = false;
        return;
      case 'not done':
        if (last?.effect)
          this.fail(`tap #${tap.id} (${tap.key}) was told "not done"; the ledger shows it`);
        tap.intent.open = false;
        return;
      case 'refused':
        if (!busy)
          this.fail(
            `tap #${tap.id} (${tap.key}) was told "another transaction is being processed" ` +
              'while no call was on its way',
          );
        return;
      case 'not known yet':
        return this.couldHaveKnown(tap, told.where);
    }
  }

  /**
   * The request a tap was told about: its own, the one of the call it shared in its tab, or else
   * the last one of that call from any tab (the one the guard's memory holds).
   */
  private postOf(tap: Tap): Post | undefined {
    return (
      tap.post ??
      tap.shares?.post ??
      this.posts.filter((p) => p.key === tap.key && p.sent.startedAt < tap.toldAt!).at(-1)
    );
  }

  /**
   * "Not known yet" only when it cannot be known: a request that took effect before its answer
   * was lost (or before the wait ran out) is told "done" when every read of the upstream's
   * evidence for that call was answered, the session was open, and no other call that moves the
   * same figures was made meanwhile (in another tab, the same one too) or still had an unknown
   * outcome when this one left (the figures could not tell the two moves apart).
   */
  private couldHaveKnown(tap: Tap, where: MoneyFinding['where']): void {
    const { post } = tap;
    const evidence = tap.op.evidence;
    if (where === 'support' || !evidence || !post?.effectSeenAt) return;
    const during = (at: number | undefined) =>
      at !== undefined && at > tap.submittedAt && at < tap.toldAt!;
    const reads = this.browser.sent.filter(
      (s) =>
        s.page === tap.page.id && s.method === 'GET' && s.path === evidence && during(s.startedAt),
    );
    if (reads.some((s) => s.status !== 200)) return;
    if (this.browser.sent.some((s) => s.status === 401 && during(s.endedAt))) return;
    if (!during(post.effectSeenAt)) return;
    const meanwhile = this.taps.some(
      (t) =>
        t.op.evidence === evidence &&
        !(t.page === tap.page && t.key === tap.key) &&
        during(t.submittedAt),
    );
    if (meanwhile || this.unknownWhenLeft(post, evidence)) return;
    this.fail(
      `tap #${tap.id} (${tap.key}) was told "not known yet", yet its request took effect and ` +
        `the upstream's evidence could be read (${reads.length} read(s), all answered)`,
    );
  }

  /**
   * Whether, when `post` left, a call moving the same figures (another, or the same one sent
   * before from any tab) had been made within the guard's day with no answer of the upstream to
   * it since.
   */
  private unknownWhenLeft(post: Post, evidence: string): boolean {
    const left = post.sent.startedAt;
    const flight = (t: Tap) => t === post.tap || t.shares === post.tap;
    const keys = new Set(this.taps.filter((t) => t.op.evidence === evidence).map((t) => t.key));
    return [...keys].some((key) => {
      const made = [
        ...this.taps.filter((t) => t.key === key && t.submittedAt < left && !flight(t)),
        ...this.posts.filter((p) => p.key === key && p.sent.startedAt < left),
      ];
      const lastMade = Math.max(
        ...made.map((m) => ('submittedAt' in m ? m.submittedAt : m.sent.startedAt)),
      );
      const lastAt = Math.max(...made.map((m) => m.at));
      const lastAnswer = Math.max(
        ...this.posts
          .filter((p) => p.key === key && p.answeredAt !== undefined && p.answeredAt < left)
          .map((p) => p.answeredAt!),
      );
      return (
        made.length > 0 && lastMade > lastAnswer && post.at - lastAt <= MONEY_UNKNOWN_MEMORY_MS
      );
    });
  }
}

/** An answer of the upstream (a 502 or 504 is a gateway's, and says nothing of the upstream). */
const definite = (status: number) => status !== 0 && status !== 502 && status !== 504;

function answered(answer: unknown): Told {
  // Transfer-all answers 200 with a result per game: nothing moved when every game failed.
  if (Array.isArray(answer) && !answer.some((r: { status?: boolean }) => r.status))
    return { kind: 'not done', code: 'NO_GAME_MOVED' };
  return { kind: 'done', by: 'answer' };
}

function failed(error: unknown): Told {
  if (
    !(error instanceof ApiError) ||
    (error.status === 0 &&
      error.code !== MONEY_CALL_IN_PROGRESS &&
      error.code !== MONEY_OUTCOME_UNKNOWN)
  )
    throw error;
  if (error.code === MONEY_CALL_IN_PROGRESS) return { kind: 'refused' };
  if (error.code === MONEY_OUTCOME_UNKNOWN) {
    const finding = error.body as MoneyFinding;
    return finding.status === 'done'
      ? { kind: 'done', by: 'finding' }
      : { kind: 'not known yet', where: finding.where };
  }
  return { kind: 'not done', code: error.code };
}

/** The call (`<op> <amount>`) a ledger entry is the effect of. */
function keyOf(entry: LedgerEntry): string {
  const op = MONEY_OPS.find(
    (o) =>
      o.operation === entry.operation &&
      (o.phone ?? PLAYER) === entry.phone &&
      (o.game === undefined || String(o.game) === entry.ref),
  );
  return `${op?.name ?? entry.operation} ${entry.amount}`;
}

const describe = (e: LedgerEntry) => `#${e.seq} ${e.operation} ${e.amount} ${e.unit}`;

function describeTold(told: Told): string {
  switch (told.kind) {
    case 'done':
      return `"done" (${told.by})`;
    case 'not done':
      return `"not done" (${told.code})`;
    case 'not known yet':
      return `"not known yet" (${told.where})`;
    case 'refused':
      return '"another transaction is being processed"';
  }
}
