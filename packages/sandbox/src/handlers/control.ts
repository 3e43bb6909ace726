import { http } from 'msw';
import { filterLedger } from '../state/ledger.js';
import { approve, formatK, kToVnd, markPaid, reject } from '../state/money.js';
import { findTransaction, resetState } from '../state/store.js';
import type { Agent, Approval, Fault, FaultKind, Player, Transaction } from '../state/types.js';
import { bad, type Ctx, json, num, param, readBody, text } from './context.js';
import { transactionDetail } from './views.js';

export interface SandboxStats {
  /** Contract violations seen by the HTTP server's `validate` option. */
  contractViolations: number;
  lastViolations: string[];
}

const STATUS_NAMES: Record<string, Approval> = {
  pending: 0,
  approved: 1,
  rejected: 2,
  paid: 3,
  processing: 4,
};

/** A Record, so that a new kind in the type cannot be forgotten here. */
const FAULT_KINDS: Record<FaultKind, true> = {
  status: true,
  delay: true,
  drop: true,
  'drop-after': true,
  'delay-after': true,
};

export function playerView(p: Player) {
  return {
    phone: p.phone,
    password: p.password,
    balance: formatK(p.balanceVnd),
    balance_vnd: p.balanceVnd,
    user_id: p.user_id,
    user_name: p.user_name,
    raw_string: p.raw_string,
    is_approved: p.is_approved,
    allow_deposit: p.allow_deposit,
    allow_withdraw: p.allow_withdraw,
    allow_login: p.allow_login,
    require_reset: p.require_reset,
    agent_id: p.agent_id,
    max_account_count: p.max_account_count,
    banks: p.banks,
    game_points: p.gamePoints,
    daga_points: p.dagaPoints,
    unread: p.notifications.filter((n) => n.read === 0).length,
  };
}

const txnView = (t: Transaction) => ({
  ...transactionDetail(t),
  phone: t.phone,
  payment_method: t.payment_method,
  credited: t.credited,
  refunded: t.refunded,
});

/** A player as the control API shows it (balance in K and in whole VND). */
export type PlayerView = ReturnType<typeof playerView>;
/** A transaction as the control API shows it: the upstream's detail plus who and how it was settled. */
export type TransactionView = ReturnType<typeof txnView>;
export type SettleAction = 'approve' | 'reject' | 'paid';
/** The fields PATCH /__sandbox/players/{phone} accepts; `balance` is in K. */
export interface PlayerPatch {
  is_approved?: 1 | 2;
  allow_deposit?: boolean;
  allow_withdraw?: boolean;
  allow_login?: boolean;
  require_reset?: boolean;
  user_name?: string | null;
  raw_string?: string | null;
  user_id?: number | null;
  balance?: number | string;
  max_account_count?: number;
  password?: string;
}

/** GET /__sandbox/state. */
export interface StateView extends SandboxStats {
  apiBase: string;
  players: PlayerView[];
  transactions: TransactionView[];
  agents: Agent[];
  otps: Record<string, string>;
  faults: Fault[];
  sessions: number;
  ledgerEntries: number;
}

type Patch = (p: Player, v: unknown) => string | null;
const bool =
  (key: 'allow_deposit' | 'allow_withdraw' | 'allow_login' | 'require_reset'): Patch =>
  (p, v) => {
    if (typeof v !== 'boolean') return `${key} must be a boolean`;
    p[key] = v;
    return null;
  };
const nullableText =
  (key: 'user_name' | 'raw_string'): Patch =>
  (p, v) => {
    if (v !== null && typeof v !== 'string') return `${key} must be a string or null`;
    p[key] = v === '' ? null : v;
    return null;
  };

/** The fields PATCH /__sandbox/players/{phone} accepts: the console's five plus a few that make tests shorter. */
const PATCHES: Record<keyof PlayerPatch, Patch> = {
  is_approved: (p, v) => {
    if (v !== 1 && v !== 2) return 'is_approved must be 1 or 2';
    p.is_approved = v;
    return null;
  },
  allow_deposit: bool('allow_deposit'),
  allow_withdraw: bool('allow_withdraw'),
  allow_login: bool('allow_login'),
  require_reset: bool('require_reset'),
  user_name: nullableText('user_name'),
  raw_string: nullableText('raw_string'),
  user_id: (p, v) => {
    if (v !== null && !Number.isInteger(v)) return 'user_id must be an integer or null';
    p.user_id = v as number | null;
    return null;
  },
  /** Main balance in thousands (K), as the API shows it. */
  balance: (p, v) => {
    const k = num(v);
    if (!Number.isFinite(k) || k < 0) return 'balance must be a non-negative number of K';
    p.balanceVnd = kToVnd(k);
    return null;
  },
  max_account_count: (p, v) => {
    if (!Number.isInteger(v) || (v as number) < 0)
      return 'max_account_count must be a non-negative integer';
    p.max_account_count = v as number;
    return null;
  },
  password: (p, v) => {
    if (typeof v !== 'string' || !v) return 'password must be a non-empty string';
    p.password = v;
    return null;
  },
};

/** The control API the console, the tests and the browser suite drive (JSON under /__sandbox). */
export function controlHandlers(ctx: Ctx, stats: SandboxStats) {
  const { state, opts } = ctx;
  const at = (path: string) => ctx.site(`/__sandbox${path}`);

  return [
    http.post(at('/reset'), () => {
      resetState(state, opts.now());
      opts.log('sandbox reset to seed');
      return json({ status: true });
    }),

    http.get(at('/state'), () =>
      json({
        apiBase: opts.apiBase,
        players: [...state.players.values()].map(playerView),
        transactions: state.transactions.map(txnView),
        agents: state.agents,
        otps: Object.fromEntries([...state.otps].map(([phone, otp]) => [phone, otp.code])),
        faults: state.faults,
        sessions: state.tokens.size,
        ledgerEntries: state.ledger.length,
        contractViolations: stats.contractViolations,
        lastViolations: stats.lastViolations,
      } satisfies StateView),
    ),

    http.get(at('/transactions'), ({ request }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status') ?? 'all';
      const phone = url.searchParams.get('phone');
      const wanted =
        status === 'all'
          ? null
          : (STATUS_NAMES[status] ?? (Number.isInteger(Number(status)) ? Number(status) : -1));
      const data = state.transactions
        .filter(
          (t) => (wanted === null || t.is_approved === wanted) && (!phone || t.phone === phone),
        )
        .sort((a, b) => b.created - a.created || b.id - a.id)
        .map(txnView);
      return json({ status: true, data });
    }),

    http.get(at('/ledger'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const data = filterLedger(state, query.get('phone'), query.get('operation'));
      return json({ status: true, data });
    }),

    http.get(at('/balance-calls'), ({ request }) => {
      const phone = new URL(request.url).searchParams.get('phone');
      const data = state.balanceCalls.filter((c) => phone === null || c.phone === phone);
      return json({ status: true, data });
    }),

    http.post(at('/transactions/:id/:action'), async (info) => {
      const txn = findTransaction(state, param(info, 'id'));
      if (!txn) return bad(404, 'NOT_FOUND');
      const action = param(info, 'action');
      const body = await readBody(info.request);
      const now = opts.now();
      const result =
        action === 'approve'
          ? approve(state, txn, now)
          : action === 'reject'
            ? reject(state, txn, now, text(body.note) || undefined)
            : action === 'paid'
              ? markPaid(txn)
              : null;
      if (!result) return bad(404, 'UNKNOWN_ACTION');
      // 409: the transaction is already final (or not pending for "paid"); nothing changed.
      if (!result.ok) return bad(409, result.message);
      opts.log(`${action} ${txn.transaction_id}`);
      return json({ status: true, data: txnView(txn) });
    }),

    http.patch(at('/players/:phone'), async (info) => {
      const player = state.players.get(param(info, 'phone'));
      if (!player) return bad(404, 'NOT_FOUND');
      const body = await readBody(info.request);
      for (const key of Object.keys(body))
        if (!Object.hasOwn(PATCHES, key)) return bad(400, `Unknown field ${key}`);
      // Validate everything on a copy first so a bad field changes nothing.
      const draft: Player = { ...player };
      for (const [key, value] of Object.entries(body)) {
        const error = PATCHES[key as keyof PlayerPatch](draft, value);
        if (error) return bad(400, error);
      }
      Object.assign(player, draft);
      opts.log(`player ${player.phone} patched: ${JSON.stringify(body)}`);
      return json({ status: true, data: playerView(player) });
    }),

    http.get(at('/otp/:phone'), (info) => {
      const otp = state.otps.get(param(info, 'phone'));
      return otp ? json({ otp: otp.code }) : bad(404, 'NO_OTP');
    }),

    http.get(at('/faults'), () => json({ status: true, data: state.faults })),

    http.post(at('/faults'), async ({ request }) => {
      const body = await readBody(request);
      const kind = text(body.kind);
      const path = text(body.path);
      const times = body.times === undefined ? 1 : num(body.times);
      if (!Object.hasOwn(FAULT_KINDS, kind))
        return bad(400, `kind must be one of ${Object.keys(FAULT_KINDS).join(', ')}`);
      if (!path.startsWith('/')) return bad(400, 'path must start with /');
      if (!Number.isInteger(times) || times < 1)
        return bad(400, 'times must be a positive integer');
      const fault: Fault = {
        id: ++state.seq.fault,
        method: text(body.method) ? text(body.method).toUpperCase() : null,
        path,
        times,
        kind: kind as FaultKind,
        delayMs: body.delayMs === undefined ? 1000 : num(body.delayMs),
        status: body.status === undefined ? 500 : num(body.status),
        body: body.body,
      };
      if (!(fault.delayMs >= 0)) return bad(400, 'delayMs must be a non-negative number');
      if (!Number.isInteger(fault.status) || fault.status < 200 || fault.status > 599)
        return bad(400, 'status must be 200..599');
      state.faults.push(fault);
      opts.log(`fault added: ${JSON.stringify(fault)}`);
      return json({ status: true, data: fault }, 201);
    }),

    http.delete(at('/faults'), () => {
      state.faults.length = 0;
      return json({ status: true });
    }),
  ];
}
