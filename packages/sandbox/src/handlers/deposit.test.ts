import { describe, expect, it } from 'vitest';
import { pageDepositBody, SEED } from '../seed/constants.js';
import { useSandbox } from '../test/harness.js';
import { vietQrDataUrl } from '../vietqr.js';

const t = useSandbox();
const P = SEED.players;
const { bankTransfer, ewallet, card } = SEED.payment;
// 0922222222 (withdraw-locked) may deposit and has nothing pending.
const depositor = P.withdrawLocked.phone;

const pageDeposit = (token: string, patch: Record<string, string | number> = {}) =>
  t.call('POST', '/account/deposit', {
    token,
    multipart: { ...pageDepositBody(bankTransfer, 500_000), ...patch },
  });

const publicDeposit = (patch: Record<string, unknown> = {}) =>
  t.call('POST', '/public/deposit', {
    security: true,
    json: {
      bank_id: bankTransfer.bankId,
      transaction_amount: 200_000,
      phone: depositor,
      payment_method: bankTransfer.methodId,
      payment_method_code: 'QR',
      ...patch,
    },
  });

describe('visitor deposit modal', () => {
  it('lists the public methods with banks, sorted, behind the security header', async () => {
    const r = await t.call('GET', '/public/get/payment_methods', { security: true });
    expect(r.status).toBe(200);
    expect(r.body.data.map((m: { sorting_order: number }) => m.sorting_order)).toEqual([1, 2]);
    expect(r.body.data[0].payment_method_banks[0]).toMatchObject({
      id: 1,
      bank_name: 'Vietcombank',
      sorting_order: 1,
      min_deposit_amount: 150,
    });
    // Most banks leave the bounds out (the client then uses 150..150000).
    expect(r.body.data[0].payment_method_banks[1].min_deposit_amount).toBeUndefined();
    expect((await t.call('GET', '/public/get/payment_methods')).status).toBe(403);
  });

  it('checks whether a phone may deposit', async () => {
    expect(
      (await t.call('GET', `/public/check/deposit/${depositor}`, { security: true })).body,
    ).toEqual({ status: true, message: 'SUCCESS' });
    expect(
      (await t.call('GET', '/public/check/deposit/0900000000', { security: true })).body,
    ).toEqual({ status: false, message: 'PLAYER_NOT_FOUND' });
    expect(
      (await t.call('GET', `/public/check/deposit/${P.depositLocked.phone}`, { security: true }))
        .body.status,
    ).toBe(false);
    expect((await t.call('GET', `/public/check/deposit/${depositor}`)).status).toBe(403);
  });

  it('creates a QR deposit for a phone, then refuses a second one while it is pending', async () => {
    const r = await publicDeposit();
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: true,
      message: 'SUCCESS',
      is_redirect: 0,
      amount: 200_000,
      bank_name: 'Vietcombank',
    });
    expect(r.body.data.payment_qr).toMatch(/^data:image\/png;base64,/);
    expect(await publicDeposit()).toMatchObject({
      status: 400,
      body: { message: 'YOU_HAVE_PENDING_TRANSACTION' },
    });
  });

  it('answers PLAYER_NOT_ALLOWED_TO_DEPOSIT, SERVER_ERROR, 422 and FORBIDDEN', async () => {
    expect(await publicDeposit({ phone: '0900000000' })).toMatchObject({
      status: 403,
      body: { message: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' },
    });
    expect(await publicDeposit({ phone: P.depositLocked.phone })).toMatchObject({
      status: 403,
      body: { message: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' },
    });
    expect(await publicDeposit({ bank_id: SEED.payment.maintenanceBankId })).toMatchObject({
      status: 500,
      body: { message: 'SERVER_ERROR' },
    });
    expect((await publicDeposit({ transaction_amount: 100_000 })).status).toBe(422);
    const noHeader = await t.call('POST', '/public/deposit', { json: { phone: depositor } });
    expect(noHeader).toMatchObject({ status: 403, body: { message: 'FORBIDDEN' } });
  });
});

describe('deposit page', () => {
  it('lists the three payment categories with methods and banks', async () => {
    const token = await t.login(depositor);
    const r = await t.call('GET', '/bank/get_payment_category_details', { token });
    expect(r.body.data.map((c: { category_code: string }) => c.category_code)).toEqual([
      'bank_transfer',
      'ewallet',
      'card',
    ]);
    expect(r.body.data[0].name).toBe('Chuyển khoản ngân hàng');
    expect(r.body.data[2].payment_methods[0].payment_method_code).toBe('AUTO');
    expect((await t.call('GET', '/bank/get_payment_category_details')).status).toBe(401);
  });

  it('reports the deposit permission', async () => {
    expect(
      (await t.call('GET', '/player/check/allow/deposit', { token: await t.login(depositor) }))
        .body,
    ).toEqual({ status: true });
    expect(
      (
        await t.call('GET', '/player/check/allow/deposit', {
          token: await t.login(P.depositLocked.phone),
        })
      ).body,
    ).toEqual({ status: false });
  });

  it('creates a QR deposit whose QR carries a VietQR payload for the house account', async () => {
    const token = await t.login(depositor);
    const r = await pageDeposit(token);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      status: true,
      message: 'SUCCESS',
      is_redirect: 0,
      payment_url: null,
      amount: 500_000,
      payment_method: 'Chuyển khoản QR',
    });
    expect(r.body.transaction_id).toMatch(/^DP20261122\d{6}$/);
    expect(r.body.note).toBe(r.body.transaction_id);
    expect(r.body.transaction_created_time).toBe('2026-11-22 10:00:00');
    const house = t.sandbox.state.houseBanks.find((b) => b.id === bankTransfer.bankId)!;
    expect(r.body.bank_account_number).toBe(house.account_number);
    // QR drawing is deterministic, so the same payload must give the same PNG.
    expect(r.body.payment_qr).toBe(
      await vietQrDataUrl({
        bin: '970436',
        accountNumber: house.account_number,
        amount: 500_000,
        content: r.body.note,
      }),
    );
    expect(r.body.payment_qr).not.toBe(
      await vietQrDataUrl({
        bin: '970436',
        accountNumber: house.account_number,
        amount: 500_001,
        content: r.body.note,
      }),
    );
    // The detail view shows the same QR while pending.
    const detail = await t.call('GET', `/account/transaction/${r.body.transaction_id}`, { token });
    expect(detail.body.data).toMatchObject({
      is_approved: 0,
      payment_qr: r.body.payment_qr,
      note: r.body.note,
    });
  });

  it('creates a redirect (e-wallet) deposit that pays on the sandbox payment page', async () => {
    const token = await t.login(depositor);
    const r = await pageDeposit(token, {
      bank_id: ewallet.bankId,
      payment_method: ewallet.methodId,
      payment_method_code: ewallet.methodCode,
      category_id: ewallet.categoryId,
      category_code: ewallet.code,
    });
    expect(r.body).toMatchObject({
      message: 'SUCCESS',
      is_redirect: 1,
      payment_qr: null,
      bank_name: 'MoMo',
    });
    expect(r.body.payment_url).toBe(`http://localhost:4010/__sandbox/pay/${r.body.transaction_id}`);
    const page = await fetch(r.body.payment_url);
    expect(await page.text()).toContain('Thanh toán');
    const check = `/account/transaction/status/check/${r.body.transaction_id}`;
    expect((await t.call('GET', check, { token })).body).toEqual({ status: false, is_approved: 0 });
    // What the page's button does:
    expect((await t.control('POST', `/transactions/${r.body.transaction_id}/paid`)).status).toBe(
      200,
    );
    expect((await t.call('GET', check, { token })).body).toEqual({ status: true, is_approved: 3 });
  });

  it('credits a card deposit at once (AUTO_APPROVED)', async () => {
    const token = await t.login(depositor);
    const before = await t.balance(token);
    const r = await pageDeposit(token, {
      transaction_amount: 200_000,
      bank_id: card.bankId,
      payment_method: card.methodId,
      payment_method_code: card.methodCode,
      category_id: card.categoryId,
      category_code: card.code,
    });
    expect(r.body).toMatchObject({
      message: 'AUTO_APPROVED',
      is_redirect: 0,
      payment_qr: null,
      payment_url: null,
    });
    expect(await t.balance(token)).toBe(before + 200);
    const latest = await t.call('GET', '/account/latest_transaction', { token });
    expect(latest.body.data).toMatchObject({
      transaction_id: r.body.transaction_id,
      is_approved: 1,
    });
  });

  it('answers WRONG_PAYMENT_METHOD, BANK_NOT_SUPPORTED and FAILD_TO_GET_QR', async () => {
    const token = await t.login(depositor);
    const maintenance = {
      bank_id: 23,
      payment_method: SEED.payment.maintenanceMethodId,
      payment_method_code: 'VIETTELPAY',
      category_id: 2,
      category_code: 'ewallet',
    };
    expect(await pageDeposit(token, maintenance)).toMatchObject({
      status: 400,
      body: { message: 'WRONG_PAYMENT_METHOD' },
    });
    expect(await pageDeposit(token, { category_code: 'card' })).toMatchObject({
      status: 400,
      body: { message: 'WRONG_PAYMENT_METHOD' },
    });
    expect(await pageDeposit(token, { bank_id: SEED.payment.maintenanceBankId })).toMatchObject({
      status: 400,
      body: { message: 'BANK_NOT_SUPPORTED' },
    });
    expect(await pageDeposit(token, { bank_id: 999 })).toMatchObject({
      status: 400,
      body: { message: 'BANK_NOT_SUPPORTED' },
    });
    expect(await pageDeposit(token, { bank_id: SEED.payment.qrBrokenBankId })).toMatchObject({
      status: 400,
      body: { message: 'FAILD_TO_GET_QR' },
    });
  });

  it('answers PLAYER_NOT_ALLOWED_TO_DEPOSIT, YOU_HAVE_PENDING_TRANSACTION, 422 and 401', async () => {
    expect(await pageDeposit(await t.login(P.depositLocked.phone))).toMatchObject({
      status: 403,
      body: { message: 'PLAYER_NOT_ALLOWED_TO_DEPOSIT' },
    });
    const token = await t.login(depositor);
    expect((await pageDeposit(token, { transaction_amount: 1_000 })).status).toBe(422);
    expect((await pageDeposit(token, { transaction_amount: 500_500 })).status).toBe(422);
    expect((await pageDeposit(token)).status).toBe(200);
    expect(await pageDeposit(token)).toMatchObject({
      status: 400,
      body: { message: 'YOU_HAVE_PENDING_TRANSACTION' },
    });
    expect(
      (await t.call('POST', '/account/deposit', { multipart: { transaction_amount: 1 } })).status,
    ).toBe(401);
  });

  it('reaches 500 NETWORK_ERROR through a fault', async () => {
    await t.control('POST', '/faults', {
      path: '/account/deposit',
      kind: 'status',
      status: 500,
      body: { status: false, message: 'NETWORK_ERROR' },
    });
    expect(await pageDeposit(await t.login(depositor))).toMatchObject({
      status: 500,
      body: { message: 'NETWORK_ERROR' },
    });
  });
});
