import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitButton } from './SubmitButton';

function Demo({
  onSubmit,
  pending: initial = false,
  disabled = false,
}: {
  onSubmit: () => void;
  pending?: boolean;
  disabled?: boolean;
}) {
  const [pending, setPending] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    // The owner turns pending on a moment later, as after an async validation step.
    setTimeout(() => setPending(true), 30);
    setTimeout(() => setPending(false), 600);
  };
  return (
    <form onSubmit={submit}>
      <SubmitButton pending={pending} disabled={disabled}>
        Nạp Tiền
      </SubmitButton>
    </form>
  );
}

const meta = {
  title: 'Form/SubmitButton',
  component: Demo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DoubleTapSubmitsOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Nạp Tiền' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2000 });
  },
};
export const Pending: Story = { args: { pending: true } };
export const Disabled: Story = { args: { disabled: true } };
