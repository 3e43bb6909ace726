/** Shapes kept in the sandbox's memory. Public response shapes are built from these in the handlers. */

export type Approval = 0 | 1 | 2 | 3 | 4;

export interface UserBank {
  id: number;
  bank_name: string;
  account_number: string;
  User_name: string;
}

export interface Notification {
  id: number;
  title: string;
  message: string;
  read: 0 | 1;
  created_at: number;
  updated_at: number;
}

export interface Player {
  phone: string;
  password: string;
  /** Main wallet in whole VND; the API shows it in thousands ("K"). Integer VND avoids float drift. */
  balanceVnd: number;
  user_id: number | null;
  user_name: string | null;
  raw_string: string | null;
  is_approved: 1 | 2;
  allow_deposit: boolean;
  allow_withdraw: boolean;
  allow_login: boolean;
  require_reset: boolean;
  agent_id: string | null;
  max_account_count: number;
  banks: UserBank[];
  /** Game points keyed by game_id. */
  gamePoints: Record<number, number>;
  dagaPoints: number;
  notifications: Notification[];
  failedLogins: number;
  /** Set after 5 wrong passwords in a row; login answers TOO_MANY_ATTEMPTS until this time. */
  lockedUntil: number | null;
}

export type Purpose = 'deposit' | 'withdraw';

export interface Transaction {
  id: number;
  transaction_id: string;
  phone: string;
  purpose: Purpose;
  /** Whole VND. */
  amount: number;
  created: number;
  is_approved: Approval;
  is_redirect: 0 | 1;
  payment_url: string | null;
  payment_qr: string | null;
  bank_name: string;
  bank_account_name: string;
  bank_account_number: string;
  note: string | null;
  payment_method: string;
  /** Money bookkeeping: each flag flips once, which is what makes double credit or refund impossible. */
  credited: boolean;
  refunded: boolean;
}

/** The money requests the ledger records, named by method and contract path template. */
export type LedgerOperation =
  | 'POST /account/deposit'
  | 'POST /public/deposit'
  | 'POST /account/withdraw'
  | 'POST /public/withdraw'
  | 'POST /player/game/login'
  | 'POST /player/daga/deposit'
  | 'POST /player/points/withdraw/game/{id}'
  | 'POST /player/points/withdraw/daga'
  | 'POST /player/points/withdraw/all';

/** A balance call as it reached the sandbox: `at` on the sandbox clock, `limited` when it was a 429. */
export interface BalanceCall {
  phone: string;
  path: string;
  at: number;
  limited: boolean;
}

/** One money request the upstream accepted and acted on; a refused request adds none. */
export interface LedgerEntry {
  /** 1, 2, … in the order the requests changed state. */
  seq: number;
  /** The sandbox clock (`now()`) when it happened. */
  at: number;
  operation: LedgerOperation;
  phone: string;
  /** What the request moved, in the unit the request used. */
  amount: number;
  /** 'vnd' for deposits and withdrawals, 'k' (main-wallet thousands) into a game, 'points' out of one. */
  unit: 'vnd' | 'k' | 'points';
  /** The transaction_id of a deposit or withdrawal; the game id of a transfer ("101,201" for transfer-all). */
  ref: string;
  /** Transfer-all only: the games that moved and their points. */
  items?: { game_id: number; amount: number }[];
}

export interface GameRates {
  min_amount: number;
  max_amount: number | null;
  division_rate?: number;
  multiply_rate?: number;
}

/** How a game's provider behaves in the sandbox. */
export type ProviderMode = 'ok' | 'not_supported' | 'network_error';

export interface Game {
  id: number;
  game_id: number;
  game_platform_id: number;
  game_category_id: number;
  name: { vn: string; en: string };
  slug: string;
  rates: GameRates | null;
  provider: ProviderMode;
}

export interface GameCategory {
  id: number;
  name: { vn: string; en: string };
  slug: string;
  games: Game[];
}

export interface HouseBank {
  id: number;
  bank_name: string;
  code: string;
  bin: string;
  account_number: string;
  account_name: string;
  /** 'maintenance' answers BANK_NOT_SUPPORTED, 'qr_broken' answers FAILD_TO_GET_QR. */
  mode: 'ok' | 'maintenance' | 'qr_broken';
  min_deposit_amount?: number;
  max_deposit_amount?: number;
}

export type DepositFlow = 'qr' | 'redirect' | 'auto';

export interface PaymentMethod {
  id: number;
  payment_method_code: string;
  payment_method_name: string;
  sort_order: number;
  min_deposit_amount: number;
  max_deposit_amount: number;
  bankIds: number[];
  flow: DepositFlow;
  maintenance: boolean;
  /** Listed in the visitor deposit modal too. */
  public: boolean;
}

export interface PaymentCategory {
  id: number;
  category_code: string;
  name: string;
  sort_order: number;
  methods: PaymentMethod[];
}

export interface Otp {
  code: string;
  createdAt: number;
}

export interface Agent {
  name: string;
  phone: string;
  password: string;
}

/**
 * 'status' answers instead of the upstream, 'drop' cuts the connection before it; 'delay' waits, then
 * the upstream answers. 'drop-after' and 'delay-after' let the upstream act first (its state changes),
 * then lose the answer or send it late: "the connection dropped after the request was sent".
 */
export type FaultKind = 'status' | 'delay' | 'drop' | 'drop-after' | 'delay-after';

export interface Fault {
  id: number;
  method: string | null;
  path: string;
  times: number;
  kind: FaultKind;
  delayMs: number;
  status: number;
  body: unknown;
}

/** A fault as POST /__sandbox/faults accepts it; the sandbox fills in the rest of `Fault`. */
export interface FaultInput {
  /** "/api/user", or relative to the API base ("/user"); a trailing "*" matches a prefix. */
  path: string;
  /** How many matching calls it applies to; 1 when left out. */
  times?: number;
  kind: FaultKind;
  /** Any method when left out. */
  method?: string;
  /** Kind 'status': the status (500 when left out) and the JSON body (`SANDBOX_FAULT` when left out). */
  status?: number;
  body?: unknown;
  /** Kinds 'delay' and 'delay-after': milliseconds, 1000 when left out. */
  delayMs?: number;
}

export interface Content {
  banners: { id: number; slug: string; url: string }[];
  marquee: { id: number; content: string }[];
  announcements: {
    id: number;
    title: string;
    content: string;
    image: string | null;
    url: string | null;
    is_redirect: 0 | 1;
  }[];
  promotions: {
    id: number;
    slug: string;
    title: string;
    body: string;
    startOffsetDays: number;
    endOffsetDays: number | null;
  }[];
  links: { id: number; value: string }[];
}
