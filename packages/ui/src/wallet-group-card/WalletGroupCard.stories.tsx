import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletGroupCard } from './WalletGroupCard';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/WalletGroupCard',
  component: WalletGroupCard,
  args: {
    name: 'Thể thao',
    onTransfer: fn(),
    onRefresh: fn(),
    items: [
      {
        id: 1,
        name: 'SABA Sports',
        icon: sampleImage('S', 32, 32, 10),
        balance: { kind: 'value', value: 1500 },
      },
      {
        id: 2,
        name: 'CMD368',
        icon: sampleImage('C', 32, 32, 90),
        balance: { kind: 'value', value: 0 },
      },
      { id: 3, name: 'BTi', icon: sampleImage('B', 32, 32, 170), balance: { kind: 'loading' } },
      {
        id: 4,
        name: 'SBO',
        icon: sampleImage('O', 32, 32, 250),
        balance: { kind: 'network-error' },
      },
      { id: 5, name: 'Da Ga', icon: sampleImage('D', 32, 32, 330), balance: { kind: 'forbidden' } },
      {
        id: 6,
        name: 'Lottery',
        icon: sampleImage('L', 32, 32, 290),
        balance: { kind: 'unsupported' },
      },
    ],
  },
} satisfies Meta<typeof WalletGroupCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    // Only the positive balance offers a transfer.
    await expect(c.getAllByRole('button', { name: /^Chuyển điểm/ })).toHaveLength(1);
    await userEvent.click(
      c.getByRole('button', { name: 'Chuyển điểm SABA Sports về tài khoản chính' }),
    );
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(c.getByRole('button', { name: 'Làm mới số dư CMD368' }));
    await expect(args.onRefresh).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await expect(c.getByRole('button', { name: 'Làm mới số dư BTi' })).toBeDisabled();
  },
};
export const TransferBusy: Story = { args: { busyIds: [1] } };

export const LongNames: Story = {
  args: {
    name: UNBROKEN,
    items: [
      { id: 1, name: UNBROKEN, icon: null, balance: { kind: 'value', value: 123456789 } },
      { id: 2, name: UNBROKEN, icon: null, balance: { kind: 'network-error' } },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
