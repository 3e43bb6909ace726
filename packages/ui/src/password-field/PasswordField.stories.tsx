import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Demo({ onChange, ...props }: Partial<PasswordFieldProps>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PasswordField
      {...props}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/PasswordField',
  component: Demo,
  args: { onChange: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const RULE = 'Mật khẩu chỉ gồm chữ cái và chữ số, không dấu, không khoảng trắng.';

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Mật khẩu');
    await userEvent.type(input, 'matkhau123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(c.getByRole('button', { name: 'Hiện mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(c.getByRole('button', { name: 'Ẩn mật khẩu' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Login keeps whatever is typed: an old account's password may hold any character. */
export const LoginKeepsEverything: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Mật khẩu');
    await userEvent.type(input, 'Mật khẩu 1@');
    await expect(input).toHaveValue('Mật khẩu 1@');
    await expect(args.onChange).toHaveBeenLastCalledWith('Mật khẩu 1@');
  },
};

/** 000 §5 "Register and reset password: only letters and digits are kept": said, not done silently. */
export const RefusedCharacterTyped: Story = {
  args: { lettersAndDigitsOnly: true, autoComplete: 'new-password' },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Mật khẩu');
    await userEvent.type(input, 'Matkhau1@');
    await expect(input).toHaveValue('Matkhau1');
    await expect(args.onChange).toHaveBeenLastCalledWith('Matkhau1');
    const note = c.getByRole('status');
    await expect(note).toHaveTextContent(`${RULE} Không nhận ký tự: @`);
    await expect(note).toBeVisible();
    await expect(input).toHaveAccessibleDescription(`${RULE} Không nhận ký tự: @`);
    // The next accepted keystroke takes the note away.
    await userEvent.type(input, '2');
    await expect(input).toHaveValue('Matkhau12');
    await expect(note).toBeEmptyDOMElement();
  },
};

export const RefusedCharacterPasted: Story = {
  args: { lettersAndDigitsOnly: true },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Mật khẩu');
    await userEvent.click(input);
    await userEvent.paste('Matkhau1@');
    await expect(input).toHaveValue('Matkhau1');
    await expect(args.onChange).toHaveBeenLastCalledWith('Matkhau1');
    await expect(c.getByRole('status')).toHaveTextContent('Không nhận ký tự: @');
  },
};

/** A Vietnamese letter with diacritics is not a letter of the password rule. */
export const VietnameseLetterRefused: Story = {
  args: { lettersAndDigitsOnly: true },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const input = c.getByLabelText('Mật khẩu');
    await userEvent.type(input, 'Mật khẩu 1');
    await expect(input).toHaveValue('Mtkhu1');
    await expect(args.onChange).toHaveBeenLastCalledWith('Mtkhu1');
    // The caret stays where the player types: the refused letter does not send it elsewhere.
    await userEvent.click(c.getByRole('button', { name: 'Hiện mật khẩu' }));
    await userEvent.type(input, 'ậa', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    await expect(input).toHaveValue('Matkhu1');
    await expect(c.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const WithError: Story = {
  args: { value: '123', error: 'Mật khẩu phải có từ 8 đến 13 ký tự' },
};
export const Confirmation: Story = {
  args: { label: 'Xác nhận mật khẩu', value: 'abc', error: 'Mật khẩu không trùng khớp.' },
};
export const Disabled: Story = { args: { value: 'matkhau123', disabled: true } };
