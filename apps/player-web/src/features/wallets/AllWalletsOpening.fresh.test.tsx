import { screen } from '@testing-library/react';
import { describe } from 'vitest';
import { opensWithOneAsk } from '../../test/opening';
import { moveLabel, PAGE } from '../../test/wallets';
import { prefetchAllWallets } from './prefetch';

describe('/profile/all-wallet starts its game wallets with its code', () => {
  opensWithOneAsk({
    path: PAGE,
    call: 'GET /api/player/game_categories_items',
    shown: () => screen.findByRole('button', { name: moveLabel('Aztec Treasure') }),
    prefetch: prefetchAllWallets,
  });
});
