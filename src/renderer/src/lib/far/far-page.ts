// Where the host's browser seat page is published (docs/far-away.md): the address of a copy of
// out/seat-page/ (the release's seat-page zip) that the host or a friend serves, for example on
// GitHub Pages. Set, the invite panel offers a browser link beside the app's. Kept in this browser.
import type { StorageLike } from '../table/settings';

export const FAR_PAGE_KEY = 'fuse-table.far-page';

/** A page anyone can open: https://, or http:// on this computer (a copy served here, a test's). */
const PAGE = /^(https:\/\/[^\s#?]+|http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/[^\s#?]*)?)$/i;

/** The address as typed, trimmed, if it can be a seat page's; '' clears it; null: refused. */
export function checkFarPage(text: string): string | null {
  const page = text.trim();
  return page === '' || PAGE.test(page) ? page : null;
}

export function loadFarPage(storage: StorageLike | null): string {
  try {
    return checkFarPage(storage?.getItem(FAR_PAGE_KEY) ?? '') ?? '';
  } catch {
    return '';
  }
}

export function saveFarPage(storage: StorageLike | null, page: string): void {
  try {
    storage?.setItem(FAR_PAGE_KEY, page);
  } catch {
    // A browser that keeps nothing: the address lasts as long as the page.
  }
}
