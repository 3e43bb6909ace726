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

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Số điện thoại' });

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, '09a8-7 65 43210999');
    await expect(input).toHaveValue('0987654321');
  },
};

/** A number copied from a contact or a chat, with spaces or the country code, arrives whole. */
export const PastedNumbers: Story = {
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    for (const pasted of ['0912 345 678', '+84 912 345 678', '+84912345678', '0084 912 345 678']) {
      await userEvent.clear(input);
      await userEvent.click(input);
      await userEvent.paste(pasted);
      await expect(input).toHaveValue('0912345678');
    }
  },
};

/** Register lets one digit over the limit through, so its "too long" message can show. */
export const RegisterElevenDigits: Story = {
  args: { maxDigits: 11 },
  play: async ({ canvasElement }) => {
    const input = field(canvasElement);
    await userEvent.type(input, '091234567891');
    await expect(input).toHaveValue('09123456789');
  },
};

export const WithError: Story = {
  args: { value: '09876', error: 'Vui lòng nhập 10 chữ số cho số điện thoại' },
};
export const Disabled: Story = { args: { value: '0987654321', disabled: true } };
