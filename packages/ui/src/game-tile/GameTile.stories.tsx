import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GameTile } from './GameTile';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/GameTile',
  component: GameTile,
  args: {
    game: { id: 7, name: 'Đá Gà Thomo', icon: sampleImage('ĐÁ GÀ', 320, 180, 15) },
    onSelect: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 180 }}>
        <Story />
      </div>
    ),
  ],
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
