import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  GAME_SEARCH_CLEAR,
  GAME_SEARCH_LABEL,
  gameSearchEmptyText,
  gameSearchFoundText,
  isSearching,
  matchesSearch,
} from '@wallet/domain';
import { CategoryStrip } from '../category-strip/CategoryStrip';
import { SearchField } from '../search-field/SearchField';
import { sampleImage } from '../shared/sample-images';
import { GameList } from './GameList';

// Names as the upstream sends them (the sandbox's seed): Vietnamese and English; the tile shows 'en'.
const CATEGORIES = [
  {
    id: 1,
    name: 'Nổ hũ',
    games: [
      ['Kho báu Aztec', 'Aztec Treasure'],
      ['Đường mạt chược', 'Mahjong Ways'],
    ],
  },
  {
    id: 2,
    name: 'Bắn cá',
    games: [
      ['Bắn cá rồng', 'Dragon Fishing'],
      ['Vua bắn cá', 'Fishing King'],
    ],
  },
  {
    id: 3,
    name: 'Casino trực tuyến',
    games: [
      ['Rồng hổ', 'Dragon Tiger'],
      ['Tài xỉu', 'Sic Bo'],
    ],
  },
];
const GAMES = CATEGORIES.flatMap((c) =>
  c.games.map(([vn, en], i) => ({
    id: c.id * 10 + i,
    category: c.id,
    names: [vn as string, en as string],
    name: en as string,
    icon: sampleImage((en as string).toUpperCase(), 320, 180, c.id * 60 + i * 20),
  })),
);

/**
 * Issue 27 §2 "Find a game", as home composes it: the box above the strip, every category searched
 * once a word is typed, the list filtered as the player types, the empty state in words.
 */
function FindAGame() {
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string | number | null>(null);
  const games = GAMES.filter(
    (g) => (chosen === null || g.category === chosen) && matchesSearch(query, g.names),
  );
  const searching = isSearching(query);
  return (
    <section aria-label="Trò chơi">
      <SearchField
        label={GAME_SEARCH_LABEL}
        clearLabel={GAME_SEARCH_CLEAR}
        value={query}
        onChange={(next) => {
          if (!isSearching(query) && isSearching(next)) setChosen(null);
          setQuery(next);
        }}
        status={searching ? gameSearchFoundText(games.length) : ''}
      />
      <CategoryStrip
        categories={CATEGORIES.map(({ id, name }) => ({ id, name }))}
        value={chosen}
        onChange={setChosen}
      />
      <GameList
        games={games}
        onSelect={() => {}}
        emptyText={searching ? gameSearchEmptyText(query) : undefined}
      />
    </section>
  );
}

const meta = { title: 'Features/Find a game', component: FindAGame } satisfies Meta<
  typeof FindAGame
>;
export default meta;
type Story = StoryObj<typeof meta>;

const shown = (canvas: HTMLElement) =>
  within(canvas)
    .queryAllByRole('listitem')
    .filter((item) => item.closest('[aria-label="Danh sách trò chơi"]'))
    .map((item) => item.textContent);

export const WithoutDiacritics: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox', { name: 'Tìm trò chơi' }), 'ca rong');
    // 'ca rong' finds 'Bắn cá rồng', shown by its English name.
    await expect(shown(canvasElement)).toEqual(['Dragon Fishing']);
    await expect(c.getByRole('status')).toHaveTextContent('Tìm thấy 1 trò chơi');
  },
};

export const DAndĐAlike: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox'), 'duong');
    await expect(shown(canvasElement)).toEqual(['Mahjong Ways']);
  },
};

export const AcrossCategories: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Nổ hũ' }));
    await expect(shown(canvasElement)).toEqual(['Aztec Treasure', 'Mahjong Ways']);
    // Typing searches every category: the strip goes back to 'Tất cả'.
    await userEvent.type(c.getByRole('searchbox'), 'dragon');
    await expect(shown(canvasElement)).toEqual(['Dragon Fishing', 'Dragon Tiger']);
    await expect(c.getByRole('button', { name: 'Tất cả' })).toHaveAttribute('aria-pressed', 'true');
    // A chip then narrows what was found.
    await userEvent.click(c.getByRole('button', { name: 'Casino trực tuyến' }));
    await expect(shown(canvasElement)).toEqual(['Dragon Tiger']);
  },
};

export const NothingFoundThenCleared: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('searchbox'), 'xổ số');
    await expect(c.getByText('Không tìm thấy trò chơi nào khớp với “xổ số”.')).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Tìm thấy 0 trò chơi');
    await userEvent.click(c.getByRole('button', { name: 'Xoá tìm kiếm' }));
    await expect(shown(canvasElement)).toHaveLength(GAMES.length);
    await expect(c.getByRole('status')).toHaveTextContent('');
  },
};
