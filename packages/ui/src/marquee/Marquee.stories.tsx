import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Marquee } from './Marquee';
import { UNBROKEN, expectFitsViewport } from '../shared/fits';

const meta = {
  title: 'Content/Marquee',
  component: Marquee,
  args: {
    items: [
      'Chào mừng bạn đến với trang của chúng tôi!',
      'Nạp lần đầu nhận thưởng 50%.',
      'Hệ thống bảo trì lúc 02:00 - 04:00.',
    ],
  },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

const track = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('.ui-marquee__track')!;

/** Standing still, every word of the text is inside the line's box: nothing is cut off. */
async function expectStillAndWhole(canvasElement: HTMLElement) {
  const line = within(canvasElement).getByRole('marquee', { name: 'Thông báo' });
  await expect(getComputedStyle(track(canvasElement)).animationName).toBe('none');
  const viewport = track(canvasElement).parentElement!;
  await expect(viewport.scrollWidth).toBeLessThanOrEqual(viewport.clientWidth);
  await expect(line).toHaveTextContent('Hệ thống bảo trì lúc 02:00 - 04:00.');
}

export const Scrolling: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('marquee', { name: 'Thông báo' }),
    ).toHaveTextContent('Nạp lần đầu');
    await expect(getComputedStyle(track(canvasElement)).animationName).toBe('ui-marquee');
  },
};

/** WCAG 2.2.2: the player stops the line; it then shows the whole text, wrapped. */
export const PausedByThePlayer: Story = {
  args: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Tạm dừng' }));
    await expectStillAndWhole(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Chạy chữ' }));
    await expect(getComputedStyle(track(canvasElement)).animationName).toBe('ui-marquee');
  },
};

export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expectStillAndWhole(canvasElement);
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    // The line is there, empty and busy, so the page below it does not move when notices arrive.
    const line = within(canvasElement).getByRole('marquee', { name: 'Thông báo' });
    await expect(line).toHaveAttribute('aria-busy', 'true');
    await expect(line.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
  },
};

/** Paused, a 500-character notice wraps inside the line rather than widening the page. */
export const LongNoticePaused: Story = {
  args: { items: [UNBROKEN], reducedMotion: true },
  play: async ({ canvasElement }) => {
    await expectFitsViewport(canvasElement.querySelector('[class^="ui-"]')!);
  },
};
