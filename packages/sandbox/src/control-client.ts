import type {
  PlayerPatch,
  PlayerView,
  SettleAction,
  StateView,
  TransactionView,
} from './handlers/control.js';
import type { ReceivedReport } from './handlers/reports.js';
import { SEED } from './seed/constants.js';
import type {
  BalanceCall,
  Fault,
  FaultInput,
  LedgerEntry,
  LedgerOperation,
} from './state/types.js';

/** A control call the sandbox refused; `message` is its answer's (NOT_FOUND, NO_OTP, …). */
export class SandboxControlError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    call: string,
  ) {
    const message = (body as { message?: unknown } | null)?.message;
    super(`${call} answered ${status}${typeof message === 'string' ? ` ${message}` : ''}`);
    this.name = 'SandboxControlError';
  }
}

/** The sandbox's control API (`/__sandbox/*`) and a seeded login, typed; every refusal throws. */
export interface SandboxControl {
  readonly origin: string;
  /** Back to the seed: sessions, OTPs, faults, ledger and rate-limit clocks are dropped. */
  reset(): Promise<void>;
  state(): Promise<StateView>;
  /** One player from the state; throws when the sandbox has no such phone. */
  player(phone: string): Promise<PlayerView>;
  injectFault(fault: FaultInput): Promise<Fault>;
  faults(): Promise<Fault[]>;
  clearFaults(): Promise<void>;
  /** Logs a player in through the API (`${origin}/api`) with the sandbox's captcha token; returns the token. */
  tokenFor(phone: string, password?: string): Promise<string>;
  ledger(filter?: { phone?: string; operation?: LedgerOperation }): Promise<LedgerEntry[]>;
  balanceCalls(phone?: string): Promise<BalanceCall[]>;
  /** Newest first; `status` is a name (pending, approved, …), `all` or a number. */
  transactions(filter?: { status?: string | number; phone?: string }): Promise<TransactionView[]>;
  /** Decides a transaction by its numeric id or its transaction_id, as staff would in the console. */
  settle(
    id: string | number,
    action: SettleAction,
    body?: { note?: string },
  ): Promise<TransactionView>;
  patchPlayer(phone: string, patch: PlayerPatch): Promise<PlayerView>;
  /** The OTP the sandbox "sent" to the phone. */
  otp(phone: string): Promise<string>;
  /** The reports sites sent it (`csp`: the policy's, `errors`: the telemetry seam's), oldest first. */
  reports(channel?: string): Promise<ReceivedReport[]>;
}

const query = (params: Record<string, string | number | undefined>) => {
  const defined = Object.entries(params).filter(([, v]) => v !== undefined);
  return defined.length ? `?${new URLSearchParams(defined.map(([k, v]) => [k, String(v)]))}` : '';
};

/**
 * A client for the sandbox at `origin` (http://localhost:4010, or the in-process sandbox's origin).
 * Node tests and the browser suite use it instead of writing `/__sandbox/*` calls by hand.
 */
export function sandboxControl(
  origin: string,
  // Looked up at each call: msw replaces the global fetch when its server starts listening, which
  // may be after this client was made.
  fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
): SandboxControl {
  async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(url, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const answer: unknown = text ? JSON.parse(text) : null;
    if (!response.ok) throw new SandboxControlError(response.status, answer, `${method} ${url}`);
    return answer as T;
  }
  const control = <T>(method: string, path: string, body?: unknown) =>
    call<T>(method, `${origin}/__sandbox${path}`, body);
  const data = async <T>(method: string, path: string, body?: unknown) =>
    (await control<{ data: T }>(method, path, body)).data;

  const client: SandboxControl = {
    origin,
    reset: async () => void (await control('POST', '/reset')),
    state: () => control<StateView>('GET', '/state'),
    player: async (phone) => {
      const player = (await client.state()).players.find((p) => p.phone === phone);
      if (!player) throw new SandboxControlError(404, { message: 'NOT_FOUND' }, `player ${phone}`);
      return player;
    },
    injectFault: (fault) => data<Fault>('POST', '/faults', fault),
    faults: () => data<Fault[]>('GET', '/faults'),
    clearFaults: async () => void (await control('DELETE', '/faults')),
    tokenFor: async (phone, password = SEED.password) =>
      (
        await call<{ token: string }>('POST', `${origin}/api/login_user`, {
          phone,
          password,
          captcha_token: SEED.captchaToken,
        })
      ).token,
    ledger: ({ phone, operation } = {}) =>
      data<LedgerEntry[]>('GET', `/ledger${query({ phone, operation })}`),
    balanceCalls: (phone) => data<BalanceCall[]>('GET', `/balance-calls${query({ phone })}`),
    transactions: ({ status, phone } = {}) =>
      data<TransactionView[]>('GET', `/transactions${query({ status, phone })}`),
    settle: (id, action, body) =>
      data<TransactionView>('POST', `/transactions/${encodeURIComponent(id)}/${action}`, body),
    patchPlayer: (phone, patch) =>
      data<PlayerView>('PATCH', `/players/${encodeURIComponent(phone)}`, patch),
    otp: async (phone) =>
      (await control<{ otp: string }>('GET', `/otp/${encodeURIComponent(phone)}`)).otp,
    reports: (channel) => data<ReceivedReport[]>('GET', `/reports${query({ channel })}`),
  };
  return client;
}
