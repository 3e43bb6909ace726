import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alt = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('img').getAttribute('alt');

/** WCAG 2.2.2: the player stops it with a visible button, and starts it again. */
export const PausedByThePlayer: Story = {
  args: { intervalMs: 150, reducedMotion: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Tạm dừng' }));
    await userEvent.unhover(c.getByRole('region', { name: 'Banner' }));
    await sleep(500);
    await expect(alt(canvasElement)).toBe('Banner 1/3');
    await userEvent.click(c.getByRole('button', { name: 'Tự động chuyển' }));
    await userEvent.unhover(c.getByRole('region', { name: 'Banner' }));
    await waitFor(() => expect(alt(canvasElement)).not.toBe('Banner 1/3'));
  },
};

/** A player who asked for reduced motion: nothing moves on its own, dots still work. */
export const ReducedMotion: Story = {
  args: { intervalMs: 100, reducedMotion: true },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await sleep(400);
    await expect(alt(canvasElement)).toBe('Banner 1/3');
    await expect(c.queryByRole('button', { name: 'Tạm dừng' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Banner 2' }));
    await expect(alt(canvasElement)).toBe('Banner 2/3');
  },
};

export const Single: Story = { args: { banners: banners.slice(0, 1) } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { banners: [] } };
