import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { amountRefusal } from '@wallet/domain';
import { AmountField, type AmountFieldProps } from './AmountField';

function Demo(props: Partial<AmountFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <AmountField
      refusal={(text) => amountRefusal(text, 'deposit')}
      {...props}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Form/AmountField',
  component: Demo,
  args: { min: 100, max: 300000, quickAmounts: [100, 75075, 150050, 225025, 300000] },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QuickAmounts: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Số tiền' });
    await userEvent.click(input);
    await expect(c.getByRole('tooltip')).toHaveTextContent('100 ~ 300,000');
    await userEvent.click(c.getByRole('button', { name: '300 Triệu' }));
    await expect(input).toHaveValue('300000');
    await expect(c.getByRole('button', { name: '300 Triệu' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
export const SaysWhyItRefuses: Story = {
  args: { quickAmounts: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByRole('textbox', { name: 'Số tiền' });
    // Nothing typed or pasted is dropped: '150.5' never becomes 1505.
    await userEvent.type(input, '150.5');
    await expect(input).toHaveValue('150.5');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Vui lòng chỉ nhập số không có giá trị thập phân'),
    );
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('-500');
    await expect(input).toHaveValue('-500');
    await expect(c.getByRole('alert')).toHaveTextContent('Vui lòng không nhập số âm');
    await userEvent.clear(input);
    // Spaces at the ends change no amount: they go, and nothing is said.
    await userEvent.paste(' 500 ');
    await expect(input).toHaveValue('500');
    await expect(c.queryByRole('alert')).toBeNull();
  },
};
export const Clearable: Story = {
  args: { value: '500', clearable: true, quickAmounts: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Xoá số tiền' }));
    await expect(c.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('');
  },
};
export const TellsItsFormWhenLeft: Story = {
  args: { onFocus: fn(), onBlur: fn() },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('textbox', { name: 'Số tiền' }));
    await expect(args.onFocus).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('tooltip')).toHaveClass('is-visible');
    // useForm's field(…).onBlur marks the amount as left, so its message shows.
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
    await expect(c.getByRole('tooltip')).not.toHaveClass('is-visible');
  },
};
export const WithError: Story = {
  args: { value: '50', error: 'Số tiền rút tối thiểu từ 150 trở lên' },
};
export const Disabled: Story = { args: { value: '150', disabled: true } };
