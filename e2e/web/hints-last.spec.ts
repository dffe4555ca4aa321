import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/web-host';
import { api, spaceKey } from './board-play';
import { holdsStill } from '../support/holds-still';
import { legalPlacements } from '../../src/shared/flatline/rules/queries';
import { sameTarget } from '../../src/shared/flatline/rules/components';
import { flatlineSetupSchema } from '../../src/shared/flatline/setup';
import type { FlatlineAction } from '../../src/shared/flatline/actions';
import type { GameDetailOf } from '../../src/shared/games';
import type { HintAnswer } from '../../src/shared/hints-api';
import type { LocalInvitations } from '../../src/shared/invitations-api';

// A hint lasts until it is impossible (docs/hints.md). Ada asks at the main screen while Bruno plays
// from his phone (here through the guest API): Bruno's die going elsewhere leaves her hint as it was;
// Bruno taking the very place it lit replaces it with a new one, whose line says so. The same on a
// phone: Bruno's hint survives Ada taking its place.

type Game = GameDetailOf<'flatline'>;
type Place = Extract<FlatlineAction, { type: 'place' }>;

const ADA_AND_BRUNO = flatlineSetupSchema.parse({
  seats: [
    { name: 'Ada', colour: 'red' },
    { name: 'Bruno', colour: 'blue' },
  ],
  level: 'standard',
  timerSeconds: null,
});

/** What the page marks as the hint's steps (page-side: no DOM types here). */
const lit = (page: Page) =>
  page.evaluate(`(() => {
    const step = (n) => [...document.querySelectorAll('[data-hint-step="' + n + '"]')].map((el) => el.dataset.die ?? el.dataset.space ?? el.tagName);
    return { one: step(1), two: step(2) };
  })()`) as Promise<{ one: string[]; two: string[] }>;

/** A die of `seat` that may go on `hinted`'s own space, or null. */
const rivalFor = (game: Game, seat: number, hinted: Place) =>
  game.state.dice.find((d) => d.seat === seat && d.at.kind === 'tray' && legalPlacements(game.state, d.id).some((p) => sameTarget(p.target, hinted.target) && p.space === hinted.space)) ?? null;

/** A placement of a die of `seat` away from `hinted`'s card, line or station. */
const elsewhere = (game: Game, seat: number, hinted: Place): Place | undefined =>
  game.state.dice
    .filter((d) => d.seat === seat && d.at.kind === 'tray')
    .flatMap((d) => legalPlacements(game.state, d.id).map((p) => ({ type: 'place' as const, die: d.id, target: p.target, space: p.space })))
    .find((p) => !sameTarget(p.target, hinted.target));

/**
 * The first seed whose first countdown has a hint for `asker` that the other seat could take from it
 * (a die of theirs fits the very space) and leave alone (a die of theirs goes elsewhere). The hint is
 * asked as the screen will ask it (same version, same seats: the same hint); invitations stay open,
 * Bruno's seat claimed through the guest API with `token`.
 */
async function tableWhereTheHintCanBeTaken(request: APIRequestContext, url: string, asker: 0 | 1) {
  for (let seed = 1; seed <= 40; seed++) {
    let game = await api<Game>(request, url, 'createGame', { kind: 'flatline', setup: ADA_AND_BRUNO, seed });
    while (game.state.stop !== 'countdown') {
      game = await api<Game>(request, url, 'act', { kind: 'flatline', id: game.id, action: game.state.pending ? { type: 'decide', option: game.state.pending.options[0]!.id } : { type: 'advance' } });
    }
    const status = await api<LocalInvitations>(request, url, 'openInvitations', { id: game.id });
    const guest = async <T>(method: string, data: unknown): Promise<T> => ((await (await request.post(new URL(`/guest/${method}`, status.url).href, { data })).json()) as { value: T }).value;
    const { token } = await guest<{ token: string }>('claimSeat', { code: status.code, seat: 1 });
    const hint = asker === 0 ? await api<HintAnswer>(request, url, 'askHint', { id: game.id }) : await guest<HintAnswer>('askHint', { token, id: game.id });
    if ('kept' in hint || hint.action?.type !== 'place') continue;
    const hinted = hint.action as Place;
    const other = asker === 0 ? 1 : 0;
    const rival = rivalFor(game, other, hinted);
    const away = elsewhere(game, other, hinted);
    if (rival && away && away.die !== rival.id) return { game, hinted, rival, away, status, token, guest };
  }
  throw new Error('no seed in 1–40 lets the other seat take the hinted place');
}

test("Ada's hint at the main screen stays when Bruno's die goes elsewhere, and is replaced, not gone, when Bruno takes its place", async ({ page, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const t = await tableWhereTheHintCanBeTaken(request, webHost.url, 0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: `Open ${t.game.title}` }).click();
  await expect(page.getByTestId('flatline-board')).toHaveAttribute('data-stop', 'countdown');

  await page.keyboard.press('h');
  await expect(page.getByTestId('hint-label')).toHaveText('Hint:');
  const first = await page.getByTestId('hint-text').textContent();
  expect(await lit(page)).toEqual({ one: [t.hinted.die], two: [spaceKey(t.hinted.target, t.hinted.space)] });

  // Bruno puts a die elsewhere: Ada's hint is still possible, and stays as it was.
  const act = (action: Place) => t.guest<Game>('act', { token: t.token, id: t.game.id, kind: 'flatline', action });
  await act(t.away);
  await expect(page.locator(`[data-space="${spaceKey(t.away.target, t.away.space)}"].filled`)).toHaveCount(1);
  // Sent back and kept: the line and its rings hold through the check (watched, not sampled once).
  const line = async () => ({ label: await page.getByTestId('hint-label').textContent(), text: await page.getByTestId('hint-text').textContent(), lit: await lit(page) });
  expect(await holdsStill(line, 1500, "Ada's hint")).toEqual({ label: 'Hint:', text: first, lit: { one: [t.hinted.die], two: [spaceKey(t.hinted.target, t.hinted.space)] } });

  // Bruno takes the very place Ada's hint lit: a new hint for Ada takes its place, and says so.
  await act({ type: 'place', die: t.rival.id, target: t.hinted.target, space: t.hinted.space });
  await expect(page.getByTestId('hint-label')).toHaveText('New hint (the last one was taken):');
  await expect(page.getByTestId('hint-text')).toBeVisible();
  const now = await lit(page);
  expect(now.one).toHaveLength(1);
  expect(now.one[0]).toMatch(/^s0d\d$/);
  expect(now.two).not.toEqual([spaceKey(t.hinted.target, t.hinted.space)]);
  await page.screenshot({ path: testInfo.outputPath('hint-replaced-1280x800.png') });
});

test("Bruno's hint on his phone is replaced, not gone, when Ada takes its place", async ({ browser, request, webHost }, testInfo) => {
  test.setTimeout(120_000);
  const t = await tableWhereTheHintCanBeTaken(request, webHost.url, 1);
  // The test's own claim goes; Bruno's phone takes his seat as a person does.
  await api(request, webHost.url, 'releaseSeat', { id: t.game.id, seat: 1 });
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-GB', hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(t.status.url);
  await phone.getByRole('button', { name: 'Play Bruno' }).click();
  await expect(phone.getByTestId('guest-seat-name')).toContainText('You play Bruno');

  await phone.getByTestId('hint').click();
  await expect(phone.getByTestId('hint-label')).toHaveText('Hint:');
  await expect.poll(async () => (await lit(phone)).one).toEqual([t.hinted.die]);

  // Ada, at the main screen, takes that place: the phone's hint is replaced, and says so.
  await api(request, webHost.url, 'act', { kind: 'flatline', id: t.game.id, action: { type: 'place', die: t.rival.id, target: t.hinted.target, space: t.hinted.space } });
  await expect(phone.getByTestId('hint-label')).toHaveText('New hint (the last one was taken):');
  await expect(phone.getByTestId('hint-text')).toBeVisible();
  await expect.poll(async () => (await lit(phone)).one.length).toBe(1);
  expect((await lit(phone)).one[0]).toMatch(/^s1d\d$/);
  await phone.screenshot({ path: testInfo.outputPath('hint-replaced-phone-360x640.png') });
  await context.close();
});
