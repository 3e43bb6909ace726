import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEED } from '@wallet/sandbox';
import { SAVED_URL_LIFETIME_MS } from '@wallet/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findQrStep, openDeposit } from '../../test/deposit-page';
import {
  bytesOf,
  newestQr,
  SAVE,
  savedFile,
  SHARE,
  SHARE_FAILED,
  sharedFile,
  standInBrowser,
  type BrowserStandIn,
} from '../../test/qr-save';
import { openPage } from '../../test/render';
import { deposit, idOf } from '../../test/transactions';

// Issue 27 §1 "The QR that works on the same phone", in the three places a QR is shown.

const { approved } = SEED.players;

let browser: BrowserStandIn | undefined;
function standIn(options?: Parameters<typeof standInBrowser>[0]): BrowserStandIn {
  browser = standInBrowser(options);
  return browser;
}
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

/** /deposit's step 2 after a 600 K QR deposit: its section. */
async function depositStep2() {
  const page = await openDeposit();
  await page.user.type(page.amount, '600');
  await page.user.click(page.submit());
  return { ...page, step2: within((await findQrStep()).closest('section')!) };
}

/** The file is the upstream's own PNG, named after the transfer content. */
async function expectTheQrFile(file: Blob, name: string) {
  const { content, png } = newestQr();
  expect(name).toBe(`${content}.png`);
  expect(file.type).toBe('image/png');
  expect(await bytesOf(file)).toEqual(png);
}

describe('deposit step 2 (issue 27 §1 "\'Lưu mã QR\' saves the QR as a PNG named after the transfer content")', () => {
  it("'Lưu mã QR' downloads the upstream's PNG as '<transfer content>.png'; no share button where the browser cannot share files", async () => {
    const browser = standIn();
    const { user, step2 } = await depositStep2();
    await user.click(await step2.findByRole('button', { name: SAVE }));
    expect(step2.queryByRole('button', { name: SHARE })).toBeNull();
    const saved = savedFile(browser);
    await expectTheQrFile(saved.file, saved.name);
    // The link was only a means: it is not left in the page.
    expect(browser.downloads[0]?.isConnected).toBe(false);
  });

  it('"Save: an <a download> with an object URL (revoked afterwards)": the address is let go once the download has it', async () => {
    const browser = standIn();
    const { step2 } = await depositStep2();
    const save = await step2.findByRole('button', { name: SAVE });
    // Only the timeout is faked, from the tap on: the page is already shown.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    fireEvent.click(save);
    const [link] = browser.downloads;
    expect(link?.href).toMatch(/^blob:/);
    vi.advanceTimersByTime(SAVED_URL_LIFETIME_MS - 1);
    expect(browser.revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(browser.revoke).toHaveBeenCalledExactlyOnceWith(link?.href);
    vi.useRealTimers();
  });

  it('"where the browser can share files, a share button hands the image to the banking app (Web Share)": a File <content>.png of type image/png', async () => {
    const browser = standIn({ canShare: true });
    const { user, step2 } = await depositStep2();
    await user.click(await step2.findByRole('button', { name: SHARE }));
    await waitFor(() => expect(browser.share).toHaveBeenCalledOnce());
    const file = sharedFile(browser);
    expect(file).toBeInstanceOf(File);
    await expectTheQrFile(file, file.name);
    expect(step2.queryByText(SHARE_FAILED)).toBeNull();
  });

  it('"a cancelled share (AbortError) is not an error": nothing is said', async () => {
    const browser = standIn({
      canShare: true,
      answer: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    const { user, step2 } = await depositStep2();
    await user.click(await step2.findByRole('button', { name: SHARE }));
    await waitFor(() => expect(browser.share).toHaveBeenCalledOnce());
    // The refusal is settled by now; a failure would be in the page within this wait.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(step2.queryByText(SHARE_FAILED)).toBeNull();
  });

  it('"other failures say so in words": a refused share says so and what to do instead', async () => {
    standIn({
      canShare: true,
      answer: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    const { user, step2 } = await depositStep2();
    await user.click(await step2.findByRole('button', { name: SHARE }));
    expect(await step2.findByText(SHARE_FAILED)).toBeDefined();
    // A later share that works clears it.
    browser?.share.mockImplementation(() => Promise.resolve());
    await user.click(step2.getByRole('button', { name: SHARE }));
    await waitFor(() => expect(step2.queryByText(SHARE_FAILED)).toBeNull());
  });
});

describe("a pending QR's detail (issue 27 §1 \"a pending QR's detail: 'Lưu mã QR' saves the QR … a share button hands the image to the banking app\")", () => {
  it('saves and shares the QR of the waiting deposit, named after its transfer content', async () => {
    const browser = standIn({ canShare: true });
    const page = await openPage('/', { as: approved.phone });
    await deposit(SEED.payment.bankTransfer, 500_000);
    const id = await idOf((t) => t.transaction_purpose === 'deposit' && t.is_approved === 0);
    await page.router.navigate(`/transections/${id}`);
    await page.user.click(await screen.findByRole('button', { name: SAVE }));
    const saved = savedFile(browser);
    await expectTheQrFile(saved.file, saved.name);
    await page.user.click(screen.getByRole('button', { name: SHARE }));
    await waitFor(() => expect(browser.share).toHaveBeenCalledOnce());
    const shared = sharedFile(browser);
    await expectTheQrFile(shared, shared.name);
  });
});

describe("the visitor's result (issue 27 §1 \"the visitor's result … 'Lưu mã QR' saves the QR … a share button hands the image\")", () => {
  it('after a visitor QR deposit, the result saves and shares the QR named after its transfer content', async () => {
    const browser = standIn({ canShare: true });
    const { user } = await openPage('/');
    await user.click(await screen.findByRole('button', { name: 'NẠP TIỀN' }));
    const modal = within(await screen.findByRole('dialog', { name: 'NẠP TIỀN' }));
    await modal.findByRole('radio', { name: 'Vietcombank' });
    await user.type(modal.getByLabelText('Số điện thoại'), approved.phone);
    await user.type(modal.getByLabelText('Số tiền'), '500');
    const submit = modal.getByRole('button', { name: 'Nạp Tiền' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    const result = within(await screen.findByRole('dialog', { name: 'Thành công' }));
    await user.click(await result.findByRole('button', { name: SHARE }));
    await waitFor(() => expect(browser.share).toHaveBeenCalledOnce());
    const shared = sharedFile(browser);
    await expectTheQrFile(shared, shared.name);
    await user.click(result.getByRole('button', { name: SAVE }));
    const saved = savedFile(browser);
    await expectTheQrFile(saved.file, saved.name);
  });
});
