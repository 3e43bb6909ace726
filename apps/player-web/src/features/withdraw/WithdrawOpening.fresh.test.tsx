import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import { opensWithOneAsk } from '../../test/opening';
import { prefetchWithdraw } from './prefetch';

describe('/withdraw starts its game balances with its code', () => {
  opensWithOneAsk({
    path: '/withdraw',
    call: 'GET /api/player/game_categories_items',
    shown: () => screen.findByRole('button', { name: /Chuyển về ví chính: Aztec Treasure/ }),
    prefetch: prefetchWithdraw,
  });
});
