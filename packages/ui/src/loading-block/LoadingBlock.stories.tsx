import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingBlock } from './LoadingBlock';

const meta = { title: 'Content/LoadingBlock', component: LoadingBlock } satisfies Meta<
  typeof LoadingBlock
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Đang tải');
    // Centred: the spinner's middle is the block's middle.
    const block = status.getBoundingClientRect();
    const spinner = status.querySelector('.ui-spinner')!.getBoundingClientRect();
    await expect(
      Math.abs(spinner.left + spinner.width / 2 - (block.left + block.width / 2)),
    ).toBeLessThan(2);
  },
};

export const OwnLabel: Story = {
  args: { label: 'Đang tải giao dịch' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Đang tải giao dịch');
  },
};

/** Inside a card: the spinner beside the words it waits with. */
export const Inline: Story = {
  args: { inline: true, label: 'Đang chờ nạp tiền' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    const [spinner, text] = [...status.children].map((part) => part.getBoundingClientRect());
    await expect(text!.width).toBeGreaterThan(0);
    await expect(text!.left).toBeGreaterThan(spinner!.right);
  },
};
