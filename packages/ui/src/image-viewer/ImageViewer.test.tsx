import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleImage } from '../shared/sample-images';
import { ImageViewer, SWIPE_CLOSE_PX } from './ImageViewer';

const picture = { src: sampleImage('Bước 2', 360, 640), alt: 'Bước 2: Bấm nút Chia sẻ' };

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Xem ảnh
      </button>
      <ImageViewer image={open ? picture : null} onClose={() => setOpen(false)} />
    </>
  );
}

async function openViewer() {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Xem ảnh' });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: picture.alt });
  return { opener, dialog };
}

const stage = () => screen.getByRole('img', { name: picture.alt }).parentElement!;

function drag(dx: number, dy: number, pointerType = 'touch') {
  const el = stage();
  fireEvent.pointerDown(el, { pointerId: 7, pointerType, clientX: 100, clientY: 200 });
  fireEvent.pointerUp(el, { pointerId: 7, pointerType, clientX: 100 + dx, clientY: 200 + dy });
}

afterEach(cleanup);

// 001 §2 "/android: … nine step images that open in a modal"; issue 14: "each image opens full size
// in a modal that a swipe, Escape or the close button leaves".
describe('ImageViewer', () => {
  it('shows the picture full size in a dialog named by its alt text; focus moves in', async () => {
    const { dialog } = await openViewer();
    expect(screen.getByRole('img', { name: picture.alt })).toBeVisible();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape closes it and focus goes back to what opened it', async () => {
    const { opener } = await openViewer();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("the close button 'Đóng' closes it", async () => {
    const { opener } = await openViewer();
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a swipe down closes it', async () => {
    await openViewer();
    drag(0, SWIPE_CLOSE_PX + 10);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a swipe sideways (either way, touch or a dragged mouse) closes it', async () => {
    await openViewer();
    drag(-(SWIPE_CLOSE_PX + 10), 0);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Xem ảnh' }));
    // Open again before the second swipe (the dialog opens after the tap, not during it).
    await screen.findByRole('dialog', { name: picture.alt });
    drag(SWIPE_CLOSE_PX, 5, 'mouse');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a short drag, a swipe up or a tap on the picture keeps it open', async () => {
    await openViewer();
    drag(SWIPE_CLOSE_PX - 20, 10);
    drag(0, -(SWIPE_CLOSE_PX + 40));
    await userEvent.click(screen.getByRole('img', { name: picture.alt }));
    expect(screen.getByRole('dialog', { name: picture.alt })).toBeVisible();
  });
});
