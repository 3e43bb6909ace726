import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleImage } from '../shared/sample-images';
import { StepGallery } from './StepGallery';

const steps = Array.from({ length: 9 }, (_, index) => ({
  src: sampleImage(`Bước ${index + 1}`, 360, 640, index * 40),
  alt: `Bước ${index + 1}: bước thứ ${index + 1}`,
}));

afterEach(cleanup);

// 001 §2 "/android: … nine step images that open in a modal."
describe('StepGallery', () => {
  it('shows one numbered button per step, named by its picture', () => {
    render(<StepGallery steps={steps} label="Các bước cài đặt" />);
    const list = screen.getByRole('list', { name: 'Các bước cài đặt' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(steps.map((_, i) => `Bước ${i + 1}`));
    expect(buttons.map((b) => within(b).getByRole('img').getAttribute('alt'))).toEqual(
      steps.map((s) => s.alt),
    );
  });

  it('a tap on the nth step opens the nth picture; closing returns focus to it', async () => {
    render(<StepGallery steps={steps} label="Các bước cài đặt" />);
    const sixth = screen.getByRole('button', { name: steps[5]!.alt });
    await userEvent.click(sixth);
    const dialog = await screen.findByRole('dialog', { name: steps[5]!.alt });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe(steps[5]!.src);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(sixth);
  });
});
