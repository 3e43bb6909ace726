import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { QrSave } from './QrSave';
import { SAMPLE_QR_PNG } from '../shared/sample-qr';
import { sampleImage } from '../shared/sample-images';

// Issue 27 §1: "A player depositing from their phone cannot scan the QR shown on that phone's own
// screen." The browser's share and download are stood in for: a story proves what they are given.

const FILE_NAME = 'NAP-0987654321.png';
const pngBytes = () => Uint8Array.from(atob(SAMPLE_QR_PNG.split(',')[1]!), (c) => c.charCodeAt(0));

let share = fn((_data?: ShareData) => Promise.resolve());

/** This browser can share files (or not), and `share` answers as `answer` does. */
function webShare(can: boolean, answer: () => Promise<void> = () => Promise.resolve()) {
  return () => {
    share = fn((_data?: ShareData) => answer());
    Object.defineProperty(navigator, 'canShare', {
      configurable: true,
      value: (data?: ShareData) => can && Boolean(data?.files?.length),
    });
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    return () => {
      delete (navigator as { canShare?: unknown }).canShare;
      delete (navigator as { share?: unknown }).share;
    };
  };
}

let links: HTMLAnchorElement[] = [];

const sharedFile = () => share.mock.calls[0]?.[0]?.files?.[0];

const meta = {
  title: 'Content/QrSave',
  component: QrSave,
  args: { qrImage: SAMPLE_QR_PNG, transferContent: 'NAP 0987654321' },
  beforeEach: webShare(false),
} satisfies Meta<typeof QrSave>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Lưu mã QR' downloads the upstream's own PNG, named after the transfer content. */
export const Save: Story = {
  beforeEach: () => {
    links = [];
    // The download itself is the browser's: the story keeps the link it is asked to follow.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      links.push(this);
    });
    return () => click.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // No file sharing in this browser: no share button.
    await expect(c.queryByRole('button', { name: 'Chia sẻ mã QR' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Lưu mã QR' }));
    await expect(links).toHaveLength(1);
    const [link] = links;
    await expect(link!.download).toBe(FILE_NAME);
    await expect(link!.href).toMatch(/^blob:/);
    const saved = await (await fetch(link!.href)).blob();
    await expect(saved.type).toBe('image/png');
    await expect(new Uint8Array(await saved.arrayBuffer())).toEqual(pngBytes());
    await expect(c.getByText(/^Chuyển khoản bằng chính điện thoại này\?/)).toBeVisible();
  },
};

/** Where the browser can share files, 'Chia sẻ mã QR' hands the PNG to the chosen app. */
export const Share: Story = {
  beforeEach: webShare(true),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Chia sẻ mã QR' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    const file = sharedFile();
    await expect(file).toBeInstanceOf(File);
    await expect(file?.name).toBe(FILE_NAME);
    await expect(file?.type).toBe('image/png');
    await expect(new Uint8Array((await file?.arrayBuffer()) ?? [])).toEqual(pngBytes());
    await expect(c.getByRole('status')).toHaveTextContent('');
  },
};

/** The player closes the share sheet: nothing is wrong, nothing is said. */
export const ShareClosed: Story = {
  beforeEach: webShare(true, () => Promise.reject(new DOMException('closed', 'AbortError'))),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Chia sẻ mã QR' }));
    await waitFor(() => expect(share).toHaveBeenCalledOnce());
    await expect(c.getByRole('status')).toHaveTextContent('');
  },
};

/** Any other failure says so, and what to do instead. */
export const ShareFails: Story = {
  beforeEach: webShare(true, () => Promise.reject(new DOMException('no', 'NotAllowedError'))),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Chia sẻ mã QR' }));
    await waitFor(() =>
      expect(c.getByRole('status')).toHaveTextContent(
        'Không chia sẻ được mã QR. Vui lòng bấm “Lưu mã QR” rồi chọn ảnh trong ứng dụng ngân hàng.',
      ),
    );
  },
};

/** The browser refuses to make the file's address: the player is told, and what to do instead. */
export const SaveFails: Story = {
  beforeEach: () => {
    const made = spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('refused');
    });
    return () => made.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Lưu mã QR' }));
    await expect(c.getByRole('status')).toHaveTextContent(
      'Không lưu được mã QR. Vui lòng chụp màn hình mã QR hoặc chuyển khoản theo thông tin bên dưới.',
    );
  },
};

/** A picture that is not a base64 PNG (not what the upstream sends) offers nothing to save. */
export const NotAPng: Story = {
  args: { qrImage: sampleImage('QR', 220, 220, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nor does a PNG data URL whose base64 is broken. */
export const BrokenPng: Story = {
  args: { qrImage: 'data:image/png;base64,%%%' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
