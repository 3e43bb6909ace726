import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterChips, type FilterChipsProps } from './FilterChips';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const STATUSES = [
  { value: 'all', label: 'Tất cả' },
  { value: 'pending', label: 'Đang chờ' },
  { value: 'processing', label: 'Đang xử lý' },
  { value: 'approved', label: 'Đã phê duyệt' },
  { value: 'rejected', label: 'Từ chối' },
];

function Held(props: FilterChipsProps<string>) {
  const [value, setValue] = useState(props.value);
  return (
    <FilterChips
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/FilterChips',
  component: FilterChips<string>,
  args: { legend: 'Trạng thái', options: STATUSES, value: 'all', onChange: fn() },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof FilterChips<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Statuses: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const group = c.getByRole('group', { name: 'Trạng thái' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await expect(c.getByRole('radio', { name: 'Tất cả' })).toBeChecked();
    await userEvent.click(c.getByText('Từ chối'));
    await expect(args.onChange).toHaveBeenLastCalledWith('rejected');
    await expect(c.getByRole('radio', { name: 'Từ chối' })).toBeChecked();
    // The arrow keys move the choice, as in any radio group.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('approved');
    await expectFitsViewport(group);
  },
};

export const Periods: Story = {
  args: {
    legend: 'Thời gian',
    options: [
      { value: '7d', label: '7 ngày' },
      { value: '30d', label: '30 ngày' },
      { value: 'all', label: 'Tất cả' },
    ],
    value: '30d',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '30 ngày' })).toBeChecked();
  },
};

export const LongLabels: Story = {
  args: { options: [{ value: 'x', label: UNBROKEN }, ...STATUSES] },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(within(canvasElement).getByRole('group'));
  },
};
