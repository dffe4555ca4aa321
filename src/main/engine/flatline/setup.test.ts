import { describe, expect, it } from 'vitest';
import { PATIENTS_DEALT } from '@shared/flatline/data/board';
import { startGame } from './setup';
import { flatlineModule } from './index';
import { setupFor } from './test-support';

describe('setup', () => {
  it('deals the rulebook number of patients for every player count and level', () => {
    const table: Record<number, number[]> = { 2: [6, 7, 8], 3: [9, 10, 11], 4: [11, 12, 14], 5: [13, 15, 17] };
    for (const players of [2, 3, 4, 5]) {
      const dealt = (['training', 'standard', 'expert'] as const).map((level) => startGame(setupFor(players, { level }), 1).patientsTotal);
      expect(dealt).toEqual(table[players]);
      expect(dealt).toEqual([PATIENTS_DEALT[players]?.training, PATIENTS_DEALT[players]?.standard, PATIENTS_DEALT[players]?.expert]);
    }
  });

  it('puts four patients face up, the diamond on slot 0, a cube on each station and eight on the meter', () => {
    const s = startGame(setupFor(3), 5);
    expect(s.patients.every((p) => p !== null)).toBe(true);
    expect(s.patientDeck).toHaveLength(10 - 4);
    expect(s.diamond).toBe(0);
    expect(s.stationCubes).toEqual([1, 1]);
    expect(s.meter.cubes).toBe(8);
    expect(s.emergencyDeck).toHaveLength(29);
  });

  it('gives six dice in play and one set aside; seven and one with two players or solitaire', () => {
    const three = startGame(setupFor(3), 1);
    expect(three.dice.filter((d) => d.seat === 0).map((d) => d.at.kind)).toEqual(['tray', 'tray', 'tray', 'tray', 'tray', 'tray', 'out']);
    const solo = startGame(setupFor(2, { solitaire: true }), 1);
    expect(solo.players).toBe(2);
    expect(solo.dice.filter((d) => d.seat === 1 && d.at.kind === 'tray')).toHaveLength(7);
    expect(solo.dice.filter((d) => d.seat === 1)).toHaveLength(8);
  });

  it('says in its first log line whether the game is solitaire, so the table can name one player', () => {
    const solo = startGame(setupFor(2, { solitaire: true }), 1).log[0];
    expect(solo?.code).toBe('game-set-up');
    expect(solo?.params).toMatchObject({ players: 2, solitaire: true });
    expect(startGame(setupFor(2), 1).log[0]?.params).toMatchObject({ players: 2, solitaire: false });
  });

  it('uses the meter for the player count and the chosen side', () => {
    const s = startGame(setupFor(4, { meterSide: 'expert' }), 1);
    expect(s.meter.numbers).toEqual([3, 3, 3, 4, 4, 4, 4, 4]);
  });

  it('is reproducible from its seed, different for another seed, and plain JSON', () => {
    const a = flatlineModule.start(setupFor(3), 123);
    expect(flatlineModule.start(setupFor(3), 123)).toEqual(a);
    expect(flatlineModule.start(setupFor(3), 124).patients).not.toEqual(a.patients);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});
