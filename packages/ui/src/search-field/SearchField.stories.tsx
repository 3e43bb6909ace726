import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './SearchField';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

/** The field as a page holds it: the value in the page's state. */
function Held(props: SearchFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SearchField
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
  title: 'Form/SearchField',
  component: SearchField,
  args: { label: 'Tìm trò chơi', clearLabel: 'Xoá tìm kiếm', value: '', onChange: fn() },
  render: (args) => <Held {...args} />,
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('search')).toBeVisible();
    await expect(c.getByRole('searchbox', { name: 'Tìm trò chơi' })).toHaveAttribute(
      'placeholder',
      'Tìm trò chơi',
    );
    // Nothing to clear yet.
    await expect(c.queryByRole('button', { name: 'Xoá tìm kiếm' })).toBeNull();
  },
};

export const TypedThenCleared: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const box = c.getByRole('searchbox', { name: 'Tìm trò chơi' });
    await userEvent.type(box, 'cá rồng');
    await expect(args.onChange).toHaveBeenLastCalledWith('cá rồng');
    await userEvent.click(c.getByRole('button', { name: 'Xoá tìm kiếm' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveValue('');
    // The focus stays in the box, ready for the next word.
    await expect(box).toHaveFocus();
    await expect(c.queryByRole('button', { name: 'Xoá tìm kiếm' })).toBeNull();
  },
};

export const EscapeClears: Story = {
  args: { value: 'aztec' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.click(box);
    await userEvent.keyboard('{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(box).toHaveFocus();
  },
};

export const SearchKeyClosesTheKeyboard: Story = {
  args: { value: 'rong' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('searchbox');
    await userEvent.click(box);
    await userEvent.keyboard('{Enter}');
    await expect(box).not.toHaveFocus();
    await expect(box).toHaveValue('rong');
  },
};

export const SaysTheCount: Story = {
  args: { value: 'rong', status: 'Tìm thấy 2 trò chơi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Tìm thấy 2 trò chơi',
    );
  },
};

export const LongText: Story = {
  args: { value: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(within(canvasElement).getByRole('search'));
  },
};
