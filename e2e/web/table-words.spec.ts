import type { Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { ADA_AND_BRUNO, createGame, playThroughApi } from './board-play';
import { botUntil, createTable, fcSetup } from './fuse-countdown-play';

// Words a player would use, on the table and in its log, in both languages: no translation key, no
// engine code, no card or die id, no unfilled placeholder ever reaches the screen.

const RAW: [RegExp, string][] = [
  [/\b(?:app|shell|flatline|fuse-countdown|saves|clock|settings|launcher)\.[a-z][\w-]*(?:\.[\w-]+)*\b/, 'a translation key'],
  [/\b(?:s\d+d\d+|d\d{2}|bomb-\d+|spark-\d+|fuse-\d+|patient-\d+|emergency-\d+|triage-\d+|stat-\d+)\b/, 'a card or die id'],
  [/\b[a-z]+(?:-[a-z]+){2,}\b/, 'an engine code'],
  [/\{\{|\}\}|\bundefined\b|\bNaN\b|\[object Object\]/, 'an unfilled placeholder'],
];

/** Every word on the table with the log drawer open: what a player could read. */
async function tableWords(page: Page): Promise<string> {
  const open = page.getByTestId('log').getByRole('button', { name: /Open the log|Apri il registro/ });
  await open.click();
  // Open: every line of every round is on screen, so its words are read too.
  await expect(page.getByTestId('log').getByRole('listitem').last()).toBeVisible();
  return page.getByTestId('table-shell').innerText();
}

/** Every slot name the FUSE: Countdown table carries, drawn or not: its tips (shown on hover) and the names read out for each control. */
async function slotWords(page: Page): Promise<string> {
  return page.getByTestId('table-shell').evaluate((shell) => [shell.textContent ?? '', ...[...shell.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label') ?? '')].join('\n'));
}

/** A slot counted by a number the cards never print: "Slot 2", "slots 1, 3", "spazio 4", "casella 2". */
const NUMBERED_SLOT = /\b(?:slots?|spazi[oi]?|casell[ae])\s*:?\s*\d/i;

function expectPlayersWords(text: string, where: string): void {
  for (const [pattern, what] of RAW) expect(text.match(pattern)?.[0] ?? null, `${what} on ${where}`).toBeNull();
}

for (const locale of ['en-GB', 'it-IT'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    test('FLATLINE after a whole round: the table and its log in the players\u2019 words', async ({ page, request, webHost }) => {
      const created = await createGame(request, webHost.url, ADA_AND_BRUNO, 11);
      const game = await playThroughApi(request, webHost.url, created, (s) => s.round === 2 && s.stop === 'planning');
      await page.goto(`${webHost.url}#/game/${game.id}`);
      await expect(page.getByTestId('flatline-board')).toBeVisible();
      expect(game.state.log.length).toBeGreaterThan(20);
      expectPlayersWords(await tableWords(page), `FLATLINE's table (${locale})`);
    });

    test('FUSE: Countdown after three turns: the table and its log in the players\u2019 words', async ({ page, request, webHost }) => {
      const table = await botUntil(request, webHost.url, await createTable(request, webHost.url, fcSetup(3, { level: 'expert' }), 5), (s) => s.turn >= 4);
      await page.goto(`${webHost.url}#/game/${table.game.id}`);
      await expect(page.getByTestId('fuse-countdown-board')).toBeVisible();
      expect(table.s.log.length).toBeGreaterThan(20);
      expectPlayersWords(await tableWords(page), `FUSE: Countdown's table (${locale})`);
      // Slots are named by what the card shows, in the tips, the names of the controls and the log.
      const slots = await slotWords(page);
      expect(slots).toMatch(locale === 'en-GB' ? /Slot for / : /Spazio per /);
      expect(slots.match(NUMBERED_SLOT)?.[0] ?? null, `a numbered slot on FUSE: Countdown's table (${locale})`).toBeNull();
    });
  });
}
