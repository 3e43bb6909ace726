import type { RequestHandler } from 'msw';
import { agencyHandlers } from './handlers/agency.js';
import { authHandlers } from './handlers/auth.js';
import { bankHandlers } from './handlers/banks.js';
import { contentHandlers } from './handlers/content.js';
import { createCtx } from './handlers/context.js';
import { controlHandlers, type SandboxStats } from './handlers/control.js';
import { pageHandlers } from './handlers/pages.js';
import { reportHandlers, type ReceivedReport } from './handlers/reports.js';
import { depositHandlers } from './handlers/deposit.js';
import { faultHandler } from './handlers/faults.js';
import { gameHandlers } from './handlers/games.js';
import { notificationHandlers } from './handlers/notifications.js';
import { trackerHandlers } from './handlers/tracker.js';
import { transactionHandlers } from './handlers/transactions.js';
import { withdrawHandlers } from './handlers/withdraw.js';
import { resolveOptions, type ResolvedOptions, type SandboxOptions } from './options.js';
import { createState, resetState, type SandboxState } from './state/store.js';

export interface Sandbox {
  /** MSW handlers: pass them to setupServer (node), setupWorker (browser) or the HTTP server. */
  handlers: RequestHandler[];
  /** The live in-memory state; read it in tests, change it through the control API where possible. */
  state: SandboxState;
  /** Back to the seed (also drops sessions, OTPs, faults and rate-limit clocks). */
  reset(): void;
  options: ResolvedOptions;
  stats: SandboxStats;
  /** The reports sites sent (`/__sandbox/reports`); a reset keeps them (handlers/reports.ts). */
  reports: ReceivedReport[];
}

export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const opts = resolveOptions(options);
  const state = createState(opts.now());
  const ctx = createCtx(state, opts);
  const stats: SandboxStats = { contractViolations: 0, lastViolations: [] };
  const reports: ReceivedReport[] = [];
  const upstream: RequestHandler[] = [
    ...controlHandlers(ctx, stats),
    ...reportHandlers(ctx, reports),
    ...pageHandlers(ctx),
    ...trackerHandlers(ctx),
    ...contentHandlers(ctx),
    ...authHandlers(ctx),
    ...depositHandlers(ctx),
    ...withdrawHandlers(ctx),
    ...bankHandlers(ctx),
    ...transactionHandlers(ctx),
    ...gameHandlers(ctx),
    ...notificationHandlers(ctx),
    ...agencyHandlers(ctx),
  ];
  // Faults first: they answer instead of (status, drop) or before (delay) the normal handlers, or
  // run those themselves and then spoil the answer (drop-after, delay-after).
  const handlers = [faultHandler(ctx, upstream), ...upstream];
  return {
    handlers,
    state,
    reset: () => resetState(state, opts.now()),
    options: opts,
    stats,
    reports,
  };
}
