import { SEED } from '@wallet/sandbox';
import { describe, expect, it } from 'vitest';
import { openPage } from '../../test/render';
import { injectFault } from '../../test/sandbox';

describe('a failed inbox is not an empty inbox (issue 10 §4)', () => {
  it('notifications: a dropped connection is the network text, never "no new messages"', async () => {
    await injectFault({ path: '/player/notifications', times: 10, kind: 'drop' });
    const { screen } = await openPage('/notifications', { as: SEED.players.approved.phone });
    expect(
      await screen.findByText('Lỗi mạng. Vui lòng kiểm tra kết nối và thử lại.'),
    ).toBeDefined();
    expect(screen.queryByText('no new messages')).toBeNull();
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeDefined();
  });
});
