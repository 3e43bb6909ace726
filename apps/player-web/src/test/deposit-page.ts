import { screen, within } from '@testing-library/react';
import { pageDepositBody, SEED } from '@wallet/sandbox';
import { openPage, requestsTo } from './render';
import { control, injectFault } from './sandbox';

// What the deposit page tests share: opening the page as a seeded player and finding its parts by
// what the player sees.

export const DEPOSIT = 'POST /api/account/deposit';
export const deposits = () => requestsTo(DEPOSIT);

export const RANGE_TEXT = '500 ~ 150,000';
export const DECIMAL_TEXT = 'Vui lòng chỉ nhập số không có giá trị thập phân';
export const LOCKED_TEXT =
  'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.';

/** Opens /deposit (or `path`) as `phone` and waits for step 1's amount field. */
export async function openDeposit(phone: string = SEED.players.approved.phone, path = '/deposit') {
  const page = await openPage(path, { as: phone });
  const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
  return { ...page, amount, submit: () => screen.getByRole('button', { name: /^Nạp Tiền/ }) };
}

/** The radio of `name` in the choice group `group` ('Nhà cung cấp', 'Phương thức', 'Ngân hàng'). */
export function option(group: string, name: string): HTMLElement {
  return within(screen.getByRole('group', { name: group })).getByRole('radio', { name });
}

/** The messages under the fields (role alert), as text. */
export function fieldMessages(): string[] {
  return screen.queryAllByRole('alert').map((element) => element.textContent ?? '');
}

/** The step 2 heading, once the deposit's QR answer came. */
export const findQrStep = () =>
  screen.findByRole('heading', { name: 'Thông tin nạp tiền' }, { timeout: 10_000 });

/** The upstream's next answer to the providers' list is `data` (a 200, as the upstream sends it). */
export function answerCategories(data: unknown[]): Promise<void> {
  return injectFault({
    path: '/bank/get_payment_category_details',
    kind: 'status',
    status: 200,
    body: { status: true, data },
  });
}

/** The upstream's own answer to a 600 K QR deposit (that deposit then rejected, so another may be made). */
export async function fetchDepositAnswerOnce(): Promise<Record<string, unknown>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(pageDepositBody(SEED.payment.bankTransfer, 600_000))) {
    form.set(key, String(value));
  }
  const response = await fetch(`${SEED.apiBase}/account/deposit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    body: form,
  });
  const answer = (await response.json()) as Record<string, unknown>;
  await control.settle(String(answer.transaction_id), 'reject');
  return answer;
}
