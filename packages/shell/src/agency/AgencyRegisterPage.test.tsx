import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiConfigFromEnv, createApi, createQueryClient } from '@wallet/api';
import { GENERIC_LOAD_ERROR, NETWORK_FAILURE_TEXT } from '@wallet/domain';
import { SEED } from '@wallet/sandbox';
import { setupSandbox } from '@wallet/sandbox/vitest';
import { WalletProvider } from '../provider/WalletProvider';
import { AgencyRegisterPage } from './AgencyRegisterPage';
import { createLocationProbe } from '../test/location-probe';
import { AGENCY_COUNTDOWN_KEY } from './countdown';

// The screen against the upstream sandbox in-process, on the address a site is configured with by
// default (the sandbox's), as the player site's page tests run.
// `sent`: every upstream request the screen sent, as 'METHOD /path'.
const { sandbox, control, sent } = setupSandbox();

const POST = 'POST /api/register_agent';
const posts = () => sent.filter((line) => line === POST).length;
const checks = () => sent.filter((line) => line.startsWith('GET /api/agent/check_phone/')).length;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const REGISTERED = 'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.';
const SUCCESS =
  'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.';
const FREE_PHONE = '0977000222';

/** The screen in a shell of its own: a router with the screen and a home page. */
function openAgency() {
  const api = createApi(apiConfigFromEnv({}));
  const { router, Probe } = createLocationProbe();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={['/agent/register']}>
      <WalletProvider api={api} queryClient={createQueryClient()}>
        <Probe />
        <Routes>
          <Route path="/" element={<h1>Trang chủ của trang</h1>} />
          <Route path="/agent/register" element={<AgencyRegisterPage />} />
        </Routes>
      </WalletProvider>
    </MemoryRouter>,
  );
  const agencyForm = within(screen.getByRole('form', { name: 'Đăng ký Đại lý' }));
  const form = {
    name: agencyForm.getByRole('textbox', { name: 'Họ và tên' }),
    phone: agencyForm.getByRole('textbox', { name: 'Số điện thoại' }),
    password: agencyForm.getByLabelText('Mật khẩu', { selector: 'input' }),
    confirm: agencyForm.getByLabelText('Xác nhận mật khẩu', { selector: 'input' }),
    captcha: agencyForm.getByRole('textbox', { name: 'Mã xác nhận' }),
    submit: () => agencyForm.getByRole('button', { name: /Gửi đăng ký|Gửi lại sau/ }),
  };
  return { router, user, form, view };
}

/** The word drawn in the captcha picture (an SVG data: URL). */
function captchaWord(): string {
  const src = screen.getByRole('img', { name: 'Ảnh mã xác nhận' }).getAttribute('src') ?? '';
  const svg = decodeURIComponent(src.split(',')[1] ?? '');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

type Opened = ReturnType<typeof openAgency>;

/** Fills every field right; `phone` defaults to a phone with no application. */
async function fillAll({ user, form }: Opened, phone = FREE_PHONE) {
  await user.type(form.name, 'Nguyễn Văn Đại');
  await user.type(form.phone, phone);
  await user.type(form.password, 'Matkhau9');
  await user.type(form.confirm, 'Matkhau9');
  await user.type(form.captcha, captchaWord());
}

describe("agency registration: 001 §2 \"The title is 'ĐẠI LÝ' and the form 'Đăng ký Đại lý' has name, phone, password, confirm password and captcha\"", () => {
  it('shows the title, the named form with its five fields and "The back arrow returns to /"', () => {
    openAgency();
    expect(screen.getByRole('heading', { level: 1, name: 'ĐẠI LÝ' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Trang chủ' }).getAttribute('href')).toBe('/');
  });

  // Tap and Enter, twice each, one request: apps/player-web/src/app/forms.test.tsx, where the
  // site that mounts this screen runs every form of the sites in one table.
  it("001 §5: each rule's message, then its correction; the corrected form sends one POST /register_agent", async () => {
    const opened = openAgency();
    const { user, form } = opened;
    await user.click(form.submit());
    // "The name is required." "exactly 10 digits" "8 to 13 characters" "must match, else …"
    expect(await screen.findByText('Vui lòng nhập họ tên')).toBeDefined();
    expect(screen.getByText('Vui lòng nhập 10 chữ số cho số điện thoại')).toBeDefined();
    expect(screen.getByText('Mật khẩu phải có từ 8 đến 13 ký tự')).toBeDefined();
    expect(screen.getByText('Mã xác nhận không hợp lệ')).toBeDefined();

    await user.type(form.name, 'Nguyễn Văn Đại');
    expect(screen.queryByText('Vui lòng nhập họ tên')).toBeNull();
    // "The first-digit check gives 'Sai quy cách SĐT'."
    await user.type(form.phone, '9123456789');
    expect(screen.getByText('Sai quy cách SĐT')).toBeDefined();
    await user.clear(form.phone);
    await user.type(form.phone, '091234');
    expect(screen.getByText('Vui lòng nhập 10 chữ số cho số điện thoại')).toBeDefined();
    await user.clear(form.phone);
    await user.type(form.phone, FREE_PHONE);
    expect(screen.queryByText(/Vui lòng nhập 10 chữ số|Sai quy cách SĐT/)).toBeNull();

    await user.type(form.password, 'Matkhau9Matkhau9');
    expect(screen.getByText('Mật khẩu phải có từ 8 đến 13 ký tự')).toBeDefined();
    await user.clear(form.password);
    await user.type(form.password, 'Matkhau9');
    expect(screen.queryByText('Mật khẩu phải có từ 8 đến 13 ký tự')).toBeNull();
    // "Confirm password must equal the password ('Mật khẩu không phù hợp.')."
    await user.type(form.confirm, 'Matkhau8');
    expect(screen.getByText('Mật khẩu không phù hợp.')).toBeDefined();
    await user.clear(form.confirm);
    await user.type(form.confirm, 'Matkhau9');
    expect(screen.queryByText('Mật khẩu không phù hợp.')).toBeNull();
    // "The captcha, trimmed and compared case-insensitively, must match"
    await user.type(form.captcha, ` ${captchaWord().toUpperCase()} `);
    expect(screen.queryByText('Mã xác nhận không hợp lệ')).toBeNull();
    expect(posts()).toBe(0);

    await user.click(form.submit());
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(posts()).toBe(1);
    expect(sandbox.state.agents.filter((a) => a.phone === FREE_PHONE)).toEqual([
      { name: 'Nguyễn Văn Đại', phone: FREE_PHONE, password: 'Matkhau9' },
    ]);
  });

  it('the captcha picture can be changed: "refresh" draws another word, and the old one is refused', async () => {
    const opened = openAgency();
    const before = captchaWord();
    await opened.user.click(screen.getByRole('button', { name: 'Đổi mã xác nhận khác' }));
    const after = captchaWord();
    expect(after).not.toBe(before);
    await fillAll(opened);
    await opened.user.clear(opened.form.captcha);
    await opened.user.type(opened.form.captcha, `${before}{Enter}`);
    expect(await screen.findByText('Mã xác nhận không hợp lệ')).toBeDefined();
    expect(posts()).toBe(0);
  });
});

describe('001 §5 "The phone is checked for existing registration on blur"; §7 "status false means the phone is free"', () => {
  it("a phone with an application: §8's text at the phone field, and the submit sends nothing", async () => {
    const opened = openAgency();
    await fillAll(opened, SEED.agentPhone);
    // The phone was left for the next field: the check has answered.
    expect(await screen.findByText(REGISTERED)).toBeDefined();
    expect(opened.form.phone.getAttribute('aria-invalid')).toBe('true');
    await opened.user.click(opened.form.submit());
    await opened.user.type(opened.form.captcha, '{Enter}');
    expect(posts()).toBe(0);

    // Another phone clears the text and is asked about in turn.
    await opened.user.clear(opened.form.phone);
    await opened.user.type(opened.form.phone, FREE_PHONE);
    expect(screen.queryByText(REGISTERED)).toBeNull();
    await opened.user.click(opened.form.submit());
    expect(await screen.findByText(SUCCESS)).toBeDefined();
    expect(posts()).toBe(1);
  });

  it('a free phone: the check is asked once and shows nothing', async () => {
    const opened = openAgency();
    await opened.user.type(opened.form.phone, FREE_PHONE);
    await opened.user.tab();
    await waitFor(() => expect(checks()).toBe(1));
    expect(screen.queryByText(REGISTERED)).toBeNull();
  });

  it('a malformed phone is not asked about', async () => {
    const opened = openAgency();
    await opened.user.type(opened.form.phone, '09123');
    await opened.user.tab();
    expect(screen.getByText('Vui lòng nhập 10 chữ số cho số điện thoại')).toBeDefined();
    expect(checks()).toBe(0);
  });

  it("a check that failed (a 500) blocks nothing and says nothing; the POST answers: the upstream's refusal is §8's text", async () => {
    await control.injectFault({
      method: 'GET',
      path: '/agent/check_phone/*',
      kind: 'status',
      times: 5,
    });
    const opened = openAgency();
    await fillAll(opened, SEED.agentPhone);
    await waitFor(() => expect(checks()).toBeGreaterThan(0));
    expect(screen.queryByText(REGISTERED)).toBeNull();
    await opened.user.click(opened.form.submit());
    // 001 §8 "Failure: 'Số điện thoại này đã được đăng ký vui lòng liên hệ CSKH để được hỗ trợ.'"
    const dialog = await screen.findByRole('alertdialog', { name: 'Thông báo' });
    expect(within(dialog).getByText(REGISTERED)).toBeDefined();
    expect(posts()).toBe(1);
  });
});

describe("001 §8 agency failures: only the upstream's refusal says the phone is registered", () => {
  it.each([
    ['a 500', { kind: 'status' as const, status: 500 }, GENERIC_LOAD_ERROR],
    ['a dropped connection', { kind: 'drop' as const }, NETWORK_FAILURE_TEXT],
  ])(
    "%s shows the catalogue's text, not the registered text; the next tap sends again",
    async (_, fault, text) => {
      await control.injectFault({ method: 'POST', path: '/register_agent', ...fault });
      const opened = openAgency();
      await fillAll(opened);
      await opened.user.click(opened.form.submit());
      const dialog = await screen.findByRole('alertdialog', { name: 'Thông báo' });
      expect(within(dialog).getByText(text)).toBeDefined();
      expect(screen.queryByText(REGISTERED)).toBeNull();
      expect(posts()).toBe(1);

      await opened.user.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      await opened.user.click(opened.form.submit());
      expect(await screen.findByText(SUCCESS)).toBeDefined();
      expect(posts()).toBe(2);
    },
  );
});

describe('001 §4 "After success a 60-second countdown starts and a confirmation modal appears." §2 "Closing it goes to /."', () => {
  it("the modal says §8's success text, the submit counts down from 1:00, closing goes home", async () => {
    const opened = openAgency();
    await fillAll(opened);
    await opened.user.click(opened.form.submit());
    const dialog = await screen.findByRole('dialog', { name: 'Thành công' });
    expect(within(dialog).getByText(SUCCESS)).toBeDefined();
    const submit = opened.form.submit();
    expect(submit.textContent).toMatch(/^Gửi lại sau (1:00|0:5\d)$/);
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await opened.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(opened.router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Trang chủ của trang' })).toBeDefined();
  });

  it('the countdown outlives a reload of the screen and ends after 60 seconds; then another application may be sent', async () => {
    const first = openAgency();
    await fillAll(first);
    await first.user.click(first.form.submit());
    await screen.findByText(SUCCESS);
    first.view.unmount();

    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const again = openAgency();
    expect(again.form.submit().textContent).toMatch(/^Gửi lại sau (1:00|0:5\d)$/);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(again.form.submit().textContent).toMatch(/^Gửi lại sau 0:(29|30|31)$/);
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(again.form.submit().textContent).toBe('Gửi đăng ký');
    expect((again.form.submit() as HTMLButtonElement).disabled).toBe(false);
    expect(sessionStorage.getItem(AGENCY_COUNTDOWN_KEY)).toBeNull();
  });
});
