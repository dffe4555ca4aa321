import { test, expect } from '../support/web-host';

// Every web spec fails on an uncaught page error (support/page-errors.ts). These tests throw one on
// purpose and are marked as failing: were the fixture to miss the error, they would pass, and
// Playwright would report them as unexpectedly passing.

/** Throws outside any caller (as a broken event handler would) and returns once it has. */
const throwSoon = () =>
  new Promise<void>((resolve) => {
    setTimeout(() => {
      throw new Error('thrown on purpose');
    }, 0);
    setTimeout(resolve, 20);
  });

test('an error thrown in the test’s own page fails the test', async ({ page }) => {
  test.fail();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
  await page.evaluate(throwSoon);
});

test('an error thrown in a page of another browser context (a phone) fails the test', async ({ browser }) => {
  test.fail();
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 } });
  const page = await phone.newPage();
  await page.goto('about:blank');
  await page.evaluate(throwSoon);
  await phone.close();
});

test('a page without errors passes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New game' })).toBeVisible();
});
