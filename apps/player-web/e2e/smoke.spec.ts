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

test('a banner fault injected in the sandbox shows the spec text, and the next load succeeds', async ({
  page,
  sandbox,
}) => {
  // 500 four times: the first try and the three retries of the client defaults.
  await sandbox.injectFault({
    path: '/api/image-slider/list',
    times: 4,
    kind: 'status',
    status: 500,
  });
  await page.goto('/');
  // Shown from the first failed try, with a retry, while the client's back-off goes on.
  await expect(page.getByRole('alert')).toContainText('Failed to load banners');
  // The upstream is back before the player tries again (how many of the four the back-off has
  // spent by now depends on the machine's speed, so the rest are cleared rather than waited out).
  await sandbox.clearFaults();
  await page.reload();
  await expect(page.getByRole('img', { name: /Banner 1\// })).toBeVisible();
});
