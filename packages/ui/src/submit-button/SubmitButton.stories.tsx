import type { FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitButton, type SubmitButtonProps } from './SubmitButton';

function Demo({ onSubmit, ...props }: SubmitButtonProps & { onSubmit: () => void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit}>
      <SubmitButton {...props}>Nạp Tiền</SubmitButton>
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

/** The button swallows nothing: guarding against a double submit is the form's (useForm's) job. */
export const EveryTapReachesTheForm: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Nạp Tiền' });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
    await expect(button).toBeEnabled();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /^Nạp Tiền\s*, Đang xử lý$/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A money request that runs long: after `slowAfterMs` the player is asked to wait. */
export const PendingForLong: Story = {
  args: { pending: true, slowAfterMs: 50 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button')).toHaveTextContent('Nạp Tiền');
    await expect(
      await c.findByRole('button', { name: 'Đang xử lý, vui lòng chờ…' }),
    ).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nạp Tiền' })).toBeDisabled();
  },
};

/** Issue 46 §1 "Every disabled submit says why": the reason is shown and read with the button. */
export const BlockedSaysWhy: Story = {
  args: { disabled: true, blockedBy: 'Số tiền rút tối thiểu từ 150 trở lên' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Nạp Tiền' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Số tiền rút tối thiểu từ 150 trở lên');
    await expect(
      within(canvasElement).getByText('Số tiền rút tối thiểu từ 150 trở lên'),
    ).toBeVisible();
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reason for a button that is not disabled is not said: the caller's rule decides. */
export const ReasonWhileEnabled: Story = {
  args: { blockedBy: 'Số tiền rút tối thiểu từ 150 trở lên' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Nạp Tiền' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAccessibleDescription('Số tiền rút tối thiểu từ 150 trở lên');
    await expect(
      within(canvasElement).queryByText('Số tiền rút tối thiểu từ 150 trở lên'),
    ).toBeNull();
  },
};
