import { describe, expect, it } from 'vitest';
import type { FuseCountdownSetupInput } from '@shared/fuse-countdown/setup';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { handLocked, lockedCards } from './locked';
import { giveCards, play, putDice, setRow, start, withRolled } from './test-support';

/**
 * A solo hand where all six dice that can be green (d17–d20, the yellow/green d24, the green/red d25)
 * sit on cards that each still need a green die: bomb-32 (its G3 cell), bomb-13 and bomb-20 (their G
 * cells), bomb-06 (its G cell); spark-05 needs a green die too. The deck and row are empty.
 */
function lockedHand(extra: Partial<FuseCountdownSetupInput> = {}, spark = true): FuseCountdownState {
  const s = start(1, { roles: ['disposal-expert'], ...extra });
  giveCards(s, 0, ['bomb-32', 'bomb-13', 'bomb-20', 'bomb-06'], spark ? ['spark-05'] : []);
  setRow(s, []);
  s.boxed.push(...s.bombDeck);
  s.bombDeck = [];
  putDice(s, 0, 'bomb-32', [['d13', 0, 2], ['d17', 1, 1], ['d18', 2, 4], ['d19', 3, 5]]);
  putDice(s, 0, 'bomb-13', [['d25', 0, 2]]);
  putDice(s, 0, 'bomb-20', [['d20', 1, 2], ['d24', 2, 4]]);
  return s;
}

describe('locked dice (our reading: a hand that can never be finished loses)', () => {
  it('cards the win needs wait only for dice on other unfinishable cards: the game is lost as dice-locked when the next turn starts', () => {
    let s = lockedHand();
    expect(lockedCards(s).sort()).toEqual(['bomb-06', 'bomb-13', 'bomb-20', 'bomb-32', 'spark-05']);
    expect(handLocked(s)).toBe(true);
    // Three black dice fit nowhere: the seat takes none, draws its sparks, and the next turn never starts.
    s = withRolled(s, [['d09', 1], ['d10', 2], ['d11', 5]]);
    s = play(s, { type: 'done' });
    expect(s.outcome).toEqual({ status: 'lost', cause: 'dice-locked' });
    expect(s.log.at(-1)).toMatchObject({ code: 'game-lost', params: { cause: 'dice-locked' } });
    expect(s.clock.stoppedAtMs).toBe(s.clock.elapsedMs);
  });

  it('locked bombs alone do not lose below Heroic (they need not be defused), but do at Heroic', () => {
    expect(handLocked(lockedHand({}, false))).toBe(false);
    expect(lockedCards(lockedHand({}, false))).toHaveLength(4);
    expect(handLocked(lockedHand({ level: 'heroic' }, false))).toBe(true);
  });

  it('no lock while a way out may come: a fuse card still to turn up, or a role that can change a die\'s colour', () => {
    const fuse = lockedHand({ level: 'expert' });
    fuse.bombDeck = ['fuse-05'];
    expect(handLocked(fuse)).toBe(false);
    expect(handLocked(lockedHand({ roles: ['technologist'] }))).toBe(false);
    expect(handLocked(lockedHand({ roles: ['cutter'] }))).toBe(false);
  });

  it('a card freed by dice in the bag is not locked, and the cards waiting on it are freed with it', () => {
    const s = lockedHand();
    // Take d20 back off bomb-20 into the bag: every green-needing card can now be finished in turn.
    s.seats[0]!.bombs.find((c) => c.card === 'bomb-20')!.dice = s.seats[0]!.bombs.find((c) => c.card === 'bomb-20')!.dice.filter((d) => d.die !== 'd20');
    s.bag.push('d20');
    expect(lockedCards(s)).toEqual([]);
    expect(handLocked(s)).toBe(false);
  });
});
