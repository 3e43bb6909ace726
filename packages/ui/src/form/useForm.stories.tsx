import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LOGIN_LINK_LABEL, loginSchema, type LoginForm } from '@wallet/domain';
import { PasswordField } from '../password-field/PasswordField';
import { PhoneField } from '../phone-field/PhoneField';
import { SubmitButton } from '../submit-button/SubmitButton';
import { useForm } from './useForm';

/** The login form on the hook: the request takes `requestMs`, then fails or succeeds. */
function LoginDemo({
  onSubmit,
  requestMs = 300,
  fails = false,
}: {
  onSubmit: (values: LoginForm) => void;
  requestMs?: number;
  fails?: boolean;
}) {
  const form = useForm({
    initial: { phone: '', password: '' },
    schema: loginSchema,
    onSubmit: (values) => {
      onSubmit(values);
      return new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          if (!fails) return resolve();
          form.setFieldError('password', 'Mật khẩu bạn vừa nhập không đúng.');
          reject(new Error('PASSWORD_INCORRECT'));
        }, requestMs),
      );
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <PhoneField {...form.field('phone')} />
      <PasswordField {...form.field('password')} />
      <SubmitButton pending={form.submitting}>{LOGIN_LINK_LABEL}</SubmitButton>
    </form>
  );
}

const meta = {
  title: 'Form/useForm',
  component: LoginDemo,
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CorrectedThenSubmittedOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const phone = c.getByRole('textbox', { name: 'Số điện thoại' });
    const button = c.getByRole('button', { name: LOGIN_LINK_LABEL });
    await userEvent.type(phone, '0912');
    await userEvent.click(button);
    await expect(c.getByText('Vui lòng nhập 10 ký tự')).toBeVisible();
    await expect(c.getByText('Mật khẩu ít nhất 8 ký tự')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Corrected: the very next tap goes, and a double tap still sends once.
    await userEvent.type(phone, '345678');
    await userEvent.type(c.getByLabelText('Mật khẩu'), 'matkhau123');
    await userEvent.dblClick(button);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      phone: '0912345678',
      password: 'matkhau123',
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(button).toBeEnabled());
  },
};

export const ServerAnswerUnderTheField: Story = {
  args: { fails: true, requestMs: 50 },
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    const password = c.getByLabelText('Mật khẩu');
    await userEvent.type(c.getByRole('textbox', { name: 'Số điện thoại' }), '0912345678');
    await userEvent.type(password, 'matkhau123{Enter}');
    await expect(await c.findByText('Mật khẩu bạn vừa nhập không đúng.')).toBeVisible();
    // The form is free again: a corrected password goes on the next Enter.
    await userEvent.type(password, '4');
    await expect(c.queryByText('Mật khẩu bạn vừa nhập không đúng.')).toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};
