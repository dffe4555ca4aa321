// FLATLINE's guide in the real table shell, over a hand-made board: the line names its step beside
// the board, Go on has the keyboard, the move it suggests is rung (☆1 the die, ☆2 its place) and
// pressing them plays it; a refused move shows the game's reason and what to try; its end offers a
// real game. Nothing here sends a game action the player did not press.
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/svelte';
import userEvent from '@testing-library/user-event';
import { tick } from 'svelte';
import { ApiCallError } from '@shared/errors';
import type { ApiInput } from '@shared/api';
import { locale } from '../i18n/i18n.svelte';
import TableShell from '../table/TableShell.svelte';
import { fixtureGame, fixtureState } from '../../games/flatline/board/board-fixture.test-support';
import { TABLE_GAMES } from '../../games/registry';

const settle = async () => {
  for (let i = 0; i < 6; i++) {
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
};

const LEGAL = { placements: { s0d0: [{ target: { kind: 'line' as const, slot: 0, line: 0 }, space: 0 }] }, usableTriage: [], rerollTrackOpen: true };
/** The step index of a FLATLINE guide step. */
const stepIndex = (id: string) => TABLE_GAMES.flatline.guide!.steps.findIndex((s) => s.id === id);

function open(step: string, onAct: (action: ApiInput<'act'>['action']) => Promise<unknown> = async () => true, language: 'en' | 'it' = 'en') {
  locale.current = language;
  const save = vi.fn(async () => true);
  const end = vi.fn();
  const skip = vi.fn();
  const game = fixtureGame(fixtureState(2), { guide: { step: stepIndex(step), held: true }, legalPlaces: LEGAL, clock: { running: false, elapsedMs: 0, limitMs: 60_000 } });
  const acts = vi.fn(onAct);
  render(TableShell, { game, table: TABLE_GAMES.flatline, onAct: acts, onPause: async () => true, onLeave: () => undefined, guideActs: { save, end, skip } });
  return { save, end, skip, acts, user: userEvent.setup({ delay: null }) };
}

describe('the guided game at the table', () => {
  it('shows the step beside the board with Go on holding the keyboard; Enter goes on and keeps the step', async () => {
    const { save, user } = open('power');
    await settle();
    const line = screen.getByTestId('guide-line');
    expect(line.dataset.step).toBe('power');
    expect(within(line).getByText(/Guided game · step 3 of 19/)).toBeTruthy();
    expect(screen.getByTestId('guide-text').textContent).toMatch(/^The power meter: a cube leaves it/);
    // The line takes the keyboard a moment after it shows (a timer, tried again while the board is busy).
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('guide-next')));
    await user.keyboard('{Enter}');
    await settle();
    expect(screen.getByTestId('guide-line').dataset.step).toBe('dial');
    // Kept with what is read of the resolution's lit steps (nothing yet: -1), which the devices follow.
    expect(save).toHaveBeenCalledWith(3, true, -1);
  });

  it('rings the die and the place it suggests; pressing them plays that move, and only that', async () => {
    const { acts, user } = open('line-one');
    await settle();
    const die = document.querySelector<HTMLElement>('[data-die="s0d0"]')!;
    expect(die.dataset.guideStep).toBe('1');
    await user.click(die);
    await settle();
    const place = document.querySelector<HTMLElement>('[data-guide-step="2"]')!;
    expect(place.dataset.space).toBe('line:0:0#0');
    await user.click(place);
    await settle();
    expect(acts.mock.calls.map(([action]) => action)).toEqual([{ type: 'place', die: 's0d0', target: { kind: 'line', slot: 0, line: 0 }, space: 0 }]);
  });

  it("says the game's reason for a refused move, then what to try", async () => {
    const refusal = new ApiCallError({ code: 'space-symbol-mismatch', message: 'That space needs a red die.' });
    const { user } = open('line-one', async () => Promise.reject(refusal));
    await settle();
    await user.click(document.querySelector<HTMLElement>('[data-die="s0d0"]')!);
    await settle();
    await user.click(document.querySelector<HTMLElement>('[data-guide-step="2"]')!);
    await settle();
    expect(screen.getByTestId('guide-retry').textContent).toBe(
      "That space needs a red die. Try the ringed die: on a one-player line each die must show its space's symbol, all in one colour.",
    );
  });

  it('ends with a real game one press away, in Italian too', async () => {
    const { end, user } = open('finished', undefined, 'it');
    await settle();
    await user.click(screen.getByRole('button', { name: 'Gioca una partita vera' }));
    expect(end).toHaveBeenCalledWith('real');
    locale.current = 'en';
  });

  it('skips the guide at the player press', async () => {
    const { skip, user } = open('welcome');
    await settle();
    await user.click(screen.getByTestId('guide-skip'));
    expect(skip).toHaveBeenCalledTimes(1);
  });
});

describe("the guided round's resolution, explained as the board lights each step", () => {
  const e = (code: string, params: Record<string, string | number> = {}, phase = 'G-resolve-patients') => ({ round: 1, phase, code, params }) as never;

  it('the board stands on each lit step while the line explains it there; Go on (or Space) lights the next; then the guide goes on', async () => {
    locale.current = 'en';
    const save = vi.fn(async () => true);
    const before = fixtureState(2);
    const game = fixtureGame(before, { guide: { step: stepIndex('done'), held: true }, legalPlaces: LEGAL, clock: { running: false, elapsedMs: 0, limitMs: 60_000 } });
    const acts = vi.fn(async () => true);
    const props = { game, table: TABLE_GAMES.flatline, onAct: acts, onPause: async () => true, onLeave: () => undefined, guideActs: { save, end: vi.fn(), skip: vi.fn() } };
    const { rerender } = render(TableShell, props);
    await settle();
    // Done pressed: the host answers with the round resolved to a question the table must answer.
    const after = {
      ...before,
      phase: 'F-resolve-cards',
      stop: 'before-patients',
      countdown: { elapsedMs: 12_500, endedBy: 'done' },
      pending: { kind: 'choose-line-to-clear', source: 'clear', options: [{ id: 'line:0:0', slot: 0, line: 0 }] },
      actions: 9,
      log: [
        e('countdown-ended', { by: 'done' }, 'E-countdown'),
        e('stat-cleared', { card: 'clear' }, 'F-resolve-cards'),
        e('triage-card-gained', { card: 'clear' }, 'F-resolve-cards'),
        e('line-cleared', { slot: 1, line: 0, card: 'patient-02' }),
        e('line-cleared', { slot: 1, line: 1, card: 'patient-02' }),
        e('decision-needed', { kind: 'choose-line-to-clear', source: 'clear' }, 'F-resolve-cards'),
      ],
    } as unknown as typeof before;
    await rerender({ ...props, game: { ...game, state: after, version: 9 } });
    await settle();
    const board = screen.getByTestId('flatline-board');
    const line = () => screen.getByTestId('guide-line');
    // The stat card solved passes at the table's pace (the guide says to watch, and explains nothing
    // there); the guide stands on the card kept, the last step of that moment, and says what both did.
    const seen = new Set<string>();
    const stopAt = async (step: string) => {
      for (let i = 0; i < 50 && line().dataset.step !== step; i++) {
        seen.add(`${line().dataset.step}@${board.dataset.lit}${screen.queryByTestId('guide-watching') ? ' watching' : ''}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await settle();
      }
    };
    await stopAt('resolution:2');
    expect([...seen].filter((was) => was.startsWith('resolution:'))).toEqual([]);
    expect([...seen]).toContain('triage-line@stat-area watching');
    expect([line().dataset.step, line().dataset.code, line().dataset.place, board.dataset.lit]).toEqual(['resolution:2', 'triage-card-gained', '[data-spot="triage-area"]', 'triage-area']);
    expect(screen.getByTestId('guide-text').textContent).toBe('Clear! is solved: every space held a matching die. It stays here as a triage card (four at most), to use once, when it helps most.');
    // The line takes the keyboard a moment after it shows (a timer, tried again while the board is busy).
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('guide-next')));
    // It stands: longer than a step at the slowest pace, still lit, still explained.
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await settle();
    expect([line().dataset.step, board.dataset.lit]).toEqual(['resolution:2', 'triage-area']);
    const user = userEvent.setup({ delay: null });
    await user.keyboard(' ');
    await settle();
    // The first line cleared passes at the table's pace; the guide stands on the second, for both.
    seen.clear();
    await stopAt('resolution:4');
    expect([...seen].filter((was) => was.startsWith('resolution:'))).toEqual([]);
    expect([...seen]).toContain('triage-line@line:1:0 watching');
    expect([line().dataset.step, line().dataset.code, board.dataset.lit]).toEqual(['resolution:4', 'line-cleared', 'line:1:1']);
    expect(screen.getByTestId('guide-text').textContent).toContain('2 lines of');
    // The line takes the keyboard a moment after it shows (a timer, tried again while the board is busy).
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('guide-next')));
    await user.click(screen.getByTestId('guide-next'));
    await settle();
    // The last line has no place: it passes at once, and the guide's own step (choose the line) shows.
    expect([line().dataset.step, board.dataset.lit]).toEqual(['triage-line', '']);
    expect(screen.queryByTestId('guide-watching')).toBeNull();
    // Reading on sent nothing: only the engine moves the game.
    expect(acts).not.toHaveBeenCalled();
  });
});
