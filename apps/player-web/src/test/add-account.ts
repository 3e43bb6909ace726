import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { FaultInput } from '@wallet/sandbox';
import { openPage, requestsTo } from './render';
import { injectFault } from './sandbox';

export const HINT = 'Tên tài khoản viết IN HOA, không dấu, không có số.';
export const POST_ADD = 'POST /api/bank/add_user_bank';
export const MANAGEMENT = '/profile/bank-account-management';

export const holderInput = () => screen.getByLabelText<HTMLInputElement>('Tên tài khoản');
export const bankSelect = () => screen.getByLabelText<HTMLSelectElement>('Ngân hàng');
export const numberInput = () => screen.getByLabelText<HTMLInputElement>('Số tài khoản');
export const submitButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Thêm ngân hàng' });
export const posts = () => requestsTo(POST_ADD);
/** The texts of the messages shown (each field's error is an alert). */
export const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

/** Opens the management list as `phone` and taps its add button: the form has a page to go back to. */
export async function openFromList(phone: string) {
  const page = await openPage(MANAGEMENT, { as: phone });
  await page.user.click(await screen.findByRole('link', { name: 'Thêm ngân hàng' }));
  await screen.findByLabelText('Số tài khoản');
  return page;
}

/** Fills the form with a valid entry (the holder only when it is not prefilled). */
export async function fillValid(
  user: UserEvent,
  { holder = 'NGUYEN VAN BINH', bank = 'BIDV', number = '123456789' } = {},
) {
  if (!holderInput().readOnly) await user.type(holderInput(), holder);
  await user.selectOptions(bankSelect(), bank);
  await user.type(numberInput(), number);
}

/** The next POST /bank/add_user_bank misbehaves as `fault` says. */
export const failAdd = (fault: Omit<FaultInput, 'path' | 'method'>) =>
  injectFault({ method: 'POST', path: '/bank/add_user_bank', ...fault });

/** Every GET of `path` answers 500 until the faults are cleared. */
export const failLoad = (path: string) =>
  injectFault({ method: 'GET', path, kind: 'status', status: 500, times: 100 });
