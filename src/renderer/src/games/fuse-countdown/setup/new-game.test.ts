import { describe, expect, it } from 'vitest';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import { clockFields, defaultDraft, draftToInput, timeBonusCounts, withLevel } from './new-game';
import { fittedClock, fittedClockMinutes } from '@shared/fuse-countdown/fitted-clock';
import { giveToSeat } from '../../../lib/new-game/seat-rows';

const name = (n: number) => `Player ${n}`;

describe("FUSE: Countdown's New game form", () => {
  it('starts a two-player Standard game on the clock fitted for two players with roles dealt, blank names filled in', () => {
    const r = draftToInput({ ...defaultDraft(), names: ['Ada', '', '', ''] }, name);
    expect(r).toEqual({
      ok: true,
      input: {
        kind: 'fuse-countdown',
        setup: { seats: [{ name: 'Ada', colour: 'red' }, { name: 'Player 2', colour: 'blue' }], level: 'standard', fuses: null, ...fittedClock(2, 'standard'), roles: 'dealt' },
      },
    });
    if (r.ok) expect(fuseCountdownSetupSchema.safeParse(r.input.setup).success).toBe(true);
  });

  it('the clock follows the players and the level while fitted; the printed 10 minutes is one choice away', () => {
    const four = draftToInput({ ...withLevel(defaultDraft(), 'heroic'), players: 4 }, name);
    expect(four.ok && [four.input.setup.clockMinutes, four.input.setup.clockFitted]).toEqual([fittedClockMinutes(4, 'heroic'), true]);
    const printed = draftToInput({ ...defaultDraft(), clock: '10' }, name);
    expect(printed.ok && [printed.input.setup.clockMinutes, printed.input.setup.clockFitted]).toEqual([10, false]);
    expect(clockFields('20', 3, 'elite')).toEqual({ clockMinutes: 20, clockFitted: false });
    expect(['fitted', '10', '15', '20', 'untimed'].map((c) => timeBonusCounts(c as 'fitted'))).toEqual([true, true, false, false, false]);
  });

  it('players on their own devices get the clock fitted to parallel hands; one player alone keeps the one-screen clock', () => {
    expect(defaultDraft().table).toBe('one-screen');
    const devices = draftToInput({ ...withLevel(defaultDraft(), 'expert'), players: 3, table: 'devices' }, name);
    expect(devices.ok && [devices.input.setup.clockMinutes, devices.input.setup.clockFitted]).toEqual([fittedClockMinutes(3, 'expert', 'devices'), true]);
    expect(fittedClockMinutes(3, 'expert', 'devices')).not.toBe(fittedClockMinutes(3, 'expert'));
    const alone = draftToInput({ ...defaultDraft(), players: 1, table: 'devices' }, name);
    expect(alone.ok && alone.input.setup.clockMinutes).toBe(fittedClockMinutes(1, 'standard'));
    // The choice picks only the fitted clock: the printed 10:00 stays 10:00 wherever the players play.
    const printed = draftToInput({ ...defaultDraft(), players: 3, table: 'devices', clock: '10' }, name);
    expect(printed.ok && [printed.input.setup.clockMinutes, printed.input.setup.clockFitted]).toEqual([10, false]);
  });

  it('takes the fuse cards of the level, and the number typed where the level plays them', () => {
    const elite = withLevel(defaultDraft(), 'elite');
    expect(elite.fuses).toBe('6');
    const r = draftToInput({ ...elite, fuses: '9', players: 4, clock: 'untimed', seed: '42' }, name);
    expect(r.ok && [r.input.setup.fuses, r.input.setup.clockMinutes, r.input.seed, r.input.setup.seats.length]).toEqual([9, null, 42, 4]);
    expect(withLevel(elite, 'training').fuses).toBe('0');
    const training = draftToInput(withLevel(elite, 'training'), name);
    expect(training.ok && training.input.setup.fuses).toBe(null);
  });

  it('refuses a fuse count outside 1–10, a bad seed, a long name and five players, naming each field', () => {
    const r = draftToInput({ ...withLevel(defaultDraft(), 'heroic'), fuses: '11', seed: 'x', names: ['a'.repeat(25), '', '', ''] }, name);
    expect(r.ok ? [] : r.problems.map((p) => p.field)).toEqual(['names.0', 'fuses', 'seed']);
    const five = draftToInput({ ...defaultDraft(), players: 5 }, name);
    expect(five.ok ? null : five.problems[0]).toEqual({ field: 'players', key: 'fuse-countdown.new-game.problems.players', params: { min: 1, max: 4 } });
  });

  it('gives roles per seat, a role never shared, and passes chosen-at-the-table through', () => {
    const given = giveToSeat(defaultDraft().given, 1, 'cutter');
    expect(given.slice(0, 2)).toEqual(['operations-engineer', 'cutter']);
    const r = draftToInput({ ...defaultDraft(), players: 3, roles: 'given', given }, name);
    expect(r.ok && r.input.setup.roles).toEqual(['operations-engineer', 'cutter', 'logistics-specialist']);
    const chosen = draftToInput({ ...defaultDraft(), roles: 'chosen' }, name);
    expect(chosen.ok && chosen.input.setup.roles).toBe('chosen');
    const twice = draftToInput({ ...defaultDraft(), roles: 'given', given: ['cutter', 'cutter', 'technologist', 'disposal-expert'] }, name);
    expect(twice.ok ? null : twice.problems.map((p) => p.key)).toEqual(['fuse-countdown.new-game.problems.roles']);
  });
});
