import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResultDialog } from './ResultDialog';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Dialogs/ResultDialog',
  component: ResultDialog,
  args: { open: true, status: 'success', onClose: fn() },
} satisfies Meta<typeof ResultDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your transaction was successful!')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const SuccessWithDetails: Story = {
  args: { children: <p>Chuyển khoản tới: Vietcombank 10043645678</p> },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByText('Your transaction was successful!')).toBeVisible();
    await expect(within(dialog).getByText(/Vietcombank 10043645678/)).toBeVisible();
  },
};
export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Something went wrong')).toBeVisible();
  },
};
export const ErrorWithSupport: Story = {
  args: { status: 'error', message: 'Withdrawal is disabled. Contact support.', onSupport: fn() },
};

export const LongMessage: Story = {
  args: { status: 'error', message: UNBROKEN, onSupport: fn() },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  },
};
