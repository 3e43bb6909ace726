import { screen, waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { expect } from 'vitest';
import { captchaWord, passwordInput } from './forms';
import { approvePendingWithdrawal, bankCard } from './withdraw-page';
import { stubGameTab } from './play-game';
import { openPage } from './render';
import { sandbox } from './setup';

// The rows of src/app/forms.test.tsx: every form of the sites, how to open it, its fields filled
// right, one mistake with the spec's words for it, and what the player sees once it was sent.

export type Page = Awaited<ReturnType<typeof openPage>>;
type Scope = Pick<typeof screen, 'getByRole' | 'getByLabelText' | 'findByRole' | 'queryByText'>;

/** A message the form shows (a field's alert, or an alert dialog's text): not a hint of the same words. */
export const shows = (text: string) =>
  screen
    .queryAllByText(text)
    .some((element) => element.closest('[role="alert"], [role="alertdialog"], dialog'));

export interface FormRow {
  /** The form, as a player would name it. */
  form: string;
  /** The one request a submit makes. */
  call: `POST /api/${string}`;
  /** The page with the form on screen, nothing typed; `scope` is the form's dialog or the screen. */
  open: () => Promise<Page & { scope: Scope }>;
  /** Each field and what a player types in it right (a select's option; a value read when typed). */
  fields: (scope: Scope) => [field: HTMLElement, value: string | (() => string)][];
  /** One mistake: the field (its index above), what is typed, the spec's message for it. */
  mistake: { field: number; typed: string; message: string; spec: string };
  /** The mistake is the upstream's answer, not the form's own check: it sent one request. */
  mistakeSends?: 1;
  /** The button a tap submits with. */
  submit: (scope: Scope) => HTMLElement;
  /**
   * For a form of two steps (the withdraw page): from the corrected first step to the one that
   * sends; what a tap and an Enter press there.
   */
  toSendStep?: (
    page: Page,
    how: 'tap' | 'Enter',
  ) => Promise<{ tap: HTMLElement; enter: HTMLElement }>;
  /** What the player sees once the answer came. */
  sent: (page: Page & { scope: Scope }) => Promise<unknown>;
}

const { approved } = SEED.players;
const at = (path: string) => (page: Page) =>
  waitFor(() => expect(page.router.state.location.pathname).toBe(path));

/** A page of the site with its form on the screen itself. */
const onPage = (path: string, as?: string) => async () => {
  const page = await openPage(path, as ? { as } : {});
  return { ...page, scope: screen as Scope };
};

/** A dialog opened by tapping `button` on `path`. */
const inDialog = (path: string, button: string, dialog: string, as?: string) => async () => {
  const page = await openPage(path, as ? { as } : {});
  await page.user.click(await screen.findByRole('button', { name: button }));
  return { ...page, scope: within(await screen.findByRole('dialog', { name: dialog })) as Scope };
};

const otpOf = (phone: string) => sandbox.state.otps.get(phone)?.code ?? '';

/** /reset-password at its `step`: the earlier steps done right. */
const resetAt = (step: 'phone' | 'otp' | 'password') => async () => {
  const page = await onPage('/reset-password')();
  const phone = await screen.findByLabelText('Số điện thoại');
  if (step === 'phone') return page;
  await page.user.type(phone, `${approved.phone}{Enter}`);
  const otp = await screen.findByRole('textbox', { name: 'Mã OTP' });
  if (step === 'otp') return page;
  await page.user.type(otp, `${otpOf(approved.phone)}{Enter}`);
  await screen.findByLabelText('Mật khẩu mới', { selector: 'input' });
  return page;
};

const PASSWORD_RULE = 'Mật khẩu phải có từ 8 đến 12 ký tự, gồm chữ hoa, chữ thường và số.';

export const FORM_ROWS: FormRow[] = [
  {
    form: 'login (/login)',
    call: 'POST /api/login_user',
    open: async () => {
      const page = await onPage('/login')();
      await screen.findByRole('heading', { level: 1, name: 'Đăng Nhập' });
      return page;
    },
    fields: (s) => [
      [s.getByLabelText('Số điện thoại'), approved.phone],
      [passwordInput('Mật khẩu'), SEED.password],
    ],
    mistake: {
      field: 0,
      typed: approved.phone.slice(0, 9),
      message: 'Vui lòng nhập 10 ký tự',
      spec: '000 §5 "Login phone: 10 characters, else \'Vui lòng nhập 10 ký tự\'"',
    },
    submit: (s) => s.getByRole('button', { name: 'Đăng Nhập' }),
    sent: at('/'),
  },
  {
    form: 'register (/register)',
    call: 'POST /api/register_user',
    open: async () => {
      const page = await onPage('/register')();
      await screen.findByRole('heading', { level: 1, name: 'Đăng ký' });
      return page;
    },
    fields: (s) => [
      [s.getByLabelText('Số điện thoại'), '0977000111'],
      [passwordInput('Mật khẩu'), 'Matkhau9'],
      [passwordInput('Xác nhận mật khẩu'), 'Matkhau9'],
      [s.getByRole('textbox', { name: 'Mã xác nhận' }), captchaWord],
    ],
    mistake: {
      field: 2,
      typed: 'Matkhau8',
      message: 'Mật khẩu xác nhận không khớp với mật khẩu.',
      spec: '000 §5 "Confirmation must match"',
    },
    submit: (s) => s.getByRole('button', { name: 'Đăng ký' }),
    sent: at('/'),
  },
  {
    form: 'password reset, the phone (/reset-password)',
    call: 'POST /api/generate-otp',
    open: resetAt('phone'),
    fields: (s) => [[s.getByLabelText('Số điện thoại'), approved.phone]],
    mistake: {
      field: 0,
      typed: '0999999999',
      message: 'phone number invalid',
      spec: '000 §8 "phone number invalid"',
    },
    mistakeSends: 1,
    submit: (s) => s.getByRole('button', { name: 'Gửi mã OTP' }),
    sent: () => screen.findByRole('textbox', { name: 'Mã OTP' }),
  },
  {
    form: 'password reset, the OTP (/reset-password)',
    call: 'POST /api/verify-otp',
    open: resetAt('otp'),
    fields: (s) => [[s.getByRole('textbox', { name: 'Mã OTP' }), () => otpOf(approved.phone)]],
    mistake: {
      field: 0,
      typed: '0000',
      message: 'OTP code incorrect',
      spec: '000 §8 "OTP code incorrect"',
    },
    mistakeSends: 1,
    submit: (s) => s.getByRole('button', { name: 'Xác nhận OTP' }),
    sent: () => screen.findByLabelText('Mật khẩu mới', { selector: 'input' }),
  },
  {
    form: 'password reset, the new password (/reset-password)',
    call: 'POST /api/forgot-password',
    open: resetAt('password'),
    fields: () => [[passwordInput('Mật khẩu mới'), 'Matkhau12']],
    mistake: {
      field: 0,
      typed: 'matkhau12',
      message: PASSWORD_RULE,
      spec: 'docs/decisions.md: a reset password follows the register rule',
    },
    submit: (s) => s.getByRole('button', { name: 'Đặt lại mật khẩu' }),
    sent: () => screen.findByText('Mật khẩu đã được đặt lại thành công!'),
  },
  {
    form: 'password change (/profile, its modal)',
    call: 'POST /api/player/password/reset',
    open: inDialog('/profile', 'Đổi mật khẩu', 'Đổi mật khẩu', approved.phone),
    fields: (s) => [
      [s.getByLabelText('Mật khẩu cũ', { selector: 'input' }), SEED.password],
      [s.getByLabelText('Mật khẩu mới', { selector: 'input' }), 'Moi12345'],
      [s.getByLabelText('Xác nhận mật khẩu mới', { selector: 'input' }), 'Moi12345'],
    ],
    mistake: {
      field: 2,
      typed: 'Moi12346',
      message: 'Mật khẩu không trùng khớp.',
      spec: '000 §5 "Confirmation must match (… in the change-password modal \'Mật khẩu không trùng khớp.\')"',
    },
    submit: (s) => s.getByRole('button', { name: 'Đổi mật khẩu' }),
    sent: ({ scope }) =>
      waitFor(() =>
        expect(scope.queryByText('Mật khẩu đã được đặt lại thành công!')).not.toBeNull(),
      ),
  },
  {
    form: 'add a bank account (/add-account)',
    call: 'POST /api/bank/add_user_bank',
    open: async () => {
      const page = await onPage('/add-account', SEED.players.fresh.phone)();
      await screen.findByLabelText('Số tài khoản');
      return page;
    },
    fields: (s) => [
      [s.getByLabelText('Tên tài khoản'), 'NGUYEN VAN BINH'],
      [s.getByLabelText('Ngân hàng'), 'BIDV'],
      [s.getByLabelText('Số tài khoản'), '123456789'],
    ],
    mistake: {
      field: 2,
      typed: '12',
      message: 'vui lòng nhập nhiều hơn 2 chữ số',
      spec: '001 §5 "at least 3 digits (\'vui lòng nhập nhiều hơn 2 chữ số\')"',
    },
    submit: (s) => s.getByRole('button', { name: 'Thêm ngân hàng' }),
    sent: at('/profile/bank-account-management'),
  },
  {
    form: 'deposit (/deposit)',
    call: 'POST /api/account/deposit',
    open: async () => {
      const page = await onPage('/deposit', approved.phone)();
      await screen.findByRole('textbox', { name: 'Số tiền' });
      return page;
    },
    fields: (s) => [[s.getByRole('textbox', { name: 'Số tiền' }), '600']],
    mistake: {
      field: 0,
      typed: '12.5',
      message: 'Vui lòng chỉ nhập số không có giá trị thập phân',
      spec: '000 §5 "no decimal point (\'Vui lòng chỉ nhập số không có giá trị thập phân\')"',
    },
    submit: (s) => s.getByRole('button', { name: /^Nạp Tiền/ }),
    sent: () => screen.findByRole('heading', { name: 'Thông tin nạp tiền' }),
  },
  {
    form: "a visitor's deposit (home's 'NẠP TIỀN' modal)",
    call: 'POST /api/public/deposit',
    open: async () => {
      const page = await inDialog('/', 'NẠP TIỀN', 'NẠP TIỀN')();
      await page.scope.findByRole('radio', { name: 'Vietcombank' });
      return page;
    },
    fields: (s) => [
      [s.getByLabelText('Số điện thoại'), approved.phone],
      [s.getByLabelText('Số tiền'), '500'],
    ],
    mistake: {
      field: 1,
      typed: '150.5',
      message: 'Vui lòng chỉ nhập số không có giá trị thập phân',
      spec: '000 §5 "no decimal point (\'Vui lòng chỉ nhập số không có giá trị thập phân\')"',
    },
    submit: (s) => s.getByRole('button', { name: 'Nạp Tiền' }),
    sent: () => screen.findByText('Your transaction was successful!'),
  },
  {
    form: "a visitor's withdrawal (home's 'RÚT TIỀN' modal)",
    call: 'POST /api/public/withdraw',
    open: inDialog('/', 'RÚT TIỀN', 'RÚT TIỀN'),
    fields: (s) => [
      [s.getByLabelText('Số điện thoại'), SEED.players.depositLocked.phone],
      [s.getByLabelText('Số tiền'), '150'],
    ],
    mistake: {
      field: 1,
      typed: '100',
      message: 'Số tiền rút tối thiểu từ 150 trở lên',
      spec: '001 §5 "an amount from 150 to 100000" (\'Số tiền rút tối thiểu từ 150 trở lên\')',
    },
    submit: (s) => s.getByRole('button', { name: 'Rút Tiền' }),
    sent: () => screen.findByText('Your transaction was successful!'),
  },
  {
    form: 'withdraw (/withdraw, the amount then the bank)',
    call: 'POST /api/account/withdraw',
    open: async () => {
      await approvePendingWithdrawal();
      const page = await onPage('/withdraw', approved.phone)();
      const amount = await screen.findByRole('textbox', { name: 'Số tiền' });
      // The limits and the balance are in: the amount's checks have what they need.
      await waitFor(() => expect(amount.getAttribute('placeholder')).toBe('150 ~ 15,000,000'));
      await screen.findByTestId('withdraw-balance');
      return page;
    },
    fields: (s) => [[s.getByRole('textbox', { name: 'Số tiền' }), '150']],
    mistake: {
      field: 0,
      typed: '167',
      message: 'Bạn không có đủ số dư để thực hiện giao dịch này',
      spec: '001 §5 "Next is allowed only when the amount is … not above the balance"',
    },
    submit: (s) => s.getByRole('button', { name: 'Tiếp theo' }),
    toSendStep: async ({ user }, how) => {
      const amount = screen.getByRole('textbox', { name: 'Số tiền' });
      if (how === 'tap') await user.click(screen.getByRole('button', { name: 'Tiếp theo' }));
      else await user.type(amount, '{Enter}');
      await screen.findByRole('radio', { name: /Vietcombank/ });
      await user.click(bankCard('Vietcombank'));
      // The bank step has no field to type in: Enter is pressed on its focused send button.
      const send = screen.getByRole('button', { name: 'Rút tiền' });
      return { tap: send, enter: send };
    },
    sent: at('/transections'),
  },
  {
    form: "a game's transfer (home, 'Aztec Treasure')",
    call: 'POST /api/player/game/login',
    open: async () => {
      stubGameTab();
      const page = await openPage('/', { as: approved.phone });
      const list = await screen.findByRole('list', { name: 'Danh sách trò chơi' });
      await page.user.click(within(list).getByRole('button', { name: 'Aztec Treasure' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Aztec Treasure' }));
      await dialog.findByLabelText('Chuyển điểm (VND)');
      return { ...page, scope: dialog };
    },
    fields: (s) => [[s.getByLabelText('Chuyển điểm (VND)'), '100']],
    mistake: {
      field: 0,
      typed: '05',
      message: 'Vui lòng không nhập số bắt đầu bằng 0',
      spec: '001 §5 "Leading zero gives \'Vui lòng không nhập số bắt đầu bằng 0\'."',
    },
    submit: (s) => s.getByRole('button', { name: 'Chơi ngay' }),
    sent: () =>
      waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aztec Treasure' })).toBeNull()),
  },
  {
    form: "Da Ga's transfer (home, the 'Đá gà' panel)",
    call: 'POST /api/player/daga/deposit',
    open: async () => {
      stubGameTab();
      const page = await openPage('/', { as: approved.phone });
      const strip = await screen.findByRole('region', { name: 'Trò chơi' });
      await page.user.click(await within(strip).findByRole('button', { name: 'Đá gà' }));
      const panel = within(await screen.findByRole('region', { name: 'Đá gà' }));
      await panel.findByText('10 điểm');
      await page.user.click(panel.getByRole('button', { name: 'Chơi ngay' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Đá gà' }));
      await dialog.findByLabelText('Chuyển điểm (VND)');
      return { ...page, scope: dialog };
    },
    fields: (s) => [[s.getByLabelText('Chuyển điểm (VND)'), '60']],
    mistake: {
      field: 0,
      typed: '45',
      message: 'Số điểm không hợp lệ, vui lòng nhập số chia hết cho 30.',
      spec: '001 §5 Da Ga "a multiple of 30"',
    },
    submit: (s) => s.getByRole('button', { name: 'Chơi ngay' }),
    sent: at('/game-links'),
  },
  {
    form: "agency registration (/agent/register, @wallet/shell/agency, the agent-signup site's screen)",
    call: 'POST /api/register_agent',
    open: async () => {
      const page = await openPage('/agent/register');
      const form = within(await screen.findByRole('form', { name: 'Đăng ký Đại lý' }));
      return { ...page, scope: form };
    },
    fields: (s) => [
      [s.getByRole('textbox', { name: 'Họ và tên' }), 'Nguyễn Văn Đại'],
      [s.getByRole('textbox', { name: 'Số điện thoại' }), '0977000222'],
      [s.getByLabelText('Mật khẩu', { selector: 'input' }), 'Matkhau9'],
      [s.getByLabelText('Xác nhận mật khẩu', { selector: 'input' }), 'Matkhau9'],
      [s.getByRole('textbox', { name: 'Mã xác nhận' }), captchaWord],
    ],
    mistake: {
      field: 3,
      typed: 'Matkhau8',
      message: 'Mật khẩu không phù hợp.',
      spec: '001 §5 "Confirm password must equal the password (\'Mật khẩu không phù hợp.\')"',
    },
    submit: (s) => s.getByRole('button', { name: /Gửi đăng ký/ }),
    sent: () =>
      screen.findByText(
        'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.',
      ),
  },
];
