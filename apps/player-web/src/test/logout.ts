import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { openPage } from './render';

type Router = Awaited<ReturnType<typeof openPage>>['router'];

/**
 * 000 §2 "Logout confirmation modal: … 'Không, ở lại' (stay) and 'Vâng, rời đi' (leave)", asked by
 * `logout` (the header's icon or the profile's tile), on a page a player opened with an
 * initialDeposit marker stored: staying keeps everything; leaving clears auth_token and
 * initialDeposit and goes to /login, and a login-required page is closed to the player after.
 */
export async function stayThenLeave(user: UserEvent, router: Router, logout: () => HTMLElement) {
  const path = router.state.location.pathname;
  localStorage.setItem('initialDeposit', String(Date.now()));
  await user.click(logout());
  const confirm = await screen.findByRole('alertdialog', { name: 'Đăng xuất' });
  await user.click(within(confirm).getByRole('button', { name: 'Không, ở lại' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  expect(router.state.location.pathname).toBe(path);
  expect(localStorage.getItem('auth_token')).not.toBeNull();

  await user.click(logout());
  await user.click(
    within(await screen.findByRole('alertdialog', { name: 'Đăng xuất' })).getByRole('button', {
      name: 'Vâng, rời đi',
    }),
  );
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect([localStorage.getItem('auth_token'), localStorage.getItem('initialDeposit')]).toEqual([
    null,
    null,
  ]);
  await act(() => router.navigate('/profile'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
}
