import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentFrame, PAYMENT_FRAME_SANDBOX } from './PaymentFrame';

const meta = {
  title: 'Content/PaymentFrame',
  component: PaymentFrame,
  args: { src: 'data:text/html;charset=utf-8,<p>Thanh toán</p>', onClose: fn() },
} satisfies Meta<typeof PaymentFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('sandbox', PAYMENT_FRAME_SANDBOX);
    await expect(frame).toHaveAttribute('title', 'Trang thanh toán');
    await waitFor(() => expect(c.queryByRole('status')).toBeNull());
    await userEvent.click(c.getByRole('button', { name: 'Đóng' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const WaitingForAddress: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('LOADING...');
  },
};
export const LoaderTimesOut: Story = {
  args: { src: null, loaderTimeoutMs: 200 },
  render: (args) => <PaymentFrame {...args} src="data:text/html,<p>slow</p>" />,
};
