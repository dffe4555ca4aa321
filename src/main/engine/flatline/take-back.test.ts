import { describe, expect, it } from 'vitest';
import { flatlineModule } from './index';
import { act, codes, countdownWith, dieOf, emptyBoard, refusalOf } from './test-support';
import { describeLogEntry } from './describe';
import { greedyAction } from './bot/greedy';

// The house rule "Take back a misplaced die" (docs/take-back.md): the last die a seat placed goes
// back to its tray until the countdown ends or the seat rolls again.

/** Station 0's spaces in use show red, blue, green; station 1's purple, white, blue. */
const STATION = { kind: 'station', station: 0 } as const;
const OTHER = { kind: 'station', station: 1 } as const;
/** Two seats in the countdown (seat 0: red, blue and a spare white; seat 1: red, blue), the rule chosen or not. */
const table = (takeBack = true) => countdownWith(emptyBoard(2, { takeBack }), [['red', 'blue'], ['red', 'blue']]);

describe('take back a misplaced die (FLATLINE)', () => {
  it('puts the last die a seat placed back in its tray, face unchanged, and logs it', () => {
    let s = table();
    const blue = dieOf(s, 0, 'blue');
    s = act(s, { type: 'place', die: blue, target: OTHER, space: 2 });
    s = act(s, { type: 'take-back', die: blue });
    expect(s.dice.find((d) => d.id === blue)).toMatchObject({ at: { kind: 'tray' }, face: 'blue' });
    expect(s.log.at(-1)).toMatchObject({ code: 'die-taken-back', params: { die: blue, seat: 0, face: 'blue', target: JSON.stringify(OTHER), space: 2 } });
    expect(describeLogEntry(s.log.at(-1)!)).toBe(`[round 1 E-countdown] player 1 took ${blue} (blue) back from {"kind":"station","station":1} space 2.`);
    // The die goes elsewhere, and the countdown carries on.
    s = act(s, { type: 'place', die: blue, target: STATION, space: 1 });
    expect(s.stop).toBe('countdown');
    expect(s.dice.find((d) => d.id === blue)?.at).toEqual({ kind: 'space', target: STATION, space: 1 });
  });

  it('takes back only the last die of the seat, and only once', () => {
    let s = table();
    const red = dieOf(s, 0, 'red');
    const blue = dieOf(s, 0, 'blue');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    s = act(s, { type: 'place', die: blue, target: OTHER, space: 2 });
    expect(refusalOf(s, { type: 'take-back', die: red })).toBe('take-back-not-last');
    s = act(s, { type: 'take-back', die: blue });
    expect(refusalOf(s, { type: 'take-back', die: red })).toBe('take-back-nothing');
  });

  it("another seat's placing does not close a seat's take-back; each seat keeps its own", () => {
    let s = table();
    const mine = dieOf(s, 0, 'red');
    const theirs = dieOf(s, 1, 'blue');
    s = act(s, { type: 'place', die: mine, target: STATION, space: 0 });
    s = act(s, { type: 'place', die: theirs, target: OTHER, space: 2 });
    s = act(s, { type: 'take-back', die: mine });
    s = act(s, { type: 'take-back', die: theirs });
    expect(s.dice.filter((d) => d.at.kind === 'tray').map((d) => d.id)).toEqual(expect.arrayContaining([mine, theirs]));
  });

  it('whose it is: the die’s own seat', () => {
    expect(flatlineModule.ownerOf(table(), { type: 'take-back', die: 's1d0' })).toEqual({ seat: 1, person: true });
  });

  it('is refused when the table did not choose the rule', () => {
    let s = table(false);
    const red = dieOf(s, 0, 'red');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    expect(refusalOf(s, { type: 'take-back', die: red })).toBe('take-back-off');
    expect(s.takeBack).toBeUndefined();
  });

  it('is refused once the countdown is over (Done, or time)', () => {
    let s = table();
    const red = dieOf(s, 0, 'red');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    const done = act(s, { type: 'done' });
    expect(refusalOf(done, { type: 'take-back', die: red })).toBe('take-back-countdown-over');
    expect(done.takeBack).toEqual([{ seat: 0, die: red, at: s.actions - 1, closed: 'countdown-over' }]);
    const timed = act(s, { type: 'tick', elapsedMs: 60_000 });
    expect(timed.takeBack?.[0]?.closed).toBe('countdown-over');
  });

  it('is refused for the die whose placing ended the countdown: the round went on from it', () => {
    let s = countdownWith(emptyBoard(2, { takeBack: true }), [['red'], ['blue']], false);
    const red = dieOf(s, 0, 'red');
    const blue = dieOf(s, 1, 'blue');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    s = act(s, { type: 'place', die: blue, target: OTHER, space: 2 });
    expect(codes(s)).toContain('countdown-ended');
    expect(s.takeBack?.map((e) => e.closed)).toEqual(['countdown-over', 'ended-countdown']);
  });

  it("is refused after the seat's own re-roll (new faces were seen), not after another seat's", () => {
    let s = table();
    const red = dieOf(s, 0, 'red');
    const theirs = dieOf(s, 1, 'blue');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    s = act(s, { type: 'place', die: theirs, target: OTHER, space: 2 });
    s = act(s, { type: 'reroll', seat: 1, dice: [dieOf(s, 1, 'red')], sacrifice: dieOf(s, 0, 'white') });
    expect(refusalOf(s, { type: 'take-back', die: theirs })).toBe('take-back-after-reroll');
    s = act(s, { type: 'take-back', die: red });
    expect(s.dice.find((d) => d.id === red)?.at).toEqual({ kind: 'tray' });
  });

  it('a seat that said it is done and takes a die back is no longer done', () => {
    let s = table();
    const red = dieOf(s, 1, 'red');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    s = act(s, { type: 'done', seat: 1 });
    s = act(s, { type: 'take-back', die: red });
    expect(s.countdown.ready).toEqual([]);
  });

  it('a die placed in the round before stays placed in the next countdown', () => {
    let s = countdownWith(emptyBoard(2, { takeBack: true }), [['red'], ['blue']], false);
    const red = dieOf(s, 0, 'red');
    s = act(s, { type: 'place', die: red, target: STATION, space: 0 });
    s = act(s, { type: 'place', die: dieOf(s, 1, 'blue'), target: OTHER, space: 2 });
    // The round plays on (the bot answers what it asks) up to the next countdown.
    while (s.outcome === 'in-progress' && !(s.round === 2 && s.stop === 'countdown')) s = act(s, greedyAction(s));
    expect(s.round).toBe(2);
    expect(refusalOf(s, { type: 'take-back', die: red })).toBe('take-back-countdown-over');
  });

  it('an unknown die, or one of a seat that placed nothing, is refused and changes nothing', () => {
    const s = table();
    expect(refusalOf(s, { type: 'take-back', die: 's4d0' })).toBe('unknown-die');
    expect(refusalOf(s, { type: 'take-back', die: dieOf(s, 1, 'red') })).toBe('take-back-nothing');
  });

  it('the records say the table chose the rule and how many dice went back (nothing when it did not)', () => {
    let s = table();
    const blue = dieOf(s, 0, 'blue');
    s = act(s, { type: 'place', die: blue, target: OTHER, space: 2 });
    s = act(s, { type: 'take-back', die: blue });
    expect(flatlineModule.records!.result(s).details).toMatchObject({ takeBack: 'on', takenBack: 1 });
    expect(flatlineModule.records!.result(table(false)).details).not.toHaveProperty('takeBack');
    expect(flatlineModule.records!.result(table(false)).details).not.toHaveProperty('takenBack');
  });
});
