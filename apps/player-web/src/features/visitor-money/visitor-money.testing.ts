import { fireEvent, waitFor, within, type screen as Screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { injectFault } from '../../test/sandbox';

/** The money guard's text for a visitor's call that got no answer. */
export const UNKNOWN_ASK_SUPPORT =
  'Chưa nhận được phản hồi cho giao dịch này. Vui lòng liên hệ Chăm sóc khách hàng trước khi thử lại.';

/** A visitor modal with its form filled in and its submit enabled. */
export interface FilledModal {
  user: UserEvent;
  screen: typeof Screen;
  form: { submit: HTMLElement; amount: HTMLElement };
}

/** A double tap, a scripted submit, Enter and another tap, all while the answer takes 5 s. */
export async function submitOftenDuringSlowAnswer({ user, form }: FilledModal, path: string) {
  await injectFault({ method: 'POST', path, kind: 'delay', delayMs: 5000 });
  fireEvent.click(form.submit);
  fireEvent.click(form.submit);
  form.submit.closest('form')!.requestSubmit();
  await waitFor(() => expect(form.submit.getAttribute('aria-busy')).toBe('true'));
  await user.type(form.amount, '{Enter}');
  fireEvent.click(form.submit);
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
