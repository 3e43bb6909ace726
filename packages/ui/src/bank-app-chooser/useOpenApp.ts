import { useState, type MouseEvent } from 'react';
import type { BankApp } from '@wallet/domain';
import { writeClipboard } from '../shared/clipboard';

export const copiedText = (content: string) =>
  `Đã sao chép nội dung chuyển khoản “${content}”. Hãy dán vào ô nội dung trong ứng dụng ngân hàng.`;
export const copyFailedText = (content: string) =>
  `Chưa sao chép được nội dung chuyển khoản. Hãy nhập đúng “${content}” trong ứng dụng ngân hàng, rồi chạm lại để mở.`;

/** What a tap on an app's link does, for the chooser's rows and its one-app button alike. */
export interface OpenApp {
  /** The link's onClick. */
  onClick: (app: BankApp, event: MouseEvent<HTMLAnchorElement>) => void;
  /** What was said of the last copy ('' before any). */
  status: string;
}

/**
 * Issue 47 §1 "A bank app that does not fill in the transfer: tapping it copies the transfer content
 * (the text a player must type exactly) before opening the app, and says so." An app that fills in
 * opens through its plain link. When the copy is refused the app is not opened, so the player reads
 * the content first; a second tap on that app opens it.
 */
export function useOpenApp(
  content: string,
  open: (href: string) => void,
  onOpened?: (app: BankApp) => void,
): OpenApp {
  const [status, setStatus] = useState('');
  const [failedFor, setFailedFor] = useState<string | null>(null);
  return {
    status,
    onClick: (app, event) => {
      onOpened?.(app);
      if (app.autofill || failedFor === app.id) return;
      event.preventDefault();
      const href = event.currentTarget.href;
      void writeClipboard(content).then((copied) => {
        setStatus(copied ? copiedText(content) : copyFailedText(content));
        setFailedFor(copied ? null : app.id);
        if (copied) open(href);
      });
    },
  };
}
