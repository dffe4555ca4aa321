import { expect, type Page } from '@playwright/test';

/** Page-side: running animations that end by themselves (a looping one, like a pulse, never settles). */
const FINITE_RUNNING = `document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().iterations !== Infinity).length`;

/** Waits until every animation that ends by itself has ended: the table then stands as drawn. */
export async function animationsSettled(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate<number>(FINITE_RUNNING), { message: 'animations still running' }).toBe(0);
}
