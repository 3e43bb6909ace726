import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper, type StepperProps } from './Stepper';

function Demo(props: Partial<StepperProps>) {
  const [step, setStep] = useState<0 | 1>(props.step ?? 0);
  return (
    <Stepper
      onSubmit={() => undefined}
      {...props}
      step={step}
      onBack={() => setStep(0)}
      onNext={() => setStep(1)}
    >
      <p>{step === 0 ? 'Số tiền rút' : 'Tài khoản ngân hàng'}</p>
    </Stepper>
  );
}

const meta = {
  title: 'Form/Stepper',
  component: Demo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Flow: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Số dư').closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(c.getByRole('button', { name: 'Tiếp theo' }));
    await expect(c.getByText('Chọn ngân hàng').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(c.getByRole('button', { name: 'Rút tiền' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(c.getByRole('button', { name: 'Quay lại' }));
    await expect(c.getByRole('button', { name: 'Tiếp theo' })).toBeVisible();
  },
};
export const NextDisabled: Story = { args: { nextDisabled: true } };
export const BankStepPending: Story = { args: { step: 1, pending: true } };
export const Locked: Story = { args: { step: 1, submitDisabled: true } };
