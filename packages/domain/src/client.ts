/**
 * The client's defaults that the spec fixes (000 §9) and no rule here uses: @wallet/api's query
 * client reads them. Times are in milliseconds.
 */

/** 000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_CACHE_MS = 5 * 60 * 1000;
/** 000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_RETRIES = 3;
/** 000 §9 "Client caching defaults: 5 minutes cache, 3 retries with back-off capped at 30 s" */
export const CLIENT_RETRY_CAP_MS = 30_000;
