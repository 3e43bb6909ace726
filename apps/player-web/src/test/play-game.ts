import { within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { pasteAmount, type RefusedCase } from './amounts';
import { openPage } from './render';
import { control, injectFault } from './sandbox';

// Each test stubs window.open its own way (a tab, or a refusal): none leaks into the next.
afterEach(() => {
  vi.restoreAllMocks();
});

/** The window a tap opens: blank, then pointed at the game (window.open is stubbed). */
export function stubGameTab() {
  const tab = { opener: window as unknown, location: { href: '' }, closed: false, close: vi.fn() };
  tab.close.mockImplementation(() => {
    tab.closed = true;
  });
  const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  return { tab, open };
}

/** The transfers the sandbox made for a player (its ledger of money requests). */
export const ledger = (phone: string = SEED.players.approved.phone) => control.ledger({ phone });

/** Home as the approved player, with `game` tapped: the play-game dialog, once its form shows. */
export async function openGame(game = 'Aztec Treasure', as: string = SEED.players.approved.phone) {
  const page = await openPage('/', { as });
  const list = await page.screen.findByRole('list', { name: 'Danh sách trò chơi' });
  await page.user.click(within(list).getByRole('button', { name: game }));
  const dialog = await page.screen.findByRole('dialog', { name: game });
  return { ...page, dialog: within(dialog) };
}

/** The amount field of the open dialog, once the form is there. */
export async function amountField(dialog: ReturnType<typeof within>) {
  return dialog.findByLabelText('Chuyển điểm (VND)');
}

/** The categories call answering game 101 with a maximum of `max` K (the seed's has none). */
export async function withMaximum(max: number) {
  // Reads the sandbox's own answer to change it (src/test may call the sandbox directly).
  const answer = await fetch(`${SEED.apiBase}/categories`);
  const body = (await answer.json()) as {
    data: { game_items: { game_id: number; rates: { max_amount: number | null } | null }[] }[];
  };
  for (const game of body.data.flatMap((c) => c.game_items)) {
    if (game.game_id === SEED.games.slot && game.rates) game.rates.max_amount = max;
  }
  await injectFault({
    method: 'GET',
    path: '/categories',
    kind: 'status',
    status: 200,
    body,
    times: 5,
  });
}

/** Pastes each refused text: it stays as pasted, its message shows, and 'Chơi ngay' stays off. */
export async function pasteEachRefused(
  at: {
    dialog: ReturnType<typeof within>;
    user: UserEvent;
    amount: HTMLElement;
    play: HTMLElement;
  },
  cases: RefusedCase[],
) {
  for (const [pasted, shown, message] of cases) {
    await pasteAmount(at.user, at.amount, pasted);
    expect(at.amount).toHaveProperty('value', shown);
    expect(await at.dialog.findByText(message)).toBeTruthy();
    expect(at.play.hasAttribute('disabled')).toBe(true);
    await at.user.type(at.amount, '{Enter}');
  }
}
