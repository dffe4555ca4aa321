import { describe, expect, it } from 'vitest';
import { flatlineModule } from './index';
import { act, codes, countdownWith, dieOf, emptyBoard, refusalOf } from './test-support';

// "Any player must sacrifice one of their dice" (rulebook, re-roll track), played from devices: the
// seat that wants a re-roll asks, a player offers a die of theirs, and the asker's re-roll takes it
// (devices.md, "A die is its owner's").

/** Three seats in the countdown: Ada (0) with one die left, Bea (1) and Cai (2) with two each. */
const table = () => countdownWith(emptyBoard(3), [['red'], ['red', 'blue'], ['red', 'blue']], false);

describe('a die asked for, offered, and taken for a re-roll', () => {
  it('Ada asks; Bea offers her blue die; Ada re-rolls with it: the die goes to the track and the ask is over', () => {
    let s = act(table(), { type: 'ask-die', seat: 0 });
    expect(s.countdown.asks).toEqual([0]);
    const blue = dieOf(s, 1, 'blue');
    s = act(s, { type: 'offer-die', die: blue, to: 0 });
    expect(s.countdown.offers).toEqual([{ die: blue, to: 0 }]);
    s = act(s, { type: 'reroll', seat: 0, dice: [dieOf(s, 0, 'red')], sacrifice: blue });
    expect(s.rerollTrack[0]).toBe(blue);
    expect([s.countdown.asks, s.countdown.offers]).toEqual([undefined, undefined]);
    expect(codes(s).slice(-4)).toEqual(['die-asked', 'die-offered', 'die-sacrificed', 'dice-rerolled']);
    expect(s.log.find((e) => e.code === 'die-offered')?.params).toEqual({ die: blue, seat: 1, asker: 0, face: 'blue' });
  });

  it('several players may offer; the dice not taken stay with their owners', () => {
    let s = act(table(), { type: 'ask-die', seat: 0 });
    s = act(s, { type: 'offer-die', die: dieOf(s, 1, 'blue'), to: 0 });
    s = act(s, { type: 'offer-die', die: dieOf(s, 2, 'red'), to: 0 });
    s = act(s, { type: 'reroll', seat: 0, dice: [dieOf(s, 0, 'red')], sacrifice: dieOf(s, 2, 'red') });
    expect(s.dice.find((d) => d.id === dieOf(table(), 1, 'blue'))?.at).toEqual({ kind: 'tray' });
    expect(s.countdown.offers).toBeUndefined();
  });

  it('an offered die placed by its owner is offered no more; an asker without dice asks no more', () => {
    let s = act(table(), { type: 'ask-die', seat: 0 });
    const blue = dieOf(s, 1, 'blue');
    s = act(s, { type: 'offer-die', die: blue, to: 0 });
    s = act(s, { type: 'place', die: blue, target: { kind: 'station', station: 0 }, space: 1 });
    expect([s.countdown.asks, s.countdown.offers]).toEqual([[0], undefined]);
    s = act(s, { type: 'place', die: dieOf(s, 0, 'red'), target: { kind: 'station', station: 0 }, space: 0 });
    expect(s.countdown.asks).toBeUndefined();
  });

  it('the asker may withdraw; the countdown ending ends every ask', () => {
    let s = act(table(), { type: 'ask-die', seat: 0 });
    s = act(s, { type: 'offer-die', die: dieOf(s, 1, 'blue'), to: 0 });
    s = act(s, { type: 'withdraw-ask', seat: 0 });
    expect([s.countdown.asks, s.countdown.offers, codes(s).at(-1)]).toEqual([undefined, undefined, 'ask-withdrawn']);
    s = act(s, { type: 'ask-die', seat: 1 });
    s = act(s, { type: 'done' });
    expect([s.stop === 'countdown', s.countdown.asks]).toEqual([false, undefined]);
  });

  it('asking is acting again: a ready seat is no longer done', () => {
    let s = act(table(), { type: 'done', seat: 0 });
    s = act(s, { type: 'ask-die', seat: 0 });
    expect(s.countdown.ready).toEqual([]);
  });

  it('refuses, changing nothing: an offer to a seat not asking, of a die not in a tray, of the asker\'s own die; a second ask; an ask with no dice or no room on the track, or outside the countdown', () => {
    const s = act(table(), { type: 'ask-die', seat: 0 });
    const before = JSON.stringify(s);
    expect(refusalOf(s, { type: 'offer-die', die: dieOf(s, 1, 'blue'), to: 2 })).toBe('not-asking');
    expect(refusalOf(s, { type: 'offer-die', die: dieOf(s, 0, 'red'), to: 0 })).toBe('offer-own-die');
    expect(refusalOf(s, { type: 'offer-die', die: 's1d4', to: 0 })).toBe('die-not-available');
    expect(refusalOf(s, { type: 'ask-die', seat: 0 })).toBe('already-asking');
    expect(refusalOf(s, { type: 'withdraw-ask', seat: 1 })).toBe('not-asking');
    const offered = act(s, { type: 'offer-die', die: dieOf(s, 1, 'blue'), to: 0 });
    expect(refusalOf(offered, { type: 'offer-die', die: dieOf(s, 1, 'blue'), to: 0 })).toBe('already-offered');
    expect(JSON.stringify(s)).toBe(before);
    const locked = table();
    locked.locks.reroll = true;
    expect(refusalOf(locked, { type: 'ask-die', seat: 1 })).toBe('reroll-track-locked');
    const full = table();
    full.rerollTrack = full.rerollTrack.map(() => 'x');
    expect(refusalOf(full, { type: 'ask-die', seat: 1 })).toBe('reroll-track-full');
    const over = act(table(), { type: 'done' });
    expect(refusalOf(over, { type: 'ask-die', seat: 1 })).toBe('not-countdown');
  });
});

describe('whose act each step is (the services check who sends it)', () => {
  it('an ask and a withdrawal are the asker\'s, an offer the die\'s owner\'s; a re-roll with another seat\'s die is that seat\'s too until it is offered', () => {
    let s = table();
    const blue = dieOf(s, 1, 'blue');
    const ada = dieOf(s, 0, 'red');
    expect(flatlineModule.ownerOf(s, { type: 'ask-die', seat: 0 })).toEqual({ seat: 0 });
    expect(flatlineModule.ownerOf(s, { type: 'withdraw-ask', seat: 0 })).toEqual({ seat: 0 });
    expect(flatlineModule.ownerOf(s, { type: 'offer-die', die: blue, to: 0 })).toEqual({ seat: 1 });
    expect(flatlineModule.ownerOf(s, { type: 'reroll', seat: 0, dice: [ada], sacrifice: blue })).toEqual({ seat: 0, giver: 1 });
    s = act(act(s, { type: 'ask-die', seat: 0 }), { type: 'offer-die', die: blue, to: 0 });
    expect(flatlineModule.ownerOf(s, { type: 'reroll', seat: 0, dice: [ada], sacrifice: blue })).toEqual({ seat: 0 });
    // Offered to Ada, not to Cai.
    expect(flatlineModule.ownerOf(s, { type: 'reroll', seat: 2, dice: [dieOf(s, 2, 'red')], sacrifice: blue })).toEqual({ seat: 2, giver: 1 });
  });

  it("a seat's own Done is that seat's; the Done that ends the countdown for everyone is the main screen's", () => {
    const s = table();
    expect(flatlineModule.ownerOf(s, { type: 'done', seat: 2 })).toEqual({ seat: 2 });
    expect(flatlineModule.ownerOf(s, { type: 'done' })).toBe('main-screen');
  });
});
