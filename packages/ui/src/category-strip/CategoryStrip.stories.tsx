import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryStrip, type CategoryStripProps } from './CategoryStrip';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const categories = [
  { id: 'slot', name: 'Nổ hũ', icon: sampleImage('S', 28, 28, 30) },
  { id: 'casino', name: 'Casino', icon: sampleImage('C', 28, 28, 300) },
  { id: 'sport', name: 'Thể thao', icon: sampleImage('T', 28, 28, 120) },
  { id: 'daga', name: 'Đá gà', icon: sampleImage('Đ', 28, 28, 0) },
  { id: 'fish', name: 'Bắn cá', icon: sampleImage('B', 28, 28, 200) },
];

function Demo(props: Partial<CategoryStripProps>) {
  const [value, setValue] = useState<string | number | null>(null);
  return <CategoryStrip categories={categories} {...props} value={value} onChange={setValue} />;
}

const meta = { title: 'Content/CategoryStrip', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllSelected: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Tất cả' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Casino' }));
    await expect(c.getByRole('button', { name: 'Casino' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'Tất cả' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};
export const Loading: Story = { args: { loading: true } };

export const LongName: Story = {
  args: { categories: [{ id: 'long', name: UNBROKEN, icon: null }, ...categories] },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
    // The strip scrolls sideways by design; one chip still stays a chip, its name shortened.
    const chip = within(canvasElement).getByRole('button', { name: UNBROKEN });
    await expect(chip.getBoundingClientRect().width).toBeLessThanOrEqual(112);
  },
};
