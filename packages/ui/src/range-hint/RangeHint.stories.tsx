import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RangeHint } from './RangeHint';

const meta = {
  title: 'Form/RangeHint',
  component: RangeHint,
  args: { min: 10, max: 50000 },
} satisfies Meta<typeof RangeHint>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InRange: Story = {
  args: { value: 200 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.is-broken')).toBeNull();
  },
};
export const BelowMinimum: Story = {
  args: { value: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tối thiểu:/)).toHaveClass('is-broken');
  },
};
export const AboveMaximum: Story = {
  args: { value: 60000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Tối đa:/)).toHaveClass('is-broken');
  },
};
export const NoMaximum: Story = {
  args: { max: null, value: 60000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Tối đa:/)).toBeNull();
    await expect(canvasElement.querySelector('.is-broken')).toBeNull();
  },
};
export const BrokenAsTheCallerSays: Story = {
  // A whole balance above the maximum is allowed (the maximum is sent): nothing is highlighted.
  args: { value: 60000, broken: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.is-broken')).toBeNull();
  },
};
