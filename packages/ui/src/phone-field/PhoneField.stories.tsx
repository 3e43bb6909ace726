import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

function Demo(props: Partial<PhoneFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PhoneField placeholder="Nhập số điện thoại" {...props} value={value} onChange={setValue} />
  );
}

const meta = { title: 'Form/PhoneField', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Số điện thoại' });
    await userEvent.type(input, '09a8-7 65 43210999');
    await expect(input).toHaveValue('0987654321');
  },
};
export const WithError: Story = {
  args: { value: '09876', error: 'Vui lòng nhập 10 chữ số cho số điện thoại' },
};
export const Disabled: Story = { args: { value: '0987654321', disabled: true } };
