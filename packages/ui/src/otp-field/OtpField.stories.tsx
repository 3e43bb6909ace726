import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OtpField, type OtpFieldProps } from './OtpField';

function Demo(props: Partial<OtpFieldProps>) {
  const [value, setValue] = useState('');
  const [sentAt, setSentAt] = useState<number | null>(props.sentAt ?? null);
  return (
    <OtpField
      {...props}
      value={value}
      onChange={setValue}
      sentAt={sentAt}
      onResend={() => {
        props.onResend?.();
        setSentAt(Date.now());
      }}
    />
  );
}

const meta = {
  title: 'Form/OtpField',
  component: Demo,
  args: { onResend: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotSentYet: Story = {};

export const Countdown: Story = {
  args: { sentAt: 1, countdownSeconds: 65 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Gửi lại mã/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveTextContent(/1:0[45]/);
  },
};

export const ResendAfterCountdown: Story = {
  args: { sentAt: 1, countdownSeconds: 1 },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Mã OTP' });
    await userEvent.type(input, '12a34567');
    await expect(input).toHaveValue('123456');
    const button = c.getByRole('button', { name: /Gửi lại mã/ });
    await expect(button).toHaveTextContent('0:01');
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2500 });
    await userEvent.click(button);
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(button).toBeDisabled();
  },
};

export const WithError: Story = { args: { error: 'OTP code incorrect' } };
