import { within, type screen as Screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { injectFault } from './sandbox';

/** The money guard's text for a visitor's call that got no answer. */
export const UNKNOWN_ASK_SUPPORT =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng liên hệ Chăm sóc khách hàng trước khi thử lại.';

/** A visitor modal with its form filled in and its submit enabled. */
export interface FilledModal {
  user: UserEvent;
  screen: typeof Screen;
  form: { submit: HTMLElement; amount: HTMLElement };
}

/**
 * A tap whose answer is lost, then a second tap: each says the guard's text (ask support), never
 * the generic failure. The caller counts what was sent.
 */
export async function tapTwiceAfterLostAnswer({ user, form, screen }: FilledModal, path: string) {
  await injectFault({ method: 'POST', path, kind: 'drop-after' });
  await user.click(form.submit);
  const dialog = await screen.findByRole('alertdialog');
  expect(within(dialog).getByText(UNKNOWN_ASK_SUPPORT)).toBeDefined();
  expect(screen.queryByText('Something went wrong')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Đóng' }));

  await user.click(form.submit);
  const again = within(await screen.findByRole('alertdialog'));
  expect(await again.findByText(UNKNOWN_ASK_SUPPORT)).toBeDefined();
}

/** 401 answers that name no code the spec maps: the call refused, not a request pending (issue 24). */
export const UNNAMED_401_BODIES = [
  ['a code the spec does not name (the sandbox fault)', undefined],
  ['another message', { status: false, message: 'SOMETHING_ELSE' }],
  ["Laravel's own", { message: 'Unauthenticated.' }],
] as const;

/**
 * The submit answered 401 with `body`: the error popup says the generic 'Đã xảy ra lỗi, vui lòng
 * liên hệ Chăm sóc khách hàng', never 'Bạn có một yêu cầu đang chờ xử lý…'.
 */
export async function submitRefused401(
  { user, form, screen }: FilledModal,
  path: string,
  body: unknown,
) {
  await injectFault({
    method: 'POST',
    path,
    kind: 'status',
    status: 401,
    ...(body ? { body } : {}),
  });
  await user.click(form.submit);
  const dialog = within(await screen.findByRole('alertdialog'));
  expect(dialog.getByText('Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng')).toBeDefined();
  expect(screen.queryByText('Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.')).toBeNull();
}
