import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { describedBy } from '../../test/described-by';
import { openPage } from '../../test/render';
import { hold } from '../../test/setup';
import { injectFault } from '../../test/sandbox';
import {
  HINT,
  alerts,
  MANAGEMENT,
  bankSelect,
  failAdd,
  fillValid,
  holderInput,
  numberInput,
  openFromList,
  posts,
  submitButton,
} from '../../test/add-account';

const { approved, fresh } = SEED.players;

describe('add bank account: its messages, where it goes after (001 §5; a mistake, the correction and one request: src/app/forms.test.tsx)', () => {
  it('each message shows for its mistake and goes with its correction; added, back to the list it came from', async () => {
    const { user, screen, router } = await openFromList(fresh.phone);
    // "Submit is disabled unless all are valid." Issue 46 §1 "Every disabled submit says why":
    // the first reason no field says yet (the holder's is its hint, shown already).
    expect(submitButton().disabled).toBe(true);
    expect(describedBy(submitButton())).toBe('Vui lòng chọn ngân hàng');

    // "The holder name is required … The hint is 'Tên tài khoản viết IN HOA, không dấu, không có số.'"
    expect(screen.getByText(HINT)).toBeDefined();
    await user.click(holderInput());
    await user.tab();
    await waitFor(() => expect(alerts()).toEqual([HINT]));
    await user.type(holderInput(), 'nguyen van binh');
    expect(holderInput().value).toBe('NGUYEN VAN BINH');
    // Leaving the bank list untouched on the way marks it: "The bank selection is required."
    // (our words)
    expect(alerts()).toEqual(['Vui lòng chọn ngân hàng']);
    await user.selectOptions(bankSelect(), 'BIDV');
    expect(alerts()).toEqual([]);

    // "at least 3 digits ('vui lòng nhập nhiều hơn 2 chữ số')"
    await user.type(numberInput(), '12');
    await user.tab();
    await waitFor(() => expect(alerts()).toEqual(['vui lòng nhập nhiều hơn 2 chữ số']));
    // "numeric only ('Vui lòng chỉ nhập số')"
    await user.type(numberInput(), 'a');
    expect(alerts()).toEqual(['Vui lòng chỉ nhập số']);
    expect(submitButton().disabled).toBe(true);
    await user.clear(numberInput());
    await user.type(numberInput(), '123456789');
    expect(alerts()).toEqual([]);

    expect(posts()).toBe(0);
    await user.click(submitButton());
    // "On success it navigates back": to the list it came from, which shows the new account.
    expect(await screen.findByRole('radio', { name: /123456789/ })).toBeDefined();
    expect(router.state.location.pathname).toBe(MANAGEMENT);
    expect(screen.getByText('NGUYEN VAN BINH')).toBeDefined();
    expect(posts()).toBe(1);
  });

  it('at a typed address: added, then the management list (no page of the site before it); stray spaces are not sent', async () => {
    const { user, screen, router } = await openPage('/add-account', { as: fresh.phone });
    await screen.findByLabelText('Số tài khoản');
    await user.type(holderInput(), 'tran thi  lan ');
    await user.selectOptions(bankSelect(), 'ACB');
    await user.type(numberInput(), '123{Enter}');
    expect(await screen.findByRole('radio', { name: /123/ })).toBeDefined();
    expect(router.state.location.pathname).toBe(MANAGEMENT);
    // The stray spaces typed are not sent: one space between words.
    expect(screen.getByText('TRAN THI LAN')).toBeDefined();
    expect(posts()).toBe(1);
  });

  it('"forced to upper case, and only letters and spaces are accepted as typed"; the account number "with a max length of 30"', async () => {
    const { user, screen } = await openPage('/add-account', { as: fresh.phone });
    await screen.findByLabelText('Tên tài khoản');
    await user.type(holderInput(), 'le van 9b!');
    expect(holderInput().value).toBe('LE VAN B');
    await user.type(numberInput(), '123456');
    // 001 §9 "3 to 30 digits".
    await user.type(numberInput(), '1'.repeat(40));
    expect(numberInput().value).toHaveLength(30);
  });

  it.each(['a tap', 'Enter'])(
    "issue 46 §1: 'Lê Văn Mới' and '0123 456 789', as a bank app takes them: what will be saved is shown first, then sent so, by %s",
    async (by) => {
      const { user, screen } = await openPage('/add-account', { as: fresh.phone });
      await screen.findByLabelText('Tên tài khoản');
      await user.type(holderInput(), 'Lê Văn Mới');
      expect(holderInput().value).toBe('LÊ VĂN MỚI');
      expect(screen.getByText('Sẽ lưu là: LE VAN MOI')).toBeDefined();
      await user.selectOptions(bankSelect(), 'ACB');
      await user.type(numberInput(), '0123 456 789');
      expect(numberInput().value).toBe('0123 456 789');
      expect(screen.getByText('Sẽ lưu là: 0123456789')).toBeDefined();
      expect(alerts()).toEqual([]);
      if (by === 'Enter') await user.type(numberInput(), '{Enter}');
      else await user.click(submitButton());
      expect(await screen.findByRole('radio', { name: /0123456789/ })).toBeDefined();
      expect(screen.getByText('LE VAN MOI')).toBeDefined();
      expect(posts()).toBe(1);
    },
  );

  it('"The field is read-only and prefilled if the user already has a saved bank account."', async () => {
    const { user, screen } = await openPage('/add-account', { as: approved.phone });
    const holder = await screen.findByLabelText<HTMLInputElement>('Tên tài khoản');
    expect(holder.value).toBe('NGUYEN VAN AN');
    expect(holder.readOnly).toBe(true);
    await user.type(holder, 'X');
    expect(holder.value).toBe('NGUYEN VAN AN');
  });

  it('"submitting (spinner, inputs disabled)": the form is locked while the answer is on its way', async () => {
    const answer = hold('POST', '/bank/add_user_bank');
    const { user, screen, router } = await openFromList(fresh.phone);
    await fillValid(user);
    await user.click(submitButton());
    await answer.arrived;
    // "submitting (spinner, inputs disabled)"
    await waitFor(() => expect(numberInput().disabled).toBe(true));
    expect(holderInput().disabled).toBe(true);
    expect(bankSelect().disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Hủy' })).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByRole('radio', { name: /123456789/ })).toBeDefined();
    expect(router.state.location.pathname).toBe(MANAGEMENT);
  });
});

describe('add bank account errors (001 §8)', () => {
  it('"HTTP 422: \'Số tài khoản đã được lấy\'": the form stays as typed; another number is then added', async () => {
    const { user, screen } = await openFromList(fresh.phone);
    await fillValid(user, { number: '0011001234567' });
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Số tài khoản đã được lấy');
    expect(numberInput().value).toBe('0011001234567');
    await user.clear(numberInput());
    await user.type(numberInput(), '99887766');
    await user.click(submitButton());
    expect(await screen.findByRole('radio', { name: /99887766/ })).toBeDefined();
    expect(posts()).toBe(2);
  });

  it('"Any other failure: \'Mỗi tài khoản chỉ có thể thêm {max} ngân hàng duy nhất. …\'" — a player at the maximum, at a typed address (the maximum read from the saved accounts)', async () => {
    const { user, screen } = await openPage('/add-account', { as: approved.phone });
    await screen.findByLabelText('Số tài khoản');
    await fillValid(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Mỗi tài khoản chỉ có thể thêm 1 ngân hàng duy nhất. Để thêm tài khoản ngân hàng khác, Vui lòng liên hệ đội ngũ Chăm Sóc Khách Hàng',
    );
    expect(posts()).toBe(1);
  });

  it.each([
    [
      '"Network error: \'lỗi mạng. Làm mới trang và thử lại\'" — no answer',
      { kind: 'drop' as const },
      'lỗi mạng. Làm mới trang và thử lại',
    ],
    [
      'a server error (500) is not the limit (ours): the generic text',
      { kind: 'status' as const, status: 500 },
      'Đã xảy ra lỗi, vui lòng liên hệ Chăm sóc khách hàng',
    ],
    [
      '"Any other failure" opened from the list: {max} is the count it carried in navigation state',
      { kind: 'status' as const, status: 400, body: { status: false, message: 'LIMIT' } },
      'Mỗi tài khoản chỉ có thể thêm 1 ngân hàng duy nhất. Để thêm tài khoản ngân hàng khác, Vui lòng liên hệ đội ngũ Chăm Sóc Khách Hàng',
    ],
    [
      "a 429 is not the limit (issue 24): the rate limit's text, never the server's 'Too Many Attempts.'",
      { kind: 'status' as const, status: 429, body: { message: 'Too Many Attempts.' } },
      'Too many requests. Only 1 request per second allowed.',
    ],
  ])('%s', async (_spec, fault, text) => {
    await failAdd(fault);
    const { user, screen } = await openFromList(fresh.phone);
    await fillValid(user);
    await user.click(submitButton());
    // The form's own message; a call that found no network also brings the offline notice (an
    // alert of its own) until the next answer.
    expect(await screen.findByText(text, { selector: '[role="alert"]' })).toBeDefined();
    expect(posts()).toBe(1);
  });
  it('an add whose answer is lost after the upstream saved it (ours): the saved accounts are read again, the player is back on the list with it, nothing is sent twice', async () => {
    await failAdd({ kind: 'drop-after' });
    const { user, screen, router } = await openFromList(fresh.phone);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('radio', { name: /123456789/ })).toBeDefined();
    expect(router.state.location.pathname).toBe(MANAGEMENT);
    expect(screen.queryByText('lỗi mạng. Làm mới trang và thử lại')).toBeNull();
    expect(posts()).toBe(1);
  });
});

describe('add bank account: leaving and loading (001 §2)', () => {
  it("'Hủy' goes back to the list without sending anything", async () => {
    const { user, screen, router } = await openFromList(fresh.phone);
    await user.type(holderInput(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Hủy' }));
    expect(await screen.findByRole('link', { name: 'Thêm ngân hàng' })).toBeDefined();
    expect(router.state.location.pathname).toBe(MANAGEMENT);
    expect(posts()).toBe(0);
  });

  it("the header's back button ('QUAY LẠI'): at a typed address there is no page of the site to step back to, so it goes home", async () => {
    // (The layout steps back one entry when the browser's history has one inside the site; the
    // memory router of these tests leaves the browser's history empty.)
    const { user, screen, router } = await openPage('/add-account', { as: fresh.phone });
    await screen.findByLabelText('Số tài khoản');
    await user.click(screen.getByRole('button', { name: 'QUAY LẠI' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(posts()).toBe(0);
  });
});

describe('one malformed bank name costs that choice only', () => {
  it('a bank code that is no name is left out of the choice; the others are offered', async () => {
    await injectFault({
      method: 'GET',
      path: '/bankcodes/all',
      kind: 'status',
      status: 200,
      times: 100,
      body: ['Vietcombank', 42, 'BIDV'],
    });
    await openFromList(SEED.players.fresh.phone);
    const names = [...bankSelect().options].map((option) => option.value).filter(Boolean);
    expect(names).toEqual(['Vietcombank', 'BIDV']);
  });
});
