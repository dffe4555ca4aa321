import { describe, expect, it } from 'vitest';
import { refusalText } from './board-text';
import { logSpot } from './log-lines';
import { END_NOW_ARMED_MS, endCause, lockedMarks, lostCauseLine, pressEndNow } from './lost-cause';
import { trEn, trIt } from './test-translator.test-support';
import { viewOf } from './view-fixture.test-support';

const lost = viewOf({ locked: ['bomb-32', 'spark-05'], lostCause: true });

describe('a lost cause on the board', () => {
  it('marks the cards the engine found locked, and only those', () => {
    expect([...lockedMarks(lost)]).toEqual(['bomb-32', 'spark-05']);
    expect([...lockedMarks(viewOf())]).toEqual([]);
  });

  it('says in one line that the ship can no longer be saved and the team may still score, while the game goes on', () => {
    expect(lostCauseLine(trEn, lost)).toBe('The ship can no longer be saved: the team may still score with the other cards until time runs out.');
    expect(lostCauseLine(trIt, lost)).toBe("La nave non può più essere salvata: la squadra può ancora fare punti con le altre carte finché c'è tempo.");
    const untimed = viewOf({ ...lost, clock: { limitMs: null, elapsedMs: 0, stoppedAtMs: null } });
    expect(lostCauseLine(trEn, untimed)).toBe('The ship can no longer be saved: the team may still score with the other cards while one can be finished.');
    // Locked cards the win does not need are no lost cause; a finished game says nothing here.
    expect(lostCauseLine(trEn, viewOf({ locked: ['bomb-32'] }))).toBeNull();
    expect(lostCauseLine(trEn, { ...lost, outcome: { status: 'lost', cause: 'time-out-sparks' } })).toBeNull();
  });

  it('End now asks once: the first press arms it, a second press while armed sends, a double-click or a stale arming does not', () => {
    expect(pressEndNow(null, 1000)).toEqual({ armedAt: 1000, send: false });
    expect(pressEndNow(1000, 1100)).toEqual({ armedAt: 1000, send: false });
    expect(pressEndNow(1000, 2500)).toEqual({ armedAt: null, send: true });
    expect(pressEndNow(1000, 1000 + END_NOW_ARMED_MS)).toEqual({ armedAt: 1000 + END_NOW_ARMED_MS, send: false });
  });

  it('the end card says the team ended it, not that time ran out; its refusal and log lines are in words', () => {
    const endedNow = viewOf({ ...lost, outcome: { status: 'lost', cause: 'time-out-sparks' }, log: [{ turn: 4, phase: 'roll', code: 'ended-now', params: {} }] });
    expect(endCause(endedNow)).toBe('ended-now');
    expect(endCause({ ...endedNow, log: [] })).toBe('time-out-sparks');
    expect(endCause(viewOf())).toBeNull();
    expect(trEn.t(`fuse-countdown.end.cause.${endCause(endedNow)}`)).toBe('The team ended the game: the ship could no longer be saved.');
    expect(refusalText(trEn, { code: 'ship-can-be-saved', message: 'x' })).toBe('The ship can still be saved: play on.');
    expect(refusalText(trIt, { code: 'ship-can-be-saved', message: 'x' })).toBe('La nave si può ancora salvare: continuate a giocare.');
    expect(logSpot({ turn: 2, phase: 'roll', code: 'ship-cannot-be-saved', params: { locked: 'bomb-32 spark-05' } })).toBe('card-bomb-32');
    expect(logSpot({ turn: 4, phase: 'roll', code: 'ended-now', params: {} })).toBe('lost-cause');
  });
});
