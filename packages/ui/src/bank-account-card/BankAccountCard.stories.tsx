import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankAccountCard } from './BankAccountCard';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const accounts = [
  { id: 1, accountNumber: '0011004455667', holder: 'NGUYEN VAN A', bankName: 'Vietcombank' },
  { id: 2, accountNumber: '19033445566778', holder: 'NGUYEN VAN A', bankName: 'Techcombank' },
];

function Selectable() {
  const [chosen, setChosen] = useState(1);
  return (
    <div role="radiogroup" aria-label="Tài khoản ngân hàng">
      {accounts.map((a) => (
        <BankAccountCard
          key={a.id}
          name="bank"
          {...a}
          checked={chosen === a.id}
          onSelect={() => setChosen(a.id)}
        />
      ))}
    </div>
  );
}

const meta = { title: 'Content/BankAccountCard', component: Selectable } satisfies Meta<
  typeof Selectable
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectableList: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('19033445566778'));
    await expect(c.getByRole('radio', { name: /Techcombank/ })).toBeChecked();
    await expect(c.getByRole('radio', { name: /Vietcombank/ })).not.toBeChecked();
  },
};
export const ReadOnly: Story = {
  render: () => (
    <div role="radiogroup" aria-label="Tài khoản ngân hàng">
      <BankAccountCard name="bank-ro" {...accounts[0]!} checked />
    </div>
  ),
};

export const LongTexts: Story = {
  render: () => (
    <div role="radiogroup" aria-label="Tài khoản ngân hàng">
      <BankAccountCard
        name="bank-long"
        accountNumber={'1'.repeat(500)}
        holder={UNBROKEN}
        bankName={UNBROKEN}
        checked
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[role="radiogroup"]')!);
  },
};
