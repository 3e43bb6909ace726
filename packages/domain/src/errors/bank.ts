import {
  ACCOUNT_NUMBER_TAKEN,
  ADD_BANK_LIMIT_TEMPLATE,
  ADD_BANK_NETWORK_ERROR,
  BANKS_EMPTY,
  BANKS_EMPTY_AFTER_DELETE,
} from '../messages';
import { clientRefusal, isNetworkFailure, transportError } from './transport';
import { type ErrorView, type Failure, view } from './types';

/** Fills the {max} placeholder of 001 §8 "Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. …" */
export function addBankLimitText(max: number): string {
  return ADD_BANK_LIMIT_TEMPLATE.replace('{max}', String(max));
}

/**
 * 001 §8 Add bank account: "Network error: 'lỗi mạng. Làm mới trang và thử lại'. HTTP 422: 'Số tài
 * khoản đã được lấy'. Any other failure: 'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. …'"
 * A server error, an unreadable answer or a 429 says nothing about the player's count: it gets the
 * generic 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng' or the rate limit's text rather than
 * the limit (transportError; docs/decisions.md).
 */
export function addBankError(failure: Failure, maxAccountCount: number): ErrorView {
  const refused = clientRefusal(failure);
  if (refused) return refused;
  if (isNetworkFailure(failure)) return view(ADD_BANK_NETWORK_ERROR, 'inline');
  if (failure.status === 422) return view(ACCOUNT_NUMBER_TAKEN, 'inline');
  const transport = transportError(failure);
  if (transport) return { ...transport, show: 'inline' };
  return view(addBankLimitText(maxAccountCount), 'inline');
}

/**
 * 001 §8 Bank step texts: "With no banks: 'Hiện tại không có ngân hàng nào, …'. After deleting the
 * last bank: 'Chưa có thông tin ngân hàng. …'"
 */
export function bankStepEmptyText(afterDelete: boolean): string {
  return afterDelete ? BANKS_EMPTY_AFTER_DELETE : BANKS_EMPTY;
}
