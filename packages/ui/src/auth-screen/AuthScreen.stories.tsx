import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordField } from '../password-field/PasswordField';
import { PhoneField } from '../phone-field/PhoneField';
import { SubmitButton } from '../submit-button/SubmitButton';
import { AuthScreen } from './AuthScreen';

function LoginForm() {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <PhoneField value={phone} onChange={setPhone} />
      <PasswordField value={password} onChange={setPassword} />
      <SubmitButton>Đăng Nhập</SubmitButton>
    </form>
  );
}

const meta = {
  title: 'Layout/AuthScreen',
  component: AuthScreen,
  args: { title: 'Đăng Nhập', children: <LoginForm /> },
} satisfies Meta<typeof AuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Login: the way home, the title, the form and the links to the other account screens. */
export const Login: Story = {
  args: {
    links: (
      <>
        <a href="/reset-password">Quên mật khẩu?</a>
        <a href="/register">Đăng ký</a>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect(c.getByRole('heading', { level: 1, name: 'Đăng Nhập' })).toBeVisible();
    const links = within(c.getByRole('navigation', { name: 'Tài khoản' }));
    await expect(links.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/register');
  },
};

/** The standalone agency site: the back arrow leaves for the main site's address. */
export const ToAnotherSite: Story = {
  args: {
    title: 'ĐẠI LÝ',
    backHref: 'https://wallet.example.vn/',
    children: <p>Đăng ký Đại lý</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Trang chủ' })).toHaveAttribute(
      'href',
      'https://wallet.example.vn/',
    );
  },
};
