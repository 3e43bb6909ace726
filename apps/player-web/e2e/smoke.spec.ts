import { announcementsSeen, expect, SANDBOX, test } from './fixtures';

test('home shows a banner from the sandbox', async ({ page }) => {
  await announcementsSeen(page);
  await page.goto('/');
  // Whichever banner the slider shows by the time its image has loaded (it turns every 5 s).
  const banner = page.getByRole('region', { name: 'Banner' }).getByRole('img');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('src', new RegExp(`^${SANDBOX}/__sandbox/assets/`));
  // The image really loaded from the sandbox, not just the tag.
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a visitor opening /deposit lands on /login', async ({ page }) => {
  await page.goto('/deposit');
  await expect(page).toHaveURL(/\/login$/);
});
