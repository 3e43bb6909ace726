import type { GameCategory, GameRates } from '../state/types.js';

/** Da Ga: 1 point = 30 K ("truncates to multiples of 30 in the Da Ga mode"; docs/decisions.md). */
export const DAGA_RATES: GameRates = { min_amount: 30, max_amount: 300_000, division_rate: 30 };

export const DAGA_GAME = {
  id: 901,
  game_id: 901,
  game_platform_id: 9,
  name: { vn: 'Đá gà', en: 'Cockfighting' },
  slug: 'daga',
};

export function seedGameCategories(): GameCategory[] {
  return [
    {
      id: 1,
      name: { vn: 'Nổ hũ', en: 'Slots' },
      slug: 'slots',
      games: [
        {
          id: 11,
          game_id: 101,
          game_platform_id: 1,
          game_category_id: 1,
          name: { vn: 'Kho báu Aztec', en: 'Aztec Treasure' },
          slug: 'aztec',
          rates: { min_amount: 10, max_amount: null, division_rate: 1 },
          provider: 'ok',
        },
        {
          id: 12,
          game_id: 102,
          game_platform_id: 1,
          game_category_id: 1,
          name: { vn: 'Đường mạt chược', en: 'Mahjong Ways' },
          slug: 'mahjong',
          rates: { min_amount: 10, max_amount: 50_000, division_rate: 1 },
          provider: 'ok',
        },
        {
          id: 13,
          game_id: 103,
          game_platform_id: 2,
          game_category_id: 1,
          name: { vn: 'Thần tài', en: 'God of Wealth' },
          slug: 'wealth',
          rates: { min_amount: 20, max_amount: null, multiply_rate: 2 },
          provider: 'ok',
        },
      ],
    },
    {
      id: 2,
      name: { vn: 'Bắn cá', en: 'Fishing' },
      slug: 'fishing',
      games: [
        {
          id: 21,
          game_id: 201,
          game_platform_id: 3,
          game_category_id: 2,
          name: { vn: 'Bắn cá rồng', en: 'Dragon Fishing' },
          slug: 'dragon-fish',
          rates: { min_amount: 10, max_amount: 100_000, division_rate: 2 },
          provider: 'ok',
        },
        {
          id: 22,
          game_id: 202,
          game_platform_id: 3,
          game_category_id: 2,
          name: { vn: 'Vua bắn cá', en: 'Fishing King' },
          slug: 'fish-king',
          rates: { min_amount: 10, max_amount: null, division_rate: 1 },
          provider: 'not_supported',
        },
      ],
    },
    {
      id: 3,
      name: { vn: 'Casino trực tuyến', en: 'Live casino' },
      slug: 'casino',
      games: [
        {
          id: 31,
          game_id: 301,
          game_platform_id: 4,
          game_category_id: 3,
          name: { vn: 'Baccarat', en: 'Baccarat' },
          slug: 'baccarat',
          rates: { min_amount: 50, max_amount: 200_000, division_rate: 1 },
          provider: 'ok',
        },
        {
          id: 32,
          game_id: 302,
          game_platform_id: 4,
          game_category_id: 3,
          name: { vn: 'Rồng hổ', en: 'Dragon Tiger' },
          slug: 'dragon-tiger',
          rates: { min_amount: 50, max_amount: 200_000, division_rate: 1 },
          provider: 'network_error',
        },
        {
          id: 33,
          game_id: 303,
          game_platform_id: 5,
          game_category_id: 3,
          name: { vn: 'Tài xỉu', en: 'Sic Bo' },
          slug: 'sicbo',
          rates: { min_amount: 50, max_amount: null, division_rate: 1 },
          provider: 'ok',
        },
      ],
    },
    {
      id: 4,
      name: { vn: 'Thể thao', en: 'Sports' },
      slug: 'sports',
      games: [
        {
          id: 41,
          game_id: 401,
          game_platform_id: 6,
          game_category_id: 4,
          name: { vn: 'Thể thao SABA', en: 'SABA Sports' },
          slug: 'saba',
          rates: { min_amount: 50, max_amount: 300_000, division_rate: 1 },
          provider: 'ok',
        },
        // rates null: the contract allows it; transfers then use rate 1 and no bounds.
        {
          id: 42,
          game_id: 402,
          game_platform_id: 7,
          game_category_id: 4,
          name: { vn: 'Thể thao ảo', en: 'Virtual Sports' },
          slug: 'virtual',
          rates: null,
          provider: 'ok',
        },
      ],
    },
  ];
}
