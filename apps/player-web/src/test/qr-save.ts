import { vi, type Mock } from 'vitest';
import { sandbox } from './setup';

// What the QR save and share tests share (issue 27 §1). jsdom has no download, no object URLs and
// no Web Share: these stand in for the browser and keep what the page handed them.

export const SAVE = 'Lưu mã QR';
export const SHARE = 'Chia sẻ mã QR';
export const SHARE_FAILED =
  'Không chia sẻ được mã QR. Vui lòng bấm “Lưu mã QR” rồi chọn ảnh trong ứng dụng ngân hàng.';

export interface BrowserStandIn {
  /** The links the page clicked to download (none is followed). */
  downloads: HTMLAnchorElement[];
  /** What each object URL the page made stands for. */
  objects: Map<string, Blob>;
  revoke: Mock<(url: string) => void>;
  share: Mock<(data?: ShareData) => Promise<void>>;
  restore: () => void;
}

/**
 * The browser: downloads, object URLs, and, when `canShare`, file sharing, whose promise is
 * `answer`'s (a resolved share by default).
 */
export function standInBrowser({
  canShare = false,
  answer = () => Promise.resolve(),
}: { canShare?: boolean; answer?: () => Promise<void> } = {}): BrowserStandIn {
  const downloads: HTMLAnchorElement[] = [];
  const objects = new Map<string, Blob>();
  const revoke = vi.fn((_url: string) => {});
  const share = vi.fn((_data?: ShareData) => answer());
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this);
  });
  const undo = [
    replace(URL, 'createObjectURL', (blob: Blob) => {
      const url = `blob:http://localhost/qr-${objects.size + 1}`;
      objects.set(url, blob);
      return url;
    }),
    replace(URL, 'revokeObjectURL', revoke),
    replace(navigator, 'canShare', (data?: ShareData) => canShare && Boolean(data?.files?.length)),
    replace(navigator, 'share', share),
  ];
  return {
    downloads,
    objects,
    revoke,
    share,
    restore: () => {
      click.mockRestore();
      for (const putBack of undo) putBack();
    },
  };
}

/** Sets `key` of `target` to `value`; the returned function puts back what was there (or nothing). */
function replace(target: object, key: string, value: unknown): () => void {
  const before = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, writable: true, value });
  return () => {
    if (before) Object.defineProperty(target, key, before);
    else Reflect.deleteProperty(target, key);
  };
}

/** The first file the page shared. */
export function sharedFile(browser: BrowserStandIn): File {
  const [file] = browser.share.mock.calls[0]?.[0]?.files ?? [];
  if (!file) throw new Error('nothing was shared');
  return file;
}

/** The file behind the one download the page started, with the name it was saved under. */
export function savedFile(browser: BrowserStandIn): { name: string; file: Blob } {
  const [link, ...more] = browser.downloads;
  if (!link || more.length > 0) throw new Error(`${browser.downloads.length} downloads, not one`);
  const file = browser.objects.get(link.href);
  if (!file) throw new Error(`the download's address ${link.href} is no object URL the page made`);
  return { name: link.download, file };
}

/** The newest deposit's transfer content and the QR picture's bytes, as the upstream sent them. */
export function newestQr(): { content: string; png: Uint8Array } {
  const made = sandbox.state.transactions.at(-1);
  if (!made?.payment_qr || !made.note) throw new Error('the newest transaction has no QR');
  const base64 = made.payment_qr.slice(made.payment_qr.indexOf(',') + 1);
  return { content: made.note, png: new Uint8Array(Buffer.from(base64, 'base64')) };
}

export const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
