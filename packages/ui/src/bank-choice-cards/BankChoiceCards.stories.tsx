import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BankChoiceCards, type BankChoiceCardsProps } from './BankChoiceCards';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport, linesOf } from '../shared/fits';
import { inWidth, PHONE_COLUMN } from '../shared/in-width';

const banks = [
  { id: 1, name: 'Vietcombank', logo: sampleImage('VCB', 40, 40, 140), detail: '100K ~ 300 Triệu' },
  { id: 2, name: 'Techcombank', logo: sampleImage('TCB', 40, 40, 0), detail: '100K ~ 100 Triệu' },
  {
    id: 3,
    name: 'MB Bank',
    logo: sampleImage('MB', 40, 40, 220),
    detail: 'Bảo trì',
    disabled: true,
  },
];

function Demo(props: Partial<BankChoiceCardsProps>) {
  const [value, setValue] = useState<string | number | null>(props.value ?? 1);
  return (
    <BankChoiceCards
      label="Chọn ngân hàng"
      options={banks}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = { title: 'Form/BankChoiceCards', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('radio', { name: /Vietcombank/ })).toBeChecked();
    await userEvent.click(c.getByText('Techcombank'));
    await expect(c.getByRole('radio', { name: /Techcombank/ })).toBeChecked();
    await expect(c.getByRole('radio', { name: /MB Bank/ })).toBeDisabled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = {
  args: { options: [], emptyText: 'Nhập số điện thoại hợp lệ để truy cập ngân hàng.' },
};

export const LongNames: Story = {
  args: { options: [{ id: 9, name: UNBROKEN, detail: UNBROKEN }, ...banks] },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};

/** Issue 46 §1: three cards to a row in a 360 px phone's 328 px form, each bank's name whole. */
export const NamesWholeOnAPhone: Story = {
  decorators: [inWidth(PHONE_COLUMN)],
  play: async ({ canvasElement }) => {
    for (const name of ['Vietcombank', 'Techcombank', 'MB Bank']) {
      await expect(linesOf(within(canvasElement).getByText(name)), name).toBe(1);
    }
  },
};
