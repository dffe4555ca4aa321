import { describe, expect, it } from 'vitest';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { legalPlacements } from '@shared/fuse-countdown/rules/queries';
import { lockedCards, nothingCanProgress, shipLost } from './locked';
import { result } from './score';
import { fuseCountdownModule } from './index';
import { LOCKED, giveCards, lockedHand, play, putDice, refused, setRow, start, startTurn, withRolled } from './test-support';

const codes = (s: FuseCountdownState, from = 0) => s.log.slice(from).map((e) => e.code);

/**
 * A timed lost cause played on: turn 1's three black dice fit nowhere, so three sparks are drawn
 * (spark-03 black, spark-01 red, spark-02 blue); turn 2 starts with the ship lost; turn 2 defuses
 * spark-03 and spark-01, and the die that fits nowhere draws spark-17, which needs a green die too.
 */
function lostCausePlayedOn(): { turn2: FuseCountdownState; turn3: FuseCountdownState } {
  let s = lockedHand({}, ['spark-05'], ['spark-03', 'spark-01', 'spark-02', 'spark-17']);
  s = withRolled(s, [['d09', 1], ['d10', 2], ['d11', 5]]);
  s = play(s, { type: 'done' }, { type: 'tick', elapsedMs: 40_000 });
  const turn2 = structuredClone(s);
  s = withRolled(s, [['d12', 4], ['d01', 3], ['d10', 2]]);
  s = play(s, { type: 'place', seat: 0, die: 'd12', card: 'spark-03', cell: 0 }, { type: 'place', seat: 0, die: 'd01', card: 'spark-01', cell: 0 }, { type: 'done' }, { type: 'tick', elapsedMs: 123_000 });
  return { turn2, turn3: s };
}

describe('a lost cause (our reading: a ship that can no longer be saved is played out)', () => {
  it('cards the win needs wait only for dice on other unfinishable cards: with a clock running the game goes on, the log names the locked cards, a later defusal scores, and time running out ends it', () => {
    const { turn2, turn3 } = lostCausePlayedOn();
    // Turn 2 starts with the ship lost: noted, named once in the log, and play goes on.
    expect(turn2.outcome).toBeNull();
    expect(turn2.turn).toBe(2);
    expect(turn2.phase).toBe('roll');
    expect(turn2.locked).toEqual(LOCKED);
    expect(turn2.lostCause).toBe(true);
    const noted = turn2.log.filter((e) => e.code === 'ship-cannot-be-saved');
    expect(noted).toEqual([{ turn: 2, phase: 'roll', code: 'ship-cannot-be-saved', params: { locked: LOCKED.join(' ') } }]);
    expect(turn2.seats[0]!.sparks.map((c) => c.card)).toEqual(['spark-05', 'spark-03', 'spark-01', 'spark-02']);

    // Turn 2: two sparks defused for 4 points; the card that locks later is logged on its own.
    expect(turn3.outcome).toBeNull();
    expect(turn3.turn).toBe(3);
    expect(turn3.stats.sparksDefused).toBe(2);
    expect(turn3.locked).toEqual([...LOCKED, 'spark-17']);
    expect(turn3.log.filter((e) => e.code === 'ship-cannot-be-saved')).toHaveLength(1);
    expect(turn3.log.filter((e) => e.code === 'cards-locked')).toEqual([{ turn: 3, phase: 'roll', code: 'cards-locked', params: { locked: 'spark-17' } }]);

    // The clock runs out: lost with sparks in play, and the later defusals count.
    const over = play(turn3, { type: 'tick', elapsedMs: 600_000 });
    expect(over.outcome).toEqual({ status: 'lost', cause: 'time-out-sparks' });
    expect(over.clock.stoppedAtMs).toBe(600_000);
    expect(result(over)).toMatchObject({ score: 4, breakdown: { success: 0, time: 0, bombs: 0, sparks: 4, fuses: 0 } });
  });

  it('End now ends a lost cause as the clock running out would: the same cause and score, the clock stopped at that moment', () => {
    const { turn3 } = lostCausePlayedOn();
    const ended = play(turn3, { type: 'end-now' });
    const timedOut = play(turn3, { type: 'tick', elapsedMs: 600_000 });
    expect(ended.outcome).toEqual({ status: 'lost', cause: 'time-out-sparks' });
    expect(ended.outcome).toEqual(timedOut.outcome);
    expect(ended.phase).toBe('over');
    expect(ended.clock).toEqual({ limitMs: 600_000, elapsedMs: 123_000, stoppedAtMs: 123_000 });
    expect(ended.log.slice(-2)).toEqual([
      { turn: 3, phase: 'roll', code: 'ended-now', params: {} },
      { turn: 3, phase: 'roll', code: 'game-lost', params: { cause: 'time-out-sparks' } },
    ]);
    expect(result(ended)).toEqual({ ...result(timedOut), details: { ...result(timedOut).details, timeLeftMs: 477_000 } });
    expect(result(ended).score).toBe(4);
    // While bombs still wait in the row (here: every bomb in front locked), it ends as time-out-bombs,
    // even with a decision open, as the clock would.
    const row = lockedHand({}, []);
    setRow(row, ['bomb-01', 'bomb-02']);
    startTurn(row);
    expect(row.lostCause).toBe(true);
    row.pending = { kind: 'replacement', seat: 0, source: 'defused', options: ['bomb-01', 'bomb-02'] };
    expect(play(row, { type: 'end-now' }).outcome).toEqual({ status: 'lost', cause: 'time-out-bombs' });
    // Once over, nothing more is accepted.
    refused(ended, { type: 'end-now' }, 'game-over');
  });

  it('End now is refused while the ship can still be saved', () => {
    const fresh = start(2, { level: 'standard' }, 5);
    expect(fresh.lostCause).toBe(false);
    const why = refused(fresh, { type: 'end-now' }, 'ship-can-be-saved');
    expect(why?.reason).toBe('The ship can still be saved: End now is for a game that can no longer be won.');
    // Locked bombs the win does not need (below Heroic, deck and row empty) are no lost cause.
    const bombsOnly = startTurn(lockedHand({}, []));
    expect(bombsOnly.locked).toEqual(LOCKED.slice(0, 4));
    expect(bombsOnly.lostCause).toBe(false);
    refused(bombsOnly, { type: 'end-now' }, 'ship-can-be-saved');
  });

  it('a seat holding only locked cards does not block the turn: the must-take rule, done and the sparks work as ever', () => {
    const s = start(2, { roles: ['disposal-expert', 'equipment-technician'] });
    giveCards(s, 0, ['bomb-32'], ['spark-05']);
    giveCards(s, 1, ['bomb-13', 'bomb-20', 'bomb-06'], ['spark-03']);
    setRow(s, []);
    s.boxed.push(...s.bombDeck);
    s.bombDeck = [];
    putDice(s, 0, 'bomb-32', [['d13', 0, 2], ['d17', 1, 1], ['d18', 2, 4], ['d19', 3, 5]]);
    putDice(s, 1, 'bomb-13', [['d25', 0, 2]]);
    putDice(s, 1, 'bomb-20', [['d20', 1, 2], ['d24', 2, 4]]);
    startTurn(s);
    expect(s.lostCause).toBe(true);
    expect(s.locked).toEqual(['bomb-32', 'spark-05', 'bomb-13', 'bomb-20', 'bomb-06']);
    let t = withRolled(s, [['d09', 1], ['d10', 2], ['d11', 5], ['d12', 3]]);
    // Seat 0 can place none of the black dice; seat 1 only one, on its spark: until it has, done waits.
    expect(legalPlacements(t, 0)).toEqual([]);
    refused(t, { type: 'done' }, 'seat-must-take');
    t = play(t, { type: 'place', seat: 1, die: 'd09', card: 'spark-03', cell: 0 }, { type: 'done' });
    expect(t.turn).toBe(2);
    expect(t.stats.sparksDefused).toBe(1);
    // Seat 0 was short two dice, seat 1 one: three sparks drawn.
    expect(t.stats.sparksDrawn).toBe(3);
    expect(t.seats.map((st) => st.sparks.length)).toEqual([3, 1]);
  });

  it('untimed: the game goes on while another card can still progress, and ends by itself (dice-locked) once every card left is locked', () => {
    let s = startTurn(lockedHand({ clockMinutes: null }, ['spark-05', 'spark-03'], ['spark-17']));
    expect(s.outcome).toBeNull();
    expect(s.lostCause).toBe(true);
    expect(nothingCanProgress(s)).toBe(false);
    const from = s.log.length;
    // spark-03 takes the black die and is defused; the blue die must still be taken where it fits (a
    // free slot of the locked bomb-13); the die that fits nowhere draws spark-17, which needs a green
    // die too: now nothing can progress.
    s = withRolled(s, [['d09', 1], ['d05', 3], ['d10', 2]]);
    s = play(s, { type: 'place', seat: 0, die: 'd09', card: 'spark-03', cell: 0 });
    refused(s, { type: 'done' }, 'seat-must-take');
    s = play(s, { type: 'place', seat: 0, die: 'd05', card: 'bomb-13', cell: 1 }, { type: 'done' });
    expect(s.outcome).toEqual({ status: 'lost', cause: 'dice-locked' });
    expect(codes(s, from)).toEqual(['die-placed', 'die-placed', 'distribution-ended', 'spark-defused', 'spark-drawn', 'turn-started', 'cards-locked', 'game-lost']);
    expect(s.log.find((e) => e.code === 'cards-locked')?.params).toEqual({ locked: 'spark-17' });
    expect(s.clock.stoppedAtMs).toBe(s.clock.elapsedMs);
    expect(result(s).breakdown).toEqual({ success: 0, time: 0, bombs: 0, sparks: 2, fuses: 0 });
    // A hand where every card is locked from the start ends at once, and End now untimed ends it the same way.
    const stuck = startTurn(lockedHand({ clockMinutes: null }));
    expect(stuck.outcome).toEqual({ status: 'lost', cause: 'dice-locked' });
    expect(codes(stuck).slice(-3)).toEqual(['turn-started', 'ship-cannot-be-saved', 'game-lost']);
    const open = startTurn(lockedHand({ clockMinutes: null }, ['spark-05', 'spark-03']));
    expect(play(open, { type: 'end-now' }).outcome).toEqual({ status: 'lost', cause: 'dice-locked' });
  });

  it('the win needs a locked card: any spark; at Heroic any bomb; while bombs wait in the deck or row, every bomb in front', () => {
    expect(lockedCards(lockedHand()).sort()).toEqual([...LOCKED].sort());
    expect(shipLost(lockedHand())).toBe(true);
    expect(shipLost(lockedHand({}, []))).toBe(false);
    expect(lockedCards(lockedHand({}, []))).toHaveLength(4);
    expect(shipLost(lockedHand({ level: 'heroic' }, []))).toBe(true);
    const row = lockedHand({}, []);
    setRow(row, ['bomb-01']);
    expect(shipLost(row)).toBe(true);
    // One bomb in front that can still be finished may yet take the row's bombs.
    const free = lockedHand({}, []);
    setRow(free, ['bomb-01']);
    free.seats[0]!.bombs.push({ card: 'bomb-02', dice: [] });
    expect(shipLost(free)).toBe(false);
  });

  it('no lock while a way out may come: a fuse card still to turn up, or a role that can change a die\'s colour', () => {
    const fuse = lockedHand({ level: 'expert' });
    fuse.bombDeck = ['fuse-05'];
    expect(shipLost(fuse)).toBe(false);
    expect(shipLost(lockedHand({ roles: ['technologist'] }))).toBe(false);
    expect(shipLost(lockedHand({ roles: ['cutter'] }))).toBe(false);
  });

  it('a card freed by dice in the bag is not locked, and the cards waiting on it are freed with it', () => {
    const s = lockedHand();
    // Take d20 back off bomb-20 into the bag: every green-needing card can now be finished in turn.
    s.seats[0]!.bombs.find((c) => c.card === 'bomb-20')!.dice = s.seats[0]!.bombs.find((c) => c.card === 'bomb-20')!.dice.filter((d) => d.die !== 'd20');
    s.bag.push('d20');
    expect(lockedCards(s)).toEqual([]);
    expect(shipLost(s)).toBe(false);
  });

  it('a game saved before locked cards were noted reads as nothing locked, until its next turn starts', () => {
    const old: Partial<FuseCountdownState> = lockedHand();
    delete old.locked;
    delete old.lostCause;
    const saved = old as FuseCountdownState;
    expect(fuseCountdownModule.view(saved)).toMatchObject({ locked: [], lostCause: false });
    refused(saved, { type: 'end-now' }, 'ship-can-be-saved');
    startTurn(saved);
    expect([saved.locked, saved.lostCause]).toEqual([LOCKED, true]);
    expect(saved.log.at(-1)).toMatchObject({ code: 'ship-cannot-be-saved', params: { locked: LOCKED.join(' ') } });
  });
});
