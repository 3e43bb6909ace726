// The history's filters, totals, weekly chart and a rejected row's reason (issue 27 §3; ours):
// texts the issue describes but does not write.

/** The period filter's name: "filter … by period (7 days, 30 days, all)". */
export const HISTORY_PERIOD_LABEL = 'Thời gian';
export const HISTORY_PERIOD_7_DAYS = '7 ngày';
export const HISTORY_PERIOD_30_DAYS = '30 ngày';
/** "all": both filters' choice of everything. */
export const HISTORY_FILTER_ALL = 'Tất cả';
/** The status filter's name: "filter by status"; its choices are the status labels (001 §4). */
export const HISTORY_STATUS_LABEL = 'Trạng thái';

/** The totals' heading for each period. */
export const HISTORY_TOTALS_7_DAYS = 'Tổng 7 ngày qua';
export const HISTORY_TOTALS_30_DAYS = 'Tổng 30 ngày qua';
export const HISTORY_TOTALS_ALL = 'Tổng từ trước đến nay';
/** "the period's totals (deposited, withdrawn, net)". */
export const HISTORY_DEPOSITED = 'Đã nạp';
export const HISTORY_WITHDRAWN = 'Đã rút';
export const HISTORY_NET = 'Chênh lệch';
/** What the totals and the chart count: money that moved. */
export const HISTORY_TOTALS_NOTE = 'Chỉ tính giao dịch đã phê duyệt.';

/** "a small chart of deposits and withdrawals per week". */
export const HISTORY_CHART_TITLE = 'Nạp và rút theo tuần';
/** The chart's series. */
export const HISTORY_CHART_DEPOSITS = 'Nạp';
export const HISTORY_CHART_WITHDRAWALS = 'Rút';
/** The first column of the chart's table: each week by its Monday. */
export const HISTORY_CHART_WEEK = 'Tuần từ';
/** The chart shows only the latest weeks of a long period ({count}: how many). */
export const HISTORY_CHART_LATEST = '{count} tuần gần nhất';
/** No approved deposit or withdrawal in the period: the chart says so instead of empty bars. */
export const HISTORY_CHART_EMPTY = 'Không có giao dịch đã phê duyệt trong thời gian này.';
/** The chart's scale: its tallest bar. */
export const HISTORY_CHART_MAX = 'Cao nhất';

/** "a filter that empties the list (say so in words …)": not 'Không có giao dịch'. */
export const HISTORY_FILTERED_EMPTY = 'Không có giao dịch nào khớp với bộ lọc đã chọn.';
/** Sets both filters back to everything. */
export const HISTORY_CLEAR_FILTERS = 'Bỏ lọc';

/** "a 'Lý do' control on it": a rejected row's reason. */
export const REJECTION_REASON_BUTTON = 'Lý do';
/** The reason is on its way. */
export const REJECTION_REASON_LOADING = 'Đang tải lý do…';
/** "or says there is none": the detail's note is empty. */
export const REJECTION_REASON_NONE = 'Hệ thống không ghi lý do từ chối cho giao dịch này.';
/** "a failed 'Lý do' lookup (say it could not be read, with a retry)". */
export const REJECTION_REASON_FAILED = 'Không đọc được lý do từ chối.';
