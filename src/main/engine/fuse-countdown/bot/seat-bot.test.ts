import { describe, expect, it } from 'vitest';
import { fuseCountdownModule } from '../index';
import { apply, referenceUntil, scrambled, view } from './bot.test-support';
import { greedyAction } from './greedy';
import { setupFor } from './simulate';
import { seatAction, seatNext } from './seat-bot';

/** The reference bot's game until dice are rolled for a seat's bot to take. */
const rolled = (seed: number) => referenceUntil(4, seed, (s) => s.phase === 'distribute' && !s.pending && s.rolled.length > 0, 200);

describe("FUSE: Countdown's bot seat", () => {
  it('decides from the view alone: the same decision with the bag, decks, box and generator scrambled', () => {
    const s = rolled(4);
    const other = scrambled(s, [9, 8, 7, 6]);
    const seat = [1, 2, 3].find((n) => seatNext(view(s), n, false) !== null) ?? 1;
    const decision = seatAction(view(s), seat, false, 21);
    expect(decision).not.toBeNull();
    expect(seatAction(view(other), seat, false, 21)).toEqual(decision);
    expect(seatAction({ ...view(s), ...{ bag: other.bag, bombDeck: other.bombDeck } }, seat, false, 21)).toEqual(decision);
  });

  it('acts for its own seat only: its placements, and the roll and ability when it leads', () => {
    let s = rolled(6);
    for (let i = 0; i < 60 && !s.outcome; i++) {
      const a = seatAction(view(s), 2, false, i);
      if (!a) {
        // Someone else's move: the reference bot plays the rest of the table.
        s = apply(s, greedyAction(s));
        continue;
      }
      expect(fuseCountdownModule.ownerOf(s, a)).toEqual({ seat: 2 });
      s = apply(s, a);
    }
    expect(s.turn).toBeGreaterThan(1);
  });

  it("leaves the table's start to the people, unless every seat is a bot", () => {
    const s = fuseCountdownModule.start(setupFor(4, 'expert'), 3);
    expect(s.phase).toBe('ready');
    expect(seatNext(view(s), 1, false)).toBeNull();
    expect(seatAction(view(s), 1, true, 1)).toEqual({ type: 'start' });
  });

  it('says what it means to do next: the leader rolls, then each seat looks over the new dice before its first, not before its second', () => {
    let s = referenceUntil(4, 6, (t) => t.phase === 'roll' && !t.pending && t.leader !== 0, 200);
    expect(seatNext(view(s), s.leader, false)).toEqual({ act: 'roll' });
    s = apply(s, { type: 'roll' });
    const dice = s.rolled.length;
    const seat = [1, 2, 3].find((n) => seatNext(view(s), n, false)?.act === 'place');
    if (seat === undefined) throw new Error('no seat meant to place a die');
    expect(seatNext(view(s), seat, false)).toEqual({ act: 'place', look: dice });
    const first = seatAction(view(s), seat, false, 5);
    expect(first?.type).toBe('place');
    s = apply(s, first);
    const after = seatNext(view(s), seat, false);
    if (after) expect(after).toEqual({ act: 'place', look: 0 });
  });
});
