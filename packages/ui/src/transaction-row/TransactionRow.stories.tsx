import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TransactionList, TransactionRow } from './TransactionRow';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = { title: 'Content/TransactionRow', component: TransactionList } satisfies Meta<
  typeof TransactionList
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  render: () => (
    <TransactionList>
      <TransactionRow
        id={1}
        amount={500000}
        date="22/11/2026 10:15"
        tone="pending"
        href="/transections/1"
      />
      <TransactionRow
        id={2}
        amount={1500000}
        date="21/11/2026 08:02"
        tone="approved"
        href="/transections/2"
      />
      <TransactionRow
        id={3}
        amount={200000}
        date="20/11/2026 19:40"
        tone="rejected"
        href="/transections/3"
      />
      <TransactionRow
        id={4}
        amount={3000000}
        date="19/11/2026 12:00"
        tone="processing"
        href="/transections/4"
      />
    </TransactionList>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: /1,500,000/ })).toHaveAttribute(
      'href',
      '/transections/2',
    );
    await expect(c.getAllByRole('link')).toHaveLength(3);
    await expect(c.getByText('Từ chối').closest('a')).toBeNull();
  },
};
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Không có giao dịch')).toBeVisible();
  },
};
export const Loading: Story = { args: { loading: true } };

export const LongTexts: Story = {
  render: () => (
    <TransactionList>
      <TransactionRow
        id={9}
        amount={123456789012}
        date={UNBROKEN}
        tone="approved"
        statusLabel={UNBROKEN}
        href="/transections/9"
      />
    </TransactionList>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('.ui-tx-list')!);
  },
};
