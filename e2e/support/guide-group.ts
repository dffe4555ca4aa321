// What the group guides' end-to-end tests share (guided-group.spec.ts: FLATLINE, guided-fuse-group.spec.ts:
// FUSE: Countdown): the main screen inviting three phones, the guide's step there and on a phone,
// what a page rings first, axe-core on a phone, and the end: the group's real game in one press, then
// back to the games, where the guide counts only as finished.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { join, type Phone } from '../web/guests-play';

/** The step the main screen's guide shows now. */
export const mainStep = (page: Page): Promise<string | null> => page.getByTestId('guide-line').getAttribute('data-step');

/**
 * The step the guide shows once the board is not playing the game's own steps (or stands on one of
 * them, a stop the guide explains): a step of the guide's own is acted on only then (one person's
 * guide as a group's).
 */
export async function settledStep(page: Page): Promise<string> {
  const settled = async () => {
    const shown = (await mainStep(page)) ?? '';
    const playing = (await page.getByTestId('guide-watching').count()) > 0 || (await page.getByTestId('replay').first().isVisible());
    return shown.startsWith('resolution:') || !playing ? shown : null;
  };
  await expect.poll(settled, { message: 'the board stands on a stop or has played the steps', timeout: 30_000 }).not.toBeNull();
  return (await settled())!;
}

/** A phone's guide line. */
export const lineOf = (phone: Phone): Locator => phone.page.getByTestId('guide-seat-line');

/**
 * The main screen's step once every phone shows it too (the step reaches the phones with the game).
 * Read again from the main screen until they agree: the move just made may still be moving the guide
 * on there (a step of several moves rings its next one on the phone before the main screen's step
 * changes), so the step read a moment ago can be one behind by the time the phones are looked at.
 */
export async function phonesShowMainStep(page: Page, phones: readonly Phone[]): Promise<string> {
  let step = '';
  await expect
    .poll(
      async () => {
        step = (await mainStep(page)) ?? '';
        const shown = await Promise.all(phones.map((phone) => lineOf(phone).getAttribute('data-step')));
        return shown.every((s) => s === step);
      },
      { message: "every phone shows the main screen's step", timeout: 10_000 },
    )
    .toBe(true);
  return step;
}

/** What a page's first ring is on now (its element's data and words), '' when nothing is rung: it changes when the guide rings the next move. */
export const firstRing = (page: Page): Promise<string> =>
  page.evaluate(`(() => {
    const el = document.querySelector('[data-guide-step="1"]');
    return el ? JSON.stringify([Object.entries(el.dataset).sort(), el.textContent]) : '';
  })()`) as Promise<string>;

export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), where).toEqual([]);
}

/** The main screen invites the table from its menu; a phone (360×640) takes each seat, in order, under `names`. */
export async function inviteGroup(page: Page, browser: Browser, names: readonly string[]): Promise<Phone[]> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByTestId('menu-invite').click();
  await page.getByTestId('invite-open').click();
  const url = (await page.getByTestId('invite-url').textContent())!.trim();
  const phones: Phone[] = [];
  for (const name of names) phones.push(await join(browser, url, name));
  await page.getByTestId('table-menu').getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page.getByTestId('paused')).toBeHidden();
  return phones;
}

/**
 * The guide's end: "Play a real game" starts the group's own, no guide (`isTheGroups` checks its
 * three seats on its board); leaving the table then shows the game's guide finished on the start
 * screen, and the guided game nowhere to continue.
 */
export async function realGameThenLeave(page: Page, kind: string, learning: string, isTheGroups: () => Promise<void>): Promise<void> {
  await page.getByTestId('guide-real-game').click();
  await expect(page.getByTestId('guide-line')).toHaveCount(0);
  await isTheGroups();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Leave the table' }).click();
  await expect(page.getByTestId(`learned-${kind}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${learning}` })).toHaveCount(0);
}
