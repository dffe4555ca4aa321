import { describe, expect, it } from 'vitest';
import type { GameDetailOf } from '@shared/games';
import type { BestScore } from '@shared/history';
import { fuseCountdownSetupSchema } from '@shared/fuse-countdown/setup';
import { bestForSetting } from './best-score';

const seats = [
  { name: 'Ann', colour: 'red' as const },
  { name: 'Bo', colour: 'blue' as const },
];
const game = (id: string, level: 'standard' | 'expert', fuses: number | null) =>
  ({ id, kind: 'fuse-countdown', setup: fuseCountdownSetupSchema.parse({ seats, level, fuses, clockMinutes: 10 }) }) as unknown as GameDetailOf<'fuse-countdown'>;
const entry = (over: Partial<BestScore>): BestScore => ({
  kind: 'fuse-countdown', level: 'expert', players: 2, timer: '600', setting: { fuses: '3' }, score: 40, games: 4, gameId: 'g-old', finishedAt: '2026-11-01T10:00:00.000Z', ...over,
});

describe("the team's best score beside a finished game", () => {
  it('reads the entry of the same level, players, clock and fuse cards, and says whether this game made it', () => {
    const scores = [entry({ setting: { fuses: '5' }, score: 90 }), entry({}), entry({ level: 'standard', setting: { fuses: '0' }, gameId: 'g-new', score: 55 })];
    expect(bestForSetting(scores, game('g-new', 'expert', 3))).toEqual({ score: 40, games: 4, thisGame: false });
    expect(bestForSetting(scores, game('g-new', 'standard', null))).toEqual({ score: 55, games: 4, thisGame: true });
    expect(bestForSetting(scores, game('g-new', 'expert', 7))).toBeNull();
  });

  it('keeps the fitted and the printed clock apart: a fitted game reads the fitted entry only', () => {
    const fitted = { ...game('g-fit', 'expert', 3), setup: fuseCountdownSetupSchema.parse({ seats, level: 'expert', fuses: 3, clockMinutes: 9.5, clockFitted: true }) } as GameDetailOf<'fuse-countdown'>;
    expect(bestForSetting([entry({ score: 70 })], fitted)).toBeNull();
    expect(bestForSetting([entry({ score: 70 }), entry({ timer: 'fitted', score: 52, gameId: 'g-fit', games: 1 })], fitted)).toEqual({ score: 52, games: 1, thisGame: true });
  });

  it("never reads a best made with the physical box, even a higher one of the same setting", () => {
    expect(bestForSetting([entry({ score: 95, physical: true, gameId: 'g-box' }), entry({ score: 40 })], game('g-new', 'expert', 3))).toEqual({ score: 40, games: 4, thisGame: false });
  });
});

describe('a table that could take back a misplaced die keeps its best apart', () => {
  const takingBack = { ...game('g-tb', 'expert', 3), setup: fuseCountdownSetupSchema.parse({ seats, level: 'expert', fuses: 3, clockMinutes: 10, takeBack: true }) } as GameDetailOf<'fuse-countdown'>;
  const scores = [entry({ setting: { fuses: '3', takeBack: 'unknown' }, score: 40 }), entry({ setting: { fuses: '3', takeBack: 'on' }, score: 61, gameId: 'g-tb', games: 1 })];

  it('a game that chose the rule reads the entry of the games that chose it', () => {
    expect(bestForSetting(scores, takingBack)).toEqual({ score: 61, games: 1, thisGame: true });
  });

  it('a game that did not reads the entry of the games without it (never the other)', () => {
    expect(bestForSetting(scores, game('g-new', 'expert', 3))).toEqual({ score: 40, games: 4, thisGame: false });
    expect(bestForSetting([scores[1]!], game('g-new', 'expert', 3))).toBeNull();
  });
});
