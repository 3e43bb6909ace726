import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleImage } from '../shared/sample-images';
import { StepGallery } from './StepGallery';

const captions = [
  'Mở trang này bằng Safari',
  'Bấm nút Chia sẻ',
  'Chọn Thêm vào MH chính',
  'Bấm Thêm ở góc trên',
];
const steps = captions.map((caption, index) => ({
  src: sampleImage(`Bước ${index + 1}`, 360, 640, 195 + index * 30),
  alt: `Bước ${index + 1}: ${caption}`,
}));

const meta = {
  title: 'Content/StepGallery',
  component: StepGallery,
  args: { steps, label: 'Các bước cài đặt' },
} satisfies Meta<typeof StepGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The iOS guide's four steps; a tap opens one full size. */
export const FourSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Các bước cài đặt' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: steps[2]!.alt }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: steps[2]!.alt });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
  },
};
