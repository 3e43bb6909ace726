import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerSlider } from './BannerSlider';

const banners = [
  { id: 1, image_url: 'https://example.test/a.png' },
  { id: 2, image_url: 'https://example.test/b.png' },
];

describe('BannerSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('"A banner slider that advances every 5 seconds."', () => {
    render(<BannerSlider banners={banners} />);
    expect(screen.getByRole('img')).toHaveProperty('src', 'https://example.test/a.png');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('img')).toHaveProperty('src', 'https://example.test/a.png');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('img')).toHaveProperty('src', 'https://example.test/b.png');
  });

  it('shows nothing for an empty list', () => {
    const { container } = render(<BannerSlider banners={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
