import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameTile } from './GameTile';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';
import { inWidth } from '../shared/in-width';

const meta = {
  title: 'Content/GameTile',
  component: GameTile,
  args: {
    game: { id: 7, name: 'Đá Gà Thomo', icon: sampleImage('ĐÁ GÀ', 320, 180, 15) },
    onSelect: fn(),
  },
  decorators: [inWidth(180)],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangular: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đá Gà Thomo' }));
    await expect(args.onSelect).toHaveBeenCalledWith(args.game);
  },
};
export const Square: Story = { args: { shape: 'square' } };
export const Disabled: Story = { args: { disabled: true } };

export const LongName: Story = {
  args: { game: { id: 8, name: UNBROKEN, icon: sampleImage('A', 320, 180, 60) } },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};

/**
 * Issue 26 "Game icons … below the fold are lazy": a tile far below the fold asks for no picture
 * (its box keeps the place) until the player scrolls near it.
 */
export const BelowTheFold: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '4000px' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const picture = canvasElement.querySelector('.ui-game-tile img')!;
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(picture.getAttribute('src')).toBeNull();
    await expect(picture.getBoundingClientRect().height).toBeGreaterThan(0);
    picture.scrollIntoView();
    await waitFor(() => expect(picture.getAttribute('src')).toBe(args.game.icon));
  },
};

/**
 * Issue 48 §2 "images below the fold load lazily with their sizes declared": the picture's size is
 * in the page before its file (16:9 here; which pictures home asks for first is a browser test,
 * e2e/home.spec.ts, as a story's frame is not the phone's screen).
 */
export const DeclaredSize: Story = {
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('.ui-game-tile img')!;
    await expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual([
      '320',
      '180',
    ]);
    // Drawn at the column's width and the CSS's ratio, not at the declared height.
    const box = picture.getBoundingClientRect();
    await expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
  },
};
