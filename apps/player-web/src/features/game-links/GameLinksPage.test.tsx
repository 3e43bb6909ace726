import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/render';
import { injectFault } from '../../test/sandbox';

describe('game links while the user info keeps failing (issue 10 §4)', () => {
  it('shows the failure with a retry and does not flicker back to loading across retries and polls', async () => {
    // The fresh player has no game account: the page polls the user info every 5 s.
    await injectFault({ path: '/user', times: 100, kind: 'status', status: 500 });
    const { screen } = await openPage('/game-links', { as: SEED.players.fresh.phone });
    const card = await screen.findByRole('region', { name: 'Tài khoản trò chơi' });
    const failure = 'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng';
    await screen.findAllByText(failure);
    // Retries at 1, 2 and 4 s, then the 5 s poll: watch 8 s for a loading state in the card.
    const seen = new Set<string>();
    const until = Date.now() + 8_000;
    while (Date.now() < until) {
      seen.add(card.querySelector('[role="status"]') ? 'loading' : 'failure');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([...seen]).toEqual(['failure']);
  });
});
