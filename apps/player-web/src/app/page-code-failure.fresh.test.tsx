import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openPage } from '../test/render';

// A fresh module graph (`*.fresh.test.tsx`): a page's code is loaded once per page load (React's lazy keeps it), so the
// failure is staged before any test of this module graph has opened the page.
describe('a page whose code does not arrive', () => {
  it("000 §8 \"An uncaught route error shows a default heading 'Unexpected Application Error!'\": the next page's code fails to arrive, the header stays", async () => {
    // A deploy replaced the promotions chunk, or the network dropped it.
    vi.doMock('../features/promotions/PromotionsPage', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { user } = await openPage('/game-links');
      const header = within(await screen.findByRole('banner'));
      await header.findByRole('heading', { name: 'Link vào game' });
      await user.click(
        within(screen.getByRole('navigation', { name: 'Điều hướng chính' })).getByRole('link', {
          name: 'Khuyến mãi',
        }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
      ).toBeDefined();
      expect(screen.getByRole('button', { name: 'Tải lại trang' })).toBeDefined();
      expect(screen.getByRole('banner')).toBeDefined();
    } finally {
      vi.doUnmock('../features/promotions/PromotionsPage');
    }
  });
});
