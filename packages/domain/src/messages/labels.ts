// Labels that rules produce (001 §2, §4)

/** 001 §2 "the real-money conversion, labelled 'Thực tế'" */
export const REAL_AMOUNT_LABEL = 'Thực tế';
/** 000 §2 "a 'Triệu' (million) label is also understood" */
export const TRIEU_LABEL = 'Triệu';
/** 001 §2 "Min and max are displayed as 'Tối thiểu:' and 'Tối đa:'" */
export const MIN_LABEL = 'Tối thiểu:';
/** 001 §2 "Min and max are displayed as 'Tối thiểu:' and 'Tối đa:'" */
export const MAX_LABEL = 'Tối đa:';
/** 001 §4 transaction is_approved 0 */
export const STATUS_PENDING = 'Đang chờ';
/** 001 §4 transaction is_approved 1 */
export const STATUS_APPROVED = 'Đã phê duyệt';
/** 001 §4 transaction is_approved 2 (and any other value) */
export const STATUS_REJECTED = 'Từ chối';
/** 001 §4 transaction is_approved 3 or 4 */
export const STATUS_PROCESSING = 'Đang xử lý';
