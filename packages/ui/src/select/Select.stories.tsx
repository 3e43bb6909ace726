import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const options = [
  { value: 'VCB', label: 'Vietcombank' },
  { value: 'TCB', label: 'Techcombank' },
  { value: 'ACB', label: 'ACB' },
];

function Demo(props: Partial<SelectProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <Select
      label="Ngân hàng"
      placeholder="Chọn ngân hàng"
      options={options}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = { title: 'Form/Select', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Ngân hàng' });
    await userEvent.selectOptions(select, 'TCB');
    await expect(select).toHaveValue('TCB');
  },
};
export const WithError: Story = {
  args: { error: 'Chưa có thông tin ngân hàng. Vui lòng thêm ngân hàng để tiếp tục.' },
};
export const Disabled: Story = { args: { value: 'VCB', disabled: true } };

export const LongOption: Story = {
  args: {
    options: [{ value: 'LONG', label: UNBROKEN }, ...options],
    value: 'LONG',
    error: UNBROKEN,
  },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
