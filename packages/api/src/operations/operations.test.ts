import { pageDepositBody, SEED } from '@wallet/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from '../client';
import { control, loginAs, makeApi, memoryStorage, startSandbox } from '../test/harness';
import * as account from './account';
import * as auth from './auth';
import * as agency from './agency';
import * as content from './content';
import * as deposit from './deposit';
import * as games from './games';
import * as notifications from './notifications';
import * as transactions from './transactions';
import * as withdraw from './withdraw';

const { server, sandbox } = startSandbox();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => sandbox.reset());
afterAll(() => server.close());

type Options = { queryFn?: unknown; queryKey: readonly unknown[] };
const read = <T = unknown>(options: Options) =>
  (options.queryFn as (ctx: { signal: AbortSignal }) => Promise<T>)({
    signal: new AbortController().signal,
  });
const send = <V, T>(options: { mutationFn?: (v: V, c: never) => Promise<T> }, variables: V) =>
  options.mutationFn!(variables, undefined as never);

async function player(phone: string = SEED.players.approved.phone): Promise<Api> {
  const storage = memoryStorage();
  const api = makeApi({ storage });
  storage.setItem('auth_token', await loginAs(api, phone));
  return api;
}

describe('public content', () => {
  const api = makeApi();
  it('banners, announcements, marquee, links, categories and promotions', async () => {
    expect(await read(content.getBannersQuery(api))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 1, image_url: expect.any(String) })]),
    );
    expect(await read(content.getAnnouncementsQuery(api))).toEqual(
      expect.arrayContaining([expect.objectContaining({ content: expect.stringContaining('<') })]),
    );
    expect((await read<{ content: string }[]>(content.getMarqueeQuery(api)))[0]?.content).toEqual(
      expect.any(String),
    );
    expect(
      (await read<{ value: string }[]>(content.getWebsiteLinksQuery(api))).length,
    ).toBeGreaterThan(0);
    const categories = await read<{ name: string }[]>(content.getCategoriesQuery(api));
    expect(JSON.parse(categories[0]!.name)).toEqual({
      vn: expect.any(String),
      en: expect.any(String),
    });
    const promotions = await read<{ end_date: string | null }[]>(content.getPromotionsQuery(api));
    expect(promotions.some((p) => p.end_date === null)).toBe(true);
  });
});

describe('account access', () => {
  it('registers with an agent code, and the new player reads their own info', async () => {
    const storage = memoryStorage();
    const api = makeApi({ storage });
    const { reference_agent_id } = await read<{ reference_agent_id: string }>(
      auth.getAgentCodeQuery(api, 'AG001'),
    );
    const { token } = await send(auth.registerUserMutation(api), {
      phone: '0977000111',
      password: 'Matkhau12',
      agent_id: reference_agent_id,
      fp_data: 'fingerprint',
    });
    storage.setItem('auth_token', token);
    const user = await read<{ name: string; is_approved: number }>(account.getUserQuery(api));
    expect(user).toMatchObject({ name: '0977000111', is_approved: 2 });
    expect(await read(account.checkApprovalQuery(api))).toMatchObject({ is_approved: 2 });
  });

  it('resets a forgotten password through the OTP (form data), then logs in with it', async () => {
    const api = makeApi();
    const { phone } = SEED.players.approved;
    await send(auth.generateOtpMutation(api), { phone, phone_country_code: '84' });
    // The sandbox shows the OTP in its console; tests read it from the control API.
    const otp = await control.otp(phone);
    const { token } = await send(auth.verifyOtpMutation(api), { phone, otp });
    await send(auth.forgotPasswordMutation(api), { token, phone, password: 'Moi123456' });
    await expect(
      send(auth.loginUserMutation(api), { phone, password: 'Moi123456' }),
    ).resolves.toMatchObject({
      token: expect.any(String),
    });
  });

  it('changes the password with the old one', async () => {
    const api = await player();
    await expect(
      send(auth.resetPlayerPasswordMutation(api), {
        password: SEED.password,
        new_password: 'Matkhau2',
      }),
    ).resolves.toMatchObject({ message: 'PASSWORD_RESET_SUCCESS' });
  });
});

describe('deposit', () => {
  it('the visitor modal: methods, the phone check, a deposit by phone', async () => {
    const api = makeApi();
    const methods = await read<
      { id: number; payment_method_code: string; payment_method_banks: { id: number }[] }[]
    >(deposit.getPublicPaymentMethodsQuery(api));
    const method = methods[0]!;
    const { phone } = SEED.players.fresh;
    expect(await read(deposit.checkDepositPhoneQuery(api, phone))).toMatchObject({ status: true });
    const result = await send(deposit.createPublicDepositMutation(api), {
      bank_id: method.payment_method_banks[0]!.id,
      transaction_amount: 200_000,
      phone,
      payment_method: method.id,
      payment_method_code: method.payment_method_code,
    });
    expect(result.data.transaction_id).toEqual(expect.any(String));
  });

  it('the page: categories, permission, a QR deposit whose status is polled', async () => {
    const api = await player(SEED.players.fresh.phone);
    expect((await read<unknown[]>(deposit.getPaymentCategoriesQuery(api))).length).toBeGreaterThan(
      0,
    );
    expect(await read(deposit.checkAllowDepositQuery(api))).toBe(true);
    const result = await send(
      deposit.createDepositMutation(api),
      pageDepositBody(SEED.payment.bankTransfer, 500_000),
    );
    expect(result.is_redirect).toBe(0);
    const status = await read(transactions.checkTransactionStatusQuery(api, result.transaction_id));
    expect(status).toMatchObject({ status: false, is_approved: 0 });
  });
});

describe('withdrawal and banks', () => {
  it('the visitor modal: the bank lookup, the limits, a withdrawal by phone', async () => {
    const api = makeApi();
    const { phone } = SEED.players.depositLocked;
    const lookup = await read<{
      message: string;
      response: { id: number; account_number: string }[];
    }>(withdraw.getPublicUserBanksQuery(api, phone));
    expect(lookup.message).toBe('SUCCESS');
    expect(await read(withdraw.getWithdrawLimitsQuery(api))).toEqual(SEED.withdrawLimits);
    expect(await read(withdraw.checkPhoneQuery(api, phone))).toMatchObject({
      data: { registered: true },
    });
    const bank = lookup.response[0]!;
    await expect(
      send(withdraw.createPublicWithdrawMutation(api), {
        bank_id: bank.id,
        transaction_amount: 150_000,
        bank_account_number: bank.account_number,
        phone,
      }),
    ).resolves.toMatchObject({ data: { message: 'SUCCESS' } });
  });

  it('the page: permission, banks with their maximum, bank codes, add and delete a bank', async () => {
    const api = await player(SEED.players.fresh.phone);
    expect(await read(withdraw.checkAllowWithdrawQuery(api))).toBe(true);
    const banks = await read<{ response: unknown[]; max_account_count: number }>(
      withdraw.getActiveBanksQuery(api),
    );
    expect(banks).toMatchObject({ response: [], max_account_count: 1 });
    const codes = await read<string[]>(withdraw.getBankCodesQuery(api));
    const added = await send(withdraw.addUserBankMutation(api), {
      bank_name: codes[0]!,
      account_number: '123456789',
      User_name: 'NGUYEN VAN MOI',
    });
    const id = added.response[0]!.id;
    await expect(send(withdraw.deleteUserBankMutation(api), id)).resolves.toMatchObject({
      response: [],
    });
  });
});

describe('transactions', () => {
  it('the list, a detail and the latest', async () => {
    const api = await player();
    const list = await read<{ id: number; is_approved: number }[]>(
      transactions.getUserTransactionsQuery(api),
    );
    expect(new Set(list.map((t) => t.is_approved))).toEqual(new Set([0, 1, 2, 3, 4]));
    const detail = await read<{ id: number }>(transactions.getTransactionQuery(api, list[0]!.id));
    expect(detail.id).toBe(list[0]!.id);
    expect(await read(transactions.getLatestTransactionQuery(api))).toMatchObject({
      id: expect.any(Number),
    });
  });
});

describe('game wallets', () => {
  it('lists, balances, Da Ga, and points both ways', async () => {
    const api = await player();
    expect((await read<unknown[]>(games.getGameCategoriesQuery(api))).length).toBeGreaterThan(0);
    expect((await read<unknown[]>(games.getDagaGameCategoriesQuery(api))).length).toBeGreaterThan(
      0,
    );
    expect((await read<unknown[]>(games.getGameCategoryItemsQuery(api))).length).toBeGreaterThan(0);
    expect(await read(games.getGameBalanceQuery(api, SEED.games.slot))).toMatchObject({
      status: true,
      result: 120,
    });
    expect(await read(games.getGameBalanceQuery(api, SEED.games.notSupported))).toMatchObject({
      status: false,
      error: 'GAME_PROVIDER_NOT_SUPPORTED',
    });
    expect(await read(games.getDagaGameQuery(api))).toMatchObject({
      daga_rate: { division_rate: 30 },
    });
    expect(await read(games.getDagaBalanceQuery(api))).toMatchObject({ status: true, result: 10 });
    await expect(
      send(games.withdrawGamePointsMutation(api), { id: SEED.games.slot, amount: 20 }),
    ).resolves.toMatchObject({
      message: 'POINTS_TRANSFERRED_SUCCESSFULLY',
    });
    await expect(
      send(games.withdrawDagaPointsMutation(api), { amount: 10 }),
    ).resolves.toMatchObject({ status: true });
    await expect(
      send(games.gameLoginMutation(api), { game_id: SEED.games.slot, amount: 100 }),
    ).resolves.toMatchObject({
      link: expect.any(String),
    });
    await expect(send(games.depositDagaMutation(api), { amount: 300 })).resolves.toMatchObject({
      link: expect.any(String),
    });
    const all = await send(games.withdrawAllPointsMutation(api), {
      game_items: [{ game_id: SEED.games.fishing, amount: 45 }],
    });
    expect(all[0]).toMatchObject({ game_id: SEED.games.fishing });
  });

  it('an item balance by game and platform', async () => {
    const api = await player();
    const categories = await read<
      { game_items: { game_id: number; game_platform_id: number }[] }[]
    >(games.getGameCategoryItemsQuery(api));
    const item = categories[0]!.game_items[0]!;
    expect(
      await read(games.getGameItemBalanceQuery(api, item.game_id, item.game_platform_id)),
    ).toMatchObject({
      status: expect.any(Boolean),
    });
  });
});

describe('notifications and agency', () => {
  it('unread count, the list, mark as read', async () => {
    const api = await player();
    expect(await read(notifications.getNotificationCountQuery(api))).toBe(2);
    expect((await read<unknown[]>(notifications.getNotificationsQuery(api))).length).toBe(4);
    await send(notifications.markNotificationsReadMutation(api), undefined);
    expect(await read(notifications.getNotificationCountQuery(api))).toBe(0);
  });

  it('an agent applies with a free phone', async () => {
    const api = makeApi();
    expect(await read(agency.checkAgentPhoneQuery(api, '0966000111'))).toEqual({ status: false });
    await expect(
      send(agency.registerAgentMutation(api), {
        name: 'Nguyễn Văn Đại',
        phone: '0966000111',
        password: 'Daily12345',
      }),
    ).resolves.toMatchObject({ status: true });
    expect(await read(agency.checkAgentPhoneQuery(api, '0966000111'))).toEqual({ status: true });
  });
});
