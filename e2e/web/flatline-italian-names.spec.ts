import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { test, expect } from '../support/web-host';
import { flatlineModule } from '../../src/main/engine/flatline';
import { greedyAction } from '../../src/main/engine/flatline/bot/greedy';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import type { FlatlineState } from '../../src/shared/flatline/state';
import itCards from '../../src/renderer/src/locales/it/flatline/cards.json';
import { ADA_AND_BRUNO, act, createGame } from './board-play';

// FLATLINE in Italian names every emergency and stat card by its Italian name (docs/glossary.md), and a
// card's tip gives the English name printed on it. Every Italian name fits its card on the main board
// at 1024×640 and 1280×800 and on a phone at 360×640: none is cut, and no word is broken in two. The
// names are measured in the real boxes the board draws: the narrowest emergency card, stat card and
// triage row on screen are given each name in turn for a moment.

const EMERGENCY = itCards.emergency as Record<string, { name: string; printed: string; effect: string }>;
const TRIAGE = itCards.triage as Record<string, { name: string; printed: string; effect: string }>;

/**
 * The first seed whose game, played by the reference bot, comes to a planning step with cards in both
 * rows of the emergency area (its narrowest cards), two stat cards and a triage card on the board: the
 * actions that lead there.
 */
function fullBoard(): { seed: number; actions: FlatlineAction[]; state: FlatlineState } {
  for (let seed = 1; seed <= 300; seed++) {
    let s = flatlineModule.start(ADA_AND_BRUNO, seed);
    const actions: FlatlineAction[] = [];
    for (let i = 0; i < 400 && s.outcome === 'in-progress'; i++) {
      const rowTwo = s.emergencyArea[1]!.some(Boolean);
      if (s.stop === 'planning' && !s.pending && rowTwo && s.statArea.length >= 2 && s.triageArea.length >= 1) return { seed, actions, state: s };
      const action = greedyAction(s);
      const r = flatlineModule.apply(s, action);
      if (!r.ok) break;
      s = r.state;
      actions.push(action);
    }
  }
  throw new Error('no seed up to 300 fills every card area');
}

/** Page-side, given [kind, selector, names]: each name set for a moment in the narrowest box of its kind on screen, and what does not fit. */
const NAMES_FIT = `((boxes) => {
  const out = [];
  for (const [kind, selector, names] of boxes) {
    const els = [...document.querySelectorAll(selector)].filter((el) => el.getClientRects().length > 0);
    if (els.length === 0) { out.push(kind + ': no card on screen'); continue; }
    const el = els.reduce((a, b) => (b.clientWidth < a.clientWidth ? b : a));
    const text = [...el.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim() !== '');
    const container = el.closest('.cell, .slot, section');
    const was = text.textContent;
    // A word too long for the box shows as overflow once it may no longer break anywhere.
    el.style.overflowWrap = 'normal';
    for (const name of names) {
      text.textContent = name;
      const r = el.getBoundingClientRect();
      const c = container.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1) out.push(kind + ' "' + name + '": a word wider than its card (' + el.scrollWidth + ' > ' + el.clientWidth + ')');
      if (el.scrollHeight > el.clientHeight + 1) out.push(kind + ' "' + name + '": cut at the bottom');
      if (r.right > c.right + 0.5) out.push(kind + ' "' + name + '": past its place');
    }
    text.textContent = was;
    el.style.overflowWrap = '';
  }
  return out;
})`;

const boxes = (scope: string) => [
  ['emergency card', `${scope} .ecard.tab-standard .name`, Object.values(EMERGENCY).map((c) => c.name)],
  ['stat card', `${scope} .ecard.tab-stat .name`, Object.values(TRIAGE).map((c) => c.name)],
  ['triage row', `${scope} li[data-triage] .name`, Object.values(TRIAGE).map((c) => c.name)],
];

/** Page-side, given the same boxes: every card on screen named for a while by the longest names of its kind, longest first. */
const LONGEST = `((boxes) => {
  window.namesWere = [];
  for (const [, selector, names] of boxes) {
    const longest = [...names].sort((a, b) => b.length - a.length);
    [...document.querySelectorAll(selector)].forEach((el, i) => {
      const text = [...el.childNodes].find((n) => n.nodeType === 3 && n.textContent.trim() !== '');
      window.namesWere.push([text, text.textContent]);
      text.textContent = longest[i % longest.length];
    });
  }
})`;
const RESTORE = `(() => { for (const [text, was] of window.namesWere) text.textContent = was; })()`;

/** Page-side: the card names drawn now that are cut, or would be without breaking a word. */
const CUT_NAMES = `((selector) => [...document.querySelectorAll(selector)].filter((el) => {
  if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) return true;
  el.style.overflowWrap = 'normal';
  const broken = el.scrollWidth > el.clientWidth + 1;
  el.style.overflowWrap = '';
  return broken;
}).map((el) => el.textContent.trim()))`;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const shot = await page.screenshot({ path: testInfo.outputPath(name) });
  await testInfo.attach(name, { body: shot, contentType: 'image/png' });
  const dir = process.env.FLNAMES_SHOTS;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}` });
  }
}

test.describe('FLATLINE card names in Italian', () => {
  test.use({ locale: 'it-IT' });

  test('the board names every card in Italian, with the printed name in its tip, and every name fits at 1024×640 and 1280×800 and on a phone', async ({ page, browser, request, webHost }, testInfo) => {
    test.setTimeout(180_000);
    const { seed, actions, state } = fullBoard();
    let game = await createGame(request, webHost.url, ADA_AND_BRUNO, seed);
    for (const action of actions) game = await act(request, webHost.url, game.id, action);
    expect(game.state.emergencyArea).toEqual(state.emergencyArea);

    const emergency = state.emergencyArea.flat().find((c): c is string => !!c)!;
    const stat = state.statArea[0]!;
    const triage = state.triageArea[0]!;
    await page.goto(`${webHost.url}?game=${game.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(size);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      const card = page.locator(`[data-card="${emergency}"] .name`);
      await expect(card).toHaveText(`■${EMERGENCY[emergency]!.name}`);
      await expect(page.locator(`[data-card="${stat}"] .name`)).toHaveText(`◆${TRIAGE[stat]!.name}`);
      await expect(page.locator(`li[data-triage="${triage}"] .name`)).toContainText(TRIAGE[triage]!.name);
      await shoot(page, testInfo, `italian-board-${size.width}x${size.height}.png`);

      // The printed name is in the card's tip, for players who know the physical cards.
      await card.hover();
      const e = EMERGENCY[emergency]!;
      await expect(page.getByTestId('place-tip')).toHaveText(`${e.name} (nome stampato: ${e.printed}): ${e.effect}`);
      await page.locator(`li[data-triage="${triage}"] .name`).hover();
      await expect(page.getByTestId('place-tip')).toHaveText(`${TRIAGE[triage]!.name} (nome stampato: ${TRIAGE[triage]!.printed})`);

      expect(await page.evaluate(`${CUT_NAMES}('[data-card] .name, [data-triage] .name')`), `${size.width}: names cut or broken`).toEqual([]);
      expect(await page.evaluate(`${NAMES_FIT}(${JSON.stringify(boxes('.flatline'))})`), `${size.width}: Italian names that do not fit`).toEqual([]);
      // Every card at once under the longest names of its kind: still none cut.
      await page.mouse.move(0, 0);
      await page.evaluate(`${LONGEST}(${JSON.stringify(boxes('.flatline'))})`);
      expect(await page.evaluate(`${CUT_NAMES}('[data-card] .name, [data-triage] .name')`), `${size.width}: longest names cut or broken`).toEqual([]);
      await shoot(page, testInfo, `italian-board-${size.width}x${size.height}-longest.png`);
      await page.evaluate(RESTORE);
    }

    // Ada's phone, in Italian: the same names on its small board, none cut or broken.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByTestId('menu-invite').click();
    await page.getByTestId('invite-open').click();
    const invite = (await page.getByTestId('invite-url').textContent())!.trim();
    const phoneContext = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'it-IT', hasTouch: true });
    const phone = await phoneContext.newPage();
    await phone.goto(invite);
    await phone.getByRole('button', { name: 'Gioca Ada' }).click();
    const view = phone.getByTestId('fl-seat-view');
    await expect(view.locator(`[data-card="${emergency}"] .name`)).toHaveText(`■${EMERGENCY[emergency]!.name}`);
    await expect(view.locator(`[data-card="${stat}"] .name`)).toHaveText(`◆${TRIAGE[stat]!.name}`);
    await shoot(phone, testInfo, 'italian-phone-360x640.png');
    await view.locator('.ecard.tab-stat').first().scrollIntoViewIfNeeded();
    await shoot(phone, testInfo, 'italian-phone-360x640-stat.png');
    const seat = '[data-testid="fl-seat-view"]';
    expect(await phone.evaluate(`${CUT_NAMES}('${seat} [data-card] .name, ${seat} [data-triage] .name, ${seat} [data-triage] strong')`), 'phone: names cut or broken').toEqual([]);
    expect(await phone.evaluate(`${NAMES_FIT}(${JSON.stringify(boxes(seat))})`), 'phone: Italian names that do not fit').toEqual([]);
    await phone.evaluate(`${LONGEST}(${JSON.stringify(boxes(seat))})`);
    expect(await phone.evaluate(`${CUT_NAMES}('${seat} [data-card] .name, ${seat} [data-triage] .name')`), 'phone: longest names cut or broken').toEqual([]);
    await view.locator('.ecard.tab-standard').first().scrollIntoViewIfNeeded();
    await shoot(phone, testInfo, 'italian-phone-360x640-longest.png');
    await view.locator('.ecard.tab-stat').first().scrollIntoViewIfNeeded();
    await shoot(phone, testInfo, 'italian-phone-360x640-stat-longest.png');
    await phoneContext.close();
  });
});
