import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { requestsTo } from '../../test/render';
import { answerWith } from '../../test/sandbox';
import { openWallets, row, rowText, waitUntil } from '../../test/wallets';
import { showTab } from '../../test/visibility';

const LIST = 'GET /api/player/game_categories_items';

afterEach(() => showTab(true));

type Item = { name: string; balance: unknown };

describe('issue 37 §2: "the game wallets shown" are read again when the page is shown again', () => {
  it('a game balance refreshed on its own before the player left gives way to the list read on return', async () => {
    const { user } = await openWallets();
    expect(rowText('Aztec Treasure')).toContain('120');
    await user.click(screen.getByRole('button', { name: 'Làm mới số dư Aztec Treasure' }));
    await waitUntil(() => within(row('Aztec Treasure')).queryByRole('status') === null);
    const reads = requestsTo(LIST);

    // While away, points moved in the game: the upstream's list now says 250 for it.
    await answerWith(
      '/player/game_categories_items',
      (body) => {
        for (const category of body.data) {
          for (const item of category.game_items as Item[]) {
            if (item.name.includes('Aztec Treasure')) item.balance = 250;
          }
        }
      },
      { Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
    );
    showTab(false);
    showTab(true);
    await waitFor(() => expect(requestsTo(LIST)).toBe(reads + 1));
    await waitFor(() => expect(rowText('Aztec Treasure')).toContain('250'));
  });
});
