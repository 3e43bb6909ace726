import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

function Demo({ initial = 1 }: { initial?: 1 | 2 }) {
  const [tab, setTab] = useState<1 | 2>(initial);
  return (
    <Tabs
      label="Loại giao dịch"
      tabs={[
        { value: 1, label: 'Nạp Tiền' },
        { value: 2, label: 'Rút Tiền' },
      ]}
      value={tab}
      onChange={setTab}
    >
      <p>{tab === 1 ? 'Danh sách nạp tiền' : 'Danh sách rút tiền'}</p>
    </Tabs>
  );
}

const meta = { title: 'Form/Tabs', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposit: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('tab', { name: 'Rút Tiền' }));
    await expect(c.getByRole('tab', { name: 'Rút Tiền' })).toHaveAttribute('aria-selected', 'true');
    await expect(c.getByRole('tabpanel')).toHaveTextContent('Danh sách rút tiền');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(c.getByRole('tab', { name: 'Nạp Tiền' })).toHaveFocus();
    await expect(c.getByRole('tab', { name: 'Nạp Tiền' })).toHaveAttribute('aria-selected', 'true');
  },
};
export const Withdraw: Story = { args: { initial: 2 } };

/** A long label (a payment method named upstream) and a long panel never widen the page. */
export const LongPanel: Story = {
  render: () => (
    <Tabs
      label="Loại giao dịch"
      tabs={[{ value: 1, label: UNBROKEN }]}
      value={1}
      onChange={() => {}}
    >
      <p>{UNBROKEN}</p>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
