import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TotalsCard } from './TotalsCard';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/TotalsCard',
  component: TotalsCard,
  args: {
    title: 'Tổng 30 ngày qua',
    items: [
      { label: 'Đã nạp', value: '3,200,000 VND', tone: 'in' },
      { label: 'Đã rút', value: '350,000 VND', tone: 'out' },
      { label: 'Chênh lệch', value: '+2,850,000 VND' },
    ],
    note: 'Chỉ tính giao dịch đã phê duyệt.',
  },
} satisfies Meta<typeof TotalsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Totals: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Tổng 30 ngày qua' });
    const terms = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    await expect(terms).toEqual(['Đã nạp', 'Đã rút', 'Chênh lệch']);
    await expect(values).toEqual(['3,200,000 VND', '350,000 VND', '+2,850,000 VND']);
  },
};

export const Loading: Story = {
  args: {
    loading: true,
    items: [
      { label: 'Đã nạp', value: null },
      { label: 'Đã rút', value: null },
      { label: 'Chênh lệch', value: null },
    ],
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(card)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['–', '–', '–']);
  },
};

export const LargeFigures: Story = {
  args: {
    items: [
      { label: 'Đã nạp', value: '123,456,789,012 VND', tone: 'in' },
      { label: 'Đã rút', value: '98,765,432,100 VND', tone: 'out' },
      { label: UNBROKEN, value: '\u221224,691,356,912 VND' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(within(canvasElement).getByRole('region'));
  },
};
