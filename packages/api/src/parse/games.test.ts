import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed, game } from '../test/decode';
import {
  dagaGame,
  gameBalance,
  gameCategoryItems,
  transferResult,
  withdrawAllResults,
} from './games';

const item = (id: unknown, balance: unknown) => game(id, { rates: null, balance });

describe('game wallets', () => {
  it("a bad game balance reads 'LỖI MẠNG' and keeps its row; a game without an id is dropped", () => {
    const { value, dropped } = decodeWith(gameCategoryItems, {
      status: true,
      data: [
        {
          id: 1,
          name: '{"vn":"Nổ hũ","en":"Slots"}',
          icon_image: '/c.png',
          icon_active: '/ca.png',
          game_items: [item(1, 120), item(2, '45.5'), item(3, {}), item(null, 1)],
        },
      ],
    });
    expect(value.data[0]?.game_items.map((g) => g.balance)).toEqual([120, 45.5, 'LỖI MẠNG']);
    expect(dropped).toBe(1);
  });

  it('a balance answer carries result when true and a known error when false', () => {
    expect(decodeWith(gameBalance, { status: true, result: '120.5' }).value).toEqual({
      status: true,
      result: 120.5,
    });
    expectMalformed(gameBalance, { status: true, error: 'GAME_PROVIDER_NOT_SUPPORTED' });
  });

  it('withdraw-all: one unusable result is dropped, the others kept', () => {
    const good = { game_id: 101, status: true, message: 'OK', balance: '5100.00' };
    const { value, dropped } = decodeWith(withdrawAllResults, [
      good,
      { ...good, game_id: 'x' },
      { ...good, game_id: '201', balance: 5145.5 },
    ]);
    expect(value).toEqual([good, { ...good, game_id: 201, balance: '5145.5' }]);
    expect(dropped).toBe(1);
  });

  it('a transfer whose game link is not safe still stands, without the link', () => {
    const { value } = decodeWith(transferResult, {
      status: true,
      link: 'javascript:alert(document.cookie)',
      player_balance: '4900.00',
      message: 'SUCCESS',
    });
    expect(value.link).toBeNull();
  });

  it('Da Ga: a bad icon is null; bad rates are unusable', () => {
    const answer = {
      status: true,
      daga_game: { id: 1, name: 'Đá Gà', icon: 'javascript:x' },
      daga_rate: { min_amount: 30, max_amount: 300000, division_rate: 30 },
    };
    expect(decodeWith(dagaGame, answer).value.daga_game.icon).toBeNull();
    expectMalformed(dagaGame, { ...answer, daga_rate: { min_amount: 30 } });
  });
});
