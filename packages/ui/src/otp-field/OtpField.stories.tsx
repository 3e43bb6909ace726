import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFitsViewport } from '../shared/fits';
import { OtpField, type OtpFieldProps } from './OtpField';
import { inWidth, PHONE_COLUMN } from '../shared/in-width';

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

/**
 * Issue 46 §1: on a 360 px phone (a 328 px form), the countdown 'Gửi lại mã (0:58)' beside the
 * field pushed the page to 399 px wide. Now the field gives way, and six digits still show.
 */
export const CountdownOnAPhone: Story = {
  args: { sentAt: 1, countdownSeconds: 58 },
  decorators: [inWidth(PHONE_COLUMN)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /Gửi lại mã/ })).toHaveTextContent(/0:5\d/);
    await expectFitsViewport(canvasElement.querySelector('.ui-otp')!);
    const form = canvasElement.querySelector('.ui-otp')!.getBoundingClientRect();
    await expect(form.width).toBeLessThanOrEqual(328);
    const input = c.getByRole('textbox', { name: 'Mã OTP' });
    await userEvent.type(input, '123456');
    // The six digits are all inside the field, none scrolled away.
    await expect(input.scrollWidth).toBeLessThanOrEqual(input.clientWidth);
  },
};
