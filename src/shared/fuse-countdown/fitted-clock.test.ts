import { describe, expect, it } from 'vitest';
import { PLAYER_COLOURS } from '../players';
import { FITTED_CLOCK_MINUTES, FITTED_CLOCK_MINUTES_DEVICES, fittedClock, fittedClockMinutes } from './fitted-clock';
import { clockSetting, COUNTDOWN_LEVELS, fuseCountdownSetupSchema, playedOnTheMeantClock } from './setup';

const PLAYERS = [1, 2, 3, 4];
const seats = (players: number) => PLAYER_COLOURS.slice(0, players).map((colour, i) => ({ name: `Player ${i + 1}`, colour }));

describe('the fitted clocks (FITTED_CLOCK_MINUTES)', () => {
  it('has a clock for every player count 1–4 and every level, and nothing else', () => {
    expect(Object.keys(FITTED_CLOCK_MINUTES).map(Number)).toEqual(PLAYERS);
    for (const players of PLAYERS) expect(Object.keys(FITTED_CLOCK_MINUTES[players]!).sort()).toEqual([...COUNTDOWN_LEVELS].sort());
  });

  it('is in whole 30-second steps within the setup’s bounds (5–30 minutes)', () => {
    for (const players of PLAYERS) {
      for (const level of COUNTDOWN_LEVELS) {
        const minutes = fittedClockMinutes(players, level);
        expect(Number.isInteger(minutes * 2), `${players}p ${level}: ${minutes}`).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(5);
        expect(minutes).toBeLessThanOrEqual(30);
      }
    }
  });

  it('never shrinks when the level rises or a player is added', () => {
    for (const players of PLAYERS) {
      COUNTDOWN_LEVELS.forEach((level, i) => {
        if (i > 0) expect(fittedClockMinutes(players, level), `${players}p ${level}`).toBeGreaterThanOrEqual(fittedClockMinutes(players, COUNTDOWN_LEVELS[i - 1]!));
        if (players > 1) expect(fittedClockMinutes(players, level), `${players}p ${level}`).toBeGreaterThanOrEqual(fittedClockMinutes(players - 1, level));
      });
    }
  });

  it('gives setup fields that parse as a fitted clock, counted as a meant clock and grouped as fitted', () => {
    for (const players of PLAYERS) {
      for (const level of COUNTDOWN_LEVELS) {
        expect(fittedClock(players, level)).toEqual({ clockMinutes: fittedClockMinutes(players, level), clockFitted: true });
        const parsed = fuseCountdownSetupSchema.safeParse({ seats: seats(players), level, ...fittedClock(players, level) });
        expect(parsed.success, `${players}p ${level}`).toBe(true);
        if (!parsed.success) continue;
        expect(parsed.data).toMatchObject({ clockMinutes: fittedClockMinutes(players, level), clockFitted: true });
        expect(playedOnTheMeantClock(parsed.data)).toBe(true);
        expect(clockSetting(parsed.data)).toBe('fitted');
      }
    }
  });
});

describe('the fitted clocks for players on their own devices (FITTED_CLOCK_MINUTES_DEVICES)', () => {
  it('has a clock for every player count and level, in whole 30-second steps within 5–30 minutes', () => {
    expect(Object.keys(FITTED_CLOCK_MINUTES_DEVICES).map(Number)).toEqual(PLAYERS);
    for (const players of PLAYERS) {
      for (const level of COUNTDOWN_LEVELS) {
        const minutes = fittedClockMinutes(players, level, 'devices');
        expect(Number.isInteger(minutes * 2) && minutes >= 5 && minutes <= 30, `${players}p ${level}: ${minutes}`).toBe(true);
      }
    }
  });

  it('gives one player, who has no parallel hands, the one-screen clock', () => {
    for (const level of COUNTDOWN_LEVELS) expect(fittedClockMinutes(1, level, 'devices')).toBe(fittedClockMinutes(1, level));
  });

  it('never shrinks when the level rises, and is never longer than the one-screen clock', () => {
    for (const players of PLAYERS) {
      COUNTDOWN_LEVELS.forEach((level, i) => {
        if (i > 0) expect(fittedClockMinutes(players, level, 'devices'), `${players}p ${level}`).toBeGreaterThanOrEqual(fittedClockMinutes(players, COUNTDOWN_LEVELS[i - 1]!, 'devices'));
        expect(fittedClockMinutes(players, level, 'devices'), `${players}p ${level}`).toBeLessThanOrEqual(fittedClockMinutes(players, level));
      });
    }
  });

  it('gives setup fields of a fitted clock like the one-screen table', () => {
    expect(fittedClock(3, 'expert', 'devices')).toEqual({ clockMinutes: fittedClockMinutes(3, 'expert', 'devices'), clockFitted: true });
  });
});
