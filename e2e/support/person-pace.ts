import type { Page } from '@playwright/test';

/**
 * `GUIDE_PACE=person`: a guided spec acts at a newcomer's pace, to time a guide from the first start
 * (docs/guided-game.md, "How long it takes"): before acting on a line it reads it at 200 words a
 * minute, and it takes 1.5 s to find each thing to press. Unset (the test suite), nothing waits.
 */
export const PERSON = process.env.GUIDE_PACE === 'person';
/** A spec's time limit, longer at a person's pace. */
export const paced = (ms: number): number => (PERSON ? ms * 8 : ms);
const MS_PER_WORD = 300;
const FIND_MS = 1500;

/** The guide's line as a newcomer meets it: read, then what to press found. */
export async function readsLine(page: Page): Promise<void> {
  if (!PERSON) return;
  const text = (await page.getByTestId('guide-line').textContent()) ?? '';
  await page.waitForTimeout(text.split(/\s+/).filter(Boolean).length * MS_PER_WORD + FIND_MS);
}

/** The next thing to press, found. */
export async function findsPress(page: Page): Promise<void> {
  if (PERSON) await page.waitForTimeout(FIND_MS);
}
