import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameList } from './GameList';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const games = ['Đá Gà', 'Nổ Hũ Rồng', 'Bắn Cá', 'Baccarat'].map((name, i) => ({
  id: i + 1,
  name,
  icon: sampleImage(name.toUpperCase(), 320, 180, i * 70),
}));

const meta = {
  title: 'Content/GameList',
  component: GameList,
  args: { games, onSelect: fn() },
} satisfies Meta<typeof GameList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangular: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bắn Cá' }));
    await expect(args.onSelect).toHaveBeenCalledWith(games[2]);
  },
};
export const Square: Story = { args: { shape: 'square' } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Không tìm thấy trò chơi nào')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { games: [{ ...games[0]!, id: 99, name: UNBROKEN }, ...games.slice(1)] },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
