import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PendingTransactionDialog } from './PendingTransactionDialog';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Dialogs/PendingTransactionDialog',
  component: PendingTransactionDialog,
  args: {
    open: true,
    message: 'Bạn có một yêu cầu đang chờ xử lý. Vui lòng thử lại sau.',
    onClose: fn(),
  },
} satisfies Meta<typeof PendingTransactionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OkOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('link')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'OK' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const WithGameLink: Story = {
  args: { gameLink: 'https://game.example.test/play' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Mở liên kết trò chơi' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithSecondaryAction: Story = {
  args: { secondaryAction: { label: 'Thay yêu cầu cũ', onClick: fn() } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Thay yêu cầu cũ' }));
    await expect(args.secondaryAction?.onClick).toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const LongMessage: Story = {
  args: { message: UNBROKEN, gameLink: `https://game.example.test/${UNBROKEN}` },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  },
};
