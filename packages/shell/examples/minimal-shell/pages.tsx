import { useMutation } from '@tanstack/react-query';
import { loginUserMutation } from '@wallet/api';
import { useApi, useCaptchaToken, useUserInfo, useWalletSession } from '@wallet/shell';

export const HomePage = () => <h1>Trang chủ</h1>;

export function AccountPage() {
  const user = useUserInfo();
  const { logout } = useWalletSession();
  return (
    <main>
      <h1>Tài khoản</h1>
      <p>{user.data?.name}</p>
      <button type="button" onClick={logout}>
        Đăng xuất
      </button>
    </main>
  );
}

export function LoginPage() {
  const api = useApi();
  const { signIn } = useWalletSession();
  const captcha = useCaptchaToken();
  const login = useMutation({
    ...loginUserMutation(api),
    onSuccess: (answer) => signIn(answer.token),
    onError: captcha.reset,
  });
  // The wiring only: a real form validates with @wallet/domain's schemas through the kit's useForm,
  // which also sends once however many taps (apps/player-web/src/features/login).
  return (
    <form
      aria-label="Đăng nhập"
      onSubmit={(event) => {
        event.preventDefault();
        const fields = new FormData(event.currentTarget);
        if (!captcha.token || login.isPending) return;
        login.mutate({
          phone: String(fields.get('phone')),
          password: String(fields.get('password')),
          captcha_token: captcha.token,
        });
      }}
    >
      <input name="phone" aria-label="Số điện thoại" />
      <input name="password" type="password" aria-label="Mật khẩu" />
      {captcha.widget}
      <button type="submit">Đăng nhập</button>
    </form>
  );
}
