import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
import { sampleImage } from '../shared/sample-images';

function Demo(props: Partial<CaptchaFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <CaptchaField
      imageSrc={sampleImage('7K2Q9', 110, 44, 40)}
      onRefresh={() => undefined}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Form/CaptchaField',
  component: Demo,
  args: { onRefresh: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Mã xác nhận' });
    // Kept as typed, spaces included: trimming is a form rule of @wallet/domain (agency only).
    await userEvent.type(input, ' 7K2Q9 ');
    await expect(input).toHaveValue(' 7K2Q9 ');
    await userEvent.click(c.getByRole('button', { name: 'Đổi mã xác nhận khác' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};
export const Loading: Story = { args: { loading: true } };
export const WithError: Story = { args: { error: 'Mã xác nhận không hợp lệ' } };
