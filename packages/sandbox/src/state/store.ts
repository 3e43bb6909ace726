import { seedHouseBanks, seedPaymentCategories } from '../seed/banks.js';
import { seedContent } from '../seed/content.js';
import { seedGameCategories } from '../seed/games.js';
import { seedPeople } from '../seed/players.js';
import { vnDateCompact } from './time.js';
import type {
  Agent,
  BalanceCall,
  Content,
  Fault,
  GameCategory,
  HouseBank,
  LedgerEntry,
  Otp,
  PaymentCategory,
  Player,
  Purpose,
  Transaction,
} from './types.js';

export interface SandboxState {
  players: Map<string, Player>;
  /** Session token -> phone. */
  tokens: Map<string, string>;
  transactions: Transaction[];
  /** Money requests that changed state, oldest first (see ledger.ts). */
  ledger: LedgerEntry[];
  houseBanks: HouseBank[];
  paymentCategories: PaymentCategory[];
  gameCategories: GameCategory[];
  content: Content;
  otps: Map<string, Otp>;
  /** Token returned by verify-otp -> phone; used once by forgot-password. */
  resetTokens: Map<string, string>;
  agents: Agent[];
  faults: Fault[];
  /** `${phone} ${path}` -> time of the last answered balance call. */
  rateClock: Map<string, number>;
  /** Every balance call that reached the sandbox, oldest first: how tests count a client's rate. */
  balanceCalls: BalanceCall[];
  /**
   * `${method} ${path}` of requests a 'drop-after' fault acted on: the HTTP server sends their
   * answer's first bytes before cutting the line, as a real answer lost on its way would be.
   */
  lostAnswers: string[];
  seq: { transaction: number; notification: number; bank: number; fault: number; userId: number };
  seededAt: number;
}

function freshState(now: number): SandboxState {
  const people = seedPeople(now);
  const state: SandboxState = {
    players: new Map(people.players.map((p) => [p.phone, p])),
    tokens: new Map(),
    transactions: [],
    ledger: [],
    houseBanks: seedHouseBanks(),
    paymentCategories: seedPaymentCategories(),
    gameCategories: seedGameCategories(),
    content: seedContent(),
    otps: new Map(),
    resetTokens: new Map(),
    agents: people.agents,
    faults: [],
    rateClock: new Map(),
    balanceCalls: [],
    lostAnswers: [],
    seq: { transaction: 0, notification: 100, bank: 100, fault: 0, userId: 2000 },
    seededAt: now,
  };
  for (const t of people.transactions) addTransaction(state, t);
  return state;
}

export function createState(now: number): SandboxState {
  return freshState(now);
}

/** Reset in place so that anyone holding the state object sees the seed again. */
export function resetState(state: SandboxState, now: number): void {
  Object.assign(state, freshState(now));
}

export function addTransaction(
  state: SandboxState,
  t: Omit<Transaction, 'id' | 'transaction_id'>,
): Transaction {
  const id = ++state.seq.transaction;
  const prefix = t.purpose === 'deposit' ? 'DP' : 'WD';
  const txn: Transaction = {
    ...t,
    id,
    transaction_id: `${prefix}${vnDateCompact(t.created)}${String(id).padStart(6, '0')}`,
  };
  state.transactions.push(txn);
  return txn;
}

/** Accepts the numeric `id` or the string `transaction_id`; the deposit result only carries the latter. */
export function findTransaction(state: SandboxState, ref: string): Transaction | undefined {
  return state.transactions.find((t) => String(t.id) === ref || t.transaction_id === ref);
}

export function playerTransactions(
  state: SandboxState,
  phone: string,
  purpose?: Purpose,
): Transaction[] {
  return state.transactions
    .filter((t) => t.phone === phone && (!purpose || t.purpose === purpose))
    .sort((a, b) => b.created - a.created || b.id - a.id);
}

export function randomToken(bytes = 24): string {
  const buf = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function issueToken(state: SandboxState, phone: string): string {
  const token = randomToken();
  state.tokens.set(token, phone);
  return token;
}

export function playerForRequest(
  state: SandboxState,
  request: Request,
): { player: Player; token: string } | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return null;
  const token = match[1]!.trim();
  const phone = state.tokens.get(token);
  const player = phone ? state.players.get(phone) : undefined;
  return player ? { player, token } : null;
}

export function addNotification(
  state: SandboxState,
  player: Player,
  title: string,
  message: string,
  now: number,
): void {
  player.notifications.push({
    id: ++state.seq.notification,
    title,
    message,
    read: 0,
    created_at: now,
    updated_at: now,
  });
}
