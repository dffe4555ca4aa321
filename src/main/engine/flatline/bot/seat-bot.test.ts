import { describe, expect, it } from 'vitest';
import type { FlatlineState } from '@shared/flatline/state';
import { flatlineModule } from '../index';
import { act, setupFor } from '../test-support';
import { greedyAction } from './greedy';
import { seatAction, seatNext, seatPlacements } from './seat-bot';
import { legalPlacements } from '@shared/flatline/rules/queries';
import { sameTarget } from '@shared/flatline/rules/components';

const view = (s: FlatlineState) => flatlineModule.view(s);

/** The first countdown of a seeded three-player game, reached with the reference bot. */
function firstCountdown(seed: number): FlatlineState {
  let s = flatlineModule.start(setupFor(3), seed);
  while (s.stop !== 'countdown') s = act(s, greedyAction(s));
  return s;
}

describe("FLATLINE's bot seat", () => {
  it('decides from the view alone: the same decision with the hidden decks and generator scrambled, or even handed to it', () => {
    const s = firstCountdown(3);
    const scrambled: FlatlineState = { ...structuredClone(s), patientDeck: [...s.patientDeck].reverse(), emergencyDeck: [...s.emergencyDeck].reverse(), rng: [1, 2, 3, 4] };
    const decision = seatAction(view(s), 1, false, 99);
    expect(seatAction(view(scrambled), 1, false, 99)).toEqual(decision);
    // A view that carried the hidden parts would not sway it either: it never reads them.
    expect(seatAction({ ...view(s), ...{ patientDeck: scrambled.patientDeck, rng: scrambled.rng } }, 1, false, 99)).toEqual(decision);
    expect(seatPlacements(view(s), 1).length).toBeGreaterThan(1);
    expect(decision).toEqual({ type: 'place', die: 's1d1', target: { kind: 'line', slot: 0, line: 1 }, space: 1 });
  });

  it('plans again after a person acts: the space it meant to take, taken by a person, is not where it goes', () => {
    const s = firstCountdown(3);
    const meant = seatAction(view(s), 1, false, 99);
    if (meant?.type !== 'place') throw new Error('the bot meant to place a die');
    // Ada takes that very space with one of her own dice.
    const ada = s.dice.filter((d) => d.seat === 0 && d.at.kind === 'tray').find((d) => legalPlacements(s, d.id).some((p) => sameTarget(p.target, meant.target) && p.space === meant.space));
    if (!ada) throw new Error('no die of Ada fits that space');
    const after = act(s, { type: 'place', die: ada.id, target: meant.target, space: meant.space });
    const next = seatAction(view(after), 1, false, 99);
    expect(next?.type).toBe('place');
    expect(next).not.toEqual(meant);
    // What it chooses now is legal on the table as it stands.
    expect(flatlineModule.apply(after, next).ok).toBe(true);
  });

  it('only ever moves its own dice during the countdown', () => {
    let s = firstCountdown(5);
    for (let i = 0; i < 40 && s.stop === 'countdown'; i++) {
      const a = seatAction(view(s), 2, false, i);
      if (!a) break;
      expect(flatlineModule.ownerOf(s, a)).toEqual({ seat: 2 });
      s = act(s, a);
    }
    // It placed what it could, then said its seat is done (or ran out of dice).
    const left = s.dice.filter((d) => d.seat === 2 && d.at.kind === 'tray');
    expect(left.length === 0 || (s.countdown.ready ?? []).includes(2)).toBe(true);
    expect(seatNext(view(s), 2, false)).toBeNull();
  });

  it('leaves the table its decisions while a person sits there: it starts no countdown, unless every seat is a bot', () => {
    let s = flatlineModule.start(setupFor(3), 3);
    while (s.stop !== 'planning') s = act(s, greedyAction(s));
    expect(seatNext(view(s), 1, false)).toBeNull();
    expect(seatAction(view(s), 1, false, 1)).toBeNull();
    expect(seatNext(view(s), 1, true)).toEqual({ act: 'answer' });
    expect(seatAction(view(s), 1, true, 1)).toEqual({ type: 'advance' });
  });

  it("plans with the table's dice: each placement it weighs moves one of its own", () => {
    const s = firstCountdown(3);
    const places = seatPlacements(view(s), 0);
    expect(places.length).toBeGreaterThan(0);
    for (const p of places) expect(p.type === 'place' && p.die.startsWith('s0')).toBe(true);
  });

  it('says what it means to do next, and what it looks at first: six new dice, none once one is down, the re-rolled ones after a re-roll', () => {
    let s = firstCountdown(3);
    expect(seatNext(view(s), 1, false)).toEqual({ act: 'place', look: 6 });
    // Another seat's die going down leaves its look as it was: it has not acted on its roll yet.
    const ada = seatAction(view(s), 0, false, 1)!;
    s = act(s, ada);
    expect(seatNext(view(s), 1, false)).toEqual({ act: 'place', look: 6 });
    s = act(s, seatAction(view(s), 1, false, 2)!);
    expect(seatNext(view(s), 1, false)).toEqual({ act: 'place', look: 0 });
    // Its next step is the kind of act it then takes.
    expect(seatAction(view(s), 1, false, 3)?.type).toBe('place');
    // Three dice rolled again by sacrificing a fourth: three new dice to look at.
    const tray = s.dice.filter((d) => d.seat === 1 && d.at.kind === 'tray').map((d) => d.id);
    s = act(s, { type: 'reroll', seat: 1, dice: tray.slice(1, 4), sacrifice: tray[0]! });
    expect(seatNext(view(s), 1, false)).toMatchObject({ look: 3 });
  });
});
