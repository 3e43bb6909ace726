import { screen, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { openPage } from './render';
import { sandbox } from './setup';

export const PAGE = '/profile/all-wallet';
export const TRANSFER_ALL = 'Chuyển mọi thứ vào tài khoản chính';
export const MOVE_AZTEC = 'POST /api/player/points/withdraw/game/101';
export const MOVE_DAGA = 'POST /api/player/points/withdraw/daga';
export const MOVE_ALL = 'POST /api/player/points/withdraw/all';
export const moveLabel = (game: string) => `Chuyển điểm ${game} về tài khoản chính`;

/** Every balance on screen has its figure again (no spinner left). */
export const settled = () => waitUntil(() => screen.queryAllByRole('status').length === 0, 9000);

/** Opens /profile/all-wallet as a seeded player and waits for the games and the Da Ga balance. */
export async function openWallets(phone: string = SEED.players.approved.phone) {
  const page = await openPage(PAGE, { as: phone });
  await screen.findByText('Aztec Treasure');
  await waitForDaga();
  return page;
}

/** The Da Ga section (its balance arrives after 1 s: 001 §4). */
export const dagaSection = () => screen.getByRole('region', { name: 'Đá gà' });

export async function waitForDaga() {
  const section = await screen.findByRole('region', { name: 'Đá gà' });
  await within(section).findByRole('button', { name: 'Tải lại ví' });
  await waitUntil(() => within(section).queryByRole('status') === null);
  return section;
}

/** The row of one game (the kit's wallet card lists each game as an item). */
export function row(name: string): HTMLElement {
  const label = screen.getByText(name, { selector: '.ui-wallet-group__label' });
  return label.closest('li') as HTMLElement;
}

export const rowText = (name: string) => row(name).textContent ?? '';

/** The sandbox's money ledger for the approved player: what it really moved. */
export const ledger = (operation: string) =>
  sandbox.state.ledger.filter((entry) => entry.operation === operation);

export async function waitUntil(check: () => boolean, timeoutMs = 8000) {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
