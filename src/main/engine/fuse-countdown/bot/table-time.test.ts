import { describe, expect, it } from 'vitest';
import type { FuseCountdownAction } from '@shared/fuse-countdown/actions';
import type { LogEntry } from '@shared/fuse-countdown/log';
import type { FuseCountdownState } from '@shared/fuse-countdown/state';
import { playBotGame } from './play';
import { setupFor } from './simulate';
import { tableTime } from './table-time';
import { TIME_MODEL } from './time-model';

const at = (phase: FuseCountdownState['phase'], pending: FuseCountdownState['pending'] = null) => ({ phase, pending }) as FuseCountdownState;
const logged = (...codes: string[]): LogEntry[] =>
  codes.map((code): LogEntry => ({ turn: 1, phase: 'distribute', code, params: code === 'dice-rolled' ? { dice: 'd01:4 d02:3 d03:1' } : {} }));
const place = (seat: number): FuseCountdownAction => ({ type: 'place', seat, die: 'd01', card: 'bomb-01', cell: 0 });

/** A turn of three players at the frozen model: the roll, one die each, the last ending step 2 and defusing a bomb. */
function threePlayerTurn(table: 'one-screen' | 'devices'): number[] {
  const time = tableTime(table, TIME_MODEL);
  return [
    time({ type: 'roll' }, at('roll'), logged('dice-rolled')),
    time(place(0), at('distribute'), logged('die-placed')),
    time(place(1), at('distribute'), logged('die-placed')),
    time(place(2), at('distribute'), logged('die-placed', 'distribution-ended', 'bomb-defused', 'turn-started')),
    time({ type: 'roll' }, at('roll'), logged('dice-rolled')),
  ];
}

describe('the table’s time: one pointer, or parallel hands', () => {
  it('one screen adds every act: the roll and its reading 4.9 s, three placements 2.5 s each, then the animations', () => {
    expect(threePlayerTurn('one-screen')).toEqual([4_900, 7_400, 9_900, 13_800, 18_700]);
  });

  it('with devices the three placements take one placement’s time, and what follows waits for the longest lane', () => {
    expect(threePlayerTurn('devices')).toEqual([4_900, 7_400, 7_400, 8_800, 13_700]);
  });

  it('with devices a seat placing twice (two players) is the longest lane; a decision waits for every lane first', () => {
    const time = tableTime('devices', TIME_MODEL);
    expect(time({ type: 'roll' }, at('roll'), logged('dice-rolled'))).toBe(4_900);
    expect(time(place(0), at('distribute'), logged('die-placed'))).toBe(7_400);
    expect(time(place(0), at('distribute'), logged('die-placed'))).toBe(9_900);
    // An early defusal is seat 1's own act, its animation in its lane (1 s + 0.8 s), behind seat 0's 5 s.
    expect(time({ type: 'defuse', seat: 1, card: 'bomb-02' }, at('distribute'), logged('bomb-defused'))).toBe(9_900);
    expect(time(place(1), at('distribute'), logged('die-placed'))).toBe(9_900);
    expect(time(place(1), at('distribute'), logged('die-placed'))).toBe(11_700);
    // A replacement is a decision: it starts when the longest lane (seat 1's, 6.8 s) is done.
    expect(time({ type: 'decide', seat: 1, option: 'bomb-09' }, at('distribute', { kind: 'replacement', seat: 1 } as FuseCountdownState['pending']), logged('replacement-taken'))).toBe(14_700);
  });

  it('one player has no parallel hands: a whole seeded game takes the same time both ways', () => {
    for (const level of ['standard', 'heroic'] as const) {
      const setup = setupFor(1, level, null, 'dealt', 'untimed');
      const screen = playBotGame(setup, 3);
      const devices = playBotGame(setup, 3, undefined, undefined, undefined, 'devices');
      expect(devices.actions).toEqual(screen.actions);
    }
  });

  it('three players on devices play the same moves as at one screen, in less time (seed 12, Training, untimed: 8:07 → 5:39)', () => {
    const setup = setupFor(3, 'training', null, 'dealt', 'untimed');
    const screen = playBotGame(setup, 12);
    const devices = playBotGame(setup, 12, undefined, undefined, undefined, 'devices');
    const moves = (actions: FuseCountdownAction[]) => actions.filter((a) => a.type !== 'tick');
    expect(moves(devices.actions)).toEqual(moves(screen.actions));
    expect([screen.state.outcome?.status, screen.state.clock.stoppedAtMs, devices.state.clock.stoppedAtMs]).toEqual(['won', 487_464, 339_264]);
  });
});
