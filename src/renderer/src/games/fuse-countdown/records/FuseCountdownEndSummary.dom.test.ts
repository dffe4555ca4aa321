// The end card's FUSE: Countdown part names the clock the game was played on: a fitted clock the
// devices switched (docs/devices.md) is named by the length played, not the one the form set up.
import { afterEach, describe, expect, it } from 'vitest';
import { tick } from 'svelte';
import { locale } from '../../../lib/i18n/i18n.svelte';
import { render, screen } from '@testing-library/svelte';
import type { GameDetailOf } from '@shared/games';
import type { Stats } from '@shared/history';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import { viewOf } from '../board/view-fixture.test-support';
import FuseCountdownEndSummary from './FuseCountdownEndSummary.svelte';
import { scoreBreakdown } from '@shared/fuse-countdown/score';
import { countdownOdds } from '@shared/fuse-countdown/odds';
import { beaten } from '@shared/odds';

const setup = fuseCountdownSetupSchema.parse({ seats: [{ name: 'Ada', colour: 'red' }, { name: 'Bruno', colour: 'blue' }], level: 'training', clockMinutes: 10.5, clockFitted: true });
const state = viewOf({ setup, phase: 'over', outcome: { status: 'lost', cause: 'time-out-bombs' }, clock: { limitMs: 420_000, elapsedMs: 420_000, stoppedAtMs: null } });
const game = { id: 'game-9', kind: 'fuse-countdown', setup, state, clock: { running: false, elapsedMs: 420_000, limitMs: 420_000 }, seats: setup.seats } as unknown as GameDetailOf<'fuse-countdown'>;
const stats = async () =>
  ({ bestScores: [{ kind: 'fuse-countdown', level: 'training', players: 2, timer: 'fitted', setting: { fuses: '0' }, score: 12, games: 1, gameId: 'game-9', finishedAt: '2026-11-26T06:00:00.000Z' }] }) as unknown as Stats;

describe("FUSE: Countdown's end card", () => {
  it('names the clock played (7:00 on the devices), not the 10:30 set up', async () => {
    render(FuseCountdownEndSummary, { game, stats });
    expect((await screen.findByTestId('fc-end-best')).textContent?.trim()).toBe("This game is the team's best at this setting (Fitted to the table: 7:00; 1 played)");
  });

  it("compares the score with strong bots' lost games at the table the clock was fitted to (7:00: two players on devices)", () => {
    render(FuseCountdownEndSummary, { game });
    const score = scoreBreakdown(state).score;
    const lost = countdownOdds.settings['2p-training-devices']!.lost;
    const share = beaten(lost, score, 'higher');
    const line = screen.getByTestId('odds-compared').textContent;
    if (lost.length === 0) expect(line).toMatch(/^Strong bots saved the ship in all \d+ games simulated at this setting\.$/);
    else if (share.kind === 'about') expect(line).toBe(`Score ${score}: better than about ${share.n} in 10 of the strong bots' lost games at this setting.`);
    else expect(line).toMatch(new RegExp(`^Score ${score}: `));
  });

  it('a lost ship with 3:59 left: the time bonus row says why it is 0, beside the time left', async () => {
    locale.current = 'en';
    const early = viewOf({ setup, phase: 'over', outcome: { status: 'lost', cause: 'bag-empty' }, clock: { limitMs: 630_000, elapsedMs: 391_000, stoppedAtMs: 391_000 } });
    render(FuseCountdownEndSummary, { game: { ...game, state: early } });
    const row = screen.getByTestId('fc-end-summary').querySelector('tr[data-part="time"]')!;
    expect(row.querySelector('th')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Time bonus (only a saved ship scores its time left)');
    expect(row.querySelector('td')!.textContent).toBe('0');
    expect(screen.getByTestId('fc-end-summary').textContent).toContain('3:59 left');
    locale.current = 'it';
    await tick();
    expect(row.querySelector('th')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Bonus di tempo (solo una nave salvata conta il tempo rimasto)');
  });

  it('a saved ship on the fitted clock: its time bonus, with nothing to explain', () => {
    locale.current = 'en';
    const saved = viewOf({ setup, phase: 'over', outcome: { status: 'won', cause: 'saved' }, clock: { limitMs: 630_000, elapsedMs: 391_000, stoppedAtMs: 391_000 } });
    render(FuseCountdownEndSummary, { game: { ...game, state: saved } });
    const row = screen.getByTestId('fc-end-summary').querySelector('tr[data-part="time"]')!;
    expect(row.querySelector('th')!.textContent!.trim()).toBe('Time bonus');
    expect(row.querySelector('td')!.textContent).toBe('23');
    expect(screen.queryByTestId('fc-end-no-bonus')).toBeNull();
  });
});

afterEach(() => {
  locale.current = 'en';
});
