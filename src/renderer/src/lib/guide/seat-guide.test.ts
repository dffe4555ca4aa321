import { describe, expect, it } from 'vitest';
import type { GameDetail } from '@shared/games';
import type { GuideStep } from '../table-game';
import { seatGuideLine } from './seat-guide';

// The guide's line on a seat's device: the step the main screen's guide stands at (kept with the
// game), drawn for that seat by the game's step, or as the main screen's words read there.

const t = (key: string, params?: Record<string, string | number>) => (params ? `${key} ${JSON.stringify(params)}` : key);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const steps: GuideStep<any>[] = [
  { id: 'welcome', held: true, view: () => ({ text: 'Welcome.', spot: null, marks: [] }) },
  {
    id: 'place',
    held: true,
    done: () => false,
    view: () => ({ text: 'Place the ringed die.', spot: null, marks: ['[data-die="s1d0"]'] }),
    seatView: (_game, seat) => (seat === 1 ? { text: 'Your die: place it.', acts: true, marks: ['[data-die="s1d0"]'] } : { text: 'Bo moves now.', acts: false, marks: [] }),
  },
  { id: 'stuck', held: true, done: () => false, view: () => ({ text: 'No longer possible.', spot: null, marks: [], stuck: true }) },
];
const game = (step: number | null, explained?: number) =>
  ({ id: 'g', kind: 'flatline', version: 3, ...(step === null ? {} : { guide: { step, held: true, ...(explained === undefined ? {} : { explained }) } }) }) as unknown as Omit<GameDetail, 'seed'>;
const lit = (line: number) => ({ step: { line, code: 'dial-turned', spot: 'dial', text: 'The dial turns.' }, explain: (_g: unknown, step: { text: string }) => ({ text: `${step.text} Why.`, spot: '[data-spot="dial"]' }) });

describe("the guide's line on a seat's device", () => {
  it('is absent from a game that is not a guided one', () => {
    expect(seatGuideLine(steps, game(null), 0, t)).toBeNull();
  });

  it("a step to read shows the main screen's words, read there, with no move for any seat", () => {
    expect(seatGuideLine(steps, game(0), 1, t)).toEqual({ id: 'welcome', step: 1, steps: 3, read: true, text: 'Welcome.', acts: false, marks: [] });
  });

  it('a move shows the seat whose move it is what to do, rung; the others who moves', () => {
    expect(seatGuideLine(steps, game(1), 1, t)).toEqual({ id: 'place', step: 2, steps: 3, read: false, text: 'Your die: place it.', acts: true, marks: ['[data-die="s1d0"]'] });
    expect(seatGuideLine(steps, game(1), 0, t)).toMatchObject({ text: 'Bo moves now.', acts: false, marks: [] });
  });

  it('a step no longer possible is read on at the main screen', () => {
    expect(seatGuideLine(steps, game(2), 0, t)).toMatchObject({ id: 'stuck', read: true, acts: false });
  });

  it('a lit step the board stands on after the last one the main screen read: its words, read there', () => {
    expect(seatGuideLine(steps, game(1, 4), 1, t, lit(6))).toEqual({ id: 'resolution:6', step: 2, steps: 3, read: true, text: 'The dial turns. Why.', acts: false, marks: [] });
    // Read already, or the main screen explains nothing: the step's own line.
    expect(seatGuideLine(steps, game(1, 6), 1, t, lit(6))).toMatchObject({ id: 'place', acts: true });
    expect(seatGuideLine(steps, game(1), 1, t, lit(6))).toMatchObject({ id: 'place', acts: true });
  });

  it("a lit step that is no stop of the game's rule (played at the table's pace, as at the main screen) keeps the step's own line", () => {
    const onlyEight = { ...lit(6), stops: (_g: unknown, line: number) => line === 8 };
    expect(seatGuideLine(steps, game(1, 4), 1, t, onlyEight)).toMatchObject({ id: 'place', acts: true });
    expect(seatGuideLine(steps, game(1, 4), 1, t, { ...onlyEight, step: { ...lit(8).step, line: 8 } })).toMatchObject({ id: 'resolution:8', read: true, text: 'The dial turns. Why.' });
  });
});
