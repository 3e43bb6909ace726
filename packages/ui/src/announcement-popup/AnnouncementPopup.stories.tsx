import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementPopup } from './AnnouncementPopup';
import { sampleImage } from '../shared/sample-images';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Dialogs/AnnouncementPopup',
  component: AnnouncementPopup,
  args: {
    open: true,
    onClose: fn(),
    announcement: {
      title: 'Bảo trì hệ thống',
      content: '<p>Hệ thống sẽ bảo trì từ <strong>02:00</strong> đến <strong>04:00</strong>.</p>',
    },
  },
} satisfies Meta<typeof AnnouncementPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('dialog', { name: 'Thông báo' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Đóng' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const ImageWithRedirect: Story = {
  args: {
    announcement: {
      title: 'Khuyến mãi tháng này',
      content: '<p>Nạp lần đầu nhận thêm 50%.</p>',
      image: sampleImage('KHUYẾN MÃI', 600, 173),
      url: 'https://example.test/khuyen-mai',
      is_redirect: 1,
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Khuyến mãi tháng này' });
    await expect(link).toHaveAttribute('href', 'https://example.test/khuyen-mai');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
export const ImageWithoutRedirect: Story = {
  args: {
    announcement: {
      title: 'Khuyến mãi tháng này',
      content: '<p>Nạp lần đầu nhận thêm 50%.</p>',
      image: sampleImage('KHUYẾN MÃI', 600, 173),
      url: 'https://example.test/khuyen-mai',
      is_redirect: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const LongText: Story = {
  args: { announcement: { title: UNBROKEN, content: `<p>${UNBROKEN}</p>` } },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
  },
};
