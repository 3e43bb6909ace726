/**
 * Texts the spec fixes for transport-level outcomes. Issue-by-issue the full code-to-message
 * catalogue grows here; screens never write these strings themselves.
 */

/** "any 401 on a call clears local storage, alerts 'Session expired. Please login again.'" */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** The upstream's own texts that the client reacts to (section 1: "'Unauthenticated.' or 'timeout exceeded'"). */
export const UNAUTHENTICATED = 'Unauthenticated.';
export const TIMEOUT_EXCEEDED = 'timeout exceeded';

/** Codes the client gives failures that never reached the upstream. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

/** Home and loading (000, section 8): "Banners: 'Failed to load banners'". */
export const BANNERS_LOAD_FAILED = 'Failed to load banners';

/** Not-found page (001, section 2): "The message is 'Trang mà bạn đang tìm kiếm không tồn tại.'" */
export const NOT_FOUND_MESSAGE = 'Trang mà bạn đang tìm kiếm không tồn tại.';
