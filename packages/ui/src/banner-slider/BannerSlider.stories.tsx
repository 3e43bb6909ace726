import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BannerSlider } from './BannerSlider';
import { sampleImage } from '../shared/sample-images';

const banners = [
  { id: 1, image_url: sampleImage('THƯỞNG NẠP 50%', 480, 200, 190), url: 'https://example.test/a' },
  { id: 2, image_url: sampleImage('ĐÁ GÀ TRỰC TIẾP', 480, 200, 10) },
  { id: 3, image_url: sampleImage('HOÀN TRẢ 1.5%', 480, 200, 280) },
];

const meta = {
  title: 'Content/BannerSlider',
  component: BannerSlider,
  args: { banners },
} satisfies Meta<typeof BannerSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Banner 3' }));
    await expect(c.getByRole('img')).toHaveAttribute('alt', 'Banner 3/3');
  },
};
export const Single: Story = { args: { banners: banners.slice(0, 1) } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { banners: [] } };
