export { createSandbox, type Sandbox } from './sandbox.js';
export type { SandboxOptions, ResolvedOptions } from './options.js';
export type { SandboxState } from './state/store.js';
export type * from './state/types.js';
export type {
  PlayerPatch,
  PlayerView,
  SandboxStats,
  SettleAction,
  StateView,
  TransactionView,
} from './handlers/control.js';
export { sandboxControl, SandboxControlError, type SandboxControl } from './control-client.js';
export { FAULT_HEADER } from './handlers/faults.js';
export type { ReceivedReport } from './handlers/reports.js';
export { SEED, SEED_PASSWORD, pageDepositBody } from './seed/constants.js';
export { BANKS, BANK_NAMES } from './seed/banks.js';
export { DAGA_RATES } from './seed/games.js';
export { buildVietQrPayload, crc16ccitt, vietQrDataUrl, type VietQrInput } from './vietqr.js';
