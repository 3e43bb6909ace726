import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Demo(props: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return <PasswordField {...props} value={value} onChange={setValue} />;
}

const meta = { title: 'Form/PasswordField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Mật khẩu');
    await userEvent.type(input, 'matkhau123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(c.getByRole('button', { name: 'Ẩn mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const WithError: Story = {
  args: { value: '123', error: 'Mật khẩu phải có từ 8 đến 13 ký tự' },
};
export const Confirmation: Story = {
  args: { label: 'Xác nhận mật khẩu', value: 'abc', error: 'Mật khẩu không trùng khớp.' },
};
export const Disabled: Story = { args: { value: 'matkhau123', disabled: true } };
