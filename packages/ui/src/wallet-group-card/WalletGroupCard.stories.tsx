import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WalletGroupCard } from './WalletGroupCard';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport, linesOf } from '../shared/fits';
import { inWidth } from '../shared/in-width';

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

/**
 * 001 §2 "Other games are split in two columns by category": the card is half of a 360 px phone.
 * Every name is readable there, the points keep their unit on their line ('1,500 điểm', issue 37
 * §5), nothing leaves the card, and each refresh is where the one above it is whatever the balance
 * shows: a transfer appearing or going never moves it.
 */
export const HalfAPhoneWide: Story = {
  decorators: [inWidth(144)],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const card = canvasElement.querySelector('.ui-wallet-group')!.getBoundingClientRect();
    for (const name of ['SABA Sports', 'CMD368', 'BTi']) {
      const label = c.getByText(name);
      await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
      await expect(label.scrollHeight).toBeLessThanOrEqual(label.clientHeight);
    }
    const points = c.getByText('1,500 điểm');
    await expect(linesOf(points)).toBe(1);
    await expect(points.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    const refreshes = c
      .getAllByRole('button', { name: /^Làm mới số dư/ })
      .map((button) => button.getBoundingClientRect());
    for (const refresh of refreshes) {
      await expect(refresh.right).toBeLessThanOrEqual(card.right);
      await expect(refresh.left).toBe(refreshes[0]!.left);
    }
  },
};
