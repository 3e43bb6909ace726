import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { captchaWord } from './forms';
import { AGENT_SITE, SITE } from './ports';

// 001 §2 "Agency registration (/agent/register)", one screen in two frames: the player site's page
// and the standalone agency site (apps/agent-signup), whose home is the player site's address.
const FRAMES = [
  { frame: 'player-web', address: `${SITE}/agent/register` },
  { frame: 'the standalone agency site', address: `${AGENT_SITE}/agent/register` },
] as const;
const AGENT_ADDRESS = FRAMES[1].address;
const HOME = `${SITE}/`;

const SUCCESS =
  'Chúng tôi đã nhận được thông tin của bạn. Chúng tôi sẽ liên lạc với bạn trong vòng 48 giờ.';
const NEW_PHONE = '0977000333';

const agencyForm = (page: Page) => page.getByRole('form', { name: 'Đăng ký Đại lý' });
const submit = (page: Page) =>
  agencyForm(page).getByRole('button', { name: /^(Gửi đăng ký|Gửi lại sau \d:\d\d)/ });

/** Counts the applications the page sent. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/register_agent')) {
      posts.push(request.url());
    }
  });
  return posts;
}

/** Fills the form right; `fields` overrides some. The captcha is the picture's word, in upper case. */
async function fill(
  page: Page,
  fields: Partial<Record<'name' | 'phone' | 'password' | 'confirm' | 'captcha', string>> = {},
) {
  const form = agencyForm(page);
  const password = fields.password ?? 'Matkhau9';
  await form.getByLabel('Họ và tên').fill(fields.name ?? 'Nguyễn Văn Đại');
  await form.getByLabel('Số điện thoại').fill(fields.phone ?? NEW_PHONE);
  await form.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await form.getByLabel('Xác nhận mật khẩu').fill(fields.confirm ?? password);
  await form
    .getByRole('textbox', { name: 'Mã xác nhận', exact: true })
    .fill(fields.captcha ?? (await captchaWord(page)).toUpperCase());
}

for (const { frame, address } of FRAMES) {
  test.describe(`agency registration in ${frame}`, () => {
    test('001 §2 "The title is \'ĐẠI LÝ\' and the form \'Đăng ký Đại lý\'"; §4 "After success a 60-second countdown starts and a confirmation modal appears"; "Closing it goes to /"', async ({
      page,
      sandbox,
    }) => {
      const posts = countPosts(page);
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1, name: 'ĐẠI LÝ' })).toBeVisible();
      await expect(agencyForm(page)).toBeVisible();
      await fill(page);
      // A double tap sends one application.
      await submit(page).dblclick();

      const dialog = page.getByRole('dialog', { name: 'Thành công' });
      await expect(dialog.getByText(SUCCESS)).toBeVisible();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(HOME);

      // Back on the screen within the minute: the countdown still runs, the submit waits for it.
      await page.goBack();
      await expect(submit(page)).toHaveText(/^Gửi lại sau 0:[0-5]\d$/);
      await expect(submit(page)).toBeDisabled();

      expect(posts).toHaveLength(1);
      const applications = (await sandbox.state()).agents.filter((a) => a.phone === NEW_PHONE);
      expect(applications).toEqual([
        { name: 'Nguyễn Văn Đại', phone: NEW_PHONE, password: 'Matkhau9' },
      ]);
    });
  });
}

test('001 §5 on the standalone site: each message, then its correction; "The back arrow returns to /" (every rule: the shell\'s page tests)', async ({
  page,
}) => {
  const posts = countPosts(page);
  await page.goto(AGENT_ADDRESS);
  await submit(page).click();
  const form = agencyForm(page);
  // "The name is required." "exactly 10 digits" "8 to 13 characters" "else 'Mã xác nhận không hợp lệ'"
  await expect(form.getByText('Vui lòng nhập họ tên')).toBeVisible();
  await expect(form.getByText('Vui lòng nhập 10 chữ số cho số điện thoại')).toBeVisible();
  await expect(form.getByText('Mật khẩu phải có từ 8 đến 13 ký tự')).toBeVisible();
  await expect(form.getByText('Mã xác nhận không hợp lệ')).toBeVisible();

  // "The first-digit check gives 'Sai quy cách SĐT'." "Confirm password must equal the password"
  await fill(page, { phone: '9123456789', password: 'Matkhau9Matkhau9', confirm: 'Matkhau8' });
  await expect(form.getByText('Sai quy cách SĐT')).toBeVisible();
  await expect(form.getByText('Mật khẩu phải có từ 8 đến 13 ký tự')).toBeVisible();
  await expect(form.getByText('Mật khẩu không phù hợp.')).toBeVisible();
  await submit(page).click();
  expect(posts).toHaveLength(0);

  await fill(page);
  await expect(
    form.getByText(/Vui lòng nhập|Sai quy cách|Mật khẩu phải|không phù hợp|không hợp lệ/),
  ).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Trang chủ' }).click();
  await expect(page).toHaveURL(HOME);
  expect(posts).toHaveLength(0);
});

test('001 §2 layout on the player site: the header is hidden on a path containing /register, the bottom navigation shows', async ({
  page,
}) => {
  await page.goto('/agent/register');
  await expect(page.getByRole('heading', { level: 1, name: 'ĐẠI LÝ' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
});
