import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BalanceDisplay } from '../balance-display/BalanceDisplay';
import { BalanceToggle } from '../balance-toggle/BalanceToggle';
import { QrPanel } from '../qr-panel/QrPanel';
import { TransactionList, TransactionRow } from '../transaction-row/TransactionRow';
import { WalletGroupCard } from '../wallet-group-card/WalletGroupCard';
import { Money, MoneyMask } from './MoneyMask';

/** Every way the kit shows the player's money, under one toggle, as a site sets it. */
function MoneyScreen({ initiallyHidden }: { initiallyHidden: boolean }) {
  const [hidden, setHidden] = useState(initiallyHidden);
  return (
    <MoneyMask hidden={hidden}>
      <BalanceToggle hidden={hidden} onToggle={() => setHidden(!hidden)} />
      <p>
        Tổng số dư:{' '}
        <strong>
          <Money>5,000.5K</Money>
        </strong>
      </p>
      <BalanceDisplay state={{ kind: 'value', value: 1234.5 }} />
      <BalanceDisplay state={{ kind: 'network-error' }} />
      <WalletGroupCard
        name="Thể thao"
        items={[{ id: 1, name: 'SABA', balance: { kind: 'value', value: 77 } }]}
        onTransfer={() => undefined}
        onRefresh={() => undefined}
      />
      <TransactionList>
        <TransactionRow id={1} amount={500000} date="22/11/2026 10:15" tone="approved" />
      </TransactionList>
      <QrPanel
        bankName="Vietcombank"
        accountNumber="0011004455667"
        accountHolder="CONG TY ABC"
        amount={300000}
        transferContent="NAP 0987654321"
      />
    </MoneyMask>
  );
}

const meta = {
  title: 'Content/MoneyMask',
  component: MoneyScreen,
  args: { initiallyHidden: false },
} satisfies Meta<typeof MoneyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const FIGURES = ['5,000.5K', '1,234.5 điểm', '77 điểm', '500,000 VND', '300,000 VND'];

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Ẩn số dư' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    for (const figure of FIGURES) await expect(canvasElement).toHaveTextContent(figure);
  },
};

/**
 * Issue 27 §4 "masks every balance and amount … Screen readers hear that it is hidden": no value in
 * the page's text, the same mask for each, 'Đã ẩn' for a screen reader; what is not money (a
 * status word, the bank's account number) stays.
 */
export const Hidden: Story = {
  args: { initiallyHidden: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Ẩn số dư' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const figure of FIGURES) await expect(canvasElement).not.toHaveTextContent(figure);
    await expect(canvasElement).not.toHaveTextContent(/\b(500|300),000\b|1,234|5,000|77 điểm/);
    await expect(c.getAllByText('Đã ẩn')).toHaveLength(FIGURES.length);
    for (const mask of c.getAllByText('******')) {
      await expect(mask).toHaveAttribute('aria-hidden', 'true');
      await expect(mask).toBeVisible();
    }
    await expect(canvasElement).toHaveTextContent('LỖI MẠNG');
    await expect(canvasElement).toHaveTextContent('0011004455667');
  },
};

export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const toggle = c.getByRole('button', { name: 'Ẩn số dư' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement).not.toHaveTextContent('500,000 VND');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement).toHaveTextContent('500,000 VND');
  },
};
