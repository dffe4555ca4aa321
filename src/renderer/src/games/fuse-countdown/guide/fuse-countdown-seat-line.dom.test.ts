// FUSE: Countdown's guide on a group's phones, drawn by the generic seat line (GuideSeatLine) from the
// game's own steps: the seat whose move it is reads "Your move" and what to do; the others "Another
// seat's move" naming who, also at the refusal the main screen reads on; a step to read "Read together".
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/svelte';
import type { GameDetail } from '@shared/games';
import { locale } from '../../../lib/i18n/i18n.svelte';
import GuideSeatLine from '../../../lib/guide/GuideSeatLine.svelte';
import { viewOf } from '../board/view-fixture.test-support';
import { fuseCountdownGuide } from './fuse-countdown-guide';

const steps = fuseCountdownGuide.steps;
const at = (id: string) => steps.findIndex((s) => s.id === id);

/** Turn one of the group's deal, the dice rolled, the guide at `step`. */
function groupGame(step: string): Omit<GameDetail, 'seed'> {
  const state = viewOf({
    phase: 'distribute',
    players: 3,
    rolled: [
      { die: 'd22', face: 1, colours: ['blue', 'black'], changed: null, flipped: false },
      { die: 'd16', face: 1, colours: ['yellow'], changed: null, flipped: false },
    ],
    quotas: [1, 1, 1],
    maxTake: [2, 1, 1],
    seats: [
      { role: 'logistics-specialist', roleActive: true, bombs: [{ card: 'bomb-02', dice: [] }], sparks: [], taken: 0 },
      { role: 'technologist', roleActive: true, bombs: [{ card: 'bomb-27', dice: [] }], sparks: [], taken: 0 },
      { role: 'equipment-technician', roleActive: true, bombs: [{ card: 'bomb-37', dice: [] }], sparks: [], taken: 0 },
    ],
  });
  return {
    id: 'g',
    kind: 'fuse-countdown',
    state,
    legalPlaces: { placements: [{ seat: 0, die: 'd22', card: 'bomb-02', cell: 0 }] },
    seats: [
      { name: 'Red', colour: 'red' },
      { name: 'Blue', colour: 'blue' },
      { name: 'Green', colour: 'green' },
    ],
    paused: false,
    version: 7,
    guide: { step: at(step), held: true },
  } as unknown as Omit<GameDetail, 'seed'>;
}

const line = (step: string, seat: number) => {
  locale.current = 'en';
  render(GuideSeatLine, { steps, game: groupGame(step), seat, view: undefined });
  return screen.getByTestId('guide-seat-line');
};

describe("FUSE: Countdown's guide on a group's phones", () => {
  it("Red's phone: its move, and what to do", () => {
    const shown = line('ability', 0);
    expect([shown.dataset.step, shown.dataset.acts]).toEqual(['ability', 'true']);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('step 6 of 17 · Your move');
    expect(screen.getByTestId('guide-seat-text').textContent).toContain('Red, put the ringed blue/black 1 on its black slot');
  });

  it("Green's phone at the same step: another seat's move, naming Red", () => {
    line('ability', 2);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain("Another seat's move");
    expect(screen.getByTestId('guide-seat-text').textContent).toBe('Red makes this move now, on their phone: watch it land on the main screen.');
  });

  it("at the refusal, read on at the main screen, Red's phone still names Blue's move", () => {
    line('refused', 0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain("Another seat's move");
    expect(screen.getByTestId('guide-seat-text').textContent).toBe('Blue makes this move now, on their phone: watch it land on the main screen.');
    expect(screen.getByText('The main screen goes on when everyone has read it.')).toBeTruthy();
  });

  it("Blue's phone at the refusal: its move in fewer words than the main screen's, so the ringed slot is in sight on a phone", () => {
    const shown = line('refused', 1);
    expect([shown.dataset.step, shown.dataset.acts]).toEqual(['refused', 'true']);
    expect(screen.getByTestId('guide-seat-text').textContent).toBe("Blue, try the ringed yellow 1 on your stack's second slot: the table says no, since the slot beneath needs its die first.");
  });

  it('a step to read: read together', () => {
    line('dice', 1);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('Read together');
  });
});
