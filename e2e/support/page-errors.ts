import { test as base, type BrowserContext, type WebError } from '@playwright/test';

/** One uncaught error of a page, with the address it was thrown at. */
export interface PageError {
  url: string;
  message: string;
}

/** How a test's page errors read in its failure: one line each, the stack of the first. */
export function describePageErrors(errors: readonly PageError[]): string {
  const lines = errors.map((e) => `- ${e.url}: ${e.message.split('\n')[0]}`);
  return `${errors.length} uncaught page error${errors.length === 1 ? '' : 's'} during the test:\n${lines.join('\n')}\n\nFirst in full:\n${errors[0]?.message ?? ''}`;
}

/**
 * A test that fails on any uncaught error in any of its pages: the test's own page and every page of
 * every browser context it opens (the phones of the guests specs). A page error is a bug the player
 * would meet even when the assertions pass, so no spec may shrug it off.
 */
export const test = base.extend<{ failOnPageError: void }>({
  failOnPageError: [
    async ({ browser, context }, use) => {
      const errors: PageError[] = [];
      const onError = (webError: WebError) => {
        const error = webError.error();
        errors.push({ url: webError.page()?.url() ?? '(no page)', message: error.stack ?? `${error.name}: ${error.message}` });
      };
      const watched: BrowserContext[] = [];
      const watch = (c: BrowserContext) => {
        watched.push(c);
        c.on('weberror', onError);
      };
      watch(context);
      browser.on('context', watch);
      try {
        await use();
      } finally {
        browser.off('context', watch);
        for (const c of watched) c.off('weberror', onError);
      }
      if (errors.length > 0) throw new Error(describePageErrors(errors));
    },
    { auto: true },
  ],
});
