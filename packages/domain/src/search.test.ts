import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameSearchEmptyText,
  gameSearchFoundText,
  isSearching,
  matchesSearch,
  searchFold,
} from './search';

// The sandbox's seeded games (packages/sandbox/src/seed/games.ts): each name in Vietnamese and English.
const GAMES = [
  ['Kho báu Aztec', 'Aztec Treasure'],
  ['Đường mạt chược', 'Mahjong Ways'],
  ['Thần tài', 'God of Wealth'],
  ['Bắn cá rồng', 'Dragon Fishing'],
  ['Vua bắn cá', 'Fishing King'],
  ['Rồng hổ', 'Dragon Tiger'],
  ['Tài xỉu', 'Sic Bo'],
  ['Thể thao ảo', 'Virtual Sports'],
] as const;
const found = (query: string) =>
  GAMES.filter((names) => matchesSearch(query, names)).map(([, en]) => en);

describe('issue 27 §2 "Find a game"', () => {
  it.each([
    ["'ca rong' finds 'Cá rồng'", 'ca rong', ['Dragon Fishing']],
    ['"with or without diacritics": the accented query alike', 'cá rồng', ['Dragon Fishing']],
    ['capitals and accents as a phone keyboard may give them', 'CÁ RỒNG', ['Dragon Fishing']],
    ["\"'đ' and 'd' alike\": 'duong' finds 'Đường'", 'duong', ['Mahjong Ways']],
    [
      "\"'đ' and 'd' alike\": 'đragon' finds 'Dragon'",
      'đragon',
      ['Dragon Fishing', 'Dragon Tiger'],
    ],
    ['"by any part of its name": the middle of a word', 'ahjo', ['Mahjong Ways']],
    ['"in Vietnamese or English": the English name', 'treasure', ['Aztec Treasure']],
    ['"in Vietnamese or English": the Vietnamese name', 'kho bau', ['Aztec Treasure']],
    ['every word, in any order', 'rong ban', ['Dragon Fishing']],
    ['spaces around and between the words do not count', '  ca   rong ', ['Dragon Fishing']],
    ['words from two names of one game do not add up', 'rong fishing', []],
    ['a name no game has finds nothing', 'xo so', []],
  ] as const)('%s', (_, query, games) => {
    expect(found(query)).toEqual(games);
  });

  it('a cleared box (empty, or only spaces) shows every game', () => {
    expect(found('')).toHaveLength(GAMES.length);
    expect(found('   ')).toHaveLength(GAMES.length);
    expect(isSearching('')).toBe(false);
    expect(isSearching('  ')).toBe(false);
    expect(isSearching(' a ')).toBe(true);
  });

  it('composed and decomposed input read the same (keyboards send either)', () => {
    const composed = 'Bắn cá rồng'.normalize('NFC');
    const decomposed = 'Bắn cá rồng'.normalize('NFD');
    expect(composed).not.toBe(decomposed);
    expect(searchFold(composed)).toBe('ban ca rong');
    expect(searchFold(decomposed)).toBe('ban ca rong');
    expect(searchFold('ĐÁ GÀ')).toBe('da ga');
    expect(searchFold('Ðá gà')).toBe('da ga');
  });

  it('property: a game is found by any part of either of its names, typed with or without accents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...GAMES),
        fc.boolean(),
        fc.nat(),
        fc.nat(),
        (names, english, a, b) => {
          const name = english ? names[1] : names[0];
          const [from, to] = [a % name.length, b % name.length].sort((x, y) => x - y);
          const part = name.slice(from, (to as number) + 1);
          expect(matchesSearch(part, names)).toBe(true);
          expect(matchesSearch(searchFold(part), names)).toBe(true);
        },
      ),
    );
  });

  it('"with the empty state in words": what was typed is named; the count is said as it changes', () => {
    expect(gameSearchEmptyText('  xo so ')).toBe('Không tìm thấy trò chơi nào khớp với “xo so”.');
    expect(gameSearchFoundText(2)).toBe('Tìm thấy 2 trò chơi');
  });
});
