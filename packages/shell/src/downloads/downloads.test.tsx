import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANDROID_GUIDE_STEPS,
  ANDROID_STEPS,
  DOWNLOADS_ADDRESS_COPIED,
  DOWNLOADS_COPY_FAILED,
  INSTALL_APP_LABEL,
  IOS_GUIDE_STEPS,
  IOS_STEPS,
  STEP_IMAGES_LABEL,
} from '@wallet/domain';
import { AndroidGuidePage, DownloadsPage, IosGuidePage } from './index';
import { resetInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt';

const APK = 'https://files.example/wallet.apk';

/** The screens navigate with React Router's link: a shell renders them inside its router. */
const renderPage = (page: ReactElement) => render(<MemoryRouter>{page}</MemoryRouter>);

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  cleanup();
  setClipboard(undefined);
  act(() => resetInstallPrompt());
});

describe('DownloadsPage', () => {
  it('001 §2 "/downloads: cards for iOS (/ios), Android (/android) and \'open in browser\'"', () => {
    renderPage(<DownloadsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tải ứng dụng' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^iOS/ }).getAttribute('href')).toBe('/ios');
    expect(screen.getByRole('link', { name: /^Android/ }).getAttribute('href')).toBe('/android');
    expect(screen.getByRole('button', { name: /^Mở bằng trình duyệt/ })).toBeTruthy();
  });

  it('"\'open in browser\' (copies the current URL)": the address is copied and it says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard(writeText);
    renderPage(<DownloadsPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Mở bằng trình duyệt/ }));
    expect(await screen.findByText(DOWNLOADS_ADDRESS_COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('where the clipboard is refused, the address is shown selected in a read-only field', async () => {
    setClipboard(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderPage(<DownloadsPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Mở bằng trình duyệt/ }));
    expect(await screen.findByText(DOWNLOADS_COPY_FAILED)).toBeTruthy();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Địa chỉ trang' });
    expect(field.value).toBe(window.location.href);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(screen.queryByText(DOWNLOADS_ADDRESS_COPIED)).toBeNull();
  });

  it('where there is no clipboard at all, the same', async () => {
    setClipboard(undefined);
    renderPage(<DownloadsPage />);
    fireEvent.click(screen.getByRole('button', { name: /^Mở bằng trình duyệt/ }));
    expect(await screen.findByRole('textbox', { name: 'Địa chỉ trang' })).toBeTruthy();
  });
});

function expectStepsOpen(captions: readonly string[]) {
  const list = screen.getByRole('list', { name: STEP_IMAGES_LABEL });
  const buttons = within(list).getAllByRole('button');
  expect(buttons).toHaveLength(captions.length);
  captions.forEach((caption, index) => {
    const name = `Bước ${index + 1}: ${caption}`;
    fireEvent.click(screen.getByRole('button', { name }));
    const dialog = screen.getByRole('dialog', { name });
    expect(within(dialog).getByRole('img', { name }).getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
}

describe('AndroidGuidePage', () => {
  it('001 §2 "/android: a download link for an app package file"', () => {
    renderPage(<AndroidGuidePage appPackageUrl={APK} />);
    const link = screen.getByRole('link', { name: 'Tải tệp cài đặt (APK)' });
    expect(link.getAttribute('href')).toBe(APK);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Tất cả cách cài đặt' }).getAttribute('href')).toBe(
      '/downloads',
    );
  });

  it('001 §9 "The Android guide has 9 steps", each opening full size in the viewer', () => {
    renderPage(<AndroidGuidePage appPackageUrl={APK} cardsHref="/" />);
    expect(ANDROID_STEPS).toHaveLength(ANDROID_GUIDE_STEPS);
    expectStepsOpen(ANDROID_STEPS);
  });

  it("takes the shell's own step pictures", () => {
    const steps = [{ src: 'data:image/png;base64,AA==', alt: 'Bước 1: của chúng tôi' }];
    renderPage(<AndroidGuidePage appPackageUrl={APK} steps={steps} />);
    expect(screen.getByRole('img', { name: 'Bước 1: của chúng tôi' })).toBeTruthy();
  });
});

describe('IosGuidePage', () => {
  it('001 §9 "the iOS guide has 4", each opening full size in the viewer', () => {
    renderPage(<IosGuidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cài đặt trên iOS' })).toBeTruthy();
    expect(IOS_STEPS).toHaveLength(IOS_GUIDE_STEPS);
    expectStepsOpen(IOS_STEPS);
  });
});

function installEvent() {
  let choose: (choice: { outcome: 'accepted' | 'dismissed' }) => void = () => undefined;
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, {
    prompt,
    userChoice: new Promise((resolve) => {
      choose = resolve;
    }),
  });
  return { event, prompt, choose: (outcome: 'accepted' | 'dismissed') => choose({ outcome }) };
}

describe('Installing the web app', () => {
  it('issue 14 "on browsers that support installing a web app": the offer shows only after the browser fired beforeinstallprompt', async () => {
    renderPage(<DownloadsPage />);
    expect(screen.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
    const { event, prompt, choose } = installEvent();
    act(() => {
      window.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    const offer = screen.getByRole('button', { name: INSTALL_APP_LABEL });
    // A double tap asks once.
    fireEvent.click(offer);
    fireEvent.click(offer);
    expect(prompt).toHaveBeenCalledTimes(1);
    await act(async () => choose('dismissed'));
    expect(screen.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
  });

  it('goes away when the site was installed, on every downloads screen', () => {
    renderPage(<IosGuidePage />);
    act(() => {
      window.dispatchEvent(installEvent().event);
    });
    expect(screen.getByRole('button', { name: INSTALL_APP_LABEL })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
  });
});
