// FLATLINE's guide on a group's phones while the main screen explains the resolution's lit steps: the
// phone's board stands on the step the main screen stands on, and the seat line (GuideSeatLine) says
// the main screen's words for it, "Read together", read on there; a step already read there, or a
// game whose main screen explains nothing, shows the guide's step as before.
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/svelte';
import type { GameDetail } from '@shared/games';
import type { LogEntry } from '@shared/flatline/log';
import type { BoardLitStep } from '../../../lib/table-game';
import { locale } from '../../../lib/i18n/i18n.svelte';
import GuideSeatLine from '../../../lib/guide/GuideSeatLine.svelte';
import { fixtureGame, fixtureState } from '../board/board-fixture.test-support';
import { flatlineGuide } from './flatline-guide';

const steps = flatlineGuide.steps;
const at = (id: string) => steps.findIndex((s) => s.id === id);
const entry = (code: string, params: LogEntry['params'] = {}): LogEntry => ({ round: 1, phase: 'G-resolve-patients', code, params });

/** Round one resolving: the guide kept at "triage-line", the main screen having read up to `explained`. */
function resolving(explained?: number): Omit<GameDetail, 'seed'> {
  const state = fixtureState(3);
  const log = [entry('stat-cleared', { card: 'clear' }), entry('line-cleared', { slot: 0, line: 1, card: 'patient-13' }), entry('patient-treated', { slot: 0, card: 'patient-13' }), entry('dial-turned', { why: 'end-of-round' })];
  const { seed: _seed, ...game } = fixtureGame({ ...state, log }, { guide: { step: at('triage-line'), held: true, ...(explained === undefined ? {} : { explained }) } });
  return game;
}

const treated: BoardLitStep = { line: 2, code: 'patient-treated', spot: 'patient:0', text: 'Ada’s patient is treated.' };

function line(game: Omit<GameDetail, 'seed'>, step: BoardLitStep | null) {
  locale.current = 'en';
  render(GuideSeatLine, { steps, game, seat: 1, view: undefined, lit: { step, explain: flatlineGuide.explain } });
  return screen.getByTestId('guide-seat-line');
}

describe("FLATLINE's guide on a group's phones, at a lit step of the resolution", () => {
  it("the step the phone's board stands on: the main screen's words for it, read together there", () => {
    const shown = line(resolving(1), treated);
    expect([shown.dataset.step, shown.dataset.acts, shown.dataset.read]).toEqual(['resolution:2', 'false', 'true']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(`step ${at('triage-line') + 1} of ${steps.length} · Read together`);
    expect(screen.getByTestId('guide-seat-text').textContent).toBe('The lines of Medic Kowalski held the right dice, so cleared tiles cover them for good: the patient is treated, one fewer before the ward is saved.');
    expect(shown.textContent).toContain('The main screen goes on when everyone has read it.');
  });

  it("a lit step the main screen has read: the guide's step, as before", () => {
    expect(line(resolving(2), treated).dataset.step).toBe('triage-line');
  });

  it('a game whose main screen explains nothing (no reading position), or a board lighting nothing: the guide\'s step', () => {
    expect(line(resolving(), treated).dataset.step).toBe('triage-line');
    cleanup();
    expect(line(resolving(1), null).dataset.step).toBe('triage-line');
  });
});
