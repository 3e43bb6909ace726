// The public entry of @wallet/api. Each operation's options are named after its operationId in
// openapi/openapi.yaml: `<operationId>Query(api, …)` for reads, `<operationId>Mutation(api)` for writes.
export type { ApiConfig, MalformedReport } from './config';
export { createApi, call, type Api, type UpstreamClient } from './client';
export { ApiError, isApiError, toApiError } from './errors';
export type { NetworkStatus } from './network';
export { apiConfigFromEnv, SANDBOX_DEFAULTS, type SiteEnv } from './env';
export {
  createQueryClient,
  isRetryable,
  retryDelay,
  type QueryClientOptions,
} from './query-client';
export { queryKeys } from './keys';
export { OPENING_FRESH_MS, READ_ON_RETURN } from './freshness';
export { followPlayerReturn } from './return-signals';
export type * from './types';
export type { OperationOptions } from './mutation';
export type { paths, components } from './generated/schema';
export * from './operations/content';
export * from './operations/auth';
export * from './operations/register';
export * from './operations/account';
export * from './operations/deposit';
export * from './operations/withdraw';
export * from './operations/bank-account';
export * from './operations/transactions';
export * from './operations/games';
export * from './operations/notifications';
export * from './operations/agency';
