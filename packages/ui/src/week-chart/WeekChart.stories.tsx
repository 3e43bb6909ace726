import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WeekChart } from './WeekChart';
import { expectFitsViewport } from '../shared/fits';

const vnd = (value: number) => `${value.toLocaleString('en-US')} VND`;
const weeks = (labels: string[], values: [number, number][]) =>
  labels.map((label, i) => ({ label, values: values[i] ?? [0, 0] }));

const meta = {
  title: 'Content/WeekChart',
  component: WeekChart,
  args: {
    title: 'Nạp và rút theo tuần',
    series: [
      { label: 'Nạp', tone: 'in' },
      { label: 'Rút', tone: 'out' },
    ],
    groups: weeks(
      ['26/10', '02/11', '09/11', '16/11', '23/11'],
      [
        [2_000_000, 0],
        [0, 0],
        [0, 0],
        [200_000, 350_000],
        [1_000_000, 0],
      ],
    ),
    formatValue: vnd,
    groupHeader: 'Tuần từ',
    maxLabel: 'Cao nhất',
    emptyText: 'Không có giao dịch đã phê duyệt trong thời gian này.',
  },
} satisfies Meta<typeof WeekChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('figure', { name: 'Nạp và rút theo tuần' })).toBeVisible();
    await expect(c.getByText(/^Cao nhất:/)).toHaveTextContent('Cao nhất: 2,000,000 VND');
    // Screen readers read the values as a table: a row per week, a column per series.
    const rows = c.getAllByRole('row', { hidden: true });
    await expect(rows.map((r) => r.textContent)).toEqual([
      'Tuần từNạpRút',
      '26/102,000,000 VND0 VND',
      '02/110 VND0 VND',
      '09/110 VND0 VND',
      '16/11200,000 VND350,000 VND',
      '23/111,000,000 VND0 VND',
    ]);
    // The tallest bar fills the plot; a week with nothing draws nothing.
    const bars = [...canvasElement.querySelectorAll<HTMLElement>('.ui-chart__bar')];
    const plot = canvasElement.querySelector('.ui-chart__bars')!.getBoundingClientRect();
    await expect(Math.round(bars[0]!.getBoundingClientRect().height)).toBe(
      Math.round(plot.height - 1),
    );
    await expect(bars[2]!.getBoundingClientRect().height).toBe(0);
    await expectFitsViewport(canvasElement.querySelector('.ui-chart')!);
  },
};

export const TwelveWeeks: Story = {
  args: {
    note: '12 tuần gần nhất',
    groups: weeks(
      [
        '07/09',
        '14/09',
        '21/09',
        '28/09',
        '05/10',
        '12/10',
        '19/10',
        '26/10',
        '02/11',
        '09/11',
        '16/11',
        '23/11',
      ],
      [
        [500_000, 100_000],
        [0, 0],
        [1_500_000, 0],
        [0, 700_000],
        [0, 0],
        [300_000, 0],
        [0, 0],
        [2_400_000, 0],
        [0, 0],
        [0, 150_000],
        [200_000, 350_000],
        [1_000_000, 0],
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('12 tuần gần nhất')).toBeVisible();
    // Every other label, ending on this week's, so that none overlaps.
    const labels = [...canvasElement.querySelectorAll('.ui-chart__label')].map(
      (l) => l.textContent,
    );
    await expect(labels.filter(Boolean)).toEqual([
      '14/09',
      '28/09',
      '12/10',
      '26/10',
      '09/11',
      '23/11',
    ]);
    await expectFitsViewport(canvasElement.querySelector('.ui-chart')!);
  },
};

export const NothingApproved: Story = {
  args: {
    groups: weeks(
      ['16/11', '23/11'],
      [
        [0, 0],
        [0, 0],
      ],
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Không có giao dịch đã phê duyệt trong thời gian này.')).toBeVisible();
    await expect(c.queryByRole('table', { hidden: true })).toBeNull();
    await expect(c.queryByText(/Cao nhất/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, groups: [] },
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure');
    await expect(figure).toHaveAttribute('aria-busy', 'true');
    await expect(within(figure).queryByText(/Không có giao dịch/)).toBeNull();
  },
};
