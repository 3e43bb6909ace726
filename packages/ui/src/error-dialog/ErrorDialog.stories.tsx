import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorDialog } from './ErrorDialog';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Dialogs/ErrorDialog',
  component: ErrorDialog,
  args: { open: true, message: 'Tài khoản không tồn tại', onClose: fn() },
} satisfies Meta<typeof ErrorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Đóng' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const DepositLocked: Story = {
  args: { message: 'Tính năng nạp tiền của bạn đã bị khoá, vui lòng liên hệ CS để được hỗ trợ.' },
};

/** 001 §8 "This popup does not close on backdrop click." */
export const KeptOnBackdrop: Story = {
  args: {
    message: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
    dismissOnBackdrop: false,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const LongMessage: Story = {
  args: { message: UNBROKEN },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(
      await within(canvasElement.ownerDocument.body).findByRole('alertdialog'),
    );
  },
};
