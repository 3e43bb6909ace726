import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField, type TextFieldProps } from './TextField';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

function Demo(props: Partial<TextFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField label="Họ và tên" {...props} value={value} onChange={setValue} />;
}

const meta = { title: 'Form/TextField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { placeholder: 'Nhập họ và tên' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Họ và tên' });
    await userEvent.type(input, 'Nguyễn Văn Á');
    await expect(input).toHaveValue('Nguyễn Văn Á');
  },
};
export const WithHint: Story = {
  args: { label: 'Tên tài khoản', hint: 'Tên tài khoản viết IN HOA, không dấu, không có số.' },
};
export const WithError: Story = {
  args: { label: 'Tên tài khoản', value: 'abc', error: 'Tài khoản không tồn tại' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Tên tài khoản' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Tài khoản không tồn tại');
  },
};
export const Disabled: Story = { args: { value: 'NGUYENVANA', disabled: true } };

/** A server's answer under the field, and what the player typed, never widen the page. */
export const LongErrorAndValue: Story = {
  args: { value: UNBROKEN, error: UNBROKEN, hint: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
