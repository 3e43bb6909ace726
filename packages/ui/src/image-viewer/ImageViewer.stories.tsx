import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../shared/sample-images';
import { ImageViewer, type ImageViewerProps } from './ImageViewer';

const picture = { src: sampleImage('Bước 1', 360, 640), alt: 'Bước 1: Mở trang này bằng Safari' };

function Demo(props: Partial<ImageViewerProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Xem ảnh
      </button>
      <ImageViewer
        image={open ? picture : null}
        {...props}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Dialogs/ImageViewer',
  component: Demo,
  args: { onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A step picture full size: named by its alt text, closed by 'Đóng', Escape or a swipe. */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: picture.alt });
    await expect(within(dialog).getByRole('img', { name: picture.alt })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
