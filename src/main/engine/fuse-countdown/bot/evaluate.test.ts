import { describe, expect, it } from 'vitest';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { fuseCountdownModule } from '../index';
import { estimatedSecondsToSave } from './evaluate';
import { setupFor } from './simulate';

/** The end of a two-player game: the deck and the row empty but for one bomb, two bombs in front of each seat. */
function endgame(): FuseCountdownState {
  const s = fuseCountdownModule.start(setupFor(2, 'standard'), 8);
  s.bombDeck = [];
  s.row = ['bomb-49'];
  s.seats[0]!.bombs = [{ card: 'bomb-01', dice: [] }, { card: 'bomb-36', dice: [] }];
  s.seats[1]!.bombs = [{ card: 'bomb-07', dice: [] }, { card: 'bomb-52', dice: [] }];
  return s;
}

const withDieOn = (s: FuseCountdownState, seat: number, card: number): FuseCountdownState => {
  const t = structuredClone(s);
  t.seats[seat]!.bombs[card]!.dice = [{ die: 'd01', cell: 0, face: 1, shown: ['red'] }];
  return t;
};

describe('the strong player’s estimate of the time still needed', () => {
  it('counts as many defusals as cards are left in the deck and the row, the cheapest: dice on the last bombs in front are wasted', () => {
    const s = endgame();
    const base = estimatedSecondsToSave(s);
    // One defusal is left: bomb-07 (two cells any die fits, 4 s a die) will be it, so a die on a
    // six-cell bomb, or on bomb-01 (two tight cells), changes nothing.
    expect(base).toBe(8);
    expect(estimatedSecondsToSave(withDieOn(s, 0, 1))).toBe(8);
    expect(estimatedSecondsToSave(withDieOn(s, 1, 1))).toBe(8);
    expect(estimatedSecondsToSave(withDieOn(s, 0, 0))).toBe(8);
    expect(estimatedSecondsToSave(withDieOn(s, 1, 0))).toBe(4);
  });
});
